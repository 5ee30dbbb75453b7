import type { RevenueSystemCredentials } from '@ebelediye/sandbox';

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
