import type { RevenueSystemCredentials } from '@ebelediye/sandbox';
import type { Queryable } from '../db/client';
import { createEndpoint } from '../domains/events/endpoints';
import { issueIntegrationKey } from '../domains/integration/clients';

/**
 * Demo mode only: the integration key and the webhook signing secret shared by the portal and the
 * sandbox's revenue-system stand-in, so both sides of the bridge work from the first `npm start`.
 * Known values, like the demo people's password: a production start seeds neither (docs/integration.md).
 */
export const demoRevenueSystem: RevenueSystemCredentials = {
  apiKey: 'gys_demo_ornek_gelir_sistemi_anahtari_2026',
  // 32 bytes, base64, as Standard Webhooks secrets are.
  webhookSecret: `whsec_${Buffer.from('e-Belediye demo gelir sistemi 01').toString('base64')}`,
};

/** The stand-in as a connected system (its key) and as a webhook endpoint (the sandbox's receiver, in process). */
export async function seedDemoRevenueSystem(tx: Queryable, now: Date): Promise<void> {
  await issueIntegrationKey(tx, {
    name: 'Örnek gelir yönetim sistemi (sandbox)',
    allowList: [],
    createdBy: null,
    now,
    demoKey: demoRevenueSystem.apiKey,
  });
  await createEndpoint(tx, {
    url: '/sandbox/gelir-sistemi/webhook',
    description: 'Örnek gelir yönetim sistemi (sandbox)',
    staffId: null,
    now,
    demoSecret: demoRevenueSystem.webhookSecret,
  });
}
