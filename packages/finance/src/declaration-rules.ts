/**
 * What the law allows a declaration to say, as pure predicates; the contract
 * (packages/contract/src/declarations.ts) turns each into the Turkish sentence under the field, so the
 * browser and the server refuse the same things in the same words.
 */
import { daysInMonth } from './dates';

/** A real calendar day in YYYY-MM-DD: 2026-02-29 and 2026-13-05 are not. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * 1319 art. 33: building tax starts in the year after the building is finished (and, for an acquired
 * property, after the year of acquisition), so the first tax year is the next one.
 */
export const firstTaxYearAfter = (eventYear: number) => eventYear + 1;

/**
 * 1319 art. 8/2: the zero rate is for one dwelling whose gross floor area is at most 200 m², owned by
 * someone of one of these standings, with no income beyond the pension or allowance named.
 */
export const zeroRateMaxFloorDm2 = 200 * 100;
export const zeroRateStatuses = ['geliri_yok', 'emekli', 'engelli', 'gazi', 'sehit_yakini'] as const;
export type ZeroRateStatus = (typeof zeroRateStatuses)[number];

/**
 * The longest period one advertising declaration covers, by the tariff's unit: the tariff is the
 * municipal council's for one year (2464 art. 15), so one declaration is at most a year of it.
 */
export const advertisingPeriodLimits = { yil: 1, hafta: 52, gun: 366 } as const;
export type AdvertisingPeriodUnit = keyof typeof advertisingPeriodLimits;

/** The unit a tariff row counts periods in: 'm2_yil' → 'yil'. */
export const periodUnitOf = (tariffUnit: string) => tariffUnit.split('_')[1] as AdvertisingPeriodUnit;
