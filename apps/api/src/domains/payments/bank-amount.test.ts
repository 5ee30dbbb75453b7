import { describe, expect, it } from 'vitest';
import { formatBankAmount, parseBankAmount } from './bank-amount';

describe('amounts as the banks write them', () => {
  it('writes kuruş as lira with two decimals, from integers only', () => {
    expect(formatBankAmount(0)).toBe('0.00');
    expect(formatBankAmount(5)).toBe('0.05');
    expect(formatBankAmount(101)).toBe('1.01');
    expect(formatBankAmount(123_456_789)).toBe('1234567.89');
    expect(() => formatBankAmount(1.5)).toThrow();
    expect(() => formatBankAmount(-1)).toThrow();
  });

  it('reads "1,01", "1.01" and "12" exactly; anything else is NaN, which no amount equals', () => {
    expect(parseBankAmount('1,01')).toBe(101);
    expect(parseBankAmount('1.01')).toBe(101);
    expect(parseBankAmount('12')).toBe(1200);
    // 0.29 × 100 is 28.999999999999996 in binary floating point; read as text it is 29.
    expect(parseBankAmount('0.29')).toBe(29);
    for (const bad of ['', '1.001', '-1', '1e3', 'abc', '1.2.3']) expect(parseBankAmount(bad)).toBeNaN();
  });
});
