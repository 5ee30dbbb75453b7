import { accessCodeAlphabet, accessCodeLength } from '@ebelediye/contract';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The look-up's second secret (decision 054). The phone number was the second secret before, and a
 * neighbour who knows the complainant's phone — or guesses it from a narrowed Open311 list — could read
 * the complaint. Eight characters of a 32-letter alphabet are 40 bits, drawn with the CSPRNG; with the
 * per-number look-up limit, guessing one takes longer than the application lives.
 */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < accessCodeLength; i += 1) code += accessCodeAlphabet[randomInt(accessCodeAlphabet.length)];
  return code;
}

/** Bound to the tracking number, so one hash never matches another application's row. */
export function hashAccessCode(trackingNo: string, code: string): string {
  return createHash('sha256').update(`${trackingNo}:${code}`).digest('hex');
}

export function accessCodeMatches(trackingNo: string, code: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  return timingSafeEqual(Buffer.from(hashAccessCode(trackingNo, code)), Buffer.from(storedHash));
}
