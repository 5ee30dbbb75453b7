import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';

describe('debts', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    ayse = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(() => t.close());

  it('citizen sees open debts grouped by revenue and year with interest to today', async () => {
    const response = await t.call('GetDebtListForEMunicipality', {}, { headers: ayse });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.asOf).toBe('2026-11-22');
    const estate2025 = list.groups.find((g: { revenueCode: string; year: number }) => g.revenueCode === 'EMLAK' && g.year === 2025);
    // 1,850.40 TL due 30.11.2025: 11 months 22 days at 3.7 % → 185,040 × 0.037 × 11.7333 = 80,332 kuruş.
    expect(estate2025.debts).toEqual([
      expect.objectContaining({ installment: 2, dueDate: '2025-11-30', principalKurus: 185_040, interestKurus: 80_332, totalKurus: 265_372, overdue: true, inPayment: false }),
    ]);
    const water = list.groups.find((g: { revenueCode: string }) => g.revenueCode === 'SU');
    expect(water.interestKurus).toBe(0);
    const notDue = list.groups.flatMap((g: { debts: { dueDate: string; overdue: boolean; interestKurus: number }[] }) => g.debts).find((d: { dueDate: string }) => d.dueDate === '2026-11-30');
    expect(notDue).toMatchObject({ overdue: false, interestKurus: 0 });
    expect(list.totalKurus).toBe(list.principalKurus + list.interestKurus);
    // The paid first installment of 2025 is not a debt.
    expect(list.groups.flatMap((g: { debts: { description: string }[] }) => g.debts).some((d: { description: string }) => d.description === '2025 Emlak Vergisi 1. taksit')).toBe(false);
  });

  it('filters by revenue code and by fee codes, refusing a malformed code', async () => {
    const estate = (await t.call('GetDebtListWithRevenueCode', { revenueCode: 'EMLAK' }, { headers: ayse })).json();
    expect(estate.groups.every((g: { revenueCode: string }) => g.revenueCode === 'EMLAK')).toBe(true);
    const fees = (await t.call('GetDebtListWithFeeCodes', { feeCodes: [] }, { headers: ayse })).json();
    expect(new Set(fees.groups.map((g: { revenueCode: string }) => g.revenueCode))).toEqual(new Set(['SU', 'CEZA']));
    const water = (await t.call('GetDebtListWithFeeCodes', { feeCodes: ['SU'] }, { headers: ayse })).json();
    expect(water.groups.map((g: { revenueCode: string }) => g.revenueCode)).toEqual(['SU']);
    const bad = await t.call('GetDebtListWithRevenueCode', { revenueCode: "EMLAK'; --" }, { headers: ayse });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('revenueCode');
  });

  it('lists every accrual with its status, and past collections with receipt numbers', async () => {
    const { accruals } = (await t.call('GetAccrumentListForEMunicipality', { year: 2025 }, { headers: ayse })).json();
    expect(accruals.map((a: { installment: number; revenueCode: string; status: string }) => `${a.revenueCode}-${a.installment}-${a.status}`).sort()).toEqual([
      'EMLAK-1-paid', 'EMLAK-2-open', 'KVKP-1-paid', 'KVKP-2-open',
    ]);
    const { collections } = (await t.call('GetCollectedList', {}, { headers: ayse })).json();
    expect(collections[0]).toMatchObject({ receiptNo: '2025-0000001', totalKurus: 185_040 + 18_504 });
    expect(collections[0].lines).toHaveLength(2);
  });

  it("never shows someone else's debts, subscriptions or addresses", async () => {
    const mehmet = await signIn(t, '17291716060', 'Demo2026');
    const mine = (await t.call('GetDebtListForEMunicipality', {}, { headers: mehmet })).json();
    expect(mine.groups.flatMap((g: { debts: { description: string }[] }) => g.debts).every((d: { description: string }) => !d.description.includes('100234'))).toBe(true);
    const foreign = await t.call('GetSubscriberAddressString', { subscriberNo: '100234' }, { headers: mehmet });
    expect(foreign.statusCode).toBe(403);
    expect((await t.call('ValidateSubscriberNo', { subscriberNo: '100234' }, { headers: mehmet })).json()).toEqual({ valid: false, status: null });
    expect((await t.call('GetDebtListForEMunicipality')).statusCode).toBe(401);
  });

  it('shows the own subscriptions and their address', async () => {
    const { subscriptions } = (await t.call('GetSubscriptionList', {}, { headers: ayse })).json();
    expect(subscriptions).toEqual([expect.objectContaining({ subscriberNo: '100234', type: 'G', typeName: 'Gerçek kişi', status: 'active' })]);
    expect((await t.call('GetSubscriberListByIdentityNumber', {}, { headers: ayse })).json().subscriptions).toHaveLength(1);
    expect((await t.call('GetSubscriberAddressString', { subscriberNo: '100234' }, { headers: ayse })).json().address).toMatch(/Çınar Sok/);
    expect((await t.call('ValidateSubscriberNo', { subscriberNo: '100234' }, { headers: ayse })).json()).toEqual({ valid: true, status: 'active' });
    expect((await t.call('ValidateSubscriberNo', { subscriberNo: '12' }, { headers: ayse })).json().field).toBe('subscriberNo');
  });
});
