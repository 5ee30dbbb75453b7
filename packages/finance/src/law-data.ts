/**
 * A rule needs a row the municipality has not loaded: a late-interest rate for a day before the first
 * one, the moving holidays of a year, or a month of the Yİ-ÜFE series a restructuring needs. The amount cannot be computed here; the office works it out
 * by hand. Callers show that one debt as "needs the office" instead of failing the whole list.
 */
export class MissingLawDataError extends Error {
  constructor(
    readonly missing: 'late-interest-rate' | 'holidays' | 'price-index',
    message: string,
  ) {
    super(message);
    this.name = 'MissingLawDataError';
  }
}
