import { planStates } from '@ebelediye/contract/restructuring';
import type { BreakRule, DueDateExtension, RestructuringOptionRule, RevenueRule } from '@ebelediye/finance';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accruals } from './debts';
import { registries } from './session';

/**
 * Yİ-ÜFE monthly change (TÜİK), the series a restructuring's index amount is computed from
 * (packages/finance/src/restructuring.ts). `demo` rows are made-up values the demo seeds; a live
 * municipality imports TÜİK's (`npm run import -- price-index`, docs/import.md).
 */
export const priceIndexChanges = pgTable(
  'price_index_changes',
  {
    /** 'YYYY-MM'. */
    month: text('month').primaryKey(),
    /** The month's year: an import replaces a year's rows at once (docs/import.md). */
    year: integer('year').notNull(),
    /** Hundredths of a percent: 1.63 % → 163; may be negative. */
    changeHundredths: integer('change_hundredths').notNull(),
    source: text('source').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('price_index_changes_year_idx').on(t.year)],
);

/** Where each rule of a campaign comes from: law, article, Resmî Gazete (the text, where it matters). */
export interface CampaignSources {
  law: string;
  scope: string;
  amount: string;
  options: string;
  upFront: string;
  firstDue: string;
  /** The period between installments (7326: "ikişer aylık dönemler"). */
  period?: string;
  breakRule: string;
  /** The grace for late installments after the last one ("son taksiti izleyen ayın sonuna kadar"). */
  grace?: string;
  /** What a broken plan leaves owed (decision 061). */
  onBreak?: string;
}

/**
 * A restructuring law as data (docs/restructuring.md, "Loading a new law"): who qualifies, the
 * application window, the option table and the rules, each with its source.
 */
export const restructuringCampaigns = pgTable('restructuring_campaigns', {
  id: serial('id').primaryKey(),
  /** '7326', or 'DEMO-2026' for the demo's open campaign. */
  code: text('code').notNull().unique(),
  lawNo: text('law_no').notNull(),
  title: text('title').notNull(),
  /** Accruals due on or before this day qualify. */
  cutoffDate: date('cutoff_date', { mode: 'string' }).notNull(),
  revenueCodes: jsonb('revenue_codes').$type<string[]>().notNull(),
  applicationStart: date('application_start', { mode: 'string' }).notNull(),
  applicationEnd: date('application_end', { mode: 'string' }).notNull(),
  /** The index amount runs to the month before this day's month (the law's publication). */
  indexUntil: date('index_until', { mode: 'string' }).notNull(),
  options: jsonb('options').$type<RestructuringOptionRule[]>().notNull(),
  periodMonths: integer('period_months').notNull(),
  upFrontIndexDiscountPercent: integer('up_front_index_discount_percent').notNull(),
  /** The law's fixed deadline of the first installment (before any decree moved it); null: relative to the application. */
  firstDueDate: date('first_due_date', { mode: 'string' }),
  /** Without a fixed date: the first installment at the end of the month this many months after the application's month. */
  firstDueMonthsAfterApplication: integer('first_due_months_after_application'),
  /** Later decrees moving given installments, each with its source (CK 4420 for 7326's first). */
  dueDateExtensions: jsonb('due_date_extensions').$type<DueDateExtension[]>().notNull().default([]),
  /** Rules for particular revenue types by code (administrative fines …), each with its source. */
  revenueRules: jsonb('revenue_rules').$type<Record<string, RevenueRule>>().notNull().default({}),
  breakRule: jsonb('break_rule').$type<BreakRule>().notNull(),
  /** The terms the citizen accepts, shown before the SMS code. */
  terms: text('terms').notNull(),
  sources: jsonb('sources').$type<CampaignSources>().notNull(),
  /** Seeded by the demo only, labelled as such on every screen. */
  demo: boolean('demo').notNull().default(false),
});

/** A saved plan. State moves by the table in domains/restructuring/plan-state.ts, an event per change. */
export const restructuringPlans = pgTable(
  'restructuring_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    planNo: text('plan_no').notNull().unique(),
    registryOid: text('registry_oid')
      .notNull()
      .references(() => registries.oid),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => restructuringCampaigns.id),
    installments: integer('installments').notNull(),
    coefficient: text('coefficient').notNull(),
    state: text('state', { enum: planStates }).notNull(),
    principalKurus: bigint('principal_kurus', { mode: 'number' }).notNull(),
    lateInterestKurus: bigint('late_interest_kurus', { mode: 'number' }).notNull(),
    indexKurus: bigint('index_kurus', { mode: 'number' }).notNull(),
    discountKurus: bigint('discount_kurus', { mode: 'number' }).notNull(),
    totalKurus: bigint('total_kurus', { mode: 'number' }).notNull(),
    /** The SMS code's reference: one plan per confirmation, so a double submit finds the first plan. */
    confirmationReference: text('confirmation_reference').notNull().unique(),
    /** Why it broke, in Turkish, for the citizen. */
    brokenReason: text('broken_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('restructuring_plans_registry_idx').on(t.registryOid),
    index('restructuring_plans_state_idx').on(t.state),
  ],
);

/** The original accruals a plan took in, with the amounts fixed on the day it was saved. */
export const restructuringPlanDebts = pgTable(
  'restructuring_plan_debts',
  {
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => restructuringPlans.id),
    accrualId: bigint('accrual_id', { mode: 'number' })
      .notNull()
      .references(() => accruals.id),
    principalKurus: bigint('principal_kurus', { mode: 'number' }).notNull(),
    lateInterestKurus: bigint('late_interest_kurus', { mode: 'number' }).notNull(),
    indexKurus: bigint('index_kurus', { mode: 'number' }).notNull(),
    /** On a break: the part of what was paid set against this accrual. */
    offsetKurus: bigint('offset_kurus', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.planId, t.accrualId] })],
);

/** The installment accruals a plan created (ordinary accruals: listed and paid like any debt). */
export const restructuringInstallments = pgTable(
  'restructuring_installments',
  {
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => restructuringPlans.id),
    no: integer('no').notNull(),
    accrualId: bigint('accrual_id', { mode: 'number' })
      .notNull()
      .references(() => accruals.id)
      .unique(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.no] })],
);

export const restructuringPlanEvents = pgTable(
  'restructuring_plan_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => restructuringPlans.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    source: text('source').notNull(),
    detail: jsonb('detail'),
  },
  (t) => [index('restructuring_plan_events_plan_idx').on(t.planId)],
);
