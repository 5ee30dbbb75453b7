import { onFirstUse } from '@ebelediye/finance';

const liraFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('tr-TR', {
      style: 'currency',
      currency: 'TRY',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Amounts live as integer kuruş everywhere and are formatted only at the edge: 123456 → "₺1.234,56". */
export function formatKurus(amountKurus: number): string {
  return liraFormat().format(amountKurus / 100);
}

/**
 * An amount a person types in lira, read exactly into kuruş without floating point: "47,50" → 4750,
 * "1.234,5" → 123450, "12" → 1200. Null for anything else (a third decimal, letters, a minus sign).
 */
export function parseLiraToKurus(text: string): number | null {
  const match = /^(\d{1,3}(?:\.\d{3})+|\d{1,9})(?:,(\d{1,2}))?$/.exec(text.trim().replace(/\s|₺|TL$/gi, ''));
  if (!match) return null;
  const lira = Number(match[1].replace(/\./g, ''));
  const kurus = Number((match[2] ?? '').padEnd(2, '0'));
  return lira * 100 + kurus;
}
