import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { Outbound } from '../../outbound';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { acknowledgedCollections } from './acknowledgements';
import { createEndpoint } from './endpoints';
import { eventsAfter } from './feed';
import { deliverWebhooks } from './webhooks';

const log = { warn: () => undefined, error: () => undefined };

/** Pays one of Ayşe's open debts by card; the collection's id and order number. */
async function cardCollection(t: TestApp): Promise<{ collectionId: number; orderNo: string }> {
  const ayse = await signIn(t, '10000000146', 'Demo2026');
  const debt = (await debtsOf(t, ayse)).find((row) => !row.inPayment);
  if (!debt) throw new Error('no open debt to pay');
  const { summary, gateway } = await startPayment(t, ayse, [debt.accrualId]);
  const callback = await payAtBank(t, gateway, 'approve');
  if (!callback) throw new Error('the bank sent no answer');
  await postForm(t, callback.action, callback.fields, ayse);
  const [collection] = await t.db.select().from(collections).where(eq(collections.orderNo, summary.orderNo));
  return { collectionId: collection.id, orderNo: summary.orderNo };
}

describe("the revenue system's acknowledgement of a card collection", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Only the endpoints these tests make: the demo seed's (the sandbox stand-in's) goes.
    await t.db.delete(webhookDeliveries);
    await t.db.delete(webhookEndpoints);
  });
  afterAll(() => t.close());

  it('is a webhook receiver taking its event: a refusal is no acknowledgement', async () => {
    const { endpoint } = await createEndpoint(t.db, {
      url: 'https://gelir.example/olaylar',
      description: 'Gelir sistemi',
      staffId: null,
      now: new Date(0),
    });
    const { collectionId } = await cardCollection(t);
    expect(await acknowledgedCollections(t.db, [collectionId])).toEqual(new Set());
    let status = 503;
    const receiver: Outbound = async () => ({ status, text: '' });
    await deliverWebhooks(t.db, receiver, new Date(), log);
    expect(await acknowledgedCollections(t.db, [collectionId])).toEqual(new Set());
    status = 204;
    await deliverWebhooks(t.db, receiver, new Date(Date.now() + 60_000), log);
    expect(await acknowledgedCollections(t.db, [collectionId])).toEqual(new Set([collectionId]));
    await t.db.update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, endpoint.id));
  });

  it('is a feed reader asking for the events after it, not merely reading it', async () => {
    const { collectionId, orderNo } = await cardCollection(t);
    const reader = { clientId: 4242, now: new Date() };
    const holds = (page: Awaited<ReturnType<typeof eventsAfter>>) =>
      page.events.some((event) => event.type === 'collection.succeeded' && event.data.orderNo === orderNo);
    let page = await eventsAfter(t.db, undefined, 1000, reader);
    while (!holds(page) && page.events.length > 0) page = await eventsAfter(t.db, page.next ?? undefined, 1000, reader);
    expect(holds(page)).toBe(true);
    // Read, not yet confirmed: the reader has not asked for what comes after.
    expect(await acknowledgedCollections(t.db, [collectionId])).toEqual(new Set());
    await eventsAfter(t.db, page.next ?? undefined, 1000, reader);
    expect(await acknowledgedCollections(t.db, [collectionId])).toEqual(new Set([collectionId]));
  });
});
