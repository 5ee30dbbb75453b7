import {
  firstFieldError,
  type Operation,
  operations,
  pausedMessage,
  pauseWindowOf,
  turkishMessagesReady,
} from '@ebelediye/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CheckedAnswer, checkOutput } from '../checked-answer';
import { auditLog } from '../db/schema';
import type { ContextFor, Domain, Handler, OperationContext, RateLimit } from '../domain';
import type { SessionCache } from '../domains/session/session-cache';
import { registryTag } from '../domains/debts/debt-list-answers';
import { currentTokenHash } from '../domains/session/sessions';
import { isPaused } from '../domains/settings/snapshot';
import { checkStaffAccess } from '../domains/staff/guard';
import { errors } from '../errors';
import { createOutbound } from '../outbound';
import { inputLimits } from './input-guard';

/**
 * Operations that carry a document keep the server's body limit (or their own); every other body is
 * small. A complaint photo may be 10 MB, 13.4 MB in base64.
 */
const largeBodies: Record<string, number | undefined> = {
  UploadFile: undefined,
  UploadComplaintPhoto: 14 * 1024 * 1024 + 64 * 1024,
  // A logo is at most 512 kB (683 kB in base64); a little more, so a larger one hears why it is refused.
  UploadDeskLogo: 1024 * 1024,
};

function checkAccess(operation: Operation, request: FastifyRequest): void {
  if (operation.access === 'public') return;
  if (operation.access === 'staff') return checkStaffAccess(operation, request);
  if (!request.member) throw errors.unauthenticated();
  if (operation.access === 'employee' && !request.member.isEmployee) {
    throw errors.forbidden('Bu bilgiler yalnızca belediye personeline açıktır.');
  }
}

/**
 * Mounts POST /api/<Name> for every operation of the contract that a domain handles: access check,
 * pause window, input validation (400 naming the field), the handler, output serialization.
 */
export async function operationsPlugin(
  app: FastifyInstance,
  options: { domains: Domain[]; operations?: Record<string, Operation> },
) {
  // A 400 names the field in Turkish from the first call on (zod-config loads the sentences apart).
  await turkishMessagesReady;
  const known: Record<string, Operation> = options.operations ?? operations;
  const seen = new Set<string>();
  const outbound = createOutbound(app);
  // Without the session plugin (a bare app in a test) there are no sessions to forget.
  const sessionCache = app.hasDecorator('sessionCache') ? app.sessionCache : undefined;
  const debtLists = app.hasDecorator('debtLists') ? app.debtLists : undefined;
  for (const domain of options.domains) {
    for (const [name, handler] of Object.entries(domain.handlers) as [string, Handler<never>][]) {
      if (seen.has(name)) throw new Error(`${name} iki alanda birden tanımlı`);
      seen.add(name);
      const operation = known[name];
      if (!operation) throw new Error(`${name} sözleşmede (packages/contract) tanımlı değil`);
      const rateLimit = (domain.rateLimits as Record<string, RateLimit> | undefined)?.[name];

      app.post(`/api/${name}`, {
        ...(name in largeBodies
          ? largeBodies[name]
            ? { bodyLimit: largeBodies[name] }
            : {}
          : { bodyLimit: inputLimits.operationBodyLimit }),
        config: {
          ...(rateLimit ? { rateLimit } : { rateLimit: false }),
          // The zod schemas are the truth and validate every call (below); their JSON form only describes
          // the call in /api/docs, so it is built when the docs are first read, not at every start.
          swaggerTransform: ({ schema, url }) => ({
            url,
            schema: {
              ...schema,
              body: operation.input.toJSONSchema?.({ io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }),
              response: {
                200: operation.output.toJSONSchema?.({ io: 'output', unrepresentable: 'any', target: 'openapi-3.0' }),
              },
            },
          }),
        },
        schema: {
          summary: operation.summary,
          tags: [operation.domain],
          security: operation.access === 'public' ? [] : [{ session: [] }],
          description: `Erişim: ${operation.access}${operation.changesState ? ' · durum değiştirir' : ''}`,
        },
        handler: async (request, reply) => {
          checkAccess(operation, request);
          const settings = await app.settings.get();
          const now = app.now();
          if (operation.changesState && !operation.runsDuringPause && isPaused(settings, now)) {
            throw errors.paused(pausedMessage(pauseWindowOf(settings.public)));
          }
          const parsed = operation.input.safeParse(request.body ?? {});
          if (!parsed.success) {
            const { field, message } = firstFieldError(parsed.error);
            throw errors.badInput(message, field);
          }
          const context: OperationContext = {
            db: app.db,
            settings,
            member: request.member,
            staff: request.staff,
            request,
            reply,
            config: app.config,
            outbound,
            log: request.log,
            now: app.now,
            audit: async (action, entry = {}) => {
              await app.db.insert(auditLog).values({
                actor: request.member
                  ? `member:${request.member.memberId}`
                  : request.staff
                    ? `staff:${request.staff.id}`
                    : null,
                action,
                entity: entry.entity ?? null,
                entityId: entry.entityId === undefined ? null : String(entry.entityId),
                ip: request.ip,
                requestId: String(request.id),
                detail: entry.detail ?? null,
              });
            },
          };
          let result;
          try {
            // checkAccess (above) refused the call unless the person its access level requires is
            // present: the context is the one the handler's type (ContextFor<access>) promises.
            result = await handler(parsed.data as never, context as ContextFor<never>);
          } finally {
            // The call may have changed what the caller's session stands for (password, account,
            // sign-out) or what they owe (an order's holds, a declaration, a plan); the database
            // tells every process too, but this process's next call must not come before that. An
            // anonymous membership call (a password reset) may touch anyone's session.
            if (operation.changesState && sessionCache) forgetSessionsTouchedBy(sessionCache, operation, request);
            if (operation.changesState && request.member && debtLists)
              debtLists.drop(registryTag(request.member.registryOid));
          }
          reply.header('cache-control', 'no-store');
          if (result instanceof CheckedAnswer) {
            // Checked and serialized when it was kept; compressed at most once per encoding.
            const { body, encoding } = result.encodedFor(request.headers['accept-encoding']);
            reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
            if (encoding) reply.header('content-encoding', encoding);
            return reply.send(body);
          }
          return checkOutput(name, operation, result, request.log);
        },
      });
    }
  }
}

function forgetSessionsTouchedBy(cache: SessionCache, operation: Operation, request: FastifyRequest): void {
  const tokenHash = currentTokenHash(request);
  if (tokenHash) cache.forget(tokenHash);
  if (request.member?.memberId != null) cache.forgetMember(request.member.memberId);
  else if (!request.member && operation.domain === 'session') cache.clear();
}
