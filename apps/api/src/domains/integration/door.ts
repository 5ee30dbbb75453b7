import { errorMessages, integrationBatchMax, integrationDoorMessages, integrationMessages } from '@ebelediye/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { databaseOutageReason } from '../../db/outage';
import { AppError, guaranteed } from '../../errors';
import { outageRetryAfterSeconds } from '../../plugins/errors';
import { hasControlCharacter, inputMessages } from '../../plugins/input-guard';
import { eventsAfter } from '../events/feed';
import { consume, throttleKey, type ThrottleRule } from '../session/throttle';
import { addressAllowed, hashIntegrationKey } from './credentials';
import { idempotencyKeyOf, onceByKey, requestHash } from './idempotency';
import { applyBatch } from './inbound';
import { integrationOpenApi, integrationPrefix, integrationWrites } from './openapi';
import { IntegrationRefusal } from './refusal';
import { integrationClientByKeyHash, markIntegrationClientUsed, type IntegrationClientRow } from './store/clients';

/**
 * The integration API's door (decision 077): /integration/v1, apart from the citizen API's /api. A
 * connected system authenticates with its key (`Authorization: Bearer gys_…`) from an address on its
 * allow-list; every write carries an Idempotency-Key; each client has its own rate limit. Refusals
 * are `{ message, code, field? }` in Turkish, never a stack trace.
 */

/** A batch of 1,000 collections of 100 lines each stays under this; a bigger body is refused, not read. */
export const integrationBodyLimit = 16 * 1024 * 1024;

/** Per client: 20 calls a second on average; a first load goes through files, not through this. */
const callsPerMinute = 1200;

/** Missing or wrong keys, per address, counted in the database so every process sees them. */
const badKeysPerAddress: ThrottleRule = { limit: 20, windowMs: 10 * 60_000, lockMs: 15 * 60_000 };

/** Deepest valid row: a collection's lines (body → rows → row → lines → line → field). */
const maxDepth = 8;

const clients = new WeakMap<FastifyRequest, IntegrationClientRow>();
const rawBodies = new WeakMap<FastifyRequest, string>();

/** The rows of a batch, or the refusal of a body that is not one. */
function batchRowsOf(body: unknown): unknown[] {
  const rows = body && typeof body === 'object' && !Array.isArray(body) ? (body as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(rows))
    throw new IntegrationRefusal(400, 'bad_input', integrationDoorMessages.bodyNotBatch, { field: 'rows' });
  if (rows.length === 0) throw new IntegrationRefusal(400, 'batch_empty', integrationMessages.batchEmpty);
  if (rows.length > integrationBatchMax)
    throw new IntegrationRefusal(400, 'batch_too_large', integrationMessages.batchTooLarge);
  const problem = bodyProblem(rows);
  if (problem) throw new IntegrationRefusal(400, 'bad_input', problem);
  return rows;
}

/**
 * What no row may hold, whatever its kind: control characters or lone surrogates (PostgreSQL refuses
 * NUL and unpaired surrogates in text) and deep nesting. The citizen API's guard counts nodes too; a
 * batch of a thousand rows has many, and the batch bound above limits them already.
 */
function bodyProblem(rows: unknown[]): string | undefined {
  const stack: { value: unknown; depth: number }[] = rows.map((value) => ({ value, depth: 2 }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) return inputMessages.badCharacter;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return inputMessages.tooDeep;
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return inputMessages.badKey;
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Fastify's own refusals (content type, body size, broken JSON) in Turkish. */
function frameworkRefusal(error: FastifyError): IntegrationRefusal {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new IntegrationRefusal(400, 'bad_input', inputMessages.tooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new IntegrationRefusal(400, 'bad_input', inputMessages.wrongType);
  }
  return new IntegrationRefusal(400, 'bad_input', inputMessages.notJson);
}

export async function integrationPlugin(app: FastifyInstance) {
  // JSON only, its raw text kept: the Idempotency-Key stands for the body exactly as it was sent.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: integrationBodyLimit },
    (request, body, done) => {
      rawBodies.set(request, String(body));
      parseJson(request, String(body), done);
    },
  );

  app.setErrorHandler((error: FastifyError | AppError | IntegrationRefusal, request, reply) => {
    let refusal: IntegrationRefusal;
    if (error instanceof IntegrationRefusal) refusal = error;
    else if (error instanceof AppError)
      refusal = new IntegrationRefusal(error.status, error.code, error.message, {
        field: error.field,
        headers: error.headers,
      });
    else if (databaseOutageReason(error)) {
      request.log.warn({ reason: databaseOutageReason(error) }, 'veritabanına ulaşılamıyor');
      refusal = new IntegrationRefusal(503, 'unavailable', errorMessages.unavailable, {
        headers: { 'retry-after': String(outageRetryAfterSeconds) },
      });
    } else if (error.statusCode === 429)
      refusal = new IntegrationRefusal(429, 'too_many_requests', errorMessages.too_many_requests);
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) refusal = frameworkRefusal(error);
    else {
      request.log.error({ err: error }, 'entegrasyon API’sinde beklenmedik hata');
      refusal = new IntegrationRefusal(500, 'server', integrationDoorMessages.unexpected);
    }
    if (refusal.extra.headers) reply.headers(refusal.extra.headers);
    if (refusal.status === 401) reply.header('www-authenticate', 'Bearer realm="integration"');
    return reply.status(refusal.status).send(refusal.toBody());
  });

  /** Counts a missing or wrong key against the address, then refuses it. */
  async function refuseKey(request: FastifyRequest, refusal: IntegrationRefusal): Promise<IntegrationRefusal> {
    await consume(
      app.db,
      throttleKey('integration-bad-key', request.ip),
      badKeysPerAddress,
      app.now(),
      integrationDoorMessages.badKeys,
    );
    return refusal;
  }

  async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const key = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
    const unauthenticated = new IntegrationRefusal(401, 'unauthenticated', integrationMessages.unauthenticated);
    if (!key) throw await refuseKey(request, unauthenticated);
    const client = await integrationClientByKeyHash(app.db, hashIntegrationKey(key));
    if (!client) throw await refuseKey(request, unauthenticated);
    if (client.revokedAt)
      throw await refuseKey(request, new IntegrationRefusal(401, 'revoked', integrationMessages.revoked));
    if (!addressAllowed(client.allowList, request.ip)) {
      request.log.warn({ client: client.keyPrefix, ip: request.ip }, 'entegrasyon çağrısı izin listesi dışından');
      throw new IntegrationRefusal(403, 'ip_not_allowed', integrationMessages.ipNotAllowed);
    }
    await markIntegrationClientUsed(app.db, client.id, app.now());
    clients.set(request, client);
  }

  const perClient = {
    rateLimit: {
      max: callsPerMinute,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `integration:${clients.get(request)?.id ?? request.ip}`,
    },
  };

  const authenticated = { onRequest: authenticate, config: perClient };

  for (const write of integrationWrites) {
    const path = `${integrationPrefix}/${write.kind}`;
    app.post(path, { ...authenticated, bodyLimit: integrationBodyLimit }, async (request, reply) => {
      const client = guaranteed(clients.get(request), 'the authenticated integration client');
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const rows = batchRowsOf(request.body);
      const answer = await onceByKey(
        app.db,
        {
          clientId: client.id,
          key,
          requestHash: requestHash('POST', path, rawBodies.get(request) ?? ''),
          now: app.now(),
        },
        async () => {
          const result = await applyBatch(app.db, write.kind, rows, { dryRun: false, now: app.now() });
          // A batch with errors wrote nothing: its answer is not kept, so the corrected batch may reuse the key.
          return result.applied
            ? { status: 200, body: JSON.stringify(result), keep: true }
            : {
                status: 422,
                body: JSON.stringify({
                  message: integrationMessages.batchHasErrors,
                  code: 'batch_has_errors',
                  results: result.results,
                }),
                keep: false,
              };
        },
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
    });
  }

  app.get(`${integrationPrefix}/events`, authenticated, async (request) => {
    const client = guaranteed(clients.get(request), 'the authenticated integration client');
    const query = request.query as Record<string, unknown>;
    const after = query.after;
    if (after !== undefined && (typeof after !== 'string' || after.length > 200))
      throw new IntegrationRefusal(400, 'bad_input', integrationDoorMessages.afterInvalid, { field: 'after' });
    const limitText = query.limit ?? '100';
    const limit = typeof limitText === 'string' && /^\d{1,3}$/.test(limitText) ? Number(limitText) : 0;
    if (limit < 1 || limit > 500)
      throw new IntegrationRefusal(400, 'bad_input', integrationDoorMessages.limitInvalid, { field: 'limit' });
    const page = await eventsAfter(app.db, after === '' ? undefined : after, limit, {
      clientId: client.id,
      now: app.now(),
    });
    return { data: page.events, next: page.next };
  });

  // The document is public: a vendor reads it before it holds a key.
  app.get(`${integrationPrefix}/openapi.json`, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(integrationOpenApi()),
  );

  // Anything else under the prefix is this API's 404, not the SPA or the citizen API's.
  app.all(`${integrationPrefix}/*`, async () => {
    throw new IntegrationRefusal(404, 'not_found', integrationDoorMessages.notFound);
  });
}
