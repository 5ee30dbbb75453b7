import { createHash } from 'node:crypto';

// Server-side only (node:crypto): imported as '@ebelediye/contract/nestpay-hash' by the API and the
// sandbox bank, never through the package index the web uses.

/**
 * NestPay (Asseco/Payten) "ver3" hash, domain/payments.md: every posted field except `hash` and
 * `encoding`, keys sorted case-insensitively, values escaped (\ → \\, | → \|), joined with |, the
 * store key appended, SHA-512, base64. The bank's callback is checked the same way over what it
 * posts, excluding HASH.
 */
const excluded = new Set(['hash', 'encoding']);

export function nestPayHashInput(fields: Record<string, string | null | undefined>, storeKey: string): string {
  const keys = Object.keys(fields)
    .filter((key) => !excluded.has(key.toLowerCase()))
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
  return [...keys.map((key) => escape(fields[key] ?? '')), escape(storeKey)].join('|');
}

export function nestPayHash(fields: Record<string, string | null | undefined>, storeKey: string): string {
  return createHash('sha512').update(nestPayHashInput(fields, storeKey), 'utf8').digest('base64');
}
