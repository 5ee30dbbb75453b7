import { z } from 'zod';
import './zod-config';

// Checksums from ../shared/domain/identity.md.

/** T.C. Kimlik No: 11 digits, first not 0, two check digits. Foreigners' 99… numbers follow the same rule. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  if (d[9] !== tenth) return false;
  const sum = d.slice(0, 10).reduce((a, b) => a + b, 0);
  return d[10] === sum % 10;
}

/** Vergi Kimlik No: 10 digits, last one a check digit. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 1; i <= 9; i++) {
    const t = (d[i - 1] + 10 - i) % 10;
    if (t === 0) continue;
    const v = (t * 2 ** (10 - i)) % 9;
    sum += v === 0 ? 9 : v;
  }
  return d[9] === (10 - (sum % 10)) % 10;
}

export function isValidTaxIdentity(value: string): boolean {
  return value.length === 11 ? isValidTckn(value) : isValidVkn(value);
}

/** Masks an identity number where the whole number is not needed: 12345678901 → 123******01. */
export function maskIdentityNumber(value: string): string {
  if (value.length < 6) return '*'.repeat(value.length);
  return value.slice(0, 3) + '*'.repeat(value.length - 5) + value.slice(-2);
}

/** Masks a person's name for screens shown before sign-in: "Ahmet Yılmaz" → "AH*** YI***". */
export function maskPersonName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.slice(0, 2).toLocaleUpperCase('tr-TR') + '***')
    .join(' ');
}

export const tcknSchema = z
  .string({ error: 'T.C. Kimlik No zorunludur.' })
  .trim()
  .regex(/^\d{11}$/, 'T.C. Kimlik No 11 haneli bir sayı olmalıdır.')
  .refine(isValidTckn, 'Geçerli bir T.C. Kimlik No giriniz.');

/** Login, password reset and fast payment take either number: "T.C. Kimlik No / Vergi No". */
export const taxIdentitySchema = z
  .string({ error: 'T.C. Kimlik No / Vergi No zorunludur.' })
  .trim()
  .min(1, 'T.C. Kimlik No / Vergi No zorunludur.')
  .regex(/^\d{10,11}$/, 'T.C. Kimlik No 11, Vergi No 10 haneli olmalıdır.')
  .refine(isValidTaxIdentity, 'Geçerli bir T.C. Kimlik No veya Vergi No giriniz.');

/** A Turkish mobile number as the mask (###) ### ## ## shows it; stored as 10 digits starting with 5. */
export const mobilePhoneSchema = z
  .string({ error: 'Cep telefonu zorunludur.' })
  .max(30, 'Geçerli bir cep telefonu giriniz: (5##) ### ## ##')
  .transform((value) => value.replace(/\D/g, '').replace(/^0/, ''))
  .pipe(
    z
      .string()
      .min(1, 'Cep telefonu zorunludur.')
      .regex(/^5\d{9}$/, 'Geçerli bir cep telefonu giriniz: (5##) ### ## ##'),
  );

export function formatMobilePhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length !== 10) return digits;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`;
}
