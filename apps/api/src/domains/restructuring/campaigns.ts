import type { Campaign } from '@ebelediye/contract';
import { istanbulToday, type PriceIndexSeries, type RestructuringTerms } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { errors } from '../../errors';
import { restructuringMessages } from '@ebelediye/contract';
import { campaignRow, campaignsByStart, priceIndexRows, revenueTypeNames, type CampaignRow } from './store';

export type { CampaignRow };

export function isOpen(campaign: CampaignRow, today: string): boolean {
  return campaign.applicationStart <= today && today <= campaign.applicationEnd;
}

export function termsOf(campaign: CampaignRow): RestructuringTerms {
  return {
    cutoffDate: campaign.cutoffDate,
    revenueCodes: campaign.revenueCodes,
    indexUntil: campaign.indexUntil,
    options: campaign.options,
    periodMonths: campaign.periodMonths,
    upFrontIndexDiscountPercent: campaign.upFrontIndexDiscountPercent,
    firstDueDate: campaign.firstDueDate,
    firstDueMonthsAfterApplication: campaign.firstDueMonthsAfterApplication,
    extensions: campaign.dueDateExtensions,
    revenueRules: campaign.revenueRules,
    breakRule: campaign.breakRule,
  };
}

export async function allCampaigns(db: Queryable): Promise<CampaignRow[]> {
  return campaignsByStart(db);
}

export async function campaignById(db: Queryable, id: number): Promise<CampaignRow> {
  const row = await campaignRow(db, id);
  if (!row) throw errors.badInput(restructuringMessages.noCampaign, 'campaignId');
  return row;
}

/** A campaign that takes applications today, or the "closed" refusal (409: it may have closed since the preview). */
export async function openCampaign(db: Queryable, id: number, now: Date): Promise<CampaignRow> {
  const campaign = await campaignById(db, id);
  if (!isOpen(campaign, istanbulToday(now))) throw errors.conflict(restructuringMessages.campaignClosed);
  return campaign;
}

export async function campaignViews(db: Queryable, rows: CampaignRow[], today: string): Promise<Campaign[]> {
  const codes = [...new Set(rows.flatMap((row) => row.revenueCodes))];
  const names = await revenueTypeNames(db, codes);
  return rows.map((row) => ({
    campaignId: row.id,
    code: row.code,
    lawNo: row.lawNo,
    title: row.title,
    cutoffDate: row.cutoffDate,
    revenueNames: row.revenueCodes.map((code) => names.get(code) ?? code),
    applicationStart: row.applicationStart,
    applicationEnd: row.applicationEnd,
    open: isOpen(row, today),
    demo: row.demo,
    options: row.options,
    periodMonths: row.periodMonths,
    upFrontIndexDiscountPercent: row.upFrontIndexDiscountPercent,
    breakRule: row.breakRule,
    terms: row.terms,
    sources: { ...row.sources },
  }));
}

/** The Yİ-ÜFE series as loaded (a few hundred rows at most). */
export async function priceIndexSeries(db: Queryable): Promise<PriceIndexSeries> {
  const rows = await priceIndexRows(db);
  return new Map(rows.map((row) => [row.month, row.changeHundredths]));
}
