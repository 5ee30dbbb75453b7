// The card collections of one day, line by line, for the revenue system's daily collection files
// (docs/integration.md "Files"). One statement reads the payment attempt (payments' table: the bank)
// and the registry (session's: the revenue system's key) beside the collection, as a store may.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';

export interface DayCollectionLineRow {
  bankCode: string;
  receiptNo: string;
  orderNo: string;
  collectedAt: Date;
  registryNo: string | null;
  /** Only for a person the revenue system does not know (no registry number): KVKK's minimisation. */
  identityNo: string | null;
  accrualNo: string | null;
  revenueCode: string;
  year: number;
  installment: number;
  principalKurus: number;
  interestKurus: number;
}

/** Collections made through a bank's card payment from `from` up to (not including) `to`, by bank and time. */
export async function cardCollectionLinesBetween(db: Queryable, from: Date, to: Date): Promise<DayCollectionLineRow[]> {
  const result = await db.execute(sql`
    select p.bank_code as "bankCode", c.receipt_no as "receiptNo", c.order_no as "orderNo",
           c.collected_at as "collectedAt", r.registry_no as "registryNo",
           case when r.registry_no is null then r.identity_no end as "identityNo",
           a.accrual_no as "accrualNo", a.revenue_code as "revenueCode", a.year, a.installment,
           l.principal_kurus as "principalKurus", l.interest_kurus as "interestKurus"
      from collections c
      join payment_attempts p on p.order_no = c.order_no
      join registries r on r.oid = c.registry_oid
      join collection_lines l on l.collection_id = c.id
      join accruals a on a.id = l.accrual_id
     where c.collected_at >= ${from.toISOString()}::timestamptz and c.collected_at < ${to.toISOString()}::timestamptz
     order by p.bank_code, c.collected_at, c.receipt_no, l.id`);
  const rows = (result as unknown as { rows: DayCollectionLineRow[] }).rows;
  return rows.map((row) => ({ ...row, collectedAt: new Date(row.collectedAt) }));
}
