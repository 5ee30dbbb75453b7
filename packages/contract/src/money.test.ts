import { describe, expect, it } from 'vitest';
import { formatKurus, parseLiraToKurus } from './money';

describe('lira typed by a person', () => {
  it('reads Turkish amounts exactly into kuruş', () => {
    expect(parseLiraToKurus('47,50')).toBe(4_750);
    expect(parseLiraToKurus('47,5')).toBe(4_750);
    expect(parseLiraToKurus('12')).toBe(1_200);
    expect(parseLiraToKurus('1.234,56')).toBe(123_456);
    expect(parseLiraToKurus(' 0,07 ')).toBe(7);
    // 0.1 + 0.2 in floating point is 0.30000000000000004; here it never comes near a float.
    expect(parseLiraToKurus('1234567,89')).toBe(123_456_789);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '4,505', '12a', '1.23,4', ',5']) expect(parseLiraToKurus(text), text).toBeNull();
  });
  it('round-trips through the display format', () => {
    expect(parseLiraToKurus(formatKurus(123_456).replace('₺', ''))).toBe(123_456);
  });
});
