import type { Queryable } from '../../db/client';
import { errors } from '../../errors';
import { type Quota, returnQuota, takeQuota, throttleKey, waitText } from '../session/throttle';
import type { CodePurpose } from './codes';

/**
 * How many verification codes may be sent (decision 052). Limits that stop an
 * attacker, not citizens: codes are counted per phone *and purpose*, so restructuring and then
 * cancelling a contract never share a count; an address is not what decides, since a mobile
 * carrier puts a whole town behind one — an anonymous request must solve a fresh captcha each time
 * instead, and the address limit is only a high backstop against a captcha farm.
 */
export type SmsCodePurpose = CodePurpose | 'staff_sign_in';

export const smsQuotas = {
  /** One phone, one purpose: a person asking again because a message was slow, not more. */
  perPhoneAndPurpose: { limit: 3, windowMs: 15 * 60_000 },
  /** One phone, every purpose: a number cannot be flooded by switching purposes. */
  perPhonePerDay: { limit: 10, windowMs: 24 * 60 * 60_000 },
  /** One address, anonymous requests that each solved a captcha: a backstop only. */
  perAddressWithCaptcha: { limit: 100, windowMs: 60 * 60_000 },
  /** A staff member's sign-in codes (the right password each time). */
  staffSignIn: { limit: 6, windowMs: 15 * 60_000 },
} satisfies Record<string, Quota>;

const purposeNames: Record<SmsCodePurpose, string> = {
  register: 'üyelik başvurusu',
  phone_change: 'telefon değişikliği',
  complaint: 'başvuru',
  restructuring: 'borç yapılandırma',
  contract_cancellation: 'abonelik iptali',
  staff_sign_in: 'personel girişi',
};

function windowText(quota: Quota): string {
  const minutes = quota.windowMs / 60_000;
  return minutes % 60 === 0 ? `${minutes / 60 === 1 ? 'bir' : minutes / 60} saatte` : `${minutes} dakikada`;
}

/** The sentences of a refusal: what happened (no failure is implied) and when to ask again. */
export const smsQuotaMessages = {
  perPhoneAndPurpose: (purpose: SmsCodePurpose, wait: string) =>
    `Bu telefon numarasına ${purposeNames[purpose]} için son ${windowText(smsQuotas.perPhoneAndPurpose)} ${smsQuotas.perPhoneAndPurpose.limit} doğrulama kodu gönderildi. Yeni kodu ${wait} sonra isteyebilirsiniz; gelen son kodu kullanabilirsiniz.`,
  perPhonePerDay: (wait: string) =>
    `Bu telefon numarasına son 24 saatte ${smsQuotas.perPhonePerDay.limit} doğrulama kodu gönderildi. Yeni kodu ${wait} sonra isteyebilirsiniz.`,
  perAddressWithCaptcha: (wait: string) =>
    `Bu internet bağlantısından son bir saatte çok sayıda doğrulama kodu istendi. Lütfen ${wait} sonra tekrar deneyiniz.`,
  staffSignIn: (wait: string) =>
    `Bu personel hesabına son ${windowText(smsQuotas.staffSignIn)} ${smsQuotas.staffSignIn.limit} giriş kodu gönderildi. Yeni kodu ${wait} sonra isteyebilirsiniz; gelen son kod geçerliyse onu kullanabilirsiniz.`,
};

interface Step {
  key: string;
  quota: Quota;
  message: (wait: string) => string;
}

/**
 * Takes one code from every quota that applies, or none: when one refuses, the uses already taken
 * are given back and the refusal (429 with Retry-After) names that quota and when to try again.
 * `address` only for an anonymous request that solved a captcha; a signed-in member or a staff
 * member is counted by phone (their own, on record) alone.
 */
export async function consumeSmsQuota(
  db: Queryable,
  request: { phone: string; purpose: SmsCodePurpose; address?: string },
  now: Date,
): Promise<void> {
  const { phone, purpose, address } = request;
  const steps: Step[] = [
    ...(address
      ? [
          {
            key: throttleKey('sms-address-captcha', address),
            quota: smsQuotas.perAddressWithCaptcha,
            message: smsQuotaMessages.perAddressWithCaptcha,
          },
        ]
      : []),
    purpose === 'staff_sign_in'
      ? {
          key: throttleKey('sms-staff-sign-in', phone),
          quota: smsQuotas.staffSignIn,
          message: smsQuotaMessages.staffSignIn,
        }
      : {
          key: throttleKey(`sms-${purpose}`, phone),
          quota: smsQuotas.perPhoneAndPurpose,
          message: (wait: string) => smsQuotaMessages.perPhoneAndPurpose(purpose, wait),
        },
    // A desk worker signs in many times a day (30 idle minutes end a session): their code has its own quota only.
    ...(purpose === 'staff_sign_in'
      ? []
      : [
          {
            key: throttleKey('sms-phone-day', phone),
            quota: smsQuotas.perPhonePerDay,
            message: smsQuotaMessages.perPhonePerDay,
          },
        ]),
  ];
  const taken: string[] = [];
  for (const step of steps) {
    const { allowed, retryAt } = await takeQuota(db, step.key, step.quota, now);
    if (!allowed) {
      await returnQuota(db, step.key);
      for (const key of taken) await returnQuota(db, key);
      const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
      throw errors.tooManyRequests(step.message(waitText(retryAt, now)), seconds);
    }
    taken.push(step.key);
  }
}
