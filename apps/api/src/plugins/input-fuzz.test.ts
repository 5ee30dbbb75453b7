import { operations } from '@ebelediye/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/session';

/**
 * Malformed input is refused cleanly. Property-based: for every operation of the
 * contract, anonymous and signed in, and for the bank and e-Devlet return routes, malformed bodies
 * (random JSON, wrong types in the real field names, huge strings, control characters, lone
 * surrogates, deep nesting, arrays for objects, prototype keys, broken JSON, wrong content types)
 * must never answer 5xx; a 4xx carries a Turkish Message; no header grows with the input.
 * Fixed seed and run counts: the same requests every time (docs/operations.md has the figures).
 */
const seed = 20_261_123;
const runsPerOperation = 20;
const runsPerReturnRoute = 150;
const maxHeaderLength = 2048;
/** A Turkish sentence: a letter English lacks, or one of the words our messages use ("Cep telefonu zorunludur."). */
const turkish = /[çğıöşüÇĞİÖŞÜ]|\b(zorunludur|giriniz|olabilir|fazla|Lütfen)\b/;

const returnRoutes = [
  '/api/payments/nestpay/return',
  '/api/payments/payflex/return',
  '/api/payments/payflex-cp/return',
];

/** What a careless or hostile client puts in a field. */
const short = fc.string({ maxLength: 12 });
const nastyString = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // PostgreSQL refuses NUL in text and jsonb: the one character most likely to reach it and fail.
  { weight: 3, arbitrary: fc.tuple(short, short).map(([a, b]) => `${a}\u0000${b}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(short, fc.constantFrom('\ud800', '\udfff', '\u001b', '\u007f', '\r\nLocation: x'))
      .map(([a, b]) => a + b),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('EB2026\u0000X', '../../etc/passwd', "' OR 1=1 --", '%00', '1e20', '-0', 'NaN', ''),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 6 }).map((k) => 'A'.repeat(10 ** k)) },
  { weight: 1, arbitrary: fc.integer({ min: 60_000, max: 70_000 }).map((n) => '9'.repeat(n)) },
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e20, -1e308, 1.5, Number.MAX_SAFE_INTEGER),
);
const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A body as raw text, so that keys like __proto__ and exact bytes reach the server unchanged. */
interface RawBody {
  contentType: string;
  payload: string;
}
const json = (value: unknown): RawBody => ({
  contentType: 'application/json',
  payload: JSON.stringify(value) ?? 'null',
});

/** Percent-encodes every byte (a lone surrogate becomes U+FFFD's bytes, as a browser sends it). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function nested(depth: number, inner: string): string {
  return `${'{"a":['.repeat(depth)}${inner}${']}'.repeat(depth)}`;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** A value of the field's own JSON type but at its edges: numbers past PostgreSQL's integer, long or odd text. */
function edgeValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  switch (schema?.type) {
    case 'integer':
    case 'number':
      return fc.oneof(
        nastyNumber,
        fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 63, Number.MAX_SAFE_INTEGER, 1, 2026),
      );
    case 'string':
      return fc.oneof(
        nastyString,
        fc.stringMatching(/^\d{1,30}$/),
        fc.constantFrom('EB20261123ABCDEF0123456789', '10000000146', '2026-02-30', '9999-12-31', '5321234567'),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(edgeValue(schema.items, depth + 1), { maxLength: 30 });
    case 'object':
      return depth > 3 ? fc.constant({}) : edgeObject(schema, depth + 1);
    default:
      return nastyValue;
  }
}

function edgeObject(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  return fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, edgeValue(value, depth)])),
    { requiredKeys: [] },
  );
}

/** Every kind of malformed body for an operation with this input schema. */
function malformedBody(schema: JsonSchema): fc.Arbitrary<RawBody> {
  const fields = Object.keys(schema.properties ?? {});
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.string({ maxLength: 10 });
  return fc.oneof(
    // The right shape with values at their edges: these reach the handlers and the database.
    { weight: 3, arbitrary: edgeObject(schema).map(json) },
    // The real field names with the wrong values.
    fc
      .array(fc.tuple(field, nastyValue), { minLength: 1, maxLength: 6 })
      .map((entries) => json(Object.fromEntries(entries))),
    // Any JSON at all, including arrays and scalars for the object.
    fc.jsonValue({ maxDepth: 4 }).map(json),
    fc.array(nastyValue, { maxLength: 4 }).map(json),
    // Deep nesting, in a real field and at the top.
    fc
      .tuple(field, fc.integer({ min: 9, max: 20_000 }))
      .map(([name, depth]) => ({ contentType: 'application/json', payload: `{"${name}":${nested(depth, '1')}}` })),
    fc
      .integer({ min: 9, max: 50_000 })
      .map((depth) => ({ contentType: 'application/json', payload: `${'['.repeat(depth)}${']'.repeat(depth)}` })),
    // Many keys.
    fc
      .integer({ min: 2_001, max: 3_000 })
      .map((n) => json(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])))),
    // Prototype keys.
    fc.tuple(field, fc.constantFrom('__proto__', 'constructor', 'prototype')).map(([name, key]) => ({
      contentType: 'application/json',
      payload: `{"${key}":{"isAdmin":true,"prototype":{"x":1}},"${name}":{"${key}":{"polluted":1}}}`,
    })),
    // Not JSON, or not what the header says.
    fc
      .constantFrom(
        '',
        '{',
        '{"a":1',
        'null',
        'true',
        '"text"',
        '1e999',
        '{"a":1}}',
        '\u0000',
        '[1,2,',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
      )
      .map((payload) => ({ contentType: 'application/json', payload })),
    fc.tuple(field, nastyString).map(([name, value]) => ({
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams({ [name]: value }).toString(),
    })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
          'image/png',
        ),
        fc.string({ maxLength: 50 }),
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
  );
}

/** A bank's form post gone wrong: flat fields with nasty values, form-encoded or JSON, or any body above. */
function malformedReturn(fields: string[]): fc.Arbitrary<RawBody> {
  const flat = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 80 })), nastyString), {
    minLength: 1,
    maxLength: 8,
  });
  return fc.oneof(
    flat.map((entries) => ({
      contentType: 'application/x-www-form-urlencoded',
      payload: entries.map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`).join('&'),
    })),
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((payload) => ({ contentType: 'application/x-www-form-urlencoded', payload })),
    fc
      .array(fc.tuple(fc.constantFrom(...fields), nastyValue), { minLength: 1, maxLength: 6 })
      .map((entries) => json(Object.fromEntries(entries))),
    malformedBody({ properties: Object.fromEntries(fields.map((name) => [name, {}])) }),
  );
}

const inputSchemaOf = (name: string): JsonSchema =>
  operations[name as keyof typeof operations].input.toJSONSchema({ io: 'input', unrepresentable: 'any' }) as JsonSchema;

describe('malformed input never answers 5xx (fast-check, fixed seed)', () => {
  let t: TestApp;
  let cookie: Record<string, string>;
  let sent = 0;
  const statuses = new Map<number, number>();
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t, '10000000146', 'Demo2026');
  });
  afterAll(async () => {
    // The figure docs/operations.md quotes.
    console.log(`input fuzz: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    await t?.close();
  });

  /** Each request from its own address, so that rate limits do not hide what the route itself does. */
  async function send(
    url: string,
    body: RawBody,
    headers: Record<string, string> = {},
    method: 'POST' | 'GET' = 'POST',
  ): Promise<LightMyRequestResponse> {
    sent++;
    const response = await t.app.inject({
      method,
      url,
      headers: { ...(method === 'POST' ? { 'content-type': body.contentType } : {}), ...headers },
      ...(method === 'POST' ? { payload: body.payload } : {}),
      remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    return response;
  }

  function expectClean(response: LightMyRequestResponse, what: string) {
    const context = `${what} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    expect(response.statusCode, context).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.json().Message, context).toMatch(turkish);
    }
    for (const [name, value] of Object.entries(response.headers)) {
      expect(String(value).length, `${context}: header ${name}`).toBeLessThan(maxHeaderLength);
    }
  }

  const names = Object.keys(operations);
  for (const signedIn of [false, true]) {
    // Logout with a body it ignores succeeds and would end the session the signed-in pass relies on.
    for (const name of names.filter((n) => !(signedIn && n === 'Logout'))) {
      it(`${signedIn ? 'signed in' : 'anonymous'}: ${name}`, async () => {
        await fc.assert(
          fc.asyncProperty(malformedBody(inputSchemaOf(name)), async (body) => {
            expectClean(
              await send(`/api/${name}`, body, signedIn ? cookie : {}),
              `${name} ${body.contentType} ${body.payload.slice(0, 120)}`,
            );
          }),
          { seed, numRuns: runsPerOperation, endOnFailure: true },
        );
      });
    }
  }

  const returnFields = [
    'oid',
    'ReturnOid',
    'VerifyEnrollmentRequestId',
    'Status',
    'HASH',
    'HASHPARAMSVAL',
    'mdStatus',
    'Response',
    'ErrMsg',
    'PurchAmount',
    'Eci',
    'Cavv',
    'currency',
    'PaymentToken',
    'TransactionId',
    'Rc',
  ];
  for (const route of returnRoutes) {
    it(`bank return ${route}, with and without a cookie and a query`, async () => {
      await fc.assert(
        fc.asyncProperty(
          malformedReturn(returnFields),
          fc.boolean(),
          fc.option(
            fc.oneof(nastyString.map(percentEncoded), fc.constantFrom('%ED%A0%80', '%FF%FE', '%00', '%', 'a&s=b&s=c')),
          ),
          async (body, withCookie, query) => {
            const url = query === null ? route : `${route}?s=${query}`;
            const response = await send(url, body, withCookie ? cookie : {});
            expectClean(response, `${route} ${body.contentType} ${body.payload.slice(0, 120)}`);
          },
        ),
        { seed, numRuns: runsPerReturnRoute, endOnFailure: true },
      );
    });
  }

  it('the Common Payment return by GET (the bank redirects): odd order number, token and transaction id in the query', async () => {
    await fc.assert(
      fc.asyncProperty(
        nastyString,
        nastyString,
        fc.option(nastyString),
        fc.boolean(),
        async (oid, token, transactionId, withCookie) => {
          const query = `oid=${percentEncoded(oid.slice(0, 4000))}&PaymentToken=${percentEncoded(token.slice(0, 4000))}${transactionId === null ? '' : `&TransactionId=${percentEncoded(transactionId.slice(0, 4000))}`}`;
          expectClean(
            await send(`/api/payments/payflex-cp/return?${query}`, json(null), withCookie ? cookie : {}, 'GET'),
            `cp GET ${query.slice(0, 120)}`,
          );
        },
      ),
      { seed, numRuns: runsPerReturnRoute, endOnFailure: true },
    );
  });

  it('the e-Devlet return (LoginViaEDevlet, GetPersonInfoViaEDevlet, SaveEDevletLogin): odd code, state, token and registry', async () => {
    const odd = fc.oneof(
      { weight: 6, arbitrary: nastyString },
      nastyNumber,
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.constant({ $gt: '' }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('LoginViaEDevlet', 'GetPersonInfoViaEDevlet', 'SaveEDevletLogin'),
        fc.record(
          { code: odd, state: odd, token: odd, registryOid: odd, accessToken: odd, edevlet_url: odd },
          { requiredKeys: ['code', 'state', 'token', 'registryOid', 'accessToken'] },
        ),
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
        async (name, fields, contentType) => {
          const payload =
            contentType === 'application/json'
              ? JSON.stringify(fields)
              : new URLSearchParams(
                  Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
                ).toString();
          expectClean(await send(`/api/${name}`, { contentType, payload }), `${name} ${payload.slice(0, 120)}`);
        },
      ),
      { seed, numRuns: runsPerReturnRoute, endOnFailure: true },
    );
  });

  it('the file routes: odd names for receipts and declaration PDFs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/receipts/', '/api/declarations/'),
        nastyString,
        fc.boolean(),
        async (prefix, name, withCookie) => {
          const file = percentEncoded(name.slice(0, 4000));
          expectClean(
            await send(`${prefix}${file}${name.length % 2 ? '.pdf' : ''}`, json(null), withCookie ? cookie : {}, 'GET'),
            `${prefix}${file.slice(0, 80)}`,
          );
        },
      ),
      { seed, numRuns: 60, endOnFailure: true },
    );
  });
});
