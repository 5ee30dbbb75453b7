import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, complaints, integrationEvents, paymentAttempts, registries } from '../../db/schema';
import { AppError } from '../../errors';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { signInStaff } from '../../test/staff';
import { markRefundNeeded } from '../payments/refunds';
import { eventsAfter } from './feed';
import { recordEvent } from './outbox';

const silentLog = { warn: () => undefined, error: () => undefined };

/** Every event from the start of the feed, paging through it. */
async function allEvents(t: TestApp) {
  const events = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await eventsAfter(t.db, cursor, 500);
    events.push(...page.events);
    if (page.events.length === 0) return events;
    cursor = page.next ?? undefined;
  }
}

describe('the outbox: events written with the change', () => {
  let t: TestApp;
  let registryOid: string;
  let registryNo: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [registry] = await t.db.select({ oid: registries.oid }).from(registries).limit(1);
    registryOid = registry.oid;
    registryNo = `SCL-${registry.oid}`;
    await t.db.update(registries).set({ registryNo }).where(eq(registries.oid, registryOid));
  });
  afterAll(() => t.close());

  it('an event recorded in a transaction that rolls back is never handed out', async () => {
    const before = await allEvents(t);
    await expect(
      t.db.transaction(async (tx) => {
        await recordEvent(tx, { type: 'declaration.filed', registryOid, data: { declarationNo: 'X-1' }, now: t.now() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await allEvents(t)).toEqual(before);
    await t.db.transaction(async (tx) => {
      await recordEvent(tx, { type: 'declaration.filed', registryOid, data: { declarationNo: 'X-2' }, now: t.now() });
    });
    const after = await allEvents(t);
    expect(after.slice(before.length)).toMatchObject([
      { type: 'declaration.filed', registryNo, data: { declarationNo: 'X-2' } },
    ]);
  });

  it('a card payment writes collection.succeeded with its lines and the receipt number drawn at commit', async () => {
    const ayse = await signIn(t, '10000000146', 'Demo2026');
    const [debt] = (await debtsOf(t, ayse)).filter((d) => !d.inPayment);
    const { summary, gateway } = await startPayment(t, ayse, [debt.accrualId]);
    const callback = await payAtBank(t, gateway, 'approve');
    if (!callback) throw new Error('the bank sent no answer');
    await postForm(t, callback.action, callback.fields, ayse);
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, summary.orderNo));
    expect(attempt.state).toBe('PAID');
    const [collection] = await t.db.select().from(collections).where(eq(collections.orderNo, summary.orderNo));
    expect(collection.receiptNo).not.toMatch(/^numara-bekliyor/);

    const events = (await allEvents(t)).filter(
      (event) => event.type === 'collection.succeeded' && event.data.orderNo === summary.orderNo,
    );
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({
      orderNo: summary.orderNo,
      receiptNo: collection.receiptNo,
      totalKurus: collection.totalKurus,
      bankCode: attempt.bankCode,
      channel: attempt.channel,
      lines: [{ accrualId: debt.accrualId, accrualNo: null }],
    });
    const lines = events[0].data.lines as { principalKurus: number; interestKurus: number }[];
    expect(lines.reduce((sum, line) => sum + line.principalKurus + line.interestKurus, 0)).toBe(collection.totalKurus);
    expect(JSON.stringify(events[0])).not.toMatch(/4355|maskedPan|pan/i);
  });

  it('an attempt moved to REFUND_NEEDED writes collection.refund_needed in the same statement, and not when rolled back', async () => {
    const ayse = await signIn(t, '10000000146', 'Demo2026');
    const [debt] = (await debtsOf(t, ayse)).filter((d) => !d.inPayment);
    const { summary } = await startPayment(t, ayse, [debt.accrualId]);
    const reason = 'Borçlarınız bu arada başka bir ödemeyle kapanmıştı.';
    await expect(
      t.db.transaction(async (tx) => {
        await markRefundNeeded(
          tx,
          summary.orderNo,
          ['CREATED'],
          'test',
          t.now(),
          reason,
          { amountKurus: 1 },
          {},
          silentLog,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const refundEvents = async () =>
      (await allEvents(t)).filter(
        (event) => event.type === 'collection.refund_needed' && event.data.orderNo === summary.orderNo,
      );
    expect(await refundEvents()).toEqual([]);
    await markRefundNeeded(
      t.db,
      summary.orderNo,
      ['CREATED'],
      'test',
      t.now(),
      reason,
      { amountKurus: 1 },
      {},
      silentLog,
    );
    expect(await refundEvents()).toMatchObject([
      { registryNo: expect.any(String), data: { orderNo: summary.orderNo, amountKurus: summary.amountKurus, reason } },
    ]);
    // Moved already: a second move writes no second event.
    await markRefundNeeded(
      t.db,
      summary.orderNo,
      ['CREATED'],
      'test',
      t.now(),
      reason,
      { amountKurus: 1 },
      {},
      silentLog,
    );
    expect(await refundEvents()).toHaveLength(1);
  });
});

describe('the change points', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a complaint moved at the desk writes complaint.state_changed with its statuses and no personal data', async () => {
    const admin = await signInStaff(t, 'demo.yonetici');
    const [row] = await t.db
      .select()
      .from(complaints)
      .where(and(eq(complaints.status, 'received'), isNotNull(complaints.unitId)))
      .limit(1);
    const reason = 'Olay aktarımı denetleniyor, başvuru açılıyor.';
    expect((await t.call('GetDeskComplaint', { id: row.id, reason }, { headers: admin })).statusCode).toBe(200);
    const before = await allEvents(t);
    const moved = await t.call('ChangeComplaintStatus', { id: row.id, status: 'in_progress' }, { headers: admin });
    expect(moved.statusCode).toBe(200);
    const added = (await allEvents(t)).slice(before.length);
    expect(added).toMatchObject([
      {
        type: 'complaint.state_changed',
        data: { trackingNo: row.trackingNo, fromStatus: 'received', toStatus: 'in_progress', kind: row.kind },
      },
    ]);
    const text = JSON.stringify(added);
    for (const personal of [row.contactPhone, row.contactName, row.description, row.applicantTckn])
      if (personal) expect(text).not.toContain(personal);
    // Refused (a jump the table forbids): no event.
    const refused = await t.call('ChangeComplaintStatus', { id: row.id, status: 'received' }, { headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(await allEvents(t)).toHaveLength(before.length + 1);
  });
});

describe('the pull feed', () => {
  let t: TestApp;
  let registryOid: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [registry] = await t.db.select({ oid: registries.oid }).from(registries).limit(1);
    registryOid = registry.oid;
  });
  afterAll(() => t.close());

  it('pages with its cursor, oldest first, and hands out each event once', async () => {
    const start = await eventsAfter(t.db, undefined, 10_000);
    const cursor = start.next ?? undefined;
    for (let n = 1; n <= 5; n += 1)
      await t.db.transaction((tx) =>
        recordEvent(tx, { type: 'complaint.state_changed', registryOid, data: { n }, now: t.now() }),
      );
    const seen: unknown[] = [];
    let next = cursor;
    const pages: number[] = [];
    for (;;) {
      const page = await eventsAfter(t.db, next, 2);
      if (page.events.length === 0) {
        expect(page.next).toBe(next ?? null);
        break;
      }
      pages.push(page.events.length);
      seen.push(...page.events.map((event) => event.data.n));
      next = page.next ?? undefined;
    }
    expect(pages).toEqual([2, 2, 1]);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    const ids = (await eventsAfter(t.db, cursor, 10)).events.map((event) => event.id);
    expect(ids.every((id) => /^evt_\d+$/.test(id))).toBe(true);
    const [first] = (await eventsAfter(t.db, cursor, 1)).events;
    expect(first.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('refuses a cursor it did not make', async () => {
    for (const bad of [
      '',
      'abc',
      '!!!',
      Buffer.from('12').toString('base64url'),
      Buffer.from('1.x').toString('base64url'),
    ]) {
      const refusal = await eventsAfter(t.db, bad, 10).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).message).toBe('Olay imleci (after) geçersiz.');
    }
  });

  it('does not hand out an event of a transaction still running, even to that transaction', async () => {
    const start = (await eventsAfter(t.db, undefined, 10_000)).next ?? undefined;
    await t.db.transaction(async (tx) => {
      await recordEvent(tx, { type: 'complaint.state_changed', registryOid, data: { n: 'mine' }, now: t.now() });
      expect((await eventsAfter(tx, start, 10)).events).toEqual([]);
    });
    expect((await eventsAfter(t.db, start, 10)).events.map((event) => event.data.n)).toEqual(['mine']);
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'never skips an event committed late: the later id committed first waits for the earlier one',
    async () => {
      const start = (await eventsAfter(t.db, undefined, 10_000)).next ?? undefined;
      const seen: unknown[] = [];
      let cursor = start;
      const read = async () => {
        const page = await eventsAfter(t.db, cursor, 100);
        seen.push(...page.events.map((event) => event.data.n));
        cursor = page.next ?? undefined;
      };
      let releaseEarly!: () => void;
      const early = new Promise<void>((resolve) => (releaseEarly = resolve));
      let earlyWrote!: () => void;
      const earlyWritten = new Promise<void>((resolve) => (earlyWrote = resolve));
      // The slow transaction takes the lower id and commits last.
      const slow = t.db.transaction(async (tx) => {
        await recordEvent(tx, { type: 'complaint.state_changed', registryOid, data: { n: 'slow' }, now: t.now() });
        earlyWrote();
        await early;
      });
      await earlyWritten;
      await t.db.transaction((tx) =>
        recordEvent(tx, { type: 'complaint.state_changed', registryOid, data: { n: 'fast' }, now: t.now() }),
      );
      const [ids] = [
        await t.db
          .select({ id: integrationEvents.id })
          .from(integrationEvents)
          .where(sql`${integrationEvents.data}->>'n' in ('slow', 'fast')`)
          .orderBy(integrationEvents.id),
      ];
      expect(ids).toHaveLength(1); // the slow one is not committed yet
      await read();
      releaseEarly();
      await slow;
      await read();
      expect(seen.sort()).toEqual(['fast', 'slow']);

      // And with the transaction ids the other way round: the older transaction writes the later id.
      seen.length = 0;
      let releaseOld!: () => void;
      const oldDone = new Promise<void>((resolve) => (releaseOld = resolve));
      let oldStarted!: () => void;
      const oldHasXid = new Promise<void>((resolve) => (oldStarted = resolve));
      let youngWrote!: () => void;
      const youngWritten = new Promise<void>((resolve) => (youngWrote = resolve));
      let releaseYoung!: () => void;
      const youngDone = new Promise<void>((resolve) => (releaseYoung = resolve));
      const old = t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_current_xact_id()`);
        oldStarted();
        await youngWritten;
        await recordEvent(tx, {
          type: 'complaint.state_changed',
          registryOid,
          data: { n: 'old-later-id' },
          now: t.now(),
        });
        await oldDone;
      });
      await oldHasXid;
      const young = t.db.transaction(async (tx) => {
        await recordEvent(tx, {
          type: 'complaint.state_changed',
          registryOid,
          data: { n: 'young-earlier-id' },
          now: t.now(),
        });
        youngWrote();
        await youngDone;
      });
      await youngWritten;
      // The older transaction (higher id) commits first, the young one is still running.
      await new Promise((resolve) => setTimeout(resolve, 50));
      releaseOld();
      await old;
      await read();
      releaseYoung();
      await young;
      await read();
      expect(seen).toEqual(['old-later-id', 'young-earlier-id']);
    },
  );
});
