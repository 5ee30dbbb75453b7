import { describe, expect, it } from 'vitest';
import { turkishDate, turkishPeriod } from './dates';

describe('dates as a Turkish reader writes them', () => {
  it('a day is dd.mm.yyyy', () => {
    expect(turkishDate('2026-10-05')).toBe('05.10.2026');
  });
  it('a month is its Turkish name and the year, from the wire period or from year and month', () => {
    expect(turkishPeriod('2026-10')).toBe('Ekim 2026');
    expect(turkishPeriod('2027-01')).toBe('Ocak 2027');
    expect(turkishPeriod(2026, 8)).toBe('Ağustos 2026');
    expect(turkishPeriod(2026, 12)).toBe('Aralık 2026');
  });
  it('what is not a month comes back unchanged, never as "undefined 2026"', () => {
    expect(turkishPeriod('2026-13')).toBe('2026-13');
    expect(turkishPeriod('Ekim')).toBe('Ekim');
    expect(turkishPeriod(2026, 0)).toBe('2026');
  });
});
