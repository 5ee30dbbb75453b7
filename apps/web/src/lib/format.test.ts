import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './format';

describe('dates on the debt screens', () => {
  it('writes a due date in Turkish day order', () => {
    expect(formatDay('2026-11-30')).toBe('30.11.2026');
  });

  it('writes a collection moment on the Istanbul clock', () => {
    expect(formatMoment('2025-05-31T07:15:00.000Z')).toBe('31.05.2025 10:15');
  });
});
