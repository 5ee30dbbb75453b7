import { describe, expect, it } from 'vitest';
import { newPasswordSchema, passwordPolicyText } from './session';

describe('password policy', () => {
  it('accepts eight or more characters with upper case, lower case and a digit, Turkish letters included', () => {
    expect(newPasswordSchema.safeParse('Demo2026').success).toBe(true);
    expect(newPasswordSchema.safeParse('Şifre2026').success).toBe(true);
    expect(newPasswordSchema.safeParse('ığüşöç1İ').success).toBe(true);
  });
  it('refuses a short or weak password and states the policy', () => {
    const short = newPasswordSchema.safeParse('Ab1');
    expect(short.error?.issues[0].message).toBe(`Şifre çok kısa. ${passwordPolicyText}`);
    for (const weak of ['sadeceharf', 'SADECEBUYUK1', 'kucukharf1', 'Rakamsizsifre']) {
      expect(newPasswordSchema.safeParse(weak).error?.issues[0].message).toBe(
        `Şifre yeterince güçlü değil. ${passwordPolicyText}`,
      );
    }
  });
});
