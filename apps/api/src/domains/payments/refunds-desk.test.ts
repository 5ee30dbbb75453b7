import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundMessages } from '@ebelediye/contract';
import {
  accrualHolds,
  accruals,
  collectionReversals,
  integrationEvents,
  paymentAttempts,
  paymentEvents,
  paymentRefunds,
  settings,
  staffActions,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { restructure } from '../../test/restructure';
import { lastSmsTo, signIn } from '../../test/session';
import { createStaffSession, signInStaff } from '../../test/staff';

describe('refunds through the bank at the revenue desk', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  let gelir: Record<string, string>;
  let sef: Record<string, string>;
  let admin: Record<string, string>;

  async function setLimit(kurus: number) {
    await t.db
      .insert(settings)
      .values({ key: 'RefundApprovalLimitKurus', value: JSON.stringify(kurus) })
      .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(kurus) } });
    t.app.settings.invalidate();
  }

  /** Ayşe pays one open debt by card at the sandbox bank; the order is PAID with its collection. */
  async function paidOrder() {
    const debt = (await debtsOf(t, ayse)).find((d) => !d.inPayment);
    if (!debt) throw new Error('no open debt left');
    const { summary, gateway } = await startPayment(t, ayse, [debt.accrualId]);
    const callback = await payAtBank(t, gateway, 'approve');
    await postForm(t, callback!.action, callback!.fields, ayse);
    const attempt = await attemptOf(summary.orderNo);
    expect(attempt.state).toBe('PAID');
    const [accrual] = await t.db.select().from(accruals).where(eq(accruals.id, debt.accrualId));
    return { orderNo: attempt.orderNo as string, amountKurus: attempt.amountKurus, accrualId: debt.accrualId, accrual };
  }

  async function attemptOf(orderNo: string) {
    const [row] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
    return row;
  }
  const holdsOf = (orderNo: string) => t.db.select().from(accrualHolds).where(eq(accrualHolds.orderNo, orderNo));
  const refundsOf = (orderNo: string) => t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderNo, orderNo));
  const refundEventsOf = async (orderNo: string) =>
    (await t.db.select().from(integrationEvents).where(eq(integrationEvents.type, 'refund.succeeded'))).filter(
      (row) => (row.data as { orderNo?: string }).orderNo === orderNo,
    );
  const request = (headers: Record<string, string>, body: object) =>
    t.call('RequestPaymentRefund', { reason: 'Vatandaş iki kez ödedi.', ...body }, { headers });

  beforeAll(async () => {
    t = await createTestApp();
    ayse = await signIn(t, '10000000146', 'Demo2026');
    gelir = await signInStaff(t, 'demo.gelir');
    sef = await signInStaff(t, 'demo.gelirsef');
    admin = await signInStaff(t, 'demo.yonetici');
    await setLimit(100_000_000_00);
  });
  afterAll(() => t.close());

  it('a void on the sale’s day: the bank voids it, the collection is reversed, the debt is open again, event and SMS', async () => {
    const order = await paidOrder();
    expect((await debtsOf(t, ayse)).some((d) => d.accrualId === order.accrualId)).toBe(false);
    const answer = await request(gelir, { orderNo: order.orderNo, kind: 'void', amountKurus: order.amountKurus });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().refund).toMatchObject({ state: 'succeeded', kind: 'void', amountKurus: order.amountKurus });
    expect(answer.json().order).toMatchObject({ state: 'VOIDED', remainingKurus: 0 });
    expect((await attemptOf(order.orderNo)).state).toBe('VOIDED');

    // The debt is back in the citizen's list with its own due date: its paid amount went back down.
    const [accrual] = await t.db.select().from(accruals).where(eq(accruals.id, order.accrualId));
    expect(accrual.paidKurus).toBe(0);
    expect(accrual.dueDate).toBe(order.accrual.dueDate);
    expect((await debtsOf(t, ayse)).some((d) => d.accrualId === order.accrualId)).toBe(true);
    const reversals = await t.db
      .select()
      .from(collectionReversals)
      .where(eq(collectionReversals.source, `refund:${answer.json().refund.id}`));
    expect(reversals).toHaveLength(1);
    expect(reversals[0].totalKurus).toBe(order.amountKurus);

    const events = await refundEventsOf(order.orderNo);
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ orderNo: order.orderNo, amountKurus: order.amountKurus });
    const sms = await lastSmsTo(t, '5321112233');
    expect(sms).toContain(order.orderNo);
    expect(sms).toContain('iptal edildi');
    const audit = await t.db
      .select()
      .from(staffActions)
      .where(
        and(
          eq(staffActions.action, 'payment_refund.requested'),
          eq(staffActions.entityId, String(answer.json().refund.id)),
        ),
      );
    expect(audit[0].subjectRegistryOid).toBe('R-DEMO-1');

    // Nothing is left to give back: another request is refused.
    const again = await request(gelir, { orderNo: order.orderNo, kind: 'refund', amountKurus: 1 });
    expect(again.statusCode).toBe(400);
  });

  it('a Credit before the bank’s end of day is refused (CORE-2508) and changes nothing; after it, part and then the rest', async () => {
    const order = await paidOrder();
    const early = await request(gelir, { orderNo: order.orderNo, kind: 'refund', amountKurus: 100 });
    expect(early.statusCode).toBe(200);
    expect(early.json().refund.state).toBe('failed');
    expect(early.json().refund.bankMessage).toContain('Void');
    expect(await attemptOf(order.orderNo)).toMatchObject({ state: 'PAID' });
    const [untouched] = await t.db.select().from(accruals).where(eq(accruals.id, order.accrualId));
    expect(untouched.paidKurus).toBe(order.accrual.paidKurus);
    expect(await refundEventsOf(order.orderNo)).toEqual([]);
    // The debt was held only while the bank was asked.
    expect(await holdsOf(order.orderNo)).toEqual([]);

    expect((await t.app.inject({ method: 'POST', url: '/sandbox/bank/end-of-day' })).statusCode).toBe(200);
    const part = await request(gelir, { orderNo: order.orderNo, kind: 'refund', amountKurus: 100 });
    expect(part.json().refund.state).toBe('succeeded');
    expect(part.json().order).toMatchObject({
      state: 'PAID',
      refundedKurus: 100,
      remainingKurus: order.amountKurus - 100,
    });
    const [partly] = await t.db.select().from(accruals).where(eq(accruals.id, order.accrualId));
    expect(partly.paidKurus).toBeLessThan(order.accrual.paidKurus);
    expect(partly.paidKurus).toBeGreaterThanOrEqual(order.accrual.paidKurus - 100);

    const over = await request(gelir, {
      orderNo: order.orderNo,
      kind: 'refund',
      amountKurus: order.amountKurus - 100 + 1,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().Message).toContain('fazla olamaz');
    const wholeVoid = await request(gelir, { orderNo: order.orderNo, kind: 'void', amountKurus: order.amountKurus });
    expect(wholeVoid.statusCode).toBe(400);

    const rest = await request(gelir, { orderNo: order.orderNo, kind: 'refund', amountKurus: order.amountKurus - 100 });
    expect(rest.json().refund.state).toBe('succeeded');
    expect((await attemptOf(order.orderNo)).state).toBe('REFUNDED');
    const [reopened] = await t.db.select().from(accruals).where(eq(accruals.id, order.accrualId));
    expect(reopened.paidKurus).toBe(0);
    expect(await refundEventsOf(order.orderNo)).toHaveLength(2);
    expect(await holdsOf(order.orderNo)).toEqual([]);
  });

  it('a refund never reopens a debt restructured since: refused before the bank, an approval waits', async () => {
    await setLimit(0);
    try {
      const order = await paidOrder();
      expect((await t.app.inject({ method: 'POST', url: '/sandbox/bank/end-of-day' })).statusCode).toBe(200);
      const part = (await request(gelir, { orderNo: order.orderNo, kind: 'refund', amountKurus: 1000 })).json().refund;
      expect((await t.call('ApprovePaymentRefund', { id: part.id }, { headers: sef })).json().refund.state).toBe(
        'succeeded',
      );
      // The rest is asked for while the reopened part is still open; then the citizen restructures that part.
      const rest = await request(gelir, {
        orderNo: order.orderNo,
        kind: 'refund',
        amountKurus: order.amountKurus - 1000,
      });
      expect(rest.json().refund.state).toBe('awaiting_approval');
      const saved = await restructure(t, ayse, '5321112233', [order.accrualId]);
      expect(saved.statusCode).toBe(200);
      const [planned] = await t.db.select().from(accruals).where(eq(accruals.id, order.accrualId));
      expect(planned.restructuringPlanId).not.toBeNull();

      // Approving it now would give money back that nobody is asked for again: refused, still waiting.
      const approve = await t.call('ApprovePaymentRefund', { id: rest.json().refund.id }, { headers: sef });
      expect(approve.statusCode).toBe(409);
      expect(approve.json().Message).toBe(refundMessages.restructured);
      const [waiting] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, rest.json().refund.id));
      expect(waiting.state).toBe('awaiting_approval');
      expect(waiting.sentAt).toBeNull();
      const rejected = await t.call(
        'RejectPaymentRefund',
        { id: waiting.id, note: 'Borç yapılandırıldı.' },
        { headers: sef },
      );
      expect(rejected.json().refund.state).toBe('rejected');

      // A new request is refused at once, before anyone approves it; nothing moved.
      const again = await request(gelir, { orderNo: order.orderNo, kind: 'refund', amountKurus: 100 });
      expect(again.statusCode).toBe(409);
      expect(again.json().Message).toBe(refundMessages.restructured);
      const [after] = await t.db.select().from(accruals).where(eq(accruals.id, order.accrualId));
      expect(after.paidKurus).toBe(planned.paidKurus);
      expect(await refundsOf(order.orderNo)).toHaveLength(2);
      expect(await refundEventsOf(order.orderNo)).toHaveLength(1);
      expect(await holdsOf(order.orderNo)).toEqual([]);
    } finally {
      await setLimit(100_000_000_00);
    }
  });

  it('a void after the sale’s day is refused before the bank is asked', async () => {
    const order = await paidOrder();
    // The sale was yesterday, as far as the attempt's history says.
    await t.db
      .update(paymentEvents)
      .set({ at: sql`${paymentEvents.at} - interval '1 day'` })
      .where(eq(paymentEvents.orderNo, order.orderNo));
    const late = await request(gelir, { orderNo: order.orderNo, kind: 'void', amountKurus: order.amountKurus });
    expect(late.statusCode).toBe(400);
    expect(late.json().Message).toContain('satışın yapıldığı gün');
    const part = await request(gelir, { orderNo: order.orderNo, kind: 'void', amountKurus: 1 });
    expect(part.statusCode).toBe(400);
    expect(await refundsOf(order.orderNo)).toEqual([]);
  });

  it('above the limit a second person approves; never the requester, never an operator', async () => {
    await setLimit(0);
    try {
      const order = await paidOrder();
      const asked = await request(gelir, { orderNo: order.orderNo, kind: 'void', amountKurus: order.amountKurus });
      expect(asked.statusCode).toBe(200);
      const refund = asked.json().refund;
      expect(refund.state).toBe('awaiting_approval');
      expect((await attemptOf(order.orderNo)).state).toBe('PAID');

      expect((await t.call('ApprovePaymentRefund', { id: refund.id }, { headers: gelir })).statusCode).toBe(403);
      const queue = (await t.call('GetPaymentRefunds', {}, { headers: sef })).json();
      expect(queue.awaitingApproval.map((r: { id: number }) => r.id)).toContain(refund.id);

      // A supervisor's own request waits for someone else.
      const other = await paidOrder();
      const own = (await request(sef, { orderNo: other.orderNo, kind: 'void', amountKurus: other.amountKurus })).json()
        .refund;
      const self = await t.call('ApprovePaymentRefund', { id: own.id }, { headers: sef });
      expect(self.statusCode).toBe(403);
      expect(self.json().Message).toBe(
        'İadeyi isteyen kişi kendi isteğini onaylayamaz; başka bir yetkili onaylamalıdır.',
      );
      const selfReject = await t.call('RejectPaymentRefund', { id: own.id, note: 'Kendi isteğim.' }, { headers: sef });
      expect(selfReject.statusCode).toBe(403);
      const rejected = await t.call(
        'RejectPaymentRefund',
        { id: own.id, note: 'Gerekçe yetersiz.' },
        { headers: admin },
      );
      expect(rejected.json().refund.state).toBe('rejected');
      expect((await attemptOf(other.orderNo)).state).toBe('PAID');

      // Two approvers at once: one wins, one bank call.
      const [a, b] = await Promise.all([
        t.call('ApprovePaymentRefund', { id: refund.id }, { headers: sef }),
        t.call('ApprovePaymentRefund', { id: refund.id }, { headers: admin }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
      const [row] = await refundsOf(order.orderNo);
      expect(row.state).toBe('succeeded');
      expect(row.decidedBy).not.toBeNull();
      expect((await attemptOf(order.orderNo)).state).toBe('VOIDED');
      expect(await refundEventsOf(order.orderNo)).toHaveLength(1);
    } finally {
      await setLimit(100_000_000_00);
    }
  });

  it('two requests at once make one refund and one bank call', async () => {
    const order = await paidOrder();
    const body = { orderNo: order.orderNo, kind: 'void', amountKurus: order.amountKurus };
    const answers = await Promise.all([request(gelir, body), request(sef, body)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    const rows = await refundsOf(order.orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0].state).toBe('succeeded');
    expect(await refundEventsOf(order.orderNo)).toHaveLength(1);
  });

  it('a refund whose answer is lost is asked about, never sent again', async () => {
    const order = await paidOrder();
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/bank/refunds/lose-next-answer' })).statusCode).toBe(
      200,
    );
    const answer = await request(gelir, { orderNo: order.orderNo, kind: 'void', amountKurus: order.amountKurus });
    expect(answer.statusCode).toBe(200);
    // The bank made it; ORDERSTATUS says so, and it is recorded once.
    expect(answer.json().refund.state).toBe('succeeded');
    expect((await attemptOf(order.orderNo)).state).toBe('VOIDED');
    expect(await refundsOf(order.orderNo)).toHaveLength(1);
    expect(await refundEventsOf(order.orderNo)).toHaveLength(1);
  });

  it('a refund a stopped process left half way is asked about by the job, never sent blind', async () => {
    const order = await paidOrder();
    const [staffRow] = await t.db.select({ id: staffActions.staffId }).from(staffActions).limit(1);
    const longAgo = new Date(Date.now() - 30 * 60_000);
    // Claimed and maybe sent, then the process stopped: the bank never got it.
    const [row] = await t.db
      .insert(paymentRefunds)
      .values({
        orderNo: order.orderNo,
        kind: 'void',
        amountKurus: order.amountKurus,
        reason: 'Yarıda kalan iade.',
        state: 'sending',
        bankRequestId: `IATEST${Date.now()}`,
        requestedBy: staffRow.id!,
        requestedAt: longAgo,
        sentAt: longAgo,
      })
      .returning();
    await t.app.jobs.runOnce();
    const [after] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, row.id));
    // ORDERSTATUS says the sale is not voided: it was not made, and nothing else changed.
    expect(after.state).toBe('failed');
    expect((await attemptOf(order.orderNo)).state).toBe('PAID');
    expect(await refundEventsOf(order.orderNo)).toEqual([]);
    // The order can be refunded again now.
    const again = await request(gelir, { orderNo: order.orderNo, kind: 'void', amountKurus: order.amountKurus });
    expect(again.json().refund.state).toBe('succeeded');
  });

  it('a REFUND_NEEDED order has no collection: its money goes back and it ends REFUNDED', async () => {
    const order = await paidOrder();
    // As if the bank's approval had found the debts already paid: no collection, money to give back.
    await t.db
      .update(paymentAttempts)
      .set({
        state: 'REFUND_NEEDED',
        collectionId: null,
        errorMessage: 'Borçlarınız bu arada başka bir ödemeyle kapanmıştı.',
      })
      .where(eq(paymentAttempts.orderNo, order.orderNo));
    const [before] = await t.db.select().from(accruals).where(eq(accruals.id, order.accrualId));
    const queue = (await t.call('GetPaymentRefunds', {}, { headers: gelir })).json();
    expect(queue.refundNeeded.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
    const listed = queue.refundNeeded.find((o: { orderNo: string }) => o.orderNo === order.orderNo);
    expect(listed.payerName).not.toContain('10000000146');
    const answer = await request(gelir, { orderNo: order.orderNo, kind: 'void', amountKurus: order.amountKurus });
    expect(answer.json().refund.state).toBe('succeeded');
    expect((await attemptOf(order.orderNo)).state).toBe('VOIDED');
    const [after] = await t.db.select().from(accruals).where(eq(accruals.id, order.accrualId));
    expect(after.paidKurus).toBe(before.paidKurus);
    const again = (await t.call('GetPaymentRefunds', {}, { headers: gelir })).json();
    expect(again.refundNeeded.map((o: { orderNo: string }) => o.orderNo)).not.toContain(order.orderNo);
  });

  it('bad input is 400 in Turkish, an unknown order 404, other roles 403 and no session 401', async () => {
    const noReason = await request(gelir, { orderNo: 'EB20261127AAAA', kind: 'void', amountKurus: 100, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Message).toBe('İade gerekçesini en az 5 karakterle yazınız.');
    const zero = await request(gelir, { orderNo: 'EB20261127AAAA', kind: 'refund', amountKurus: 0 });
    expect(zero.statusCode).toBe(400);
    const missing = await request(gelir, { orderNo: 'EB20261127AAAA', kind: 'refund', amountKurus: 100 });
    expect(missing.statusCode).toBe(404);
    for (const role of ['complaints_operator', 'subscriptions_operator', 'unit_manager'] as const) {
      const { headers } = await createStaffSession(t, role);
      for (const [name, body] of [
        ['GetPaymentRefunds', {}],
        ['RequestPaymentRefund', { orderNo: 'EB20261127AAAA', kind: 'void', amountKurus: 1, reason: 'Deneme amaçlı.' }],
        ['ApprovePaymentRefund', { id: 1 }],
        ['RejectPaymentRefund', { id: 1, note: 'Deneme amaçlı.' }],
      ] as const) {
        expect((await t.call(name, body, { headers })).statusCode, `${role} ${name}`).toBe(403);
      }
    }
    expect((await t.call('GetPaymentRefunds', {})).statusCode).toBe(401);
    // A citizen's session is not a desk session.
    expect((await t.call('GetPaymentRefunds', {}, { headers: ayse })).statusCode).toBe(403);
  });
});
