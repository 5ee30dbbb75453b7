import { onFirstUse } from '@ebelediye/finance';

/** Upper-cases the Turkish way: "istanbul" → "İSTANBUL", "ılgaz" → "ILGAZ". Never SQL upper() on names. */
export function toTurkishUpperCase(text: string): string {
  return text.toLocaleUpperCase('tr-TR');
}

export function toTurkishLowerCase(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}

const collator = onFirstUse(() => new Intl.Collator('tr', { sensitivity: 'base', numeric: true }));

/** Sorts Turkish text in dictionary order (c < ç < d, ı < i, …); PGlite has no ICU collations. */
export const turkishCollator = {
  compare: (a: string, b: string): number => collator().compare(a, b),
};

/**
 * Folds text for search so that "cay" and "çay" both find "Çay Sokak": lower-cased the Turkish way,
 * with ç ğ ı ö ş ü (and the dotted İ) mapped to their ASCII look-alikes.
 */
export function foldTurkish(text: string): string {
  return toTurkishLowerCase(text)
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .replace(/[âàá]/g, 'a')
    .replace(/[îì]/g, 'i')
    .replace(/[ûù]/g, 'u');
}
