import {
  banks,
  type BankCode,
  type EndOfDay,
  type EndOfDayDifference,
  type EndOfDayDifferenceKind,
  type EndOfDaySide,
  formatKurus,
  reconciliationDifferenceActions,
  reconciliationDifferenceTitles,
} from '@ebelediye/contract';
import { addDays, istanbulToday, nextWorkingDay, type HolidayCalendar } from '@ebelediye/finance';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import type { Outbound } from '../../outbound';
import { acknowledgedCollections } from '../events/acknowledgements';
import { loadLaw } from '../law/law';
import { type AcknowledgedCollections, istanbulMidnight } from './daily-reconciliation';
import { gatewayFor } from './gateway';
import { XmlRefused } from '@ebelediye/contract/xml';
import { type DaySale, type DayTransaction, salesOf } from './nestpay';
import { cardCollectionsBetween } from './store/reconciliation';
import {
  attemptStates,
  closedDaysSince,
  collectionDaysBetween,
  dayCloseOf,
  refundsMadeBetween,
  storeTypeUsedBetween,
  type DayCloseRow,
} from './store/end-of-day';

/**
 * The end of day (decision 084), an extension of the daily reconciliation (decision 081): where the
 * reconciliation asks the bank about each order the portal started, the end of day takes the bank's
 * own list of the day's sales (its day-level query) and sets three columns side by side per bank —
 * the portal's card collections, the bank's sales (a voided one on neither side), and what the revenue
 * system acknowledged — listing every order behind a difference with the reconciliation's titles and
 * "what to do" sentences. Nothing here is kept: the desk reads it live, and a close keeps the figures.
 */

/** The bank's day list, asked through the gateway; tests pass a fake. */
export type BankDayList = (bankCode: string, from: Date, to: Date) => Promise<DaySale[]>;

/** The day's voids and refunds at a bank, beside its totals. */
export interface DayRefunds {
  count: number;
  totalKurus: number;
}

/**
 * The voids and refunds the bank made that day: shown beside the two columns, not taken from either.
 * A void takes the sale off the bank's list, and its collection off the portal's (the order is VOIDED),
 * so the day's sales still meet; a refund after the bank's end of day gives back money of an earlier
 * day's sale, whose collection stays in that day's figures.
 */
export function refundsOfDay(db: Queryable, bankCode: string, from: Date, to: Date): Promise<DayRefunds> {
  return refundsMadeBetween(db, bankCode, from, to);
}

export interface EndOfDayOptions {
  outbound?: Outbound;
  acknowledged?: AcknowledgedCollections;
  bankDayList?: BankDayList;
}

/** How many days back the late days are looked for. */
const lateLookbackDays = 31;

export class BankDayListUnavailable extends Error {}

function bankName(code: string): string {
  return banks[code as BankCode]?.name ?? code;
}

function side(amounts: number[]): EndOfDaySide {
  return { count: amounts.length, totalKurus: amounts.reduce((sum, amount) => sum + amount, 0) };
}

/** The day a bank's day must be closed by: its next working day (a Friday's is the Monday). */
export function closeDueBy(day: string, calendar: HolidayCalendar): string {
  return nextWorkingDay(addDays(day, 1), calendar, 'known-holidays');
}

function defaultBankDayList(app: FastifyInstance, outbound: Outbound): BankDayList {
  return async (bankCode, from, to) => {
    const settings = await app.settings.get();
    // The merchant's credentials in the settings are the active bank's: another bank cannot be asked.
    if (settings.public.ActiveBankMerchantCode !== bankCode)
      throw new BankDayListUnavailable(`${bankName(bankCode)} etkin banka değil; gün listesi sorulamaz.`);
    const model = await storeTypeUsedBetween(app.db, bankCode, from, to);
    const gateway = gatewayFor(settings, app.config, model);
    return salesOf(await inPieces((start, end) => gateway.dayRecord(outbound, start, end), from, to));
  };
}

/** The smallest window a day list is split into when a busy day's answer is too large to read. */
const smallestWindowMs = 5 * 60_000;

/**
 * A day's list in one call, or — when the answer is larger than the XML reader takes (a busy day) —
 * in halves, again and again down to five minutes. Voids are merged after, so a void in another
 * piece than its sale still takes the sale off.
 */
export async function inPieces(
  list: (from: Date, to: Date) => Promise<DayTransaction[]>,
  from: Date,
  to: Date,
): Promise<DayTransaction[]> {
  try {
    return await list(from, to);
  } catch (error) {
    const span = to.getTime() - from.getTime();
    if (!(error instanceof XmlRefused) || span <= smallestWindowMs) throw error;
    const middle = new Date(from.getTime() + Math.floor(span / 2 / 1000) * 1000);
    return [...(await inPieces(list, from, middle)), ...(await inPieces(list, middle, to))];
  }
}

export function closeToContract(row: DayCloseRow, closedBy: string): NonNullable<EndOfDay['close']> {
  return {
    closedAt: row.closedAt.toISOString(),
    closedBy,
    openDifferences: row.openDifferences,
    note: row.note,
    portal: { count: row.portalCount, totalKurus: row.portalTotalKurus },
    bank: { count: row.bankCount, totalKurus: row.bankTotalKurus },
    acknowledged: { count: row.acknowledgedCount, totalKurus: row.acknowledgedTotalKurus },
  };
}

/**
 * One bank's Istanbul day as of `now`. The bank's list is asked outside any transaction. A bank that
 * does not answer throws (the desk says so; a day is never shown, or closed, with one side missing).
 */
export async function endOfDay(
  app: FastifyInstance,
  bankCode: string,
  day: string,
  now: Date,
  options: EndOfDayOptions & { outbound: Outbound },
): Promise<EndOfDay> {
  const db = app.db;
  const from = istanbulMidnight(day);
  const to = istanbulMidnight(addDays(day, 1));
  const acknowledged = options.acknowledged ?? acknowledgedCollections;
  const bankDayList = options.bankDayList ?? defaultBankDayList(app, options.outbound);

  // A sale voided the same day is on neither list: the bank drops it, and so does the portal.
  const portal = (await cardCollectionsBetween(db, from, to)).filter(
    (row) => row.bankCode === bankCode && row.state !== 'VOIDED',
  );
  const hasPortal = portal.length > 0;
  let sales: DaySale[];
  try {
    sales = await bankDayList(bankCode, from, to);
  } catch (error) {
    // A bank that is not active had no sales through the portal that day: its list is empty.
    if (error instanceof BankDayListUnavailable && !hasPortal) sales = [];
    else throw error;
  }
  const refunds = await refundsOfDay(db, bankCode, from, to);
  const known =
    portal.length > 0
      ? await acknowledged(
          db,
          portal.map((row) => row.id),
        )
      : new Set<number>();

  const differences: EndOfDayDifference[] = [];
  const differ = (
    kind: EndOfDayDifferenceKind,
    order: { orderNo: string; receiptNo: string | null; portalKurus: number | null; bankKurus: number | null },
    detail: string,
  ) =>
    differences.push({
      kind,
      title: reconciliationDifferenceTitles[kind],
      ...order,
      detail,
      action: reconciliationDifferenceActions[kind],
    });

  const bankByOrder = new Map(sales.map((sale) => [sale.orderNo, sale]));
  const portalOrders = new Set<string>();
  for (const row of portal) {
    const orderNo = row.orderNo;
    portalOrders.add(orderNo);
    const sale = bankByOrder.get(orderNo);
    const order = {
      orderNo,
      receiptNo: row.receiptNo,
      portalKurus: row.totalKurus,
      bankKurus: sale?.amountKurus ?? null,
    };
    if (!sale)
      differ(
        'bank_has_no_sale',
        order,
        `Portalda ${formatKurus(row.totalKurus)} tahsil edildi (makbuz ${row.receiptNo}); bankanın gün listesinde bu siparişin satışı yok.`,
      );
    else if (sale.amountKurus !== row.totalKurus)
      differ(
        'amount_differs',
        order,
        `Portalda ${formatKurus(row.totalKurus)} tahsil edildi (makbuz ${row.receiptNo}), bankanın gün listesinde ${formatKurus(sale.amountKurus)}.`,
      );
    if (!known.has(row.id))
      differ(
        'not_acknowledged',
        order,
        `${formatKurus(row.totalKurus)} kartlı tahsilat (makbuz ${row.receiptNo}) gelir sisteminde henüz onaylanmadı.`,
      );
  }
  const uncollected = sales.filter((sale) => !portalOrders.has(sale.orderNo));
  const states = await attemptStates(
    db,
    uncollected.map((sale) => sale.orderNo),
  );
  for (const sale of uncollected) {
    const state = states.get(sale.orderNo);
    differ(
      'sale_not_collected',
      { orderNo: sale.orderNo, receiptNo: null, portalKurus: null, bankKurus: sale.amountKurus },
      state === undefined
        ? `Bankanın gün listesinde ${formatKurus(sale.amountKurus)} satış var; portalda bu numarayla ödeme yok.`
        : state === 'REFUND_NEEDED'
          ? `Bankanın gün listesinde ${formatKurus(sale.amountKurus)} satış var; portalda tahsil edilemedi, iade bekliyor.`
          : `Bankanın gün listesinde ${formatKurus(sale.amountKurus)} satış var; portalda tahsilat yok (ödeme durumu ${state}).`,
    );
  }

  const bankSide = side(sales.map((sale) => sale.amountKurus));
  const calendar = (await loadLaw(db)).calendar;
  const today = istanbulToday(now);
  const dueBy = closeDueBy(day, calendar);
  const closed = await dayCloseOf(db, bankCode, day);

  // Earlier days with collections at this bank, past their next working day and never closed.
  const since = addDays(today, -lateLookbackDays);
  const [collectionDays, closedDays] = [
    await collectionDaysBetween(db, bankCode, istanbulMidnight(since), istanbulMidnight(today)),
    await closedDaysSince(db, bankCode, since),
  ];
  const lateDays = collectionDays.filter(
    (candidate) => candidate !== day && !closedDays.has(candidate) && today > closeDueBy(candidate, calendar),
  );

  return {
    day,
    bankCode,
    bankName: bankName(bankCode),
    portal: side(portal.map((row) => row.totalKurus)),
    bank: bankSide,
    refunds,
    acknowledged: side(portal.filter((row) => known.has(row.id)).map((row) => row.totalKurus)),
    differences,
    status: closed ? 'closed' : today > dueBy ? 'late' : 'open',
    dueBy,
    close: closed ? closeToContract(closed.close, closed.closedByName) : null,
    lateDays,
  };
}
