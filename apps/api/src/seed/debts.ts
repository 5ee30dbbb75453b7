import type { Queryable } from '../db/client';
import { accruals, collectionLines, collections, receiptCounters, revenueTypes, subscriptions } from '../db/schema';

export const revenueTypeRows = [
  { code: 'EMLAK', name: 'Emlak Vergisi', lateInterest: true, isFee: false },
  { code: 'KVKP', name: 'Kültür Varlıkları Katkı Payı', lateInterest: true, isFee: false },
  { code: 'CTV', name: 'Çevre Temizlik Vergisi', lateInterest: true, isFee: false },
  { code: 'ILAN', name: 'İlan ve Reklam Vergisi', lateInterest: true, isFee: false },
  { code: 'EGLENCE', name: 'Eğlence Vergisi', lateInterest: true, isFee: false },
  { code: 'SU', name: 'Su Tüketim Bedeli', lateInterest: false, isFee: true },
  { code: 'CEZA', name: 'İdari Para Cezası', lateInterest: true, isFee: true },
  { code: 'NIKAH', name: 'Nikah Ücreti', lateInterest: false, isFee: true },
];

type AccrualSeed = Omit<typeof accruals.$inferInsert, 'id'>;

const estate = (registryOid: string, year: number, installment: number, principalKurus: number, paidKurus = 0): AccrualSeed[] => [
  { registryOid, revenueCode: 'EMLAK', year, installment, dueDate: installment === 1 ? `${year}-05-31` : `${year}-11-30`, principalKurus, paidKurus, description: `${year} Emlak Vergisi ${installment}. taksit` },
  // The culture-heritage contribution is 10 % of the tax, accrued alongside it.
  { registryOid, revenueCode: 'KVKP', year, installment, dueDate: installment === 1 ? `${year}-05-31` : `${year}-11-30`, principalKurus: Math.round(principalKurus / 10), paidKurus: Math.round(paidKurus / 10), description: `${year} Kültür Varlıkları Katkı Payı ${installment}. taksit` },
];

/**
 * The demo citizens owe a realistic mix: estate tax over several years (some overdue), water bills,
 * a fine; the business owes ÇTV and advertising tax. Some were paid before, with receipts.
 */
export async function seedDebts(tx: Queryable): Promise<void> {
  await tx.insert(revenueTypes).values(revenueTypeRows);
  await tx.insert(subscriptions).values([
    { subscriberNo: '100234', registryOid: 'R-DEMO-1', type: 'G', address: 'Cumhuriyet Mah. Çınar Sok. No: 12 İç Kapı: 3, Yeşilvadi', startedAt: '2015-06-01' },
    { subscriberNo: '100871', registryOid: 'R-DEMO-2', type: 'G', address: 'Atatürk Mah. Gül Cad. No: 45 İç Kapı: 8, Yeşilvadi', startedAt: '2011-03-15' },
    { subscriberNo: '300112', registryOid: 'R-DEMO-T1', type: 'T', address: 'Sanayi Mah. 3. Cad. No: 21, Yeşilvadi', startedAt: '2018-09-01' },
  ]);

  const rows: AccrualSeed[] = [
    ...estate('R-DEMO-1', 2025, 1, 185_040, 185_040),
    ...estate('R-DEMO-1', 2025, 2, 185_040),
    ...estate('R-DEMO-1', 2026, 1, 194_290),
    ...estate('R-DEMO-1', 2026, 2, 194_290),
    { registryOid: 'R-DEMO-1', revenueCode: 'SU', year: 2026, installment: 9, dueDate: '2026-10-15', principalKurus: 31_250, description: 'Eylül 2026 su faturası (100234)', subscriberNo: '100234' },
    { registryOid: 'R-DEMO-1', revenueCode: 'SU', year: 2026, installment: 10, dueDate: '2026-11-15', principalKurus: 28_975, description: 'Ekim 2026 su faturası (100234)', subscriberNo: '100234' },
    { registryOid: 'R-DEMO-1', revenueCode: 'CEZA', year: 2026, installment: 1, dueDate: '2026-06-30', principalKurus: 100_000, description: 'Zabıta idari para cezası (Kabahatler K. md. 32)' },
    ...estate('R-DEMO-2', 2026, 1, 262_480, 262_480),
    ...estate('R-DEMO-2', 2026, 2, 262_480),
    { registryOid: 'R-DEMO-2', revenueCode: 'SU', year: 2026, installment: 10, dueDate: '2026-11-15', principalKurus: 41_520, description: 'Ekim 2026 su faturası (100871)', subscriberNo: '100871' },
    ...estate('R-DEMO-3', 2026, 2, 98_760),
    { registryOid: 'R-DEMO-T1', revenueCode: 'CTV', year: 2026, installment: 1, dueDate: '2026-05-31', principalKurus: 412_000, description: '2026 Çevre Temizlik Vergisi (işyeri, 3. grup) 1. taksit' },
    { registryOid: 'R-DEMO-T1', revenueCode: 'CTV', year: 2026, installment: 2, dueDate: '2026-11-30', principalKurus: 412_000, description: '2026 Çevre Temizlik Vergisi (işyeri, 3. grup) 2. taksit' },
    { registryOid: 'R-DEMO-T1', revenueCode: 'ILAN', year: 2026, installment: 1, dueDate: '2026-01-20', principalKurus: 648_000, description: '2026 İlan ve Reklam Vergisi (ışıklı tabela, 6 m²)' },
  ];
  const inserted = await tx.insert(accruals).values(rows).returning({ id: accruals.id, registryOid: accruals.registryOid, paid: accruals.paidKurus, dueDate: accruals.dueDate });

  // Receipts for what was paid before: one per registry, at the counter or at a bank, numbered per year.
  const paid = inserted.filter((row) => row.paid > 0);
  const lastNoByYear = new Map<number, number>();
  for (const [index, registryOid] of [...new Set(paid.map((row) => row.registryOid))].entries()) {
    const mine = paid.filter((row) => row.registryOid === registryOid);
    const year = Number(mine[0].dueDate.slice(0, 4));
    const no = (lastNoByYear.get(year) ?? 0) + 1;
    lastNoByYear.set(year, no);
    const [collection] = await tx
      .insert(collections)
      .values({
        receiptNo: `${year}-${String(no).padStart(7, '0')}`,
        registryOid,
        collectedAt: new Date(`${mine[0].dueDate}T10:15:00+03:00`),
        typeCode: index % 2 === 0 ? 1 : 2,
        totalKurus: mine.reduce((total, row) => total + row.paid, 0),
      })
      .returning({ id: collections.id });
    await tx.insert(collectionLines).values(mine.map((row) => ({ collectionId: collection.id, accrualId: row.id, principalKurus: row.paid, interestKurus: 0 })));
  }
  await tx.insert(receiptCounters).values([...lastNoByYear].map(([year, lastNo]) => ({ year, lastNo })));
}
