import { describe, expect, it } from 'vitest';
import { formatIban, ibanBankCode, ibanSchema, isValidIban, maskIban } from './iban';

describe('IBAN', () => {
  // The published Turkish example of the ECBS IBAN registry and Wikipedia's "International Bank
  // Account Number" article; the others are worked here: 98 − ((BBAN + "TR00") mod 97), e.g. for
  // Ziraat (00010) with account 0000123456789012: 68, so TR68 0001 0000 0012 3456 7890 12.
  it('accepts the published example and worked ones, with or without spaces, in any case', () => {
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('tr330006100519786457841326')).toBe(true);
    expect(isValidIban('TR680001000000123456789012')).toBe(true);
    expect(isValidIban('TR510006400000123456789012')).toBe(true);
  });
  it('refuses a wrong check digit, a swapped pair, the wrong length and another country', () => {
    expect(isValidIban('TR34 0006 1005 1978 6457 8413 26')).toBe(false);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 62')).toBe(false);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 2')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(false);
  });
  it('reads the bank code, prints groups of four and masks the middle', () => {
    expect(ibanBankCode('TR33 0006 1005 1978 6457 8413 26')).toBe('00061');
    expect(ibanBankCode('TR680001000000123456789012')).toBe('00010');
    expect(formatIban('TR680001000000123456789012')).toBe('TR68 0001 0000 0012 3456 7890 12');
    expect(maskIban('TR680001000000123456789012')).toBe('TR68 **** **** **** **** **90 12');
  });
  it('explains a bad IBAN in Turkish', () => {
    expect(ibanSchema.parse('tr68 0001 0000 0012 3456 7890 12')).toBe('TR680001000000123456789012');
    expect(ibanSchema.safeParse('TR690001000000123456789012').error?.issues[0].message).toContain(
      'kontrol basamakları tutmuyor',
    );
    expect(ibanSchema.safeParse('TR12').error?.issues[0].message).toBe(
      'IBAN TR ile başlayan 26 karakterdir (TR ve 24 rakam).',
    );
  });
});
