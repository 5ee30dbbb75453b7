import type { IntegrationEvent } from '@ebelediye/contract';
import { and, eq, isNull, max } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationEvents, registries, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createOutbound, type Outbound, type OutboundRequest } from '../../outbound';
import { createTestApp, type TestApp } from '../../test/app';
import { createEndpoint, endpointsWithState, replayFrom, setEndpointState } from './endpoints';
import { recordEvent } from './outbox';
import { deliverWebhooks, giveUpAfterMs, retryDelaysMs, signedRequest } from './webhooks';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const log = { warn: () => undefined };

/** A receiver behind the outbound seam: up or down, it remembers what it was sent and when. */
function fakeReceiver(now: () => Date) {
  const received: { at: number; event: IntegrationEvent; headers: Record<string, string> }[] = [];
  const tries: number[] = [];
  const state = { down: false, refuse: (_event: IntegrationEvent) => false };
  const outbound: Outbound = async (request: OutboundRequest) => {
    tries.push(now().getTime());
    const event = JSON.parse(String(request.body)) as IntegrationEvent;
    if (state.down || state.refuse(event)) return { status: 503, text: 'bakımda' };
    received.push({ at: now().getTime(), event, headers: request.headers ?? {} });
    return { status: 204, text: '' };
  };
  return { received, tries, state, outbound };
}

describe('signed webhooks', () => {
  let t: TestApp;
  let registryA: string;
  let registryB: string;
  let clock: number;
  const now = () => new Date(clock);

  beforeAll(async () => {
    t = await createTestApp();
    // These tests count every endpoint's deliveries: the demo seed's (the sandbox stand-in's) goes.
    await t.db.delete(webhookDeliveries);
    await t.db.delete(webhookEndpoints);
    const rows = await t.db.select({ oid: registries.oid }).from(registries).limit(2);
    [registryA, registryB] = rows.map((row) => row.oid);
    // After every event the template's seed wrote (its demo data follows the calendar).
    const [latest] = await t.db.select({ at: max(integrationEvents.createdAt) }).from(integrationEvents);
    clock = Math.max(Date.parse('2026-03-02T09:00:00Z'), (latest.at?.getTime() ?? 0) + hour);
  });
  afterAll(() => t.close());

  async function emit(registryOid: string, n: number) {
    await t.db.transaction((tx) =>
      recordEvent(tx, { type: 'complaint.state_changed', registryOid, data: { n }, now: now() }),
    );
  }

  /** Runs the delivery every `step` from the clock until `until`. */
  async function runUntil(outbound: Outbound, until: number, step: number) {
    for (; clock <= until; clock += step) await deliverWebhooks(t.db, outbound, now(), log);
    clock = until;
  }

  /** The `n`s a registry's events reached the receiver with, first arrival of each. */
  function arrivalsOf(received: { event: IntegrationEvent }[], registryOid: string, registryNoOf: Map<string, string>) {
    const seen = new Set<string>();
    const order: unknown[] = [];
    for (const { event } of received) {
      if (event.registryNo !== registryNoOf.get(registryOid) || seen.has(event.id)) continue;
      seen.add(event.id);
      order.push(event.data.n);
    }
    return order;
  }

  it('a receiver down for an hour gets every event afterwards, in order per registry, none lost', async () => {
    await t.db.update(registries).set({ registryNo: 'R-A' }).where(eq(registries.oid, registryA));
    await t.db.update(registries).set({ registryNo: 'R-B' }).where(eq(registries.oid, registryB));
    const registryNoOf = new Map([
      [registryA, 'R-A'],
      [registryB, 'R-B'],
    ]);
    const receiver = fakeReceiver(now);
    const { endpoint } = await createEndpoint(t.db, {
      url: 'https://gelir.example/webhook',
      description: 'Gelir sistemi',
      staffId: null,
      now: now(),
    });
    receiver.state.down = true;
    const outageEnds = clock + hour;
    // Events keep coming during the outage, from both registries.
    for (let n = 1; n <= 12; n += 1) {
      await emit(n % 2 ? registryA : registryB, n);
      await runUntil(receiver.outbound, clock + 5 * minute, minute);
    }
    expect(clock).toBeGreaterThanOrEqual(outageEnds);
    expect(receiver.received).toEqual([]);
    expect(receiver.tries.length).toBeGreaterThan(0);
    const [waiting] = await endpointsWithState(t.db, now());
    expect(waiting).toMatchObject({ id: endpoint.id, enabled: true, waiting: 12, deliveredUpTo: null });
    expect(waiting.lastFailure?.error).toContain('HTTP 503');

    receiver.state.down = false;
    for (let n = 13; n <= 16; n += 1) await emit(n % 2 ? registryA : registryB, n);
    // Within the longest backoff step so far every waiting head has been tried again, and its registry's rest follows.
    await runUntil(receiver.outbound, clock + 3 * hour, 5 * minute);
    expect(arrivalsOf(receiver.received, registryA, registryNoOf)).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
    expect(arrivalsOf(receiver.received, registryB, registryNoOf)).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
    const [done] = await endpointsWithState(t.db, now());
    expect(done).toMatchObject({ waiting: 0, oldestWaitingSeconds: null, lastFailure: null });
    expect(done.deliveredUpTo).toBe(receiver.received.at(-1)?.event.id);
    await setEndpointState(t.db, endpoint.id, false, 'test bitti', now());
  });

  it('a registry whose event is refused waits; the other registries go on', async () => {
    const receiver = fakeReceiver(now);
    const { endpoint } = await createEndpoint(t.db, {
      url: 'https://gelir.example/b',
      description: 'B',
      staffId: null,
      now: now(),
    });
    receiver.state.refuse = (event) => event.registryNo === 'R-A' && event.data.n === 101;
    await emit(registryA, 101);
    await emit(registryA, 102);
    await emit(registryB, 201);
    await emit(registryB, 202);
    await runUntil(receiver.outbound, clock + minute, 10 * second);
    expect(receiver.received.map(({ event }) => event.data.n)).toEqual([201, 202]);
    receiver.state.refuse = () => false;
    await runUntil(receiver.outbound, clock + hour, 5 * minute);
    expect(receiver.received.map(({ event }) => event.data.n)).toEqual([201, 202, 101, 102]);
    await setEndpointState(t.db, endpoint.id, false, 'test bitti', now());
  });

  it('retries back off on the schedule and the endpoint is disabled after three days', async () => {
    const receiver = fakeReceiver(now);
    const { endpoint } = await createEndpoint(t.db, {
      url: 'https://gelir.example/down',
      description: 'Hep kapalı',
      staffId: null,
      now: now(),
    });
    receiver.state.down = true;
    await emit(registryA, 301);
    const firstTry = clock;
    // The loop runs every second in production; here the clock jumps to each next attempt, and one
    // second before it, when nothing may be sent.
    for (let round = 0; round < 30; round += 1) {
      await deliverWebhooks(t.db, receiver.outbound, now(), log);
      const [next] = await t.db
        .select({ at: webhookDeliveries.nextAttemptAt })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, endpoint.id), isNull(webhookDeliveries.deliveredAt)));
      const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      if (!row.enabled) break;
      const tries = receiver.tries.length;
      clock = next.at.getTime() - second;
      await deliverWebhooks(t.db, receiver.outbound, now(), log);
      expect(receiver.tries.length).toBe(tries);
      clock += second;
    }
    const gaps = receiver.tries.slice(1).map((at, index) => at - receiver.tries[index]);
    const expected = [...retryDelaysMs, ...Array<number>(20).fill(retryDelaysMs.at(-1) ?? 0)];
    expect(gaps).toEqual(expected.slice(0, gaps.length));
    const lastTry = receiver.tries.at(-1) ?? 0;
    expect(lastTry - firstTry).toBeGreaterThanOrEqual(giveUpAfterMs);
    expect(lastTry - firstTry).toBeLessThan(giveUpAfterMs + 11 * hour);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row.enabled).toBe(false);
    expect(row.disabledReason).toContain('üç gündür');
    const shown = (await endpointsWithState(t.db, now())).find((view) => view.id === endpoint.id);
    expect(shown).toMatchObject({ enabled: false, waiting: 1 });
    // While disabled nothing is queued for it, but the desk counts what it will get.
    await emit(registryB, 302);
    const counted = (await endpointsWithState(t.db, now())).find((view) => view.id === endpoint.id);
    expect(counted).toMatchObject({ enabled: false, waiting: 2 });

    // Enabled again by a person, the waiting event goes at once when the receiver is back.
    const triesBefore = receiver.tries.length;
    await runUntil(receiver.outbound, clock + 12 * hour, 4 * hour);
    expect(receiver.tries.length).toBe(triesBefore);
    receiver.state.down = false;
    await setEndpointState(t.db, endpoint.id, true, null, now());
    await deliverWebhooks(t.db, receiver.outbound, now(), log);
    expect(receiver.received.map(({ event }) => event.data.n)).toEqual([301, 302]);
    await setEndpointState(t.db, endpoint.id, false, 'test bitti', now());
  });

  it('replay sends every event from a point again, by event id or by time', async () => {
    const receiver = fakeReceiver(now);
    const { endpoint } = await createEndpoint(t.db, {
      url: 'https://gelir.example/replay',
      description: 'Tekrar',
      staffId: null,
      now: now(),
    });
    clock += hour;
    const firstAt = clock;
    await emit(registryA, 401);
    clock += minute;
    await emit(registryB, 402);
    await emit(registryA, 403);
    await deliverWebhooks(t.db, receiver.outbound, now(), log);
    const ids = receiver.received.map(({ event }) => event.id);
    expect(receiver.received.map(({ event }) => event.data.n)).toEqual([401, 402, 403]);

    expect(await replayFrom(t.db, endpoint.id, { eventId: Number(ids[1]?.slice(4)) }, now())).toBe(2);
    await deliverWebhooks(t.db, receiver.outbound, now(), log);
    expect(receiver.received.slice(3).map(({ event }) => event.id)).toEqual([ids[1], ids[2]]);

    expect(await replayFrom(t.db, endpoint.id, { at: new Date(firstAt) }, now())).toBe(3);
    await deliverWebhooks(t.db, receiver.outbound, now(), log);
    expect(receiver.received.slice(5).map(({ event }) => event.id)).toEqual(ids);
    await setEndpointState(t.db, endpoint.id, false, 'test bitti', now());
  });
});

describe('the signature', () => {
  let t: TestApp;
  let server: Server;
  let url: string;
  let secret: string;
  const received: { status: number; body: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // This receiver is the only endpoint: the demo seed's (the sandbox stand-in's) goes.
    await t.db.delete(webhookDeliveries);
    await t.db.delete(webhookEndpoints);
    ({ secret } = await createEndpoint(t.db, {
      url: 'http://127.0.0.1:1/unused',
      description: 'imza',
      staffId: null,
      now: new Date(),
    }));
    // A receiver as a vendor would write it: verify, or refuse with 400.
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        let status = 204;
        try {
          new Webhook(secret).verify(body, request.headers as Record<string, string>);
        } catch {
          status = 400;
        }
        received.push({ status, body });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/olaylar`;
    await t.db.update(webhookEndpoints).set({ url });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('a receiver verifying with standardwebhooks accepts the event sent, and refuses a tampered body or signature', async () => {
    const [registry] = await t.db.select({ oid: registries.oid }).from(registries).limit(1);
    await t.db.transaction((tx) =>
      recordEvent(tx, { type: 'declaration.filed', registryOid: registry.oid, data: { n: 1 }, now: new Date() }),
    );
    const outbound = createOutbound(t.app);
    expect(await deliverWebhooks(t.db, outbound, new Date(), log)).toEqual({ delivered: 1, failed: 0 });
    expect(received).toMatchObject([{ status: 204 }]);
    const sent = JSON.parse(received[0].body) as IntegrationEvent;

    const signed = signedRequest(secret, sent, new Date());
    const tamperedBody = await outbound({ url, headers: signed.headers, body: signed.body.replace('"n":1', '"n":2') });
    expect(tamperedBody.status).toBe(400);
    const signature = signed.headers['webhook-signature'];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const tamperedSignature = await outbound({
      url,
      headers: { ...signed.headers, 'webhook-signature': flipped },
      body: signed.body,
    });
    expect(tamperedSignature.status).toBe(400);
    const otherSecret = signedRequest(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`, sent, new Date());
    expect((await outbound({ url, headers: otherSecret.headers, body: otherSecret.body })).status).toBe(400);
    expect((await outbound({ url, headers: signed.headers, body: signed.body })).status).toBe(204);
  });
});
