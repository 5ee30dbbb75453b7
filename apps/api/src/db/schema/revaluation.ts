import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Yeniden değerleme oranı (VUK mükerrer art. 298), one row a year with its source: what moves unit
 * values between the 4-yearly general valuations (1319 art. 29). `estateAppliedPercent` is the part
 * of the rate the law in force applied to emlak values of the following year (50: half, before Law
 * 7566; 100: the whole rate, after it, unless the President lowers it), with its own source.
 */
export const revaluationRates = pgTable('revaluation_rates', {
  year: integer('year').primaryKey(),
  rateBasisPoints: integer('rate_basis_points').notNull(),
  source: text('source').notNull(),
  estateAppliedPercent: integer('estate_applied_percent').notNull(),
  estateRuleSource: text('estate_rule_source').notNull(),
});
