import { restructuringMessages, type RestructurableDebt, type RestructuringQuoteView } from '@ebelediye/contract';
import {
  disqualification,
  indexAmount,
  istanbulToday,
  MissingLawDataError,
  restructuringQuote,
  type PriceIndexSeries,
  type RestructuringQuote,
} from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { errors } from '../../errors';
import { restructuredAccrualIds } from '../debts/accruals';
import { openDebts } from '../debts/debt-list';
import { loadLaw, shownDueDate } from '../law/law';
import { restructuringRevenueType } from '../../seed/restructuring';
import { priceIndexSeries, termsOf, type CampaignRow } from './campaigns';

type Debt = Awaited<ReturnType<typeof openDebts>>[number];

/** Why a debt cannot go into this campaign's plan today, or null. The law's own rules first, then ours. */
function reasonFor(debt: Debt, campaign: CampaignRow, series: PriceIndexSeries): string | null {
  if (debt.revenueCode === restructuringRevenueType.code) return 'Yapılandırma taksitleri yeniden yapılandırılamaz.';
  const byLaw = disqualification({ revenueCode: debt.revenueCode, dueDate: debt.originalDueDate }, termsOf(campaign));
  if (byLaw) return byLaw;
  if (debt.needsOffice) return 'Gecikme zammı internetten hesaplanamıyor; belediyemize başvurunuz.';
  if (debt.inPayment) return 'Bu borç için başlamış bir ödeme var.';
  try {
    indexAmount(debt.principalKurus, debt.originalDueDate, campaign.indexUntil, series);
  } catch (error) {
    if (error instanceof MissingLawDataError)
      return 'Gereken Yİ-ÜFE değişim oranları henüz yüklenmedi; belediyemize başvurunuz.';
    throw error;
  }
  return null;
}

function toView(debt: Debt, reason: string | null): RestructurableDebt {
  return {
    accrualId: debt.accrualId,
    revenueCode: debt.revenueCode,
    revenueName: debt.revenueName,
    year: debt.year,
    installment: debt.installment,
    description: debt.description,
    dueDate: debt.dueDate,
    principalKurus: debt.principalKurus,
    lateInterestKurus: debt.interestKurus,
    totalKurus: debt.totalKurus,
    reason,
  };
}

/** The member's open debts split by whether this campaign takes them, each refusal with its reason. */
export async function restructurableDebts(db: Queryable, registryOid: string, campaign: CampaignRow, now: Date) {
  const [debts, series] = await Promise.all([openDebts(db, registryOid, now), priceIndexSeries(db)]);
  const views = debts.map((debt) => toView(debt, reasonFor(debt, campaign, series)));
  return {
    campaignId: campaign.id,
    asOf: istanbulToday(now),
    qualifying: views.filter((debt) => debt.reason === null),
    notQualifying: views.filter((debt) => debt.reason !== null),
  };
}

export interface CheckedQuote {
  debts: Debt[];
  quote: RestructuringQuote;
  view: RestructuringQuoteView;
}

/**
 * The selected debts, each checked again (they may have changed since the list), and the quote for
 * them today. Refusals: someone else's or a paid debt is "not found" (400, the same words either way),
 * one already in a plan or out of scope 400, one in payment 409.
 */
export async function quoteFor(
  db: Queryable,
  registryOid: string,
  campaign: CampaignRow,
  accrualIds: number[],
  now: Date,
): Promise<CheckedQuote> {
  const [debts, series, law] = await Promise.all([
    openDebts(db, registryOid, now, { accrualIds }),
    priceIndexSeries(db),
    loadLaw(db),
  ]);
  if (debts.length !== accrualIds.length) {
    const inPlan = await restructuredAccrualIds(db, registryOid, accrualIds);
    throw errors.badInput(inPlan.length ? restructuringMessages.inPlan : restructuringMessages.notFound, 'accrualIds');
  }
  for (const debt of debts) {
    const reason = reasonFor(debt, campaign, series);
    if (reason === null) continue;
    if (debt.inPayment) throw errors.conflict(restructuringMessages.inPayment);
    if (debt.needsOffice) throw errors.badInput(restructuringMessages.needsOffice, 'accrualIds');
    throw errors.badInput(`${restructuringMessages.notQualifying} ${debt.description}: ${reason}`, 'accrualIds');
  }
  const today = istanbulToday(now);
  const quote = restructuringQuote(
    debts.map((debt) => ({
      accrualId: debt.accrualId,
      principalKurus: debt.principalKurus,
      lateInterestKurus: debt.interestKurus ?? 0,
      dueDate: debt.originalDueDate,
      revenueCode: debt.revenueCode,
    })),
    termsOf(campaign),
    series,
    today,
  );
  const indexOf = new Map(quote.lines.map((line) => [line.accrualId, line.indexKurus]));
  const view: RestructuringQuoteView = {
    campaignId: campaign.id,
    asOf: today,
    debts: debts.map((debt) => ({
      accrualId: debt.accrualId,
      description: debt.description,
      principalKurus: debt.principalKurus,
      lateInterestKurus: debt.interestKurus ?? 0,
      indexKurus: indexOf.get(debt.accrualId) ?? 0,
    })),
    principalKurus: quote.principalKurus,
    lateInterestKurus: quote.lateInterestKurus,
    currentTotalKurus: quote.currentTotalKurus,
    indexKurus: quote.indexKurus,
    restructuredKurus: quote.restructuredKurus,
    forgivenKurus: quote.forgivenKurus,
    options: quote.options.map((option) => ({
      ...option,
      schedule: option.schedule.map((item) => ({ ...item, dueDate: shownDueDate(item.dueDate, law.calendar) })),
    })),
  };
  return { debts, quote, view };
}
