import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayCloses, paymentAttempts, staffActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { createStaffSession, signInStaff } from '../../test/staff';

/**
 * The end of day against the sandbox bank's own day list (ORDERHISTORY for a date range). Each test
 * works on a day of its own with the clock set to it; the revenue system's answer is a fake, and where
 * a test needs the bank to disagree its day list is changed on the way back.
 */
describe("the end of day: portal, the bank's day list and the revenue system, closed by a named person", () => {
  let t: TestApp;
  const everyone = async (_db: unknown, ids: number[]) => new Set(ids);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => {
    t.app.endOfDaySources = {};
  });
  afterAll(() => t.close());
  const setSources = (sources: typeof t.app.endOfDaySources) => {
    t.app.endOfDaySources = sources;
  };

  /** Pays an open debt by card on `day` at 10:00 Istanbul; the order number and amount. */
  async function payOn(day: string): Promise<{ orderNo: string; amountKurus: number }> {
    t.setNow(new Date(`${day}T10:00:00+03:00`));
    let debt;
    let payer: Record<string, string> = {};
    for (const tckn of ['10000000146', '17291716060']) {
      payer = await signIn(t, tckn, 'Demo2026');
      [debt] = (await debtsOf(t, payer)).filter((d) => !d.inPayment);
      if (debt) break;
    }
    if (!debt) throw new Error('no open debt left to pay');
    const { summary, gateway } = await startPayment(t, payer, [debt.accrualId]);
    const callback = await payAtBank(t, gateway, 'approve');
    await postForm(t, callback!.action, callback!.fields, payer);
    const [row] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderNo, summary.orderNo));
    expect(row.state).toBe('PAID');
    return { orderNo: row.orderNo, amountKurus: row.amountKurus };
  }

  /** Signs in on the real clock (the SMS outbox's rows carry the database's time), then sets the desk's. */
  async function asStaff(signInNow: () => Promise<Record<string, string>>, at: string) {
    t.setNow(undefined);
    const headers = await signInNow();
    t.setNow(new Date(at));
    return headers;
  }

  it('a day where the bank agrees shows equal totals, no difference, and the supervisor closes it once', async () => {
    const first = await payOn('2026-11-09');
    const second = await payOn('2026-11-09');
    setSources({ acknowledged: everyone });
    const operator = await asStaff(() => signInStaff(t, 'demo.gelir'), '2026-11-09T18:00:00+03:00');
    const seen = await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-11-09' }, { headers: operator });
    expect(seen.statusCode).toBe(200);
    const total = first.amountKurus + second.amountKurus;
    expect(seen.json()).toMatchObject({
      day: '2026-11-09',
      bankCode: '0010',
      bankName: 'Ziraat Bankası',
      portal: { count: 2, totalKurus: total },
      bank: { count: 2, totalKurus: total },
      refunds: { count: 0, totalKurus: 0 },
      acknowledged: { count: 2, totalKurus: total },
      differences: [],
      status: 'open',
      dueBy: '2026-11-10',
      close: null,
    });

    // The operator sees the day but cannot close it.
    const refused = await t.call('EndOfDayCloseDay', { bankCode: '0010', day: '2026-11-09' }, { headers: operator });
    expect(refused.statusCode).toBe(403);

    const supervisor = await asStaff(() => signInStaff(t, 'demo.gelirsef'), '2026-11-09T18:30:00+03:00');
    const closed = await t.call('EndOfDayCloseDay', { bankCode: '0010', day: '2026-11-09' }, { headers: supervisor });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', close: { openDifferences: 0, note: null } });
    const [row] = await t.db.select().from(dayCloses).where(eq(dayCloses.day, '2026-11-09'));
    expect(row).toMatchObject({ bankCode: '0010', portalCount: 2, portalTotalKurus: total, bankTotalKurus: total });
    expect(row.closedAt).toEqual(new Date('2026-11-09T18:30:00+03:00'));
    const audit = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'end_of_day.closed'), eq(staffActions.entityId, '0010:2026-11-09')));
    expect(audit).toHaveLength(1);
    expect(audit[0].staffId).toBe(row.closedBy);

    // Closed once: a second close is refused, and the day shows who closed it.
    const twice = await t.call(
      'EndOfDayCloseDay',
      { bankCode: '0010', day: '2026-11-09', note: 'İkinci kez kapatma denemesi.' },
      { headers: supervisor },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe('Bu banka ve gün daha önce kapatıldı; bir gün yalnızca bir kez kapatılır.');
    const after = await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-11-09' }, { headers: operator });
    expect(after.json()).toMatchObject({ status: 'closed', close: { closedBy: 'Murat Aydın' } });
  });

  it('lists every difference with its order, and closing with open differences needs a note', async () => {
    const kept = await payOn('2026-11-11');
    const forgotten = await payOn('2026-11-11');
    const changed = await payOn('2026-11-11');
    // The bank's list: one order missing, one with another amount, and a sale the portal never saw.
    setSources({
      acknowledged: async (_db, ids) => new Set(ids.slice(1)),
      bankDayList: async () => [
        { orderNo: kept.orderNo, amountKurus: kept.amountKurus, authCode: '1', hostRefNum: '1' },
        { orderNo: changed.orderNo, amountKurus: changed.amountKurus + 50, authCode: '2', hostRefNum: '2' },
        { orderNo: 'YABANCI-1', amountKurus: 777, authCode: '3', hostRefNum: '3' },
      ],
    });
    const supervisor = await asStaff(() => signInStaff(t, 'demo.gelirsef'), '2026-11-11T19:00:00+03:00');
    const seen = await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-11-11' }, { headers: supervisor });
    expect(seen.statusCode).toBe(200);
    const body = seen.json();
    expect(body.portal).toEqual({
      count: 3,
      totalKurus: kept.amountKurus + forgotten.amountKurus + changed.amountKurus,
    });
    expect(body.bank).toEqual({ count: 3, totalKurus: kept.amountKurus + changed.amountKurus + 50 + 777 });
    expect(body.acknowledged.count).toBe(2);
    const kinds = body.differences.map((d: { kind: string; orderNo: string }) => [d.kind, d.orderNo]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['bank_has_no_sale', forgotten.orderNo],
        ['amount_differs', changed.orderNo],
        ['sale_not_collected', 'YABANCI-1'],
        ['not_acknowledged', kept.orderNo],
      ]),
    );
    expect(kinds).toHaveLength(4);
    const differs = body.differences.find((d: { kind: string }) => d.kind === 'amount_differs');
    expect(differs).toMatchObject({ portalKurus: changed.amountKurus, bankKurus: changed.amountKurus + 50 });
    expect(differs.action).toContain('üye işyeri');

    const noNote = await t.call('EndOfDayCloseDay', { bankCode: '0010', day: '2026-11-11' }, { headers: supervisor });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().Message).toContain('not');
    const closed = await t.call(
      'EndOfDayCloseDay',
      { bankCode: '0010', day: '2026-11-11', note: 'Farklar bankaya bildirildi, yarın izlenecek.' },
      { headers: supervisor },
    );
    expect(closed.statusCode).toBe(200);
    const [row] = await t.db.select().from(dayCloses).where(eq(dayCloses.day, '2026-11-11'));
    expect(row.openDifferences).toBe(4);
    expect(row.note).toBe('Farklar bankaya bildirildi, yarın izlenecek.');
    expect(JSON.stringify(row.differences)).toContain('YABANCI-1');
  });

  it('a day not closed after its next working day shows as late, and is named on later days', async () => {
    // Friday 13 November: due on Monday 16th, late from Tuesday 17th.
    await payOn('2026-11-13');
    setSources({ acknowledged: everyone });
    const operator = await asStaff(() => signInStaff(t, 'demo.gelir'), '2026-11-16T17:00:00+03:00');
    const monday = await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-11-13' }, { headers: operator });
    expect(monday.json()).toMatchObject({ status: 'open', dueBy: '2026-11-16' });
    t.setNow(new Date('2026-11-17T09:00:00+03:00'));
    const tuesday = await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-11-13' }, { headers: operator });
    expect(tuesday.json().status).toBe('late');
    const another = await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-11-17' }, { headers: operator });
    expect(another.json().lateDays).toContain('2026-11-13');
    expect(another.json().lateDays).not.toContain('2026-11-09');
  });

  it('refuses a bad bank or day in Turkish (400), a day not yet come, and a bank that does not answer (503)', async () => {
    const operator = await asStaff(() => signInStaff(t, 'demo.gelirsef'), '2026-11-20T10:00:00+03:00');
    const badBank = await t.call('EndOfDayGetDay', { bankCode: '9999', day: '2026-11-19' }, { headers: operator });
    expect(badBank.statusCode).toBe(400);
    expect(badBank.json().Message).toBe('Banka seçiniz.');
    const badDay = await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-02-30' }, { headers: operator });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().Message).toContain('GG.AA.YYYY');
    const future = await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-11-21' }, { headers: operator });
    expect(future.statusCode).toBe(400);
    expect(future.json().Message).toContain('Henüz bitmemiş');
    const shortNote = await t.call(
      'EndOfDayCloseDay',
      { bankCode: '0010', day: '2026-11-19', note: 'kısa' },
      { headers: operator },
    );
    expect(shortNote.statusCode).toBe(400);
    setSources({
      bankDayList: async () => {
        throw new Error('bank down');
      },
    });
    const down = await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-11-19' }, { headers: operator });
    expect(down.statusCode).toBe(503);
    expect(down.json().Message).toContain('Banka günün işlem listesini vermedi');
  });

  it('other staff roles and citizens are refused (403), and without a session it is 401', async () => {
    for (const role of ['complaints_operator', 'subscriptions_operator', 'unit_manager'] as const) {
      const headers = await asStaff(
        async () => (await createStaffSession(t, role)).headers,
        '2026-11-20T10:00:00+03:00',
      );
      for (const name of ['EndOfDayGetDay', 'EndOfDayCloseDay'] as const)
        expect(
          (await t.call(name, { bankCode: '0010', day: '2026-11-19', note: 'Yetkisiz deneme.' }, { headers }))
            .statusCode,
          `${role} ${name}`,
        ).toBe(403);
    }
    t.setNow(undefined);
    const citizen = await signIn(t, '10000000146', 'Demo2026');
    expect(
      (await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-11-19' }, { headers: citizen })).statusCode,
    ).toBe(403);
    expect((await t.call('EndOfDayGetDay', { bankCode: '0010', day: '2026-11-19' })).statusCode).toBe(401);
  });
});
