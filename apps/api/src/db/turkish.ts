import { foldTurkish, toTurkishLowerCase } from '@ebelediye/contract';
import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

// PGlite has no ICU collations and a PostgreSQL server's default collation is whatever initdb chose,
// so Turkish order cannot come from the database. Instead each name carries a sort key, computed
// here, whose byte order (COLLATE "C") is the Turkish dictionary order of Intl.Collator('tr'):
// a b c ç d e f g ğ h ı i j k l m n o ö p (q) r s ş t u ü v (w x) y z, case ignored, numbers by value.

const alphabet = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';
// Letters go after digits (0x30–0x39) and punctuation, one byte each: 0x41 'A' … 0x60 '`'.
const letterKey = new Map([...alphabet].map((letter, index) => [letter, String.fromCharCode(0x41 + index)]));
const foreignLetters: Record<string, string> = { â: 'a', î: 'i', û: 'u', é: 'e', è: 'e', ë: 'e', ä: 'a' };

/** A key whose plain byte order is Turkish dictionary order: "Çay Sokak" sorts after "Cumhuriyet". */
export function turkishSortKey(text: string): string {
  const lower = toTurkishLowerCase(text.normalize('NFC')).trim().replace(/\s+/g, ' ');
  let key = '';
  // Numbers by value: a digit run becomes its length (one char) then the digits, so 9 < 10 < 100.
  for (const part of lower.split(/(\d+)/)) {
    if (/^\d+$/.test(part)) {
      const digits = part.replace(/^0+(?=\d)/, '');
      key += String.fromCharCode(0x30 + Math.min(digits.length, 9)) + digits;
      continue;
    }
    for (const char of part) {
      const mapped =
        letterKey.get(char) ?? [...(foreignLetters[char] ?? '')].map((c) => letterKey.get(c) ?? '').join('');
      if (mapped) key += mapped;
      else if (char === ' ') key += ' ';
      else if (char.charCodeAt(0) < 0x80) key += '!'; // punctuation sorts after a space, before digits
    }
  }
  return key;
}

/** ORDER BY a sort-key column in byte order, the same on PGlite and on any PostgreSQL server. */
export function bytewise(column: AnyColumn, direction: 'asc' | 'desc' = 'asc'): SQL {
  return direction === 'desc' ? sql`${column} collate "C" desc` : sql`${column} collate "C"`;
}

/** The folded search words of what a person typed: "  Çay  sok " → ["cay", "sok"]. */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return foldTurkish(text)
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}./-]/gu, ''))
    .filter(Boolean)
    .slice(0, 8);
}

/** Every word appears in the folded column (position() needs no LIKE escaping). */
export function containsAllWords(column: AnyColumn, words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => sql`position(${word} in ${column}) > 0`),
    sql` and `,
  );
}
