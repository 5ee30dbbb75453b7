/** Rounds half away from zero to whole kuruş: tax amounts are computed to the kuruş. */
export function roundKurus(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Splits an amount into equal parts; the first parts take the odd kuruş so the parts add up. */
export function splitEvenly(totalKurus: number, parts: number): number[] {
  const base = Math.floor(totalKurus / parts);
  const remainder = totalKurus - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < remainder ? 1 : 0));
}
