import { addMonths, daysInMonth, turkishDate, type IsoDate } from './dates';
import { product, roundHalfUp, scaledInteger } from './exact';
import { MissingLawDataError } from './law-data';

/**
 * Borç yapılandırma (domain/taxes.md "Borç yapılandırma", docs/restructuring.md). A restructuring law
 * (6111, 6736, 7020, 7143, 7256, 7326, 7440 …) lets a debtor pay overdue public receivables without
 * gecikme zammı: for each qualifying accrual the principal plus an amount computed from the monthly
 * changes of the domestic producer price index (Yİ-ÜFE) is owed instead (Law 7326 art. 2/1-a), paid at
 * once or in installments whose total is that amount times the option's coefficient (art. 2/1-b). The
 * figures are the campaign's row (data); this file only applies them.
 *
 * Integer kuruş throughout; each amount is rounded once, half up, where it is born: an accrual's index
 * amount, an option's total, the up-front discount.
 */

/** One installment option: `installments` payments whose total is the restructured amount × coefficient. */
export interface RestructuringOptionRule {
  installments: number;
  /** Decimal text, at most 4 decimals: "1.045". */
  coefficient: string;
}

/** When a plan breaks (decision 060: the restructuring law's common provisions on losing the benefit). */
export interface BreakRule {
  /** The first this-many installments must each be paid by its deadline. */
  firstInstallments: number;
  /** After those, up to this many installments a calendar year may be late without breaking the plan. */
  missesPerYear: number;
  /**
   * A late installment must still be paid by the end of the month this many months after the last
   * installment's month ("son taksiti izleyen ayın sonuna kadar": 1), counted from the last
   * installment's legal date, not from the day VUK art. 18 moved it to.
   */
  finalGraceMonths: number;
}

/**
 * A later decree that moves given installments (CK 4420 moved only the first of Law 7326 to
 * 31.10.2021; the others kept the law's dates). `installments` are numbers, 1 = the first; an
 * up-front payment is due when the first installment is.
 */
export interface DueDateExtension {
  installments: number[];
  dueDate: IsoDate;
  source: string;
}

/** A rule of the law for one revenue type (administrative fines …), with its source. */
export interface RevenueRule {
  /** Paying everything up front also cancels this percentage of the principal (7326: 25 for idari para cezaları). */
  upFrontPrincipalDiscountPercent: number;
  source: string;
}

/** What a campaign row says about the arithmetic (the rest of the row is for people: law, title, sources). */
export interface RestructuringTerms {
  /** Accruals due on or before this day qualify. */
  cutoffDate: IsoDate;
  /** Revenue types the law covers (EMLAK, ÇTV, …). */
  revenueCodes: string[];
  /** The index amount runs from the month after an accrual's due month to the month before this day's month (the law's publication). */
  indexUntil: IsoDate;
  options: RestructuringOptionRule[];
  /** Months between two installments (7326: two). */
  periodMonths: number;
  /** Paying everything by the first installment's deadline cancels this percentage of the index amount (7326: 90). 0: no up-front option. */
  upFrontIndexDiscountPercent: number;
  /**
   * The law's own deadline of the first installment (7326: 30.09.2021, the end of the third month after
   * publication); the others follow every `periodMonths`, each at a month's end, whenever the citizen
   * applied. Null: the first is relative to the application (firstDueMonthsAfterApplication).
   */
  firstDueDate: IsoDate | null;
  /** Without a fixed date: the first installment at the end of the month this many months after the application's month. */
  firstDueMonthsAfterApplication: number | null;
  /** Later decrees moving given installments; the rest keep the law's dates. */
  extensions: DueDateExtension[];
  /** Rules for particular revenue types, by revenue code. */
  revenueRules: Record<string, RevenueRule>;
  breakRule: BreakRule;
}

/** Yİ-ÜFE monthly change per month ('YYYY-MM'), in hundredths of a percent: 1.63 % → 163; may be negative. */
export type PriceIndexSeries = ReadonlyMap<string, number>;

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The months whose index change an accrual due on `dueDate` bears: after its due month, before `indexUntil`'s month. */
export function indexMonths(dueDate: IsoDate, indexUntil: IsoDate): string[] {
  const months: string[] = [];
  let year = Number(dueDate.slice(0, 4));
  let month = Number(dueDate.slice(5, 7));
  const endIndex = Number(indexUntil.slice(0, 4)) * 12 + Number(indexUntil.slice(5, 7));
  for (;;) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    if (year * 12 + month >= endIndex) return months;
    months.push(monthKey(year, month));
  }
}

/**
 * The amount owed instead of gecikme zammı (7326 art. 2/1-a "Yİ-ÜFE aylık değişim oranları esas
 * alınarak hesaplanacak tutar"): principal × the sum of the monthly changes, a month with a negative
 * change counting as zero. Throws MissingLawDataError when a month of the series is not loaded.
 */
export function indexAmount(
  principalKurus: number,
  dueDate: IsoDate,
  indexUntil: IsoDate,
  series: PriceIndexSeries,
): number {
  let sumHundredths = 0;
  for (const month of indexMonths(dueDate, indexUntil)) {
    const change = series.get(month);
    if (change === undefined)
      throw new MissingLawDataError('price-index', `${month} ayının Yİ-ÜFE değişim oranı tanımlı değil`);
    sumHundredths += Math.max(0, change);
  }
  // principal × (sum / 100 %) with the sum in hundredths of a percent: / 10 000.
  return roundHalfUp(product(principalKurus, sumHundredths), 10_000n);
}

/** Why an accrual does not qualify under the law's own rules, or null when it does. */
export function disqualification(
  debt: { revenueCode: string; dueDate: IsoDate },
  terms: Pick<RestructuringTerms, 'cutoffDate' | 'revenueCodes'>,
): string | null {
  if (!terms.revenueCodes.includes(debt.revenueCode)) return 'Bu gelir türü yapılandırma kapsamında değil.';
  if (debt.dueDate > terms.cutoffDate) return `Vadesi kapsam tarihinden (${turkishDate(terms.cutoffDate)}) sonra.`;
  return null;
}

export interface QuotedDebt {
  accrualId: number;
  principalKurus: number;
  /** Gecikme zammı to today, as the debt list shows it: what the citizen would pay without the plan. */
  lateInterestKurus: number;
  /** As accrued (not moved off a holiday): the index runs from the month after it. */
  dueDate: IsoDate;
  /** For the law's per-revenue-type rules; a debt without one gets only the general rules. */
  revenueCode?: string;
}

export interface ScheduledInstallment {
  no: number;
  /** As accrued; the debt list shows it moved to the next working day (VUK art. 18). */
  dueDate: IsoDate;
  amountKurus: number;
}

export interface QuotedOption {
  installments: number;
  coefficient: string;
  /** What paying up front cancels (part of the index amount, part of a fine's principal); 0 for the installment options. */
  discountKurus: number;
  totalKurus: number;
  schedule: ScheduledInstallment[];
}

export interface RestructuringQuote {
  principalKurus: number;
  lateInterestKurus: number;
  /** What the debts cost today without the plan: principal + gecikme zammı. */
  currentTotalKurus: number;
  indexKurus: number;
  /** Principal + index amount: the base every option starts from. */
  restructuredKurus: number;
  /** Gecikme zammı the plan does not ask for, minus the index amount it asks instead. */
  forgivenKurus: number;
  lines: { accrualId: number; indexKurus: number }[];
  options: QuotedOption[];
}

const lastDayOfMonth = (date: IsoDate): IsoDate =>
  `${date.slice(0, 8)}${String(daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)))).padStart(2, '0')}`;

type ScheduleTerms = Pick<RestructuringTerms, 'firstDueDate' | 'firstDueMonthsAfterApplication' | 'periodMonths'> &
  Partial<Pick<RestructuringTerms, 'extensions'>>;

/**
 * The law's deadlines before any decree moved them: from the law's fixed first date (or, without one,
 * the end of the month N months after the application), then one every period, each at a month's end.
 */
export function legalDueDates(applicationDate: IsoDate, terms: ScheduleTerms, count: number): IsoDate[] {
  let firstMonth: IsoDate;
  if (terms.firstDueDate) firstMonth = `${terms.firstDueDate.slice(0, 8)}01`;
  else if (terms.firstDueMonthsAfterApplication !== null)
    firstMonth = addMonths(`${applicationDate.slice(0, 8)}01`, terms.firstDueMonthsAfterApplication);
  else throw new Error('kampanyada ilk taksit tarihi ya da başvurudan sonraki ay sayısı tanımlı olmalı');
  return Array.from({ length: count }, (_, index) => lastDayOfMonth(addMonths(firstMonth, index * terms.periodMonths)));
}

/** Deadlines as accrued: the law's, with the installments a later decree moved at their new date (not yet moved off holidays: VUK art. 18 is the caller's). */
export function installmentDueDates(applicationDate: IsoDate, terms: ScheduleTerms, count: number): IsoDate[] {
  const dates = legalDueDates(applicationDate, terms, count);
  for (const extension of terms.extensions ?? []) {
    for (const no of extension.installments) if (no >= 1 && no <= count) dates[no - 1] = extension.dueDate;
  }
  return dates;
}

/** The total split into `count` installments, the odd kuruş on the first. */
export function installmentAmounts(totalKurus: number, count: number): number[] {
  const regular = Math.floor(totalKurus / count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? totalKurus - regular * (count - 1) : regular));
}

function option(
  installments: number,
  coefficient: string,
  discountKurus: number,
  totalKurus: number,
  dueDates: IsoDate[],
): QuotedOption {
  const amounts = installmentAmounts(totalKurus, installments);
  return {
    installments,
    coefficient,
    discountKurus,
    totalKurus,
    schedule: amounts.map((amountKurus, index) => ({ no: index + 1, dueDate: dueDates[index], amountKurus })),
  };
}

/**
 * Everything the citizen compares before choosing (7326 art. 2/1): today's total, the restructured
 * total, what is forgiven, and each option — up front (count 1, the discount on the index amount, plus
 * the principal discount of a revenue type the law names, such as administrative fines) and
 * the installment options (total = restructured × coefficient, split with the odd kuruş on the first).
 */
export function restructuringQuote(
  debts: QuotedDebt[],
  terms: RestructuringTerms,
  series: PriceIndexSeries,
  applicationDate: IsoDate,
): RestructuringQuote {
  const lines = debts.map((debt) => ({
    accrualId: debt.accrualId,
    indexKurus: indexAmount(debt.principalKurus, debt.dueDate, terms.indexUntil, series),
  }));
  const principalKurus = debts.reduce((sum, debt) => sum + debt.principalKurus, 0);
  const lateInterestKurus = debts.reduce((sum, debt) => sum + debt.lateInterestKurus, 0);
  const indexKurus = lines.reduce((sum, line) => sum + line.indexKurus, 0);
  const restructuredKurus = principalKurus + indexKurus;
  const options: QuotedOption[] = [];
  if (terms.upFrontIndexDiscountPercent > 0) {
    const principalDiscountKurus = debts.reduce((sum, debt) => {
      const rule = debt.revenueCode === undefined ? undefined : terms.revenueRules[debt.revenueCode];
      return rule ? sum + roundHalfUp(product(debt.principalKurus, rule.upFrontPrincipalDiscountPercent), 100n) : sum;
    }, 0);
    const discountKurus =
      roundHalfUp(product(indexKurus, terms.upFrontIndexDiscountPercent), 100n) + principalDiscountKurus;
    options.push(
      option(1, '1', discountKurus, restructuredKurus - discountKurus, installmentDueDates(applicationDate, terms, 1)),
    );
  }
  for (const rule of [...terms.options].sort((a, b) => a.installments - b.installments)) {
    const totalKurus = roundHalfUp(product(restructuredKurus, scaledInteger(rule.coefficient, 4)), 10_000n);
    options.push(
      option(
        rule.installments,
        rule.coefficient,
        0,
        totalKurus,
        installmentDueDates(applicationDate, terms, rule.installments),
      ),
    );
  }
  return {
    principalKurus,
    lateInterestKurus,
    currentTotalKurus: principalKurus + lateInterestKurus,
    indexKurus,
    restructuredKurus,
    forgivenKurus: lateInterestKurus - indexKurus,
    lines,
    options,
  };
}

/** An installment as the break rule sees it: its deadline (moved off holidays) and the day it was paid in full. */
export interface InstallmentRecord {
  no: number;
  deadline: IsoDate;
  /** The deadline as the law (or the decree) set it, before VUK art. 18 moved it; the grace counts from it. Default: `deadline`. */
  legalDueDate?: IsoDate;
  paidOn: IsoDate | null;
}

export type Breach = { broken: false } | { broken: true; reason: string };

/**
 * Law 7326 art. 10 as domain/taxes.md puts it: the first installments must each be paid in time; after
 * them, up to `missesPerYear` late installments a calendar year do not break the plan, provided they
 * are paid by the end of the month `finalGraceMonths` after the last installment's legal month (moved
 * off a holiday by `moveOffHolidays`). "Late" is not paid in full by the
 * deadline; an installment whose deadline is today or later cannot be late yet.
 */
export function planBreach(
  installments: InstallmentRecord[],
  rule: BreakRule,
  today: IsoDate,
  moveOffHolidays: (date: IsoDate) => IsoDate = (date) => date,
): Breach {
  const late = (record: InstallmentRecord) =>
    record.paidOn === null ? record.deadline < today : record.paidOn > record.deadline;
  const ordered = [...installments].sort((a, b) => a.no - b.no);
  for (const record of ordered.slice(0, rule.firstInstallments)) {
    if (late(record)) {
      return {
        broken: true,
        reason: `${record.no}. taksit vadesinde (${turkishDate(record.deadline)}) ödenmedi; ilk ${rule.firstInstallments} taksitin vadesinde ödenmesi gerekir.`,
      };
    }
  }
  const latePerYear = new Map<string, number>();
  for (const record of ordered.slice(rule.firstInstallments)) {
    if (!late(record)) continue;
    const year = record.deadline.slice(0, 4);
    const count = (latePerYear.get(year) ?? 0) + 1;
    latePerYear.set(year, count);
    if (count > rule.missesPerYear) {
      return {
        broken: true,
        reason: `${year} yılında ${count} taksit vadesinde ödenmedi; bir yılda en fazla ${rule.missesPerYear} taksit gecikebilir.`,
      };
    }
  }
  const last = ordered.at(-1);
  if (last) {
    // "Son taksiti izleyen ayın sonuna kadar": the month after the last installment's legal month, the
    // end of which is itself a deadline VUK art. 18 moves off a holiday.
    const legalLast = last.legalDueDate ?? last.deadline;
    const graceEnds = moveOffHolidays(lastDayOfMonth(addMonths(`${legalLast.slice(0, 8)}01`, rule.finalGraceMonths)));
    if (graceEnds < today && ordered.some((record) => record.paidOn === null)) {
      return {
        broken: true,
        reason: `Geciken taksitler son taksitin vadesinden sonraki ${rule.finalGraceMonths} ay içinde (${turkishDate(graceEnds)} tarihine kadar) ödenmedi.`,
      };
    }
  }
  return { broken: false };
}

/**
 * What a broken plan leaves owed (decision 061). The law's common provisions on losing the benefit:
 * "ödenmiş tutarlar kadar bu Kanun hükümlerinden yararlanılır" — what was paid keeps the benefit for
 * the same share of the plan. Each installment carried principal, index amount and coefficient in the
 * plan's proportions, so paid ÷ plan total of every original debt's principal counts as paid (its
 * gecikme zammı replaced by the index amount the payment carried); the rest of each principal comes
 * back unpaid and runs gecikme zammı from its original due date (6183 art. 51). Per debt, rounded half
 * up, never more than its principal; everything paid settles everything.
 */
export function principalKeptByPayments(
  paidKurus: number,
  planTotalKurus: number,
  originals: { accrualId: number; principalKurus: number }[],
): { accrualId: number; offsetKurus: number }[] {
  if (planTotalKurus <= 0 || paidKurus >= planTotalKurus)
    return originals.map(({ accrualId, principalKurus }) => ({ accrualId, offsetKurus: principalKurus }));
  return originals.map(({ accrualId, principalKurus }) => ({
    accrualId,
    offsetKurus: Math.min(principalKurus, roundHalfUp(product(principalKurus, paidKurus), BigInt(planTotalKurus))),
  }));
}
