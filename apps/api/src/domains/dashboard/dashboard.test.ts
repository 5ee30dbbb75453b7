import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accruals,
  collectionLines,
  collections,
  complaintCategories,
  complaints,
  integrationEvents,
  paymentAttempts,
  restructuringCampaigns,
  restructuringPlans,
  smsOutbox,
  staffUnits,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';
import { createStaffSession, signInStaff } from '../../test/staff';
import { weekEndOf } from '../complaints/desk-figures';

// A Wednesday in a month no seeded collection reaches, so the month's figures are the fixtures' alone;
// in the past, where the staff sessions opened on the real clock are still valid.
const now = new Date('2019-06-12T15:30:00+03:00');
const testUnit = 'Panel Deneme Müdürlüğü';

type Dashboard = {
  today: string;
  revenue: null | {
    collectionsByHour: { hour: number; count: number; totalKurus: number }[];
    collectionsByDay: { day: string; count: number; totalKurus: number }[];
    revenueTypesToday: { code: string; count: number; totalKurus: number }[];
    revenueTypesMonth: { code: string; count: number; totalKurus: number }[];
    paymentsByState: { state: string; name: string; count: number; totalKurus: number }[];
    plansByState: { state: string; count: number }[];
  };
  complaints: null | {
    unitName: string | null;
    byUnit: { unitName: string; open: number; overdue: number }[];
    byDeadline: { bucket: string; name: string; count: number }[];
  };
  cancellations: null | { byState: { state: string; count: number }[] };
  backlogs: null | {
    sms: { waiting: number; oldestAt: string | null; failed: number };
    webhooks: { pending: number; oldestAt: string | null; disabledEndpoints: number };
  };
};

describe('the desk dashboard (GetDeskDashboard)', () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let before: Dashboard;
  /** A second revenue type's line on the second receipt, when the registry has one. */
  let secondLineKurus = 0;

  async function dashboard(who: Record<string, string>): Promise<Dashboard> {
    const response = await t.call('GetDeskDashboard', {}, { headers: who });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    // Staff sign in on the real clock (the SMS outbox's rows carry the database's own time).
    headers.admin = await signInStaff(t, 'demo.yonetici');
    headers.supervisor = await signInStaff(t, 'demo.gelirsef');
    headers.revenue = await signInStaff(t, 'demo.gelir');
    headers.subscriptions = await signInStaff(t, 'demo.abone');
    headers.unitOperator = (await createStaffSession(t, 'complaints_operator', testUnit)).headers;
    headers.noUnitManager = (await createStaffSession(t, 'unit_manager', null)).headers;
    headers.citizen = await signIn(t, '10000000146', 'Demo2026');
    t.setNow(now);
    before = await dashboard(headers.admin);

    const [accrual] = await t.db.select().from(accruals).limit(1);
    const [other] = await t.db
      .select()
      .from(accruals)
      .where(eq(accruals.registryOid, accrual.registryOid))
      .limit(5)
      .then((rows) => rows.filter((row) => row.revenueCode !== accrual.revenueCode));
    const collect = async (receiptNo: string, at: string, lines: [typeof accrual, number][]) => {
      const [row] = await t.db
        .insert(collections)
        .values({
          receiptNo,
          registryOid: accrual.registryOid,
          collectedAt: new Date(at),
          typeCode: 4,
          totalKurus: lines.reduce((sum, [, kurus]) => sum + kurus, 0),
        })
        .returning();
      for (const [line, kurus] of lines)
        await t.db
          .insert(collectionLines)
          .values({ collectionId: row.id, accrualId: line.id, principalKurus: kurus - 100, interestKurus: 100 });
    };
    // Today 09:xx twice, today 14:05, the 3rd of the month, and the last minute of May (not this month).
    await collect('D2019-1', '2019-06-12T09:10:00+03:00', [[accrual, 10_000]]);
    secondLineKurus = other ? 2_500 : 0;
    await collect(
      'D2019-2',
      '2019-06-12T09:50:00+03:00',
      other
        ? [
            [accrual, 5_000],
            [other, 2_500],
          ]
        : [[accrual, 5_000]],
    );
    await collect('D2019-3', '2019-06-12T14:05:00+03:00', [[accrual, 1_234]]);
    await collect('D2019-4', '2019-06-03T00:00:00+03:00', [[accrual, 40_000]]);
    await collect('D2019-5', '2019-05-31T23:59:00+03:00', [[accrual, 99_900]]);

    const attempt = (orderNo: string, state: 'PAID' | 'DECLINED' | 'REFUND_NEEDED', amountKurus: number, at: string) =>
      t.db.insert(paymentAttempts).values({
        orderNo,
        registryOid: accrual.registryOid,
        channel: 'member',
        bankCode: 'ziraat',
        storeType: '3d_pay_hosting',
        amountKurus,
        state,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      });
    await attempt('PANEL-1', 'PAID', 10_000, '2019-06-12T09:09:00+03:00');
    await attempt('PANEL-2', 'PAID', 7_500, '2019-06-12T09:49:00+03:00');
    await attempt('PANEL-3', 'DECLINED', 3_000, '2019-06-12T10:00:00+03:00');
    await attempt('PANEL-4', 'REFUND_NEEDED', 2_000, '2019-06-12T11:00:00+03:00');
    await attempt('PANEL-5', 'DECLINED', 3_000, '2019-06-11T23:59:00+03:00');

    const [category] = await t.db.select().from(complaintCategories).limit(1);
    const [unit] = await t.db.select().from(staffUnits).where(eq(staffUnits.name, testUnit));
    let no = 0;
    const lodge = (deadline: string, status: 'received' | 'in_progress' | 'answered') =>
      t.db.insert(complaints).values({
        trackingNo: `BM-2030-9${String(++no).padStart(5, '0')}`,
        kind: 'sikayet',
        categoryId: category.id,
        description: 'Panel denemesi',
        placeText: 'Deneme',
        contactName: 'Deneme Kişi',
        contactPhone: '5550000000',
        status,
        unitId: unit.id,
        law: '3071',
        deadline,
        kvkkAcceptedAt: now,
      });
    await lodge('2019-06-01', 'received');
    await lodge('2019-06-11', 'in_progress');
    await lodge('2019-06-12', 'received');
    await lodge('2019-06-16', 'received');
    await lodge('2019-06-17', 'in_progress');
    await lodge('2019-06-01', 'answered'); // answered: no longer open

    const [campaign] = await t.db.select().from(restructuringCampaigns).limit(1);
    for (const [i, state] of (['ACTIVE', 'ACTIVE', 'BROKEN'] as const).entries())
      await t.db.insert(restructuringPlans).values({
        planNo: `YP20309999${i}0`,
        registryOid: accrual.registryOid,
        campaignId: campaign.id,
        installments: 6,
        coefficient: '1',
        state,
        principalKurus: 1,
        lateInterestKurus: 0,
        indexKurus: 0,
        discountKurus: 0,
        totalKurus: 1,
        confirmationReference: `panel-${i}`,
        createdAt: now,
        updatedAt: now,
      });

    await t.db.insert(smsOutbox).values([
      {
        phone: '5550000001',
        body: 'a',
        purpose: 'notice',
        status: 'pending',
        createdAt: new Date('2019-06-12T15:00:00+03:00'),
      },
      {
        phone: '5550000002',
        body: 'b',
        purpose: 'notice',
        status: 'pending',
        createdAt: new Date('2000-01-01T00:00:00Z'),
      },
      { phone: '5550000003', body: 'c', purpose: 'notice', status: 'failed' },
    ]);
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({
        url: 'https://example.invalid/hook',
        description: 'panel',
        secret: 'whsec_x',
        enabled: false,
        createdAt: now,
      })
      .returning();
    const [event] = await t.db.insert(integrationEvents).values({ type: 'test', data: {}, createdAt: now }).returning();
    await t.db.insert(webhookDeliveries).values([
      {
        endpointId: endpoint.id,
        eventId: event.id,
        registryOid: '',
        queuedAt: new Date('2000-01-02T00:00:00Z'),
        nextAttemptAt: now,
      },
      {
        endpointId: endpoint.id,
        eventId: event.id,
        registryOid: '',
        queuedAt: now,
        nextAttemptAt: now,
        deliveredAt: now,
      },
    ]);
  });
  afterAll(() => t.close());

  it('gives the revenue office today by the hour, the month by day and by revenue type, payments and plans', async () => {
    const board = await dashboard(headers.supervisor);
    expect(board.today).toBe('2019-06-12');
    const revenue = board.revenue!;
    expect(revenue.collectionsByHour).toHaveLength(24);
    expect(revenue.collectionsByHour[9]).toEqual({ hour: 9, count: 2, totalKurus: 15_000 + secondLineKurus });
    expect(revenue.collectionsByHour[14]).toEqual({ hour: 14, count: 1, totalKurus: 1_234 });
    expect(revenue.collectionsByHour.filter((h) => h.count > 0).map((h) => h.hour)).toEqual([9, 14]);
    expect(revenue.collectionsByDay.map((d) => d.day)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2019-06-${String(i + 1).padStart(2, '0')}`),
    );
    expect(revenue.collectionsByDay[2]).toEqual({ day: '2019-06-03', count: 1, totalKurus: 40_000 });
    const todayTotal = revenue.collectionsByHour.reduce((sum, h) => sum + h.totalKurus, 0);
    expect(revenue.collectionsByDay[11]).toEqual({ day: '2019-06-12', count: 3, totalKurus: todayTotal });
    expect(revenue.collectionsByDay.reduce((sum, d) => sum + d.count, 0)).toBe(4); // 31 May is not this month

    const todayByType = revenue.revenueTypesToday.reduce((sum, r) => sum + r.totalKurus, 0);
    expect(todayByType).toBe(todayTotal);
    expect(revenue.revenueTypesMonth.reduce((sum, r) => sum + r.totalKurus, 0)).toBe(todayTotal + 40_000);
    expect(revenue.revenueTypesMonth[0].totalKurus).toBeGreaterThanOrEqual(
      revenue.revenueTypesMonth.at(-1)!.totalKurus,
    );

    expect(revenue.paymentsByState).toEqual([
      { state: 'PAID', name: 'Ödendi', count: 2, totalKurus: 17_500 },
      { state: 'DECLINED', name: 'Reddedildi', count: 1, totalKurus: 3_000 },
      { state: 'REFUND_NEEDED', name: 'İade edilecek', count: 1, totalKurus: 2_000 },
    ]);
    const plans = Object.fromEntries(revenue.plansByState.map((p) => [p.state, p.count]));
    const plansBefore = Object.fromEntries(before.revenue!.plansByState.map((p) => [p.state, p.count]));
    expect(plans).toEqual({
      ACTIVE: plansBefore.ACTIVE + 2,
      COMPLETED: plansBefore.COMPLETED,
      BROKEN: plansBefore.BROKEN + 1,
    });

    // The revenue office's roles see no complaints, cancellations or backlogs.
    expect(board.complaints).toBeNull();
    expect(board.cancellations).toBeNull();
    expect(board.backlogs).toBeNull();
    const operator = await dashboard(headers.revenue);
    expect(operator.revenue).toEqual(revenue);
    expect(operator.complaints).toBeNull();
  });

  it("gives a unit's operator their unit's open applications by deadline, past the legal deadline first", async () => {
    expect(weekEndOf('2019-06-12')).toBe('2019-06-16');
    expect(weekEndOf('2019-06-16')).toBe('2019-06-16');
    expect(weekEndOf('2019-06-17')).toBe('2019-06-23');
    const board = await dashboard(headers.unitOperator);
    expect(board.complaints).toEqual({
      unitName: testUnit,
      byUnit: [{ unitName: testUnit, open: 5, overdue: 2 }],
      byDeadline: [
        { bucket: 'overdue', name: 'Yasal süresi geçmiş', count: 2 },
        { bucket: 'dueToday', name: 'Süresi bugün doluyor', count: 1 },
        { bucket: 'thisWeek', name: 'Bu hafta doluyor', count: 1 },
        { bucket: 'later', name: 'Daha sonra', count: 1 },
      ],
    });
    expect(board.revenue).toBeNull();
    expect(board.backlogs).toBeNull();

    // Of no unit: none of any unit's.
    const none = await dashboard(headers.noUnitManager);
    expect(none.complaints!.byUnit).toEqual([]);
    expect(none.complaints!.byDeadline.every((b) => b.count === 0)).toBe(true);
  });

  it('gives an administrator every part: every unit, the cancellations and both backlogs', async () => {
    const board = await dashboard(headers.admin);
    expect(board.revenue).not.toBeNull();
    expect(board.complaints!.unitName).toBeNull();
    expect(board.complaints!.byUnit).toContainEqual({ unitName: testUnit, open: 5, overdue: 2 });
    const count = (b: Dashboard, bucket: string) => b.complaints!.byDeadline.find((d) => d.bucket === bucket)!.count;
    expect(count(board, 'overdue') - count(before, 'overdue')).toBe(2);
    expect(board.cancellations!.byState.map((s) => s.state)).toEqual([
      'REQUESTED',
      'READING_SCHEDULED',
      'FINAL_BILLED',
      'CLOSED',
      'REJECTED',
      'WITHDRAWN',
    ]);
    const { sms, webhooks } = board.backlogs!;
    expect(sms.waiting - before.backlogs!.sms.waiting).toBe(2);
    expect(sms.failed - before.backlogs!.sms.failed).toBe(1);
    expect(sms.oldestAt).toBe('2000-01-01T00:00:00.000Z');
    expect(webhooks.pending - before.backlogs!.webhooks.pending).toBe(1);
    expect(webhooks.oldestAt).toBe('2000-01-02T00:00:00.000Z');
    expect(webhooks.disabledEndpoints - before.backlogs!.webhooks.disabledEndpoints).toBe(1);
    // Counts and sums only: nothing of a person in the answer.
    const body = JSON.stringify(board);
    for (const personal of ['Deneme Kişi', '5550000000', '10000000146', 'D2019-1', 'PANEL-1'])
      expect(body).not.toContain(personal);
  });

  it('gives the subscriptions desk the cancellations only', async () => {
    const board = await dashboard(headers.subscriptions);
    expect(board.cancellations!.byState).toHaveLength(6);
    expect(board.revenue).toBeNull();
    expect(board.complaints).toBeNull();
    expect(board.backlogs).toBeNull();
  });

  it('refuses a citizen (403) and anyone without a staff session (401); a bad body is 400 in Turkish', async () => {
    expect((await t.call('GetDeskDashboard', {}, { headers: headers.citizen })).statusCode).toBe(403);
    expect((await t.call('GetDeskDashboard', {})).statusCode).toBe(401);
    const bad = await t.call('GetDeskDashboard', { userName: 'x'.repeat(101) }, { headers: headers.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toMatch(/[a-zçğıöşü]/i);
  });
});
