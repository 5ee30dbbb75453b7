import { parseLiraToKurus } from '@ebelediye/contract';
import { describe, expect, it } from 'vitest';
import { liraText, sentResultKey } from './refund-panel';

describe('the refund dialog’s helpers', () => {
  it('offers what remains as a person types it, and reads it back to the same kuruş', () => {
    expect(liraText(12345)).toBe('123,45');
    expect(liraText(7)).toBe('0,07');
    expect(liraText(500000)).toBe('5000,00');
    for (const kurus of [1, 99, 100, 12345, 500000]) expect(parseLiraToKurus(liraText(kurus))).toBe(kurus);
  });

  it('tells the person what came of a request by its state', () => {
    expect(sentResultKey('succeeded')).toBe('refunds.sentResult.succeeded');
    expect(sentResultKey('awaiting_approval')).toBe('refunds.sentResult.awaiting_approval');
    expect(sentResultKey('unknown')).toBe('refunds.sentResult.unknown');
    expect(sentResultKey('rejected')).toBe('refunds.sentResult.other');
  });
});
