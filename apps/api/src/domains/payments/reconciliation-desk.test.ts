import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, paymentAttempts, reconciliationDifferences, staffActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { createStaffSession, signInStaff } from '../../test/staff';

describe('the desk\'s "Mutabakat" page', () => {
  let t: TestApp;
  let orderNo: string;
  beforeAll(async () => {
    t = await createTestApp();
    // A card payment on 16 November whose collection the portal records for another amount than the bank sold.
    t.setNow(new Date('2026-11-16T10:00:00+03:00'));
    const ayse = await signIn(t, '10000000146', 'Demo2026');
    const [debt] = (await debtsOf(t, ayse)).filter((d) => !d.inPayment);
    const { summary, gateway } = await startPayment(t, ayse, [debt.accrualId]);
    const callback = await payAtBank(t, gateway, 'approve');
    await postForm(t, callback!.action, callback!.fields, ayse);
    orderNo = summary.orderNo;
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, orderNo));
    expect(attempt.state).toBe('PAID');
    await t.db
      .update(collections)
      .set({ totalKurus: attempt.amountKurus + 100 })
      .where(eq(collections.orderNo, orderNo));
  });
  afterAll(() => t.close());

  /**
   * Signs staff in on the real clock (the SMS outbox's rows carry the database's own time, which a clock
   * set back would not reach), then sets the desk's clock to the morning after the payment.
   */
  async function asStaff(signInNow: () => Promise<Record<string, string>>) {
    t.setNow(undefined);
    const headers = await signInNow();
    t.setNow(new Date('2026-11-17T09:00:00+03:00'));
    return headers;
  }

  it('an administrator runs a day, sees its runs and differences with what to do, and resolves one with a note', async () => {
    const admin = await asStaff(() => signInStaff(t, 'demo.yonetici'));
    const run = await t.call('RunReconciliation', { day: '2026-11-16' }, { headers: admin });
    expect(run.statusCode).toBe(200);
    expect(run.json().differences.map((d: { kind: string; orderNo: string }) => [d.kind, d.orderNo])).toEqual([
      ['amount_differs', orderNo],
    ]);

    const page = await t.call('GetReconciliation', {}, { headers: admin });
    expect(page.statusCode).toBe(200);
    const { runs, differences } = page.json();
    expect(runs).toEqual([
      expect.objectContaining({ day: '2026-11-16', portalCount: 1, bankCount: 1, differencesCount: 1 }),
    ]);
    expect(runs[0].portalTotalKurus - runs[0].bankTotalKurus).toBe(100);
    const [difference] = differences;
    expect(difference).toMatchObject({
      kind: 'amount_differs',
      title: 'Portaldaki ve bankadaki tutar farklı',
      orderNo,
    });
    expect(difference.action).toContain('üye işyeri');

    const resolved = await t.call(
      'ResolveReconciliationDifference',
      { id: difference.id, note: 'Bankayla konuşuldu, fark gelir sisteminde düzeltildi.' },
      { headers: admin },
    );
    expect(resolved.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(reconciliationDifferences)
      .where(eq(reconciliationDifferences.id, difference.id));
    expect(row.resolvedAt).toEqual(new Date('2026-11-17T09:00:00+03:00'));
    expect(row.resolvedBy).not.toBeNull();
    expect(row.resolutionNote).toBe('Bankayla konuşuldu, fark gelir sisteminde düzeltildi.');
    const audit = await t.db
      .select()
      .from(staffActions)
      .where(
        and(
          eq(staffActions.action, 'reconciliation_difference.resolved'),
          eq(staffActions.entityId, String(difference.id)),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0].staffId).toBe(row.resolvedBy);

    // Resolved: gone from the page, not raised again by another run, and not resolvable twice.
    expect((await t.call('GetReconciliation', {}, { headers: admin })).json().differences).toEqual([]);
    const again = await t.call('RunReconciliation', { day: '2026-11-16' }, { headers: admin });
    expect(again.json().differences).toEqual([]);
    const twice = await t.call(
      'ResolveReconciliationDifference',
      { id: difference.id, note: 'İkinci kez çözülmeye çalışıldı.' },
      { headers: admin },
    );
    expect(twice.statusCode).toBe(404);
  });

  it('a day not yet come is refused, and a note is required', async () => {
    const admin = await asStaff(() => signInStaff(t, 'demo.yonetici'));
    const future = await t.call('RunReconciliation', { day: '2026-11-18' }, { headers: admin });
    expect(future.statusCode).toBe(400);
    expect(future.json().Message).toBe('Henüz gelmemiş bir gün için mutabakat yapılamaz.');
    const noNote = await t.call('ResolveReconciliationDifference', { id: 1, note: ' ' }, { headers: admin });
    expect(noNote.statusCode).toBe(400);
  });

  it('other staff roles are refused (403), and without a staff session it is 401', async () => {
    for (const role of ['complaints_operator', 'subscriptions_operator', 'unit_manager'] as const) {
      const headers = await asStaff(async () => (await createStaffSession(t, role)).headers);
      for (const [name, body] of [
        ['GetReconciliation', {}],
        ['RunReconciliation', { day: '2026-11-16' }],
        ['ResolveReconciliationDifference', { id: 1, note: 'Yetkisiz bir deneme.' }],
      ] as const) {
        expect((await t.call(name, body, { headers })).statusCode, `${role} ${name}`).toBe(403);
      }
    }
    expect((await t.call('GetReconciliation', {})).statusCode).toBe(401);
  });
});
