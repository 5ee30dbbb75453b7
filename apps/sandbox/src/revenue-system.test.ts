import Fastify from 'fastify';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { revenueSystemSandbox, standInBook } from './revenue-system';

const secret = `whsec_${Buffer.from('test secret of thirty-two bytes!').toString('base64')}`;

async function standIn() {
  const app = Fastify();
  await app.register(revenueSystemSandbox, {
    prefix: '/sandbox',
    credentials: async () => ({ apiKey: 'gys_test', webhookSecret: secret }),
  });
  return app;
}

function signed(id: string, body: string, at = new Date()) {
  const signature = new Webhook(secret).sign(id, at, body);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

describe("the revenue system's stand-in receiving the portal's webhooks", () => {
  it('keeps an event whose signature verifies, once however often it is delivered', async () => {
    const app = await standIn();
    const id = `evt_${Date.now()}_once`;
    const body = JSON.stringify({
      id,
      type: 'declaration.filed',
      createdAt: new Date().toISOString(),
      registryNo: 'SN1',
      data: {},
    });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/sandbox/gelir-sistemi/webhook',
        headers: signed(id, body),
        payload: body,
      });
      expect(answer.statusCode).toBe(204);
    }
    expect(standInBook().events.filter((event) => event.id === id)).toHaveLength(1);
  });

  it('refuses a tampered body, a wrong signature and a stale timestamp', async () => {
    const app = await standIn();
    const id = `evt_${Date.now()}_tampered`;
    const body = JSON.stringify({ id, type: 'collection.succeeded', registryNo: 'SN1', data: { totalKurus: 100 } });
    const refusedBefore = standInBook().refusedDeliveries;
    const tampered = body.replace('100', '1');
    const answers = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/sandbox/gelir-sistemi/webhook',
        headers: signed(id, body),
        payload: tampered,
      }),
      app.inject({
        method: 'POST',
        url: '/sandbox/gelir-sistemi/webhook',
        headers: { ...signed(id, body), 'webhook-signature': 'v1,AAAA' },
        payload: body,
      }),
      app.inject({
        method: 'POST',
        url: '/sandbox/gelir-sistemi/webhook',
        headers: signed(id, body, new Date(Date.now() - 3_600_000)),
        payload: body,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0]?.json().message).toBe('İmza doğrulanamadı; olay kabul edilmedi.');
    expect(standInBook().refusedDeliveries).toBe(refusedBefore + 3);
    expect(standInBook().events.some((event) => event.id === id)).toBe(false);
  });
});
