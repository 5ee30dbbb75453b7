import { addMonths } from './dates';
import { roundKurus } from './money';

/**
 * İlan ve reklam vergisi: area (or count) × tariff × period. Declared and paid by the 20th of the
 * month after the advertising starts (domain/taxes.md).
 */
export interface AdvertisingInput {
  /** Per m² for signs, per piece for vehicles and posters: the tariff row's unit. */
  quantity: number;
  count: number;
  tariffKurus: number;
  /** Years, days or weeks, as the tariff row counts. */
  periods: number;
  startDate: string;
}

export function advertisingTax(input: AdvertisingInput) {
  if (!(input.quantity > 0) || !(input.count > 0) || !(input.periods > 0)) throw new Error('miktar, adet ve süre pozitif olmalı');
  const amountKurus = roundKurus(input.quantity * input.count * input.tariffKurus * input.periods);
  return { amountKurus, dueDate: `${addMonths(`${input.startDate.slice(0, 7)}-01`, 1).slice(0, 7)}-20` };
}

/**
 * Eğlence vergisi: by place and entertainment type either a percentage of ticket takings or a fixed
 * amount per day; declared monthly, due by the 20th of the following month.
 */
export type EntertainmentBasis = { kind: 'percent'; percent: number; takingsKurus: number } | { kind: 'daily'; perDayKurus: number; days: number };

export function entertainmentTax(basis: EntertainmentBasis, period: string) {
  if (!/^\d{4}-\d{2}$/.test(period)) throw new Error('dönem YYYY-AA olmalı');
  const amountKurus = basis.kind === 'percent' ? roundKurus((basis.takingsKurus * basis.percent) / 100) : roundKurus(basis.perDayKurus * basis.days);
  return { amountKurus, dueDate: `${addMonths(`${period}-01`, 1).slice(0, 7)}-20` };
}
