import type { FastifyServerOptions } from 'fastify';

/** Keys whose values never reach a log line, whatever object they sit in. */
const secretKeys = new Set([
  'password', 'newpassword', 'encryptedpassword', 'userpassword', 'userencryptedpassword', 'currentpassword',
  'pan', 'cardnumber', 'cvv', 'cv2', 'securitycode', 'expiry', 'token', 'accesstoken', 'access_token',
  'code', 'usercode', 'userentredcode', 'cookie', 'authorization', 'set-cookie', 'storekey', 'merchantpassword',
  'client_secret', 'hash', 'cavv', 'md', 'pareq',
]);

/** 15–19 digit runs are card numbers; an 11-digit number starting 1–9 is (or looks like) a TCKN. */
const cardNumber = /\b\d{15,19}\b/g;
const nationalId = /\b[1-9]\d{10}\b/g;

export function scrubText(text: string): string {
  return text
    .replace(cardNumber, (pan) => `${pan.slice(0, 6)}******${pan.slice(-4)}`)
    .replace(nationalId, (id) => `${id.slice(0, 3)}******${id.slice(-2)}`);
}

/** Deep copy of a log object with secrets removed and identity/card numbers masked (KVKK, PCI DSS). */
export function scrubLogObject(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { type: value.name, message: scrubText(value.message), stack: value.stack && scrubText(value.stack) };
  if (Array.isArray(value)) return value.map((item) => scrubLogObject(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = secretKeys.has(key.toLowerCase()) ? '[gizli]' : scrubLogObject(item, depth + 1);
  }
  return out;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    formatters: { log: (object) => scrubLogObject(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
      },
    },
    serializers: {
      // URLs never carry a TCKN by design; scrub anyway in case a client puts one in a query string.
      req: (req) => ({ method: req.method, url: scrubText(String(req.url ?? '')), remoteAddress: req.ip ?? req.socket?.remoteAddress }),
    },
  };
}
