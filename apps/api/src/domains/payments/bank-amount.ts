import { scaledInteger } from '@ebelediye/finance';

/** Kuruş as the banks write lira, with integers only: 12345 → "123.45". */
export function formatBankAmount(amountKurus: number): string {
  if (!Number.isSafeInteger(amountKurus) || amountKurus < 0)
    throw new Error(`tutar kuruş olarak pozitif tam sayı olmalı: ${amountKurus}`);
  return `${Math.trunc(amountKurus / 100)}.${String(amountKurus % 100).padStart(2, '0')}`;
}

/** A bank's lira text ("1,01", "1.01", "12") in kuruş, exactly; NaN for anything else, which no amount equals. */
export function parseBankAmount(text: string): number {
  try {
    return scaledInteger(text, 2);
  } catch {
    return Number.NaN;
  }
}
