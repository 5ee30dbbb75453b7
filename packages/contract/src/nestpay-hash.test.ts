import { describe, expect, it } from 'vitest';
import { nestPayHash, nestPayHashInput } from './nestpay-hash';

describe('NestPay hash ver3', () => {
  // The worked example of domain/payments.md (store key 123456).
  const fields = {
    clientid: '190100000',
    storetype: '3d',
    amount: '100.25',
    oid: 'order222',
    okUrl: 'https://domain.com/success',
    failUrl: 'https://domain.com/fail_url',
    rnd: '12345',
    hashAlgorithm: 'ver3',
    lang: 'tr',
    currency: '949',
    islemtipi: 'Auth',
    taksit: '',
  };

  it('builds the published string: keys sorted case-insensitively, store key last', () => {
    expect(nestPayHashInput(fields, '123456')).toBe(
      '100.25|190100000|949|https://domain.com/fail_url|ver3|Auth|tr|order222|https://domain.com/success|12345|3d||123456',
    );
  });

  it('gives the published hash', () => {
    expect(nestPayHash(fields, '123456')).toBe(
      '4aUsG5hqlIFLc9s8PKc5rWb2OLhmxDDewNgKa2XrwoYCIxlyVq8Fjl4IVaZzoqL983CfTseicmnTA0PjZr74xg==',
    );
  });

  it('leaves hash and encoding out and escapes pipes and backslashes', () => {
    expect(nestPayHashInput({ a: 'x|y', B: 'c\\d', HASH: 'ignored', encoding: 'utf-8' }, 'k|ey')).toBe(
      'x\\|y|c\\\\d|k\\|ey',
    );
  });
});
