import { addMonths } from './dates';
import { product, roundHalfUp } from './exact';

/**
 * İlan ve reklam vergisi (Law 2464 art. 12–15): area (or count) × tariff × period. Declared and paid by
 * the 20th of the month after the advertising starts (domain/taxes.md). Sizes are whole centimetres,
 * so 2,01 m × 0,5 m is 201 cm × 50 cm = 10 050 cm² = 1,005 m², never a rounded 1,00 m².
 */
export interface AdvertisingInput {
  /** The sign's size in cm, where the tariff counts by m²; absent where it counts by piece. */
  size?: { widthCm: number; heightCm: number };
  count: number;
  tariffKurus: number;
  /** Years, days or weeks, as the tariff row counts. */
  periods: number;
  startDate: string;
  /** 2464 art. 14: a business's own name sign on its own workplace, up to the legal area, is exempt. */
  ownSignExemptUpToM2?: number;
}

/** The 20th of the month after the one `date` (YYYY-MM-DD or YYYY-MM) falls in. */
export const twentiethOfNextMonth = (date: string) => `${addMonths(`${date.slice(0, 7)}-01`, 1).slice(0, 7)}-20`;

export function advertisingTax(input: AdvertisingInput) {
  const { size, count, periods } = input;
  if (!(count > 0) || !(periods > 0) || (size && !(size.widthCm > 0 && size.heightCm > 0)))
    throw new Error('ölçü, adet ve süre pozitif olmalı');
  const areaCm2 = size ? size.widthCm * size.heightCm * count : null;
  // The exemption covers the sign as a whole: one over the limit is taxed on its whole area.
  const exempt =
    input.ownSignExemptUpToM2 !== undefined && areaCm2 !== null && areaCm2 <= input.ownSignExemptUpToM2 * 10_000;
  const amountKurus = exempt
    ? 0
    : areaCm2 === null
      ? count * input.tariffKurus * periods
      : roundHalfUp(product(areaCm2, input.tariffKurus, periods), 10_000n);
  return { amountKurus, areaCm2, exempt, dueDate: twentiethOfNextMonth(input.startDate) };
}

/**
 * Eğlence vergisi (Law 2464 art. 21–23): by place and entertainment type either a percentage of
 * ticket takings or a fixed amount per day; declared monthly, due by the 20th of the following month.
 */
export type EntertainmentBasis =
  | { kind: 'percent'; rateBasisPoints: number; takingsKurus: number }
  | { kind: 'daily'; perDayKurus: number; units: number; days: number };

export function entertainmentTax(basis: EntertainmentBasis, period: string) {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) throw new Error('dönem YYYY-AA olmalı');
  const amountKurus =
    basis.kind === 'percent'
      ? roundHalfUp(product(basis.takingsKurus, basis.rateBasisPoints), 10_000n)
      : basis.perDayKurus * basis.units * basis.days;
  return { amountKurus, dueDate: twentiethOfNextMonth(period) };
}
