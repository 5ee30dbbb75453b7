import { z } from 'zod';
import './zod-config';

// TR IBAN, in a module of its own: only the screens that take an IBAN load it (the size budget).

/** An IBAN as typed ("tr33 0006 1005 …") in its electronic form: upper case, no spaces. */
export function normalizeIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/**
 * TR IBAN (ISO 13616, TCMB's IBAN communiqué): "TR", two check digits, a five-digit bank code, a
 * reserve digit (0) and a sixteen-character account number; valid when the mod-97 remainder is 1.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = rearranged.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** The EFT bank code a TR IBAN carries (characters 5–9): TR33 0006 1… → "00061". */
export function ibanBankCode(value: string): string {
  return normalizeIban(value).slice(4, 9);
}

/** Groups of four, as banks print it: "TR33 0006 1005 1978 6457 8413 26". */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Enough to recognise one's own account, not enough to use it: "TR33 **** **** **** **** **13 26". */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  return formatIban(iban.slice(0, 4) + '*'.repeat(iban.length - 8) + iban.slice(-4));
}

export const ibanSchema = z
  .string({ error: 'IBAN zorunludur.' })
  .max(40, 'IBAN TR ile başlayan 26 karakterdir.')
  .transform(normalizeIban)
  .pipe(
    z
      .string()
      .min(1, 'IBAN zorunludur.')
      .regex(/^TR\d{24}$/, 'IBAN TR ile başlayan 26 karakterdir (TR ve 24 rakam).')
      .refine(
        isValidIban,
        "IBAN hatalı: kontrol basamakları tutmuyor. Lütfen IBAN'ı hesap cüzdanınızdan ya da bankanızdan kontrol ediniz.",
      ),
  );
