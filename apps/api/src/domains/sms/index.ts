import type { FastifyInstance } from 'fastify';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';
import { createOutbound } from '../../outbound';
import { verifyCaptcha } from '../session/captcha';
import { checkCode, createCode } from './codes';
import { enqueueSms } from './outbox';
import { consumeSmsQuota } from './quota';
import { sendSms, type SmsAccount } from './provider';
import type { Queryable } from '../../db/client';
import { parameterValue } from '../reference/parameters';

export async function smsAccount(app: FastifyInstance): Promise<SmsAccount> {
  const settings = await app.settings.get();
  return {
    url: app.config.SMS_PROVIDER_URL,
    usercode: settings.secret('SMSUsername'),
    password: app.config.SMS_PASSWORD,
    header: settings.secret('TransmissionID'),
  };
}

/** The function the outbox job sends with. */
export function smsSender(app: FastifyInstance) {
  const outbound = createOutbound(app);
  return async (phone: string, body: string) => sendSms(outbound, await smsAccount(app), phone, body);
}

export async function codeLifetimeMinutes(db: Queryable): Promise<number> {
  const minutes = Number(await parameterValue(db, 'SMS_KOD_GECERLILIK_DK'));
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 5;
}

export const smsDomain = defineDomain({
  name: 'sms',
  handlers: {
    SendSms: async ({ phone, purpose, altcha }, { db, request, now, settings, audit }) => {
      if (purpose === 'phone_change' && !request.member?.memberId) throw errors.unauthenticated();
      await verifyCaptcha(request.server, db, altcha);
      const at = now();
      // The same answer whoever owns the number, so the call cannot be used to probe phone numbers.
      // Counted per phone and purpose; the captcha above, not the address, is what stops a script.
      await consumeSmsQuota(db, { phone, purpose, address: request.ip }, at);
      const minutes = await codeLifetimeMinutes(db);
      const { reference } = await db.transaction(async (tx) => {
        const created = await createCode(tx, phone, purpose, minutes * 60_000, at);
        await enqueueSms(tx, {
          phone,
          purpose: 'code',
          body: `${settings.public.MunicipalityName} doğrulama kodunuz: ${created.code}. Kod ${minutes} dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.`,
        });
        return created;
      });
      await audit('sms.code_sent', { entity: 'sms_code', entityId: reference, detail: { purpose } });
      return { operationReferenceNumber: reference, expiresInSeconds: minutes * 60 };
    },

    ValidateCode: async ({ operationReferenceNumber, userEntredCode }, { db, now }) => {
      await checkCode(db, operationReferenceNumber, userEntredCode, now());
      return { valid: true as const };
    },
  },
  rateLimits: {
    ValidateCode: { max: 30, timeWindow: '1 minute' },
  },
});
