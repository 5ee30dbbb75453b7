import { inboundMessages, integrationMessages } from '@ebelediye/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accruals,
  collectionLines,
  collections,
  paymentAttempts,
  registries,
  registryAddresses,
  subscriptions,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { debtsOf, payAtBank, postForm, startPayment } from '../../test/bank';
import { signIn } from '../../test/session';
import { applyBatch, type InboundKind } from './inbound';

// The template is seeded for 2026-11-23; every batch is applied at this moment.
const day = new Date('2026-11-23T09:00:00Z');
const ayseTckn = '10000000146';
const zeynepTckn = '23456789060';

describe('rows the revenue system pushes in (applyBatch)', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(day);
    ayse = await signIn(t, ayseTckn, 'Demo2026');
  });
  afterAll(() => t.close());

  const apply = (kind: InboundKind, rows: unknown[], dryRun = false) =>
    applyBatch(t.db, kind, rows, { dryRun, now: day });

  const registry = (registryNo: string, identityNo: string, version: number, extra: object = {}) => ({
    registryNo,
    kind: 'G',
    identityNo,
    name: 'Deneme',
    surname: 'Mükellef',
    version,
    ...extra,
  });

  const accrual = (accrualNo: string, registryNo: string, version: number, extra: object = {}) => ({
    accrualNo,
    registryNo,
    revenueCode: 'EMLAK',
    year: 2026,
    installment: 2,
    dueDate: '2026-11-30',
    amountKurus: 12_345,
    description: `Gelir sistemi tahakkuku ${accrualNo}`,
    status: 'open',
    version,
    ...extra,
  });

  const counter = (receiptNo: string, registryNo: string, accrualNo: string, principalKurus: number) => ({
    receiptNo,
    registryNo,
    channel: 'counter',
    collectedAt: '2026-11-23T11:00:00+03:00',
    totalKurus: principalKurus,
    lines: [{ accrualNo, principalKurus }],
  });

  async function accrualByNo(accrualNo: string) {
    const [row] = await t.db.select().from(accruals).where(eq(accruals.accrualNo, accrualNo));
    return row;
  }

  async function collectionsOn(accrualId: number) {
    return t.db
      .select({ receiptNo: collections.receiptNo, orderNo: collections.orderNo, typeCode: collections.typeCode })
      .from(collectionLines)
      .innerJoin(collections, eq(collections.id, collectionLines.collectionId))
      .where(eq(collectionLines.accrualId, accrualId));
  }

  async function attemptState(orderNo: string) {
    const [row] = await t.db
      .select({ state: paymentAttempts.state })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderNo, orderNo));
    return row.state;
  }

  it('the same batch twice has one effect', async () => {
    const rows = [
      registry('S-TWICE-1', '17291716060', 5, { address: 'Atatürk Cad. No: 1, Örnekşehir' }),
      registry('S-TWICE-2', '4540536920', 5, { kind: 'T', name: 'Deneme A.Ş.', surname: '' }),
    ];
    const first = await apply('registries', rows);
    expect(first).toEqual({
      applied: true,
      results: [
        { row: 1, key: 'S-TWICE-1', outcome: 'created' },
        { row: 2, key: 'S-TWICE-2', outcome: 'created' },
      ],
    });
    const second = await apply('registries', rows);
    expect(second.results.map((result) => result.outcome)).toEqual(['unchanged', 'unchanged']);
    const stored = await t.db
      .select()
      .from(registries)
      .where(inArray(registries.registryNo, ['S-TWICE-1', 'S-TWICE-2']));
    expect(stored).toHaveLength(2);

    const accrualRows = [accrual('T-TWICE-1', 'S-TWICE-1', 1), accrual('T-TWICE-2', 'S-TWICE-1', 1)];
    expect((await apply('accruals', accrualRows)).results.map((result) => result.outcome)).toEqual([
      'created',
      'created',
    ]);
    expect((await apply('accruals', accrualRows)).results.map((result) => result.outcome)).toEqual([
      'unchanged',
      'unchanged',
    ]);
    expect(
      await t.db
        .select()
        .from(accruals)
        .where(inArray(accruals.accrualNo, ['T-TWICE-1', 'T-TWICE-2'])),
    ).toHaveLength(2);

    const receipt = counter('V-TWICE-1', 'S-TWICE-1', 'T-TWICE-1', 12_345);
    expect((await apply('collections', [receipt])).results[0].outcome).toBe('created');
    expect((await apply('collections', [receipt])).results[0].outcome).toBe('unchanged');
    const collected = await accrualByNo('T-TWICE-1');
    expect(collected.paidKurus).toBe(12_345);
    expect(await collectionsOn(collected.id)).toEqual([{ receiptNo: 'V-TWICE-1', orderNo: null, typeCode: 1 }]);
  });

  it('an older row loses to the stored one, and a newer one wins', async () => {
    await apply('registries', [registry('S-VER-1', '17291716060', 10)]);
    await apply('accruals', [accrual('T-VER-1', 'S-VER-1', 10, { amountKurus: 20_000 })]);

    const older = await apply('accruals', [accrual('T-VER-1', 'S-VER-1', 9, { amountKurus: 1 })]);
    expect(older).toEqual({
      applied: true,
      results: [
        {
          row: 1,
          key: 'T-VER-1',
          outcome: 'stale',
          field: 'version',
          message: 'Kayıtlı sürüm (10) bu satırın sürümünden (9) yeni; satır yazılmadı.',
        },
      ],
    });
    expect((await accrualByNo('T-VER-1')).principalKurus).toBe(20_000);

    const newer = await apply('accruals', [accrual('T-VER-1', 'S-VER-1', 11, { amountKurus: 15_000 })]);
    expect(newer.results[0].outcome).toBe('updated');
    expect(await accrualByNo('T-VER-1')).toMatchObject({ principalKurus: 15_000, sourceVersion: 11 });

    const renamed = await apply('registries', [registry('S-VER-1', '17291716060', 8, { name: 'Eski' })]);
    expect(renamed.results[0].outcome).toBe('stale');
    expect(
      (await apply('registries', [registry('S-VER-1', '17291716060', 12, { name: 'Yeni' })])).results[0].outcome,
    ).toBe('updated');
    const [stored] = await t.db.select().from(registries).where(eq(registries.registryNo, 'S-VER-1'));
    expect(stored).toMatchObject({ name: 'Yeni', sourceVersion: 12 });
  });

  it('a batch with one bad row writes nothing and names the row and the field in Turkish', async () => {
    await apply('registries', [registry('S-BAD-1', '17291716060', 1)]);
    const result = await apply('accruals', [
      accrual('T-BAD-1', 'S-BAD-1', 1),
      accrual('T-BAD-2', 'S-BAD-1', 1, { dueDate: '2026-02-30' }),
      accrual('T-BAD-3', 'S-BAD-NONE', 1),
      accrual('T-BAD-4', 'S-BAD-1', 1, { revenueCode: 'YOK' }),
      accrual('T-BAD-1', 'S-BAD-1', 2),
    ]);
    expect(result.applied).toBe(false);
    expect(result.results[0]).toEqual({ row: 1, key: 'T-BAD-1', outcome: 'created' });
    expect(result.results[1]).toMatchObject({ row: 2, key: 'T-BAD-2', outcome: 'error', field: 'dueDate' });
    expect(result.results[1].message).toMatch(/Vade tarihi/);
    expect(result.results[2]).toEqual({
      row: 3,
      key: 'T-BAD-3',
      outcome: 'error',
      field: 'registryNo',
      message: integrationMessages.registryUnknown,
    });
    expect(result.results[3]).toMatchObject({ row: 4, outcome: 'error', field: 'revenueCode' });
    expect(result.results[4]).toMatchObject({ row: 5, outcome: 'error', field: 'accrualNo' });
    expect(result.results[4].message).toContain(integrationMessages.duplicateKeyInBatch);
    expect(await t.db.select().from(accruals).where(eq(accruals.registryOid, 'none'))).toEqual([]);
    expect(await accrualByNo('T-BAD-1')).toBeUndefined();
  });

  it('an accrual amount may not fall below what was collected on it', async () => {
    await apply('registries', [registry('S-PAID-1', '17291716060', 1)]);
    await apply('accruals', [accrual('T-PAID-1', 'S-PAID-1', 1, { amountKurus: 10_000 })]);
    await apply('collections', [counter('V-PAID-1', 'S-PAID-1', 'T-PAID-1', 6_000)]);
    const lowered = await apply('accruals', [accrual('T-PAID-1', 'S-PAID-1', 2, { amountKurus: 5_000 })]);
    expect(lowered.results[0]).toMatchObject({
      outcome: 'error',
      field: 'amountKurus',
      message: inboundMessages.amountBelowPaid.replace('{paid}', '6000'),
    });
    expect((await accrualByNo('T-PAID-1')).principalKurus).toBe(10_000);
  });

  it('an accrual taken into a restructuring plan keeps its amount and status while the plan runs', async () => {
    await apply('registries', [registry('S-PLAN-1', '17291716060', 1)]);
    await apply('accruals', [accrual('T-PLAN-1', 'S-PLAN-1', 1)]);
    // Arranged directly: the plan itself is not what this is about.
    await t.db.update(accruals).set({ restructuringPlanId: 999_999 }).where(eq(accruals.accrualNo, 'T-PLAN-1'));
    const changed = await apply('accruals', [accrual('T-PLAN-1', 'S-PLAN-1', 2, { amountKurus: 1_000 })]);
    expect(changed.results[0]).toMatchObject({
      outcome: 'error',
      field: 'amountKurus',
      message: inboundMessages.accrualRestructured,
    });
    const cancelled = await apply('accrual-cancellations', [{ accrualNo: 'T-PLAN-1', reason: 'Deneme', version: 2 }]);
    expect(cancelled.results[0]).toMatchObject({ outcome: 'error', message: inboundMessages.accrualRestructured });
    const collected = await apply('collections', [counter('V-PLAN-1', 'S-PLAN-1', 'T-PLAN-1', 12_345)]);
    expect(collected.results[0]).toMatchObject({ outcome: 'error', field: 'lines.0.accrualNo' });
    expect(collected.results[0].message).toContain('yapılandırılmış');
    // The same amount with a newer version (a description fixed) still goes in.
    expect(
      (await apply('accruals', [accrual('T-PLAN-1', 'S-PLAN-1', 3, { description: 'Düzeltilmiş açıklama' })]))
        .results[0].outcome,
    ).toBe('updated');
    expect(await accrualByNo('T-PLAN-1')).toMatchObject({ principalKurus: 12_345, cancelledAt: null, paidKurus: 0 });
  });

  it('a dry run checks and writes nothing', async () => {
    const result = await apply('registries', [registry('S-DRY-1', '17291716060', 1)], true);
    expect(result).toEqual({ applied: false, results: [{ row: 1, key: 'S-DRY-1', outcome: 'created' }] });
    expect(await t.db.select().from(registries).where(eq(registries.registryNo, 'S-DRY-1'))).toEqual([]);
  });

  it('refuses 1,001 rows and an empty batch', async () => {
    const rows = Array.from({ length: 1001 }, (_, index) => accrual(`T-MANY-${index}`, 'S-TWICE-1', 1));
    expect(await apply('accruals', rows)).toEqual({
      applied: false,
      results: [{ row: 0, key: '', outcome: 'error', message: integrationMessages.batchTooLarge }],
    });
    expect((await apply('accruals', [])).results[0].message).toBe(integrationMessages.batchEmpty);
    expect(await accrualByNo('T-MANY-0')).toBeUndefined();
  });

  it('a new registry number claims the portal-only registry of the same identity number', async () => {
    // Zeynep is known to the portal (R-DEMO-3) but was never pushed by the revenue system.
    const [before] = await t.db.select().from(registries).where(eq(registries.identityNo, zeynepTckn));
    expect(before.registryNo).toBeNull();
    const result = await apply('registries', [
      registry('S-ZEYNEP', zeynepTckn, 3, { name: 'Zeynep', surname: 'Kaya', address: 'Yeni Mah. 5. Sok. No: 7' }),
    ]);
    expect(result.results[0].outcome).toBe('created');
    const claimed = await t.db.select().from(registries).where(eq(registries.identityNo, zeynepTckn));
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ oid: before.oid, registryNo: 'S-ZEYNEP', sourceVersion: 3 });
    const addresses = await t.db.select().from(registryAddresses).where(eq(registryAddresses.registryOid, before.oid));
    expect(addresses.map((address) => address.text)).toContain('Yeni Mah. 5. Sok. No: 7');

    // A second registry number of the same person is a registry of its own.
    await apply('registries', [registry('S-ZEYNEP-2', zeynepTckn, 1, { kind: 'D' })]);
    expect(await t.db.select().from(registries).where(eq(registries.identityNo, zeynepTckn))).toHaveLength(2);
  });

  it('the claimed registry’s account sees the pushed accrual, and a counter collection takes it off at once', async () => {
    await apply('registries', [registry('S-AYSE', ayseTckn, 1, { name: 'Ayşe', surname: 'Yılmaz' })]);
    await apply('accruals', [accrual('T-AYSE-LIST', 'S-AYSE', 1)]);
    const pushed = await accrualByNo('T-AYSE-LIST');
    expect((await debtsOf(t, ayse)).map((debt) => debt.accrualId)).toContain(pushed.id);

    await apply('collections', [counter('V-AYSE-LIST', 'S-AYSE', 'T-AYSE-LIST', 12_345)]);
    expect((await debtsOf(t, ayse)).map((debt) => debt.accrualId)).not.toContain(pushed.id);
  });

  it('card at the bank, then a counter collection, then the bank approves: one collection, REFUND_NEEDED', async () => {
    await apply('registries', [registry('S-AYSE', ayseTckn, 1)]);
    await apply('accruals', [accrual('T-RACE-1', 'S-AYSE', 1)]);
    const pushed = await accrualByNo('T-RACE-1');
    const { summary, gateway } = await startPayment(t, ayse, [pushed.id]);

    // The card attempt holds the accrual; a counter collection is a fact and is posted over the hold.
    const result = await apply('collections', [counter('V-RACE-1', 'S-AYSE', 'T-RACE-1', 12_345)]);
    expect(result).toEqual({ applied: true, results: [{ row: 1, key: 'V-RACE-1', outcome: 'created' }] });

    const callback = await payAtBank(t, gateway, 'approve');
    if (callback) await postForm(t, callback.action, callback.fields, ayse);
    expect(await attemptState(summary.orderNo)).toBe('REFUND_NEEDED');
    expect(await collectionsOn(pushed.id)).toEqual([{ receiptNo: 'V-RACE-1', orderNo: null, typeCode: 1 }]);
    expect((await accrualByNo('T-RACE-1')).paidKurus).toBe(12_345);
  });

  it('card paid, then a counter collection: one collection, the counter row refund_needed naming the receipt', async () => {
    await apply('registries', [registry('S-AYSE', ayseTckn, 1)]);
    await apply('accruals', [accrual('T-RACE-2', 'S-AYSE', 1)]);
    const pushed = await accrualByNo('T-RACE-2');
    const { summary, gateway } = await startPayment(t, ayse, [pushed.id]);
    const callback = await payAtBank(t, gateway, 'approve');
    if (callback) await postForm(t, callback.action, callback.fields, ayse);
    expect(await attemptState(summary.orderNo)).toBe('PAID');
    const [card] = await collectionsOn(pushed.id);

    const result = await apply('collections', [counter('V-RACE-2', 'S-AYSE', 'T-RACE-2', 12_345)]);
    expect(result).toEqual({
      applied: true,
      results: [
        {
          row: 1,
          key: 'V-RACE-2',
          outcome: 'refund_needed',
          message: inboundMessages.alreadyCollected.replace('{receiptNo}', card.receiptNo),
        },
      ],
    });
    expect(await collectionsOn(pushed.id)).toHaveLength(1);
    expect((await accrualByNo('T-RACE-2')).paidKurus).toBe(12_345);
    // Sent again, it is still not recorded: never collected twice.
    expect((await apply('collections', [counter('V-RACE-2', 'S-AYSE', 'T-RACE-2', 12_345)])).results[0].outcome).toBe(
      'refund_needed',
    );
  });

  it('terkin while a card payment is at the bank: the accrual leaves the list, the approval becomes REFUND_NEEDED', async () => {
    await apply('registries', [registry('S-AYSE', ayseTckn, 1)]);
    await apply('accruals', [accrual('T-TERKIN-1', 'S-AYSE', 1)]);
    const pushed = await accrualByNo('T-TERKIN-1');
    const { summary, gateway } = await startPayment(t, ayse, [pushed.id]);

    const result = await apply('accrual-cancellations', [
      { accrualNo: 'T-TERKIN-1', reason: 'Mükerrer tahakkuk', version: 2 },
    ]);
    expect(result.results[0].outcome).toBe('updated');
    expect(await accrualByNo('T-TERKIN-1')).toMatchObject({ cancelReason: 'Mükerrer tahakkuk', sourceVersion: 2 });
    expect((await debtsOf(t, ayse)).map((debt) => debt.accrualId)).not.toContain(pushed.id);

    const callback = await payAtBank(t, gateway, 'approve');
    if (callback) await postForm(t, callback.action, callback.fields, ayse);
    expect(await attemptState(summary.orderNo)).toBe('REFUND_NEEDED');
    expect(await collectionsOn(pushed.id)).toEqual([]);

    // A counter collection on a cancelled accrual is an error, and so is an unknown one.
    const refused = await apply('collections', [
      counter('V-TERKIN-1', 'S-AYSE', 'T-TERKIN-1', 12_345),
      counter('V-TERKIN-2', 'S-AYSE', 'T-YOK', 100),
    ]);
    expect(refused.applied).toBe(false);
    expect(refused.results[0]).toMatchObject({ outcome: 'error', field: 'lines.0.accrualNo' });
    expect(refused.results[0].message).toContain('terkin');
    expect(refused.results[1]).toMatchObject({
      outcome: 'error',
      field: 'lines.0.accrualNo',
      message: integrationMessages.accrualUnknown,
    });
    // The same terkin again changes nothing; an unknown accrual number is an error.
    expect(
      (await apply('accrual-cancellations', [{ accrualNo: 'T-TERKIN-1', reason: 'Mükerrer tahakkuk', version: 2 }]))
        .results[0].outcome,
    ).toBe('unchanged');
  });

  it('subscriptions by subscriber number, with their registry and deposit', async () => {
    await apply('registries', [registry('S-SUB-1', '17291716060', 1)]);
    const row = {
      subscriberNo: 'A-SUB-1',
      registryNo: 'S-SUB-1',
      type: 'G',
      address: 'Çınar Sok. No: 4',
      status: 'active',
      startedOn: '2020-03-01',
      depositKurus: 25_000,
      version: 1,
    };
    expect((await apply('subscriptions', [row])).results[0].outcome).toBe('created');
    expect((await apply('subscriptions', [row])).results[0].outcome).toBe('unchanged');
    expect((await apply('subscriptions', [{ ...row, status: 'cancelled', version: 2 }])).results[0].outcome).toBe(
      'updated',
    );
    const [stored] = await t.db.select().from(subscriptions).where(eq(subscriptions.subscriberNo, 'A-SUB-1'));
    expect(stored).toMatchObject({ status: 'cancelled', depositKurus: 25_000, sourceVersion: 2 });
    expect(stored.cancelledAt).not.toBeNull();
    const unknown = await apply('subscriptions', [{ ...row, subscriberNo: 'A-SUB-2', registryNo: 'S-YOK' }]);
    expect(unknown.results[0]).toMatchObject({ outcome: 'error', field: 'registryNo' });
    // An accrual may name the subscription; an unknown one is an error.
    expect(
      (await apply('accruals', [accrual('T-SUB-1', 'S-SUB-1', 1, { revenueCode: 'EMLAK', subscriberNo: 'A-SUB-9' })]))
        .results[0],
    ).toMatchObject({ outcome: 'error', field: 'subscriberNo', message: integrationMessages.subscriptionUnknown });
  });
});

/**
 * Every API process keeps the debt lists it computed; a change the revenue system pushes must reach
 * all of them through the database's notices (the accruals' statement triggers), set-based writes too.
 */
describe('pushed changes reach the debt lists every process keeps', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let ayse: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ DEBT_LIST_CACHE_MS: '60000' });
    t.setNow(day);
    other = await t.anotherProcess();
    ayse = await signIn(t, ayseTckn, 'Demo2026');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const apply = (kind: InboundKind, rows: unknown[]) => applyBatch(t.db, kind, rows, { dryRun: false, now: day });
  const amountIn = async (app: FastifyInstance, accrualNo: string) => {
    const [row] = await t.db.select({ id: accruals.id }).from(accruals).where(eq(accruals.accrualNo, accrualNo));
    const response = await app.inject({
      method: 'POST',
      url: '/api/GetDebtListForEMunicipality',
      payload: {},
      headers: ayse,
    });
    const debts = (
      response.json() as { groups: { debts: { accrualId: number; principalKurus: number }[] }[] }
    ).groups.flatMap((group) => group.debts);
    return debts.find((debt) => debt.accrualId === row?.id)?.principalKurus ?? null;
  };

  it('a new accrual, a changed amount and a counter collection show in every process at once', async () => {
    await expect.poll(() => t.app.debtLists.live && other.debtLists.live, { timeout: 15_000 }).toBe(true);
    await apply('registries', [{ registryNo: 'S-AYSE', kind: 'G', identityNo: ayseTckn, name: 'Ayşe', version: 1 }]);
    const row = {
      accrualNo: 'T-CACHE-1',
      registryNo: 'S-AYSE',
      revenueCode: 'CTV',
      year: 2026,
      installment: 2,
      dueDate: '2026-11-30',
      amountKurus: 5_000,
      description: 'Çevre Temizlik Vergisi 2026/2 (gelir sistemi)',
      status: 'open',
      version: 1,
    };
    // Both processes keep Ayşe's list before the push.
    expect(await amountIn(t.app, 'T-CACHE-1')).toBeNull();
    expect(await amountIn(other, 'T-CACHE-1')).toBeNull();
    await apply('accruals', [row]);
    for (const app of [t.app, other])
      await expect.poll(() => amountIn(app, 'T-CACHE-1'), { timeout: 10_000 }).toBe(5_000);

    await apply('accruals', [{ ...row, amountKurus: 4_000, version: 2 }]);
    for (const app of [t.app, other])
      await expect.poll(() => amountIn(app, 'T-CACHE-1'), { timeout: 10_000 }).toBe(4_000);

    const collected = await apply('collections', [
      {
        receiptNo: 'V-CACHE-1',
        registryNo: 'S-AYSE',
        channel: 'counter',
        collectedAt: '2026-11-23T12:00:00+03:00',
        totalKurus: 4_000,
        lines: [{ accrualNo: 'T-CACHE-1', principalKurus: 4_000 }],
      },
    ]);
    expect(collected.applied).toBe(true);
    for (const app of [t.app, other])
      await expect.poll(() => amountIn(app, 'T-CACHE-1'), { timeout: 10_000 }).toBeNull();
  });
});
