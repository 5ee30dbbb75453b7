import { decodeXmlBytes } from '@ebelediye/contract/xml';
import type { FastifyInstance } from 'fastify';
import { eDevletSandbox } from './edevlet';
import { nisSandbox } from './nis';
import { nestPaySandbox, type SandboxStore } from './bank-nestpay';
import { payFlexSandbox } from './bank-payflex';
import { smsSandbox } from './sms';
import { revenueSystemSandbox, type RevenueSystemCredentials } from './revenue-system';
import { escapeHtml, sandboxPage, sandboxServices } from './page';

/**
 * The stand-ins for the outside parties we cannot reach from a developer's machine: bank 3D Secure
 * gateways, the e-Devlet OAuth2 server, the SMS provider and the municipality's revenue system. Each speaks its real protocol on
 * loopback, so the API's adapters run unchanged against it. Mounted under /sandbox in demo mode.
 */
export interface SandboxOptions {
  /** The SMS sandbox checks the credentials the API sends, as the real provider would. */
  smsAccount: () => Promise<{ usercode: string; header: string }>;
  /** The bank checks the shop's store key and API user, as the real one would. */
  bankStore: () => Promise<SandboxStore>;
  /**
   * The revenue system's stand-in calls the integration API with this key and verifies webhooks with
   * this secret; without it (a sandbox bank in a process of its own) there is no stand-in.
   */
  revenueSystem?: () => Promise<RevenueSystemCredentials>;
  /** The sandbox banks' clock (when a sale was made, for their day lists); the host app's, so tests can set it. */
  now?: () => Date;
}

export async function sandboxPlugin(app: FastifyInstance, options: SandboxOptions) {
  // The outside parties speak HTML forms and XML, not JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // XML as text, by the charset its sender declared (NestPay's API speaks ISO-8859-9).
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'buffer' }, (request, body, done) =>
    done(null, decodeXmlBytes(body as Buffer, request.headers['content-type'])),
  );
  await app.register(eDevletSandbox);
  await app.register(nisSandbox);
  await app.register(smsSandbox, { expectedUser: options.smsAccount });
  await app.register(nestPaySandbox, { store: options.bankStore, now: options.now });
  await app.register(payFlexSandbox, {
    now: options.now,
    merchant: async () => {
      const store = await options.bankStore();
      return { merchantId: store.clientId, merchantPassword: store.apiPassword };
    },
  });

  if (options.revenueSystem) await app.register(revenueSystemSandbox, { credentials: options.revenueSystem });

  app.get('/', async (_request, reply) => {
    const rows = sandboxServices.length
      ? `<ul>${sandboxServices.map((s) => `<li><a href="/sandbox${escapeHtml(s.path)}">${escapeHtml(s.title)}</a> — ${escapeHtml(s.description)}</li>`).join('')}</ul>`
      : '<p>Bu sürümde henüz bir dış taraf taklidi yok.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        sandboxPage(
          'Dış taraflar',
          `<p class="note">Bu sayfa yalnızca demo modunda (DEMO_MODE=true) açıktır.</p><h1>Dış taraflar</h1>${rows}`,
        ),
      );
  });
}

export { sandboxPeople, findPerson, type SandboxPerson } from './people';
export { sandboxInbox, type SandboxSms } from './sms';
export { escapeHtml, sandboxPage } from './page';
export { nestPayTestCard, type SandboxStore } from './bank-nestpay';
export { payFlexTestCard } from './bank-payflex';
export { standInBook, standInRegistryNo, type RevenueSystemCredentials, type PushedDebt } from './revenue-system';
