import { orderNoPattern } from '@ebelediye/contract';
import type { FastifyRequest } from 'fastify';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors } from '../../errors';
import { hasControlCharacter } from '../../plugins/input-guard';
import { payFlexReturnPath } from './card-keeper';
import type { ReturnRoute } from './gateway';
import { cpOrderParam } from './payflex-cp';

/**
 * What the bank-return routes accept (/api/payments/nestpay/return, /api/payments/payflex/return,
 * /api/payments/payflex-cp/return).
 * A bank posts a flat form of short text fields; anything else — nesting, a NUL byte, a megabyte
 * order number — is refused with 400 before it reaches the database, a log line or a header.
 */
export const bankReturnBodyLimit = 64 * 1024;
const maxFields = 100;
const maxKeyLength = 64;
const maxValueLength = 4096;

export const badReturnMessage =
  'Bankadan dönen bilgiler okunamadı. Ödemenizin sonucunu Borç Sorgulama ekranındaki "Ödemelerim" bölümünden görebilirsiniz; kartınızdan iki kez çekim yapılmaz.';

/** The form as flat strings, with the order number (the first of `orderFields` posted) well-formed; otherwise 400. */
export function bankReturnFields(
  body: unknown,
  orderFields: string[],
): { fields: Record<string, string>; orderNo: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw errors.badInput(badReturnMessage);
  const entries = Object.entries(body);
  if (entries.length > maxFields) throw errors.badInput(badReturnMessage);
  for (const [key, value] of entries) {
    if (
      typeof value !== 'string' ||
      key.length > maxKeyLength ||
      value.length > maxValueLength ||
      hasControlCharacter(key) ||
      hasControlCharacter(value)
    ) {
      throw errors.badInput(badReturnMessage);
    }
  }
  const fields = body as Record<string, string>;
  const orderNo = orderFields.map((name) => fields[name]).find((value) => value !== undefined && value !== '');
  if (orderNo === undefined || !orderNoPattern.test(orderNo))
    throw errors.badInput('Bankadan dönen sipariş numarası geçersiz.', orderFields[0]);
  return { fields, orderNo };
}

/**
 * The return addresses, one per protocol family (a gateway names its own: `returnRoute`): where the
 * bank sends the browser back, and how its form is read — the order number's field, and for Common
 * Payment the bank's references, refused with 400 before the attempt is looked up.
 */
export const returnRoutes: Record<
  ReturnRoute,
  {
    path: string;
    methods: ('GET' | 'POST')[];
    orderFields: string[];
    read(request: FastifyRequest): { fields: Record<string, string>; orderNo: string };
  }
> = {
  nestpay: {
    path: '/api/payments/nestpay/return',
    methods: ['POST'],
    orderFields: ['oid', 'ReturnOid'],
    read: (request) => bankReturnFields(request.body, ['oid', 'ReturnOid']),
  },
  payflex: {
    path: payFlexReturnPath,
    methods: ['POST'],
    orderFields: ['VerifyEnrollmentRequestId'],
    read: (request) => bankReturnFields(request.body, ['VerifyEnrollmentRequestId']),
  },
  'payflex-cp': {
    path: '/api/payments/payflex-cp/return',
    methods: ['GET', 'POST'],
    orderFields: [cpOrderParam],
    read: (request) => {
      const posted = bankReturnFields(cpReturnInput(request), [cpOrderParam]);
      cpReturnReference(posted.fields);
      return posted;
    },
  },
};

/**
 * Rate limits of the return routes count per order number, not per address: behind a proxy every
 * citizen shares one address, and a bank's genuine callbacks must not wait for a stranger's. A post
 * without a usable order number is counted by address (and refused anyway).
 */
export function returnRateKey(route: string, orderFields: string[]) {
  return (request: FastifyRequest): string => {
    // The order number may ride in the body (a bank's form) or in our own return address (Common Payment).
    const sources = [request.body, request.query].filter(
      (source): source is Record<string, unknown> => !!source && typeof source === 'object',
    );
    const orderNo = sources
      .flatMap((source) => orderFields.map((name) => source[name]))
      .find((value) => typeof value === 'string' && value !== '');
    return typeof orderNo === 'string' && orderNoPattern.test(orderNo)
      ? `${route}:order:${orderNo}`
      : `${route}:ip:${request.ip}`;
  };
}

/** A per-attempt secret for the PayFlex return address: 256 random bits, URL-safe. */
export function newReturnSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashReturnSecret(secret) };
}

function hashReturnSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether the return carries this attempt's secret; compared as hashes, in constant time. */
export function returnSecretMatches(storedHash: string | null, given: unknown): boolean {
  if (!storedHash || typeof given !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(given)) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashReturnSecret(given), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The Common Payment return as one flat record: a GET carries everything in its query; a POST carries
 * the bank's fields in its body and our order number in the address, which wins. Anything but an
 * object is handed on as it is, for bankReturnFields to refuse.
 */
export function cpReturnInput(request: FastifyRequest): unknown {
  const query = request.query;
  if (request.method === 'GET') return query;
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...(body as object), ...(query as object) };
}

/** The bank's references on a Common Payment return: short tokens of letters, digits and dashes, else 400. */
const bankReference = /^[A-Za-z0-9-]{1,64}$/;
export function cpReturnReference(fields: Record<string, string>): { paymentToken: string; transactionId?: string } {
  const { PaymentToken: paymentToken, TransactionId: transactionId } = fields;
  if (paymentToken === undefined || !bankReference.test(paymentToken))
    throw errors.badInput('Bankadan dönen ödeme anahtarı geçersiz.', 'PaymentToken');
  if (transactionId !== undefined && transactionId !== '' && !bankReference.test(transactionId))
    throw errors.badInput('Bankadan dönen işlem numarası geçersiz.', 'TransactionId');
  return { paymentToken, transactionId: transactionId || undefined };
}

/** Whether the return's token is the one the bank gave this attempt; compared in constant time. */
export function bankTokenMatches(stored: string | null, given: string): boolean {
  if (!stored) return false;
  const expected = createHash('sha256').update(stored, 'utf8').digest();
  const actual = createHash('sha256').update(given, 'utf8').digest();
  return timingSafeEqual(expected, actual);
}
