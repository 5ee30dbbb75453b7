import {
  banks,
  formatKurus,
  reconciliationDifferenceActions,
  type BankCode,
  type PaymentState,
} from '@ebelediye/contract';
import { addDays, istanbulToday, turkishDate } from '@ebelediye/finance';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import { acknowledgedCollections } from '../events/acknowledgements';
import { createOutbound, type Outbound } from '../../outbound';
import { gatewayFor } from './gateway';
import type { StatusAnswer } from './nestpay';
import {
  attemptsStartedBetween,
  cardCollectionsBetween,
  type NewReconciliationDifference,
  type NewReconciliationRun,
  replaceDayResult,
  type ReconciliationDifferenceRow,
  type ReconciliationRunRow,
  runsOfDay,
  unresolvedDifferences,
} from './store/reconciliation';

/**
 * The daily reconciliation (domain/integration.md "Reconciliation every day", decision 081): for one
 * Istanbul day, every card attempt started that day is asked about once at its bank, and what the
 * portal collected is set beside what the bank sold; the card collections of the day before are set
 * beside what the revenue system acknowledged. Each difference is kept with a sentence saying what to
 * do, until a person resolves it at the desk. A run of the same day again replaces the day's
 * unresolved differences and keeps the resolved ones, so the job and a person may both run it.
 */

export type DifferenceKind = ReconciliationDifferenceRow['kind'];

/** Which collections the revenue system acknowledged; the events domain's answer, a fake in tests. */
export type AcknowledgedCollections = (db: Queryable, collectionIds: number[]) => Promise<Set<number>>;

export interface ReconcileOptions {
  /** Where the bank queries go; the app's own (its sandbox in demo mode and tests) by default. */
  outbound?: Outbound;
  acknowledged?: AcknowledgedCollections;
}

export interface DayResult {
  day: string;
  runs: ReconciliationRunRow[];
  /** The day's unresolved differences after this run. */
  differences: ReconciliationDifferenceRow[];
}

/** A bank that failed this many queries in a row is not asked about the rest of the day's orders. */
const givesUpAfterFailures = 3;
/** How long a collection is given to be acknowledged by the revenue system before it is listed. */
const acknowledgementGraceMs = 24 * 60 * 60_000;

/** Midnight in Istanbul (UTC+3 all year since 2016) at the start of `day`. */
export function istanbulMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

function bankName(code: string): string {
  return banks[code as BankCode]?.name ?? code;
}

const stateNames: Partial<Record<PaymentState, string>> = {
  CREATED: 'başlatıldı',
  AUTHORISING: 'bankada onay bekliyor',
  UNKNOWN: 'banka yanıtı yok',
  PAID_NOT_POSTED: 'onaylandı, tahsilata işlenmedi',
  DECLINED: 'reddedildi',
  FAILED: 'başarısız',
  EXPIRED: 'süresi doldu',
};

function bankAnswerText(answer: StatusAnswer): string {
  if (answer.kind === 'not_found') return 'bankada sipariş bulunamadı';
  if (answer.kind === 'pending') return 'bankada sipariş beklemede';
  if (answer.kind === 'failed') return 'bankada satış başarısız ya da iptal';
  return `bankada ${formatKurus(answer.amountKurus)} onaylı satış var`;
}

interface BankTally {
  portalCount: number;
  portalTotalKurus: number;
  bankCount: number;
  bankTotalKurus: number;
  unasked: string[];
  failures: number;
  lastError: string;
}

function newTally(): BankTally {
  return {
    portalCount: 0,
    portalTotalKurus: 0,
    bankCount: 0,
    bankTotalKurus: 0,
    unasked: [],
    failures: 0,
    lastError: '',
  };
}

/**
 * Reconciles one Istanbul day (YYYY-MM-DD) as of `now` and keeps the result. The banks are asked
 * outside any transaction (a query may take seconds); the result is written in one.
 */
export async function reconcileDay(
  app: FastifyInstance,
  day: string,
  now: Date,
  options: ReconcileOptions = {},
): Promise<DayResult> {
  const outbound = options.outbound ?? createOutbound(app);
  const acknowledged = options.acknowledged ?? acknowledgedCollections;
  const from = istanbulMidnight(day);
  const to = istanbulMidnight(addDays(day, 1));
  // Read when the first order is asked about: a day without attempts needs no bank settings.
  let settings: Awaited<ReturnType<typeof app.settings.get>> | undefined;

  const tallies = new Map<string, BankTally>();
  const tallyOf = (code: string) => {
    let tally = tallies.get(code);
    if (!tally) tallies.set(code, (tally = newTally()));
    return tally;
  };
  const differences: NewReconciliationDifference[] = [];
  const differ = (
    kind: DifferenceKind,
    bankCode: string,
    detail: string,
    order: { orderNo?: string | null; receiptNo?: string | null; amountKurus?: number | null } = {},
  ) =>
    differences.push({
      day,
      kind,
      bankCode,
      orderNo: order.orderNo ?? null,
      receiptNo: order.receiptNo ?? null,
      amountKurus: order.amountKurus ?? null,
      detail,
      action: reconciliationDifferenceActions[kind],
      foundAt: now,
    });

  for (const { attempt, receiptNo, collectedKurus } of await attemptsStartedBetween(app.db, from, to)) {
    // Given back in full at the desk (decision 083): the bank's record still shows the sale beside its
    // Void or Credit, and the portal's collection is reversed; neither is a difference of the day.
    if (attempt.state === 'REFUNDED' || attempt.state === 'VOIDED') continue;
    const tally = tallyOf(attempt.bankCode);
    const collected = attempt.state === 'PAID' && collectedKurus !== null;
    if (collected) {
      tally.portalCount += 1;
      tally.portalTotalKurus += collectedKurus;
    }
    const order = { orderNo: attempt.orderNo, receiptNo, amountKurus: collectedKurus ?? attempt.amountKurus };
    if (tally.failures >= givesUpAfterFailures) {
      tally.unasked.push(attempt.orderNo);
      continue;
    }
    settings ??= await app.settings.get();
    const gateway = gatewayFor(settings, app.config, attempt.storeType);
    let answer: StatusAnswer;
    try {
      answer = await gateway.queryStatus(outbound, attempt);
      tally.failures = 0;
    } catch (error) {
      tally.failures += 1;
      tally.lastError = error instanceof Error ? error.message : String(error);
      tally.unasked.push(attempt.orderNo);
      app.log.warn({ err: error, orderNo: attempt.orderNo }, 'günlük mutabakat: banka sorgusu yanıtsız');
      continue;
    }
    if (answer.kind === 'paid') {
      tally.bankCount += 1;
      tally.bankTotalKurus += answer.amountKurus;
    }
    if (attempt.state === 'REFUND_NEEDED') {
      differ(
        'refund_waiting',
        attempt.bankCode,
        `Banka parayı çekti, borç tahsil edilemediği için iade gerekiyor (${bankAnswerText(answer)}).`,
        { ...order, amountKurus: answer.kind === 'paid' ? answer.amountKurus : attempt.amountKurus },
      );
    } else if (collected && answer.kind !== 'paid') {
      differ(
        'bank_has_no_sale',
        attempt.bankCode,
        `Portalda ${formatKurus(collectedKurus)} tahsil edildi (makbuz ${receiptNo ?? '—'}), ${bankAnswerText(answer)}.`,
        order,
      );
    } else if (collected && answer.kind === 'paid' && answer.amountKurus !== collectedKurus) {
      differ(
        'amount_differs',
        attempt.bankCode,
        `Portalda ${formatKurus(collectedKurus)} tahsil edildi (makbuz ${receiptNo ?? '—'}), bankada ${formatKurus(answer.amountKurus)} onaylı.`,
        order,
      );
    } else if (!collected && answer.kind === 'paid') {
      differ(
        'sale_not_collected',
        attempt.bankCode,
        `Bankada ${formatKurus(answer.amountKurus)} onaylı satış var; portalda ödeme ${stateNames[attempt.state] ?? attempt.state}, tahsilat yok.`,
        { ...order, amountKurus: answer.amountKurus },
      );
    }
  }

  for (const [code, tally] of tallies) {
    if (tally.unasked.length === 0) continue;
    const shown = tally.unasked.slice(0, 5).join(', ');
    const more = tally.unasked.length > 5 ? ` ve ${tally.unasked.length - 5} sipariş daha` : '';
    differ(
      'bank_unreachable',
      code,
      `${bankName(code)} ${tally.unasked.length} siparişe yanıt vermedi (${shown}${more}); bankanın rakamları eksik. Son hata: ${tally.lastError}`,
    );
  }

  // The revenue system is given a day: the run of a day looks at the card collections of the day before.
  const dayBefore = addDays(day, -1);
  const ackUntil = new Date(Math.min(from.getTime(), now.getTime() - acknowledgementGraceMs));
  const ripe = await cardCollectionsBetween(app.db, istanbulMidnight(dayBefore), ackUntil);
  if (ripe.length > 0) {
    const known = await acknowledged(
      app.db,
      ripe.map((collection) => collection.id),
    );
    for (const collection of ripe) {
      if (known.has(collection.id)) continue;
      tallyOf(collection.bankCode);
      differ(
        'not_acknowledged',
        collection.bankCode,
        `${turkishDate(dayBefore)} tarihli ${formatKurus(collection.totalKurus)} kartlı tahsilat (makbuz ${collection.receiptNo}) gelir sisteminde bir gün sonra hâlâ onaylanmadı.`,
        { orderNo: collection.orderNo, receiptNo: collection.receiptNo, amountKurus: collection.totalKurus },
      );
    }
  }

  const runs: NewReconciliationRun[] = [...tallies].map(([bankCode, tally]) => ({
    day,
    bankCode,
    ranAt: now,
    portalCount: tally.portalCount,
    portalTotalKurus: tally.portalTotalKurus,
    bankCount: tally.bankCount,
    bankTotalKurus: tally.bankTotalKurus,
    unaskedCount: tally.unasked.length,
    differencesCount: differences.filter((difference) => difference.bankCode === bankCode).length,
  }));
  await app.db.transaction((tx) => replaceDayResult(tx, day, runs, differences));
  return { day, runs: await runsOfDay(app.db, day), differences: await unresolvedDifferences(app.db, day) };
}

/** After 01:00 in Istanbul: the banks' day has closed and late callbacks have come in. */
export function isPastOneInIstanbul(now: Date): boolean {
  return istanbulToday(new Date(now.getTime() - 60 * 60_000)) === istanbulToday(now);
}

/**
 * The job's daily step: once it is past 01:00 in Istanbul the day before is reconciled, unless a run
 * of it is already kept (another process's, or one before a restart).
 */
export async function reconcileYesterdayIfDue(app: FastifyInstance, now: Date): Promise<void> {
  if (!isPastOneInIstanbul(now)) return;
  const yesterday = addDays(istanbulToday(now), -1);
  if ((await runsOfDay(app.db, yesterday)).length > 0) return;
  await reconcileDay(app, yesterday, now);
}
