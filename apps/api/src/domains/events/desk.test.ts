import { eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registries, staffActions, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createStaffSession } from '../../test/staff';
import { recordEvent } from './outbox';

describe('the desk: olay abonelikleri', () => {
  let t: TestApp;
  let admin: { headers: Record<string, string>; id: number };

  beforeAll(async () => {
    t = await createTestApp();
    // These tests count every endpoint's deliveries: the demo seed's (the sandbox stand-in's) goes.
    await t.db.delete(webhookDeliveries);
    await t.db.delete(webhookEndpoints);
    admin = await createStaffSession(t, 'administrator', null);
  });
  afterAll(() => t.close());

  it('an administrator adds an endpoint and sees its secret once; the list never shows it', async () => {
    const added = await t.call(
      'AddWebhookEndpoint',
      { url: '/sandbox/gelir/olaylar', description: 'Gelir sistemi (demo)' },
      { headers: admin.headers },
    );
    expect(added.statusCode).toBe(200);
    const { endpoint, secret } = added.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(endpoint).toMatchObject({ enabled: true, waiting: 0, deliveredUpTo: null, lastFailure: null });
    const list = await t.call('GetWebhookEndpoints', {}, { headers: admin.headers });
    expect(list.body).not.toContain(secret);
    expect(list.json().endpoints).toMatchObject([{ id: endpoint.id, url: '/sandbox/gelir/olaylar' }]);
    const [action] = await t.db.select().from(staffActions).where(eq(staffActions.action, 'webhook_endpoint.added'));
    expect(action).toMatchObject({ staffId: admin.id, entityId: String(endpoint.id) });
    expect(JSON.stringify(action.detail)).not.toContain(secret);
  });

  it('refuses a bad address, and anyone but an administrator', async () => {
    const bad = await t.call('AddWebhookEndpoint', { url: 'ftp://x', description: 'x' }, { headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'url' });
    const operator = await createStaffSession(t, 'complaints_operator');
    const refused = await t.call('GetWebhookEndpoints', {}, { headers: operator.headers });
    expect(refused.statusCode).toBe(403);
  });

  it('disables and enables an endpoint, and replays from an event id, each on the audit trail', async () => {
    // A receiver that takes everything (the sandbox's revenue-system stand-in is not built yet).
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(204).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/olaylar`;
    const [endpoint] = await t.db.update(webhookEndpoints).set({ url }).returning();
    const [registry] = await t.db.select({ oid: registries.oid }).from(registries).limit(1);
    await t.db.transaction((tx) =>
      recordEvent(tx, { type: 'declaration.filed', registryOid: registry.oid, data: { n: 1 }, now: t.now() }),
    );
    await t.app.jobs.deliverWebhooks();
    const delivered = (await t.call('GetWebhookEndpoints', {}, { headers: admin.headers })).json().endpoints[0];
    expect(delivered.waiting).toBe(0);
    expect(delivered.deliveredUpTo).toMatch(/^evt_\d+$/);

    const disabled = await t.call(
      'SetWebhookEndpointEnabled',
      { id: endpoint.id, enabled: false },
      { headers: admin.headers },
    );
    expect(disabled.json().endpoint).toMatchObject({ enabled: false, disabledReason: expect.any(String) });
    const enabled = await t.call(
      'SetWebhookEndpointEnabled',
      { id: endpoint.id, enabled: true },
      { headers: admin.headers },
    );
    expect(enabled.json().endpoint).toMatchObject({ enabled: true, disabledReason: null });

    const replayed = await t.call(
      'ReplayWebhookEvents',
      { id: endpoint.id, fromEventId: delivered.deliveredUpTo },
      { headers: admin.headers },
    );
    expect(replayed.json()).toEqual({ queued: 1 });
    const badReplay = await t.call(
      'ReplayWebhookEvents',
      { id: endpoint.id, fromEventId: 'x' },
      { headers: admin.headers },
    );
    expect(badReplay.statusCode).toBe(400);
    const noPoint = await t.call('ReplayWebhookEvents', { id: endpoint.id }, { headers: admin.headers });
    expect(noPoint.statusCode).toBe(400);
    const actions = await t.db.select({ action: staffActions.action }).from(staffActions);
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['webhook_endpoint.disabled', 'webhook_endpoint.enabled', 'webhook_endpoint.replayed']),
    );
    await new Promise((resolve) => server.close(resolve));
  });
});
