import type { Queryable } from '../db/client';
import { accruals, collectionLines, collections, receiptCounters, revenueTypes, subscriptions } from '../db/schema';
import { dayBefore, demoCalendar, type WaterBill } from './demo-calendar';

export const revenueTypeRows = [
  { code: 'EMLAK', name: 'Emlak Vergisi', lateInterest: true, isFee: false },
  { code: 'KVKP', name: 'Kültür Varlıkları Katkı Payı', lateInterest: true, isFee: false },
  { code: 'CTV', name: 'Çevre Temizlik Vergisi', lateInterest: true, isFee: false },
  { code: 'ILAN', name: 'İlan ve Reklam Vergisi', lateInterest: true, isFee: false },
  { code: 'EGLENCE', name: 'Eğlence Vergisi', lateInterest: true, isFee: false },
  { code: 'SU', name: 'Su Tüketim Bedeli', lateInterest: false, isFee: true },
  { code: 'CEZA', name: 'İdari Para Cezası', lateInterest: true, isFee: true },
  { code: 'NIKAH', name: 'Nikâh Ücreti', lateInterest: false, isFee: true },
];

type AccrualSeed = Omit<typeof accruals.$inferInsert, 'id'>;

const estate = (
  registryOid: string,
  year: number,
  installment: number,
  principalKurus: number,
  paidKurus = 0,
): AccrualSeed[] => [
  {
    registryOid,
    revenueCode: 'EMLAK',
    year,
    installment,
    dueDate: installment === 1 ? `${year}-05-31` : `${year}-11-30`,
    principalKurus,
    paidKurus,
    description: `${year} Emlak Vergisi ${installment}. taksit`,
  },
  // The culture-heritage contribution is 10 % of the tax, accrued alongside it.
  {
    registryOid,
    revenueCode: 'KVKP',
    year,
    installment,
    dueDate: installment === 1 ? `${year}-05-31` : `${year}-11-30`,
    principalKurus: Math.round(principalKurus / 10),
    paidKurus: Math.round(paidKurus / 10),
    description: `${year} Kültür Varlıkları Katkı Payı ${installment}. taksit`,
  },
];

/**
 * The demo citizens owe a realistic mix: estate tax of last year and this year (some overdue), water
 * bills, a fine; the business owes ÇTV and advertising tax. Some were paid before, with receipts.
 * Years and dates follow `today`, the day of the seed (seed/demo-calendar.ts).
 */
export async function seedDebts(tx: Queryable, today: string): Promise<void> {
  const { year, previousYear, waterBills, fineDueDate } = demoCalendar(today);
  const [olderBill, lastBill] = waterBills;
  const water = (registryOid: string, subscriberNo: string, bill: WaterBill, principalKurus: number): AccrualSeed => ({
    registryOid,
    revenueCode: 'SU',
    year: bill.year,
    installment: bill.month,
    dueDate: bill.dueDate,
    principalKurus,
    description: `${bill.period} su faturası (${subscriberNo})`,
    subscriberNo,
  });
  // The law seed (seed/restructuring.ts) may have added its own revenue type first.
  await tx.insert(revenueTypes).values(revenueTypeRows).onConflictDoNothing();
  // Deposits (güvence bedeli) and the last billed meter index, for the contract cancellation (docs/subscriptions.md).
  // Ayşe's second subscription (a flat she rented out) owes nothing: the demo's cancellation with an IBAN refund.
  const read = `${lastBill.year}-${String(lastBill.month).padStart(2, '0')}-28`;
  await tx.insert(subscriptions).values([
    {
      subscriberNo: '100234',
      registryOid: 'R-DEMO-1',
      type: 'G',
      address: 'Cumhuriyet Mah. Çınar Sok. No: 12 İç Kapı: 3, Yeşilvadi',
      startedAt: '2015-06-01',
      depositKurus: 45_000,
      lastReading: 1_284,
      lastReadingOn: read,
    },
    {
      subscriberNo: '100235',
      registryOid: 'R-DEMO-1',
      type: 'G',
      address: 'Atatürk Mah. Gül Cad. No: 47 İç Kapı: 2, Yeşilvadi',
      startedAt: '2019-04-10',
      depositKurus: 60_000,
      lastReading: 412,
      lastReadingOn: read,
    },
    {
      subscriberNo: '100871',
      registryOid: 'R-DEMO-2',
      type: 'G',
      address: 'Atatürk Mah. Gül Cad. No: 45 İç Kapı: 8, Yeşilvadi',
      startedAt: '2011-03-15',
      depositKurus: 45_000,
      lastReading: 2_960,
      lastReadingOn: read,
    },
    {
      subscriberNo: '300112',
      registryOid: 'R-DEMO-T1',
      type: 'T',
      address: 'Sanayi Mah. 3. Cad. No: 21, Yeşilvadi',
      startedAt: '2018-09-01',
      depositKurus: 150_000,
      lastReading: 8_721,
      lastReadingOn: read,
    },
  ]);

  const rows: AccrualSeed[] = [
    ...estate('R-DEMO-1', previousYear, 1, 185_040, 185_040),
    ...estate('R-DEMO-1', previousYear, 2, 185_040),
    ...estate('R-DEMO-1', year, 1, 194_290),
    ...estate('R-DEMO-1', year, 2, 194_290),
    water('R-DEMO-1', '100234', olderBill, 31_250),
    water('R-DEMO-1', '100234', lastBill, 28_975),
    {
      registryOid: 'R-DEMO-1',
      revenueCode: 'CEZA',
      year: Number(fineDueDate.slice(0, 4)),
      installment: 1,
      dueDate: fineDueDate,
      principalKurus: 100_000,
      description: 'Zabıta idari para cezası (Kabahatler K. md. 32)',
    },
    ...estate('R-DEMO-2', year, 1, 262_480, 262_480),
    ...estate('R-DEMO-2', year, 2, 262_480),
    water('R-DEMO-2', '100871', lastBill, 41_520),
    ...estate('R-DEMO-3', year, 2, 98_760),
    {
      registryOid: 'R-DEMO-T1',
      revenueCode: 'CTV',
      year,
      installment: 1,
      dueDate: `${year}-05-31`,
      principalKurus: 412_000,
      description: `${year} Çevre Temizlik Vergisi (işyeri, 3. grup) 1. taksit`,
    },
    {
      registryOid: 'R-DEMO-T1',
      revenueCode: 'CTV',
      year,
      installment: 2,
      dueDate: `${year}-11-30`,
      principalKurus: 412_000,
      description: `${year} Çevre Temizlik Vergisi (işyeri, 3. grup) 2. taksit`,
    },
    {
      registryOid: 'R-DEMO-T1',
      revenueCode: 'ILAN',
      year,
      installment: 1,
      dueDate: `${year}-01-20`,
      principalKurus: 648_000,
      description: `${year} İlan ve Reklam Vergisi (ışıklı tabela, 6 m²)`,
    },
  ];
  const inserted = await tx.insert(accruals).values(rows).returning({
    id: accruals.id,
    registryOid: accruals.registryOid,
    paid: accruals.paidKurus,
    dueDate: accruals.dueDate,
  });

  // Receipts for what was paid before: one per registry, at the counter or at a bank, numbered per year.
  const paid = inserted.filter((row) => row.paid > 0);
  const lastNoByYear = new Map<number, number>();
  for (const [index, registryOid] of [...new Set(paid.map((row) => row.registryOid))].entries()) {
    const mine = paid.filter((row) => row.registryOid === registryOid);
    // Paid on the due date, or the day before the seed when that date is still ahead (paid early).
    const collectedOn = mine[0].dueDate < today ? mine[0].dueDate : dayBefore(today);
    const receiptYear = Number(collectedOn.slice(0, 4));
    const no = (lastNoByYear.get(receiptYear) ?? 0) + 1;
    lastNoByYear.set(receiptYear, no);
    const [collection] = await tx
      .insert(collections)
      .values({
        receiptNo: `${receiptYear}-${String(no).padStart(7, '0')}`,
        registryOid,
        collectedAt: new Date(`${collectedOn}T10:15:00+03:00`),
        typeCode: index % 2 === 0 ? 1 : 2,
        totalKurus: mine.reduce((total, row) => total + row.paid, 0),
      })
      .returning({ id: collections.id });
    await tx.insert(collectionLines).values(
      mine.map((row) => ({
        collectionId: collection.id,
        accrualId: row.id,
        principalKurus: row.paid,
        interestKurus: 0,
      })),
    );
  }
  await tx.insert(receiptCounters).values([...lastNoByYear].map(([year, lastNo]) => ({ year, lastNo })));
}
