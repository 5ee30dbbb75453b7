import { describe, expect, it } from 'vitest';
import {
  isValidTckn,
  isValidVkn,
  maskIdentityNumber,
  maskPersonName,
  mobilePhoneSchema,
  taxIdentitySchema,
} from './identity';

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
