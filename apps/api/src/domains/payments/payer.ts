import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationContext } from '../../domain';
import { errors } from '../../errors';
import { isHttps } from '../session/sessions';
import type { AttemptRow } from './attempts';

/**
 * Who is paying: a signed-in person, or someone who looked up their debts on /FastPayment without
 * signing in — that look-up leaves a signed, httpOnly cookie naming the registry for 30 minutes.
 */
export const fastPaymentCookie = 'ebelediye_hizli_odeme';
const fastPaymentLifetimeMs = 30 * 60_000;

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function grantFastPayment(
  reply: FastifyReply,
  request: FastifyRequest,
  registryOid: string,
  secret: string,
  now: Date,
): void {
  const expires = now.getTime() + fastPaymentLifetimeMs;
  const value = `${registryOid}.${expires}`;
  reply.setCookie(fastPaymentCookie, `${value}.${sign(value, secret)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    expires: new Date(expires),
  });
}

export function fastPaymentRegistry(request: FastifyRequest, secret: string, now: Date): string | null {
  const cookie = request.cookies[fastPaymentCookie];
  if (!cookie) return null;
  const parts = cookie.split('.');
  if (parts.length !== 3) return null;
  const [registryOid, expires, signature] = parts;
  const expected = sign(`${registryOid}.${expires}`, secret);
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected)))
    return null;
  return Number(expires) > now.getTime() ? registryOid : null;
}

export interface Payer {
  registryOid: string;
  channel: 'member' | 'fast';
}

export function payerOf(context: OperationContext): Payer {
  if (context.member) return { registryOid: context.member.registryOid, channel: 'member' };
  const registryOid = fastPaymentRegistry(context.request, context.settings.secret('machineKey'), context.now());
  if (registryOid) return { registryOid, channel: 'fast' };
  throw errors.unauthenticated('Ödeme için giriş yapınız ya da Hızlı Ödeme ekranından borcunuzu sorgulayınız.');
}

/** The attempt, if it belongs to the payer; someone else's order number is a 404, not a 403, so it reveals nothing. */
export function ownAttempt<T extends Pick<AttemptRow, 'registryOid'>>(attempt: T | undefined, payer: Payer): T {
  if (!attempt || attempt.registryOid !== payer.registryOid)
    throw errors.notFound('Bu sipariş numarasıyla bir ödemeniz bulunamadı.');
  return attempt;
}
