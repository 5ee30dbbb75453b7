import { describe, expect, it } from 'vitest';
import { formatIban, ibanBankCode, ibanSchema, isValidIban, isValidTckn, maskIban, isValidVkn, maskIdentityNumber, maskPersonName, mobilePhoneSchema, taxIdentitySchema } from './identity';

describe('T.C. Kimlik No', () => {
  it('accepts the published valid numbers', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTckn('17291716060')).toBe(true);
  });
  it('rejects a wrong check digit, a leading zero and the wrong length', () => {
    expect(isValidTckn('17291716050')).toBe(false);
    expect(isValidTckn('01729171606')).toBe(false);
    expect(isValidTckn('1729171606')).toBe(false);
  });
});

describe('Vergi Kimlik No', () => {
  it('accepts the published valid numbers', () => {
    expect(isValidVkn('4540536920')).toBe(true);
    expect(isValidVkn('1234567890')).toBe(true);
  });
  it('rejects a wrong check digit', () => {
    expect(isValidVkn('4540536921')).toBe(false);
  });
});

describe('identity field', () => {
  it('takes either number and explains a bad one in Turkish', () => {
    expect(taxIdentitySchema.safeParse('10000000146').success).toBe(true);
    expect(taxIdentitySchema.safeParse('4540536920').success).toBe(true);
    const bad = taxIdentitySchema.safeParse('17291716050');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('Geçerli bir T.C. Kimlik No veya Vergi No giriniz.');
  });
  it('masks numbers and names', () => {
    expect(maskIdentityNumber('17291716060')).toBe('172******60');
    expect(maskPersonName('Ahmet yılmaz')).toBe('AH*** YI***');
  });
});

describe('mobile phone', () => {
  it('reads the masked form and keeps ten digits', () => {
    expect(mobilePhoneSchema.parse('(532) 123 45 67')).toBe('5321234567');
    expect(mobilePhoneSchema.safeParse('(212) 123 45 67').success).toBe(false);
  });
});

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
    expect(ibanSchema.safeParse('TR690001000000123456789012').error?.issues[0].message).toContain('kontrol basamakları tutmuyor');
    expect(ibanSchema.safeParse('TR12').error?.issues[0].message).toBe('IBAN TR ile başlayan 26 karakterdir (TR ve 24 rakam).');
  });
});
