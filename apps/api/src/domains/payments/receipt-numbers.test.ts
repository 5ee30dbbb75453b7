import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, receiptCounters, registries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * Receipt numbers are drawn as the collection's transaction commits (migration 0016): gapless per
 * Istanbul year, the demo's own history untouched.
 */
describe('receipt numbers', () => {
  let t: TestApp;
  let registryOid: string;
  let orders = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const [registry] = await t.db.select({ oid: registries.oid }).from(registries).limit(1);
    registryOid = registry.oid;
  });
  afterAll(() => t.close());

  /** Inserts collections as the posting does (a placeholder number) in one transaction; `fail` rolls it back. */
  async function collect(at: string, count = 1, fail = false): Promise<number[]> {
    const ids: number[] = [];
    const posting = t.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        const orderNo = `RN-TEST-${++orders}`;
        const [row] = await tx
          .insert(collections)
          .values({
            receiptNo: `numara-bekliyor-${orderNo}`,
            registryOid,
            collectedAt: new Date(at),
            typeCode: 4,
            orderNo,
            totalKurus: 100,
          })
          .returning({ id: collections.id });
        ids.push(row.id);
      }
      if (fail) throw new Error('posting failed');
    });
    if (fail) await expect(posting).rejects.toThrow('posting failed');
    else await posting;
    return ids;
  }

  async function numbersOf(ids: number[]): Promise<string[]> {
    const rows = await t.db
      .select({ id: collections.id, receiptNo: collections.receiptNo })
      .from(collections)
      .where(inArray(collections.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)!.receiptNo);
  }

  async function lastNo(year: number): Promise<number> {
    const [row] = await t.db
      .select({ lastNo: receiptCounters.lastNo })
      .from(receiptCounters)
      .where(eq(receiptCounters.year, year));
    return row?.lastNo ?? 0;
  }

  it('numbers the collections of a transaction one after another when it commits', async () => {
    const before = await lastNo(2026);
    const ids = await collect('2026-11-23T09:00:00Z', 2);
    expect(await numbersOf(ids)).toEqual([
      `2026-${String(before + 1).padStart(7, '0')}`,
      `2026-${String(before + 2).padStart(7, '0')}`,
    ]);
    expect(await lastNo(2026)).toBe(before + 2);
  });

  it('gives a rolled-back posting’s number to the next collection: no gap', async () => {
    const before = await lastNo(2026);
    await collect('2026-11-23T09:05:00Z', 1, true);
    expect(await lastNo(2026)).toBe(before);
    const [id] = await collect('2026-11-23T09:06:00Z');
    expect(await numbersOf([id])).toEqual([`2026-${String(before + 1).padStart(7, '0')}`]);
  });

  it('counts the year as Istanbul does: 31 December 22:30 UTC is already the new year', async () => {
    const before = await lastNo(2027);
    const [id] = await collect('2026-12-31T22:30:00Z');
    expect(await numbersOf([id])).toEqual([`2027-${String(before + 1).padStart(7, '0')}`]);
  });

  it('leaves a collection that comes with its own number as it is', async () => {
    const before = await lastNo(2026);
    const [row] = await t.db
      .insert(collections)
      .values({
        receiptNo: '2019-0000042',
        registryOid,
        collectedAt: new Date('2019-05-31T09:00:00Z'),
        typeCode: 1,
        totalKurus: 100,
      })
      .returning({ id: collections.id });
    expect(await numbersOf([row.id])).toEqual(['2019-0000042']);
    expect(await lastNo(2026)).toBe(before);
  });
});
