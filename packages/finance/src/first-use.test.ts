import { describe, expect, it } from 'vitest';
import { onFirstUse } from './first-use';

describe('onFirstUse', () => {
  it('makes nothing until the first read, then the same value on every read', () => {
    let made = 0;
    const value = onFirstUse(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });
});
