import type { DeskPaymentFilter } from '@ebelediye/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import {
  accruals,
  collections,
  paymentAttemptAccruals,
  paymentAttempts,
  paymentEvents,
  registries,
} from '../../../db/schema';

/**
 * The revenue desk's reads of orders (desk-payments.ts): joins debts' collections and accruals and the
 * session domain's registries, each in one statement.
 */

/** The registries with this T.C. Kimlik No / Vergi No (one, but the column does not promise it). */
export async function registryOidsWithIdentity(db: Queryable, identityNo: string): Promise<string[]> {
  const rows = await db.select({ oid: registries.oid }).from(registries).where(eq(registries.identityNo, identityNo));
  return rows.map((row) => row.oid);
}

/** An Istanbul day's first moment (Turkey keeps UTC+3 all year since 2016). */
function istanbulStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

function conditions(filter: DeskPaymentFilter, registryOids: string[] | undefined): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.orderNo) where.push(eq(paymentAttempts.orderNo, filter.orderNo));
  if (filter.receiptNo) where.push(eq(collections.receiptNo, filter.receiptNo));
  if (registryOids) where.push(inArray(paymentAttempts.registryOid, registryOids));
  if (filter.from) where.push(gte(paymentAttempts.createdAt, istanbulStart(filter.from)));
  if (filter.to)
    where.push(lt(paymentAttempts.createdAt, new Date(istanbulStart(filter.to).getTime() + 24 * 60 * 60 * 1000)));
  if (filter.bankCode) where.push(eq(paymentAttempts.bankCode, filter.bankCode));
  if (filter.state) where.push(eq(paymentAttempts.state, filter.state));
  if (filter.minAmountKurus !== undefined) where.push(gte(paymentAttempts.amountKurus, filter.minAmountKurus));
  if (filter.maxAmountKurus !== undefined) where.push(lte(paymentAttempts.amountKurus, filter.maxAmountKurus));
  return and(...where);
}

/**
 * The orders matching the filter, newest first, with their receipt and payer; `registryOids` is the
 * identity number's registries when the filter names one (an empty list matches nothing).
 */
export async function deskPaymentRows(
  db: Queryable,
  filter: DeskPaymentFilter,
  registryOids: string[] | undefined,
  limit: number,
  offset: number,
) {
  if (registryOids && registryOids.length === 0) return [];
  return db
    .select({
      orderNo: paymentAttempts.orderNo,
      state: paymentAttempts.state,
      bankCode: paymentAttempts.bankCode,
      amountKurus: paymentAttempts.amountKurus,
      createdAt: paymentAttempts.createdAt,
      receiptNo: collections.receiptNo,
      collectedAt: collections.collectedAt,
      registryOid: paymentAttempts.registryOid,
      payerName: registries.name,
      payerSurname: registries.surname,
      payerIdentityNo: registries.identityNo,
    })
    .from(paymentAttempts)
    .innerJoin(registries, eq(registries.oid, paymentAttempts.registryOid))
    .leftJoin(collections, eq(collections.id, paymentAttempts.collectionId))
    .where(conditions(filter, registryOids))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.orderNo))
    .limit(limit)
    .offset(offset);
}

export type DeskPaymentListRow = Awaited<ReturnType<typeof deskPaymentRows>>[number];

export async function deskPaymentCount(
  db: Queryable,
  filter: DeskPaymentFilter,
  registryOids: string[] | undefined,
): Promise<number> {
  if (registryOids && registryOids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(paymentAttempts)
    .leftJoin(collections, eq(collections.id, paymentAttempts.collectionId))
    .where(conditions(filter, registryOids));
  return Number(row?.n ?? 0);
}

/** One order with its payer and collection, for the order's page. */
export async function deskPaymentOrder(db: Queryable, orderNo: string) {
  const [row] = await db
    .select({
      attempt: paymentAttempts,
      payer: {
        name: registries.name,
        surname: registries.surname,
        identityNo: registries.identityNo,
        registryNo: registries.registryNo,
      },
      collection: {
        id: collections.id,
        receiptNo: collections.receiptNo,
        collectedAt: collections.collectedAt,
        totalKurus: collections.totalKurus,
      },
    })
    .from(paymentAttempts)
    .innerJoin(registries, eq(registries.oid, paymentAttempts.registryOid))
    .leftJoin(collections, eq(collections.id, paymentAttempts.collectionId))
    .where(eq(paymentAttempts.orderNo, orderNo));
  return row;
}

/** The order's lines with their accruals, by due date. */
export function deskPaymentLines(db: Queryable, orderNo: string) {
  return db
    .select({
      accrualId: paymentAttemptAccruals.accrualId,
      principalKurus: paymentAttemptAccruals.principalKurus,
      interestKurus: paymentAttemptAccruals.interestKurus,
      accrualNo: accruals.accrualNo,
      description: accruals.description,
      revenueCode: accruals.revenueCode,
      year: accruals.year,
      installment: accruals.installment,
    })
    .from(paymentAttemptAccruals)
    .innerJoin(accruals, eq(accruals.id, paymentAttemptAccruals.accrualId))
    .where(eq(paymentAttemptAccruals.orderNo, orderNo))
    .orderBy(asc(accruals.dueDate), asc(accruals.id));
}

/** The order's state changes, oldest first. */
export function deskPaymentEvents(db: Queryable, orderNo: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderNo, orderNo))
    .orderBy(asc(paymentEvents.at), asc(paymentEvents.id));
}
