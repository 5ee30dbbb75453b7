/**
 * Exact arithmetic for taxes (docs/decisions/013-exact-tax-arithmetic.md): areas, lengths and shares
 * arrive as decimal text or integers, products are taken in BigInt, and an amount is rounded once,
 * half up, to the kuruş. No binary floating point touches money or an area.
 */

/** A share as the title deed writes it: 3/8 → { numerator: 3, denominator: 8 }. */
export interface Share {
  numerator: number;
  denominator: number;
}

export const wholeShare: Share = { numerator: 1, denominator: 1 };

export function checkShare(share: Share, name = 'hisse'): Share {
  const { numerator, denominator } = share;
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator <= 0 ||
    denominator <= 0 ||
    numerator > denominator
  ) {
    throw new Error(`${name} pozitif tam sayılardan oluşmalı ve 1'i aşmamalı`);
  }
  return share;
}

/**
 * Decimal text in units of 10^-scale, exactly: ("812,5", 2) → 81250, ("2.01", 2) → 201. A comma or a
 * dot separates the decimals; more decimals than `scale` is an error, never a silent rounding.
 */
export function scaledInteger(text: string, scale: number): number {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`ondalık sayı bekleniyordu: ${text}`);
  const decimals = match[2] ?? '';
  if (decimals.length > scale) throw new Error(`en fazla ${scale} ondalık basamak: ${text}`);
  const value = Number(`${match[1]}${decimals.padEnd(scale, '0')}`);
  if (!Number.isSafeInteger(value)) throw new Error(`sayı çok büyük: ${text}`);
  return value;
}

/** The integer nearest to numerator / denominator, halves away from zero (half up for amounts). */
export function roundHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new Error('payda pozitif olmalı');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  const result = Number(negative ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new Error('tutar çok büyük');
  return result;
}

/** Product of integers as a BigInt, so no intermediate loses a digit. */
export function product(...factors: number[]): bigint {
  return factors.reduce((total, factor) => {
    if (!Number.isSafeInteger(factor)) throw new Error(`tam sayı bekleniyordu: ${factor}`);
    return total * BigInt(factor);
  }, 1n);
}

/** An integer in units of 10^-scale as decimal text for people: (81250, 2) → "812,5"; (10050, 4) → "1,005". */
export function formatScaled(value: number, scale: number): string {
  const unit = 10 ** scale;
  const whole = Math.trunc(value / unit);
  const rest = String(Math.abs(value % unit))
    .padStart(scale, '0')
    .replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${Math.abs(whole).toLocaleString('tr-TR')}${rest ? `,${rest}` : ''}`;
}
