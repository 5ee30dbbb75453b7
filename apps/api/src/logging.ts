import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type DestinationStream, stdSerializers } from 'pino';

/**
 * Fields whose values never reach a log line (KVKK, PCI DSS), as the code and the banks spell them:
 * secrets, card data, and the identity and phone numbers (`userName` and `ID` carry a TCKN/VKN here).
 */
const hiddenFields = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'encryptedPassword',
  'userPassword',
  'pan',
  'Pan',
  'cardNumber',
  'CardNumber',
  'card',
  'cvv',
  'Cvv',
  'cv2',
  'Cvv2',
  'expiry',
  'Expiry',
  'securityCode',
  'token',
  'accessToken',
  'access_token',
  'altcha',
  'smsCode',
  'userEntredCode',
  'usercode',
  'cookie',
  'cookies',
  'set-cookie',
  'authorization',
  'StoreKey',
  'MerchantPassword',
  'client_secret',
  'hash',
  'HASH',
  'cavv',
  'Cavv',
  'CAVV',
  'md',
  'MD',
  'PaReq',
  'userName',
  'ID',
  'identityNo',
  'tckn',
  'TCKN',
  'vkn',
  'phone',
  'Phone',
  'phoneNumber',
  'gsm',
  'mobilePhone',
]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The log object with hidden fields replaced, down to `depth` nested plain objects. It is copied only
 * where a hidden field sits (a request line has none, so it costs a few key look-ups). pino's
 * `redact` would do the same with `*.field` paths, but at about 120 µs a line for this list.
 */
export function hideFields(object: Record<string, unknown>, depth = 2): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    const value = object[key];
    const replacement = hiddenFields.has(key)
      ? '[gizli]'
      : depth > 0 && isPlainObject(value)
        ? hideFields(value, depth - 1)
        : value;
    if (replacement !== value) {
      copy ??= { ...object };
      copy[key] = replacement;
    }
  }
  return copy ?? object;
}

/** 15–19 digit runs are card numbers; 11 digits starting 1–9 a TCKN; a Turkish mobile number 5xx xxx xx xx. */
const cardNumber = /\b\d{15,19}\b/g;
const nationalId = /\b[1-9]\d{10}\b/g;
const mobilePhone = /\b(?:\+?90|0)?5\d{9}\b/g;

/** Masks card, identity and phone numbers inside free text (messages, error texts, URLs). */
export function scrubText(text: string): string {
  return text
    .replace(cardNumber, (pan) => `${pan.slice(0, 6)}******${pan.slice(-4)}`)
    .replace(nationalId, (id) => `${id.slice(0, 3)}******${id.slice(-2)}`)
    .replace(mobilePhone, (phone) => `${phone.slice(0, -7)}*****${phone.slice(-2)}`);
}

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    formatters: { log: (object) => hideFields(object) },
    hooks: {
      // Messages are short strings; masking them is cheap and catches a number put in a message by mistake.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
    serializers: {
      // A driver's or a library's error text may quote a value (PostgreSQL's detail of a duplicate key).
      err: (error: Error) => {
        const serialized = stdSerializers.err(error);
        for (const [key, value] of Object.entries(serialized))
          if (typeof value === 'string') serialized[key] = scrubText(value);
        return serialized;
      },
    },
  };
}

/**
 * One line per request, when its answer is sent: method, path (never the query string: e-Devlet's
 * code and state travel there), route, status, duration in ms and the client's address.
 */
async function requestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    const line = {
      method: request.method,
      url: scrubText(path),
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (reply.statusCode >= 500) request.log.error(line, 'istek');
    else request.log.info(line, 'istek');
  });
}

/** Not encapsulated: it logs every route of the app. */
export const requestLogPlugin = fp(requestLog, { name: 'request-log' });
