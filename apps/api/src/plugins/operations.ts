import { firstFieldError, type Operation, operations, pausedMessage, pauseWindowOf } from '@ebelediye/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema';
import type { Domain, Handler, OperationContext, RateLimit } from '../domain';
import { isPaused } from '../domains/settings/store';
import { checkStaffAccess } from '../domains/staff/guard';
import { AppError, errors } from '../errors';
import { createOutbound } from '../outbound';
import { inputLimits } from './input-guard';

/** Operations that carry a document keep the server's body limit; every other body is small. */
const largeBodies = new Set(['UploadFile']);

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
  const known: Record<string, Operation> = options.operations ?? operations;
  const seen = new Set<string>();
  const outbound = createOutbound(app);
  for (const domain of options.domains) {
    for (const [name, handler] of Object.entries(domain.handlers) as [string, Handler<never>][]) {
      if (seen.has(name)) throw new Error(`${name} iki alanda birden tanımlı`);
      seen.add(name);
      const operation = known[name];
      if (!operation) throw new Error(`${name} sözleşmede (packages/contract) tanımlı değil`);
      const rateLimit = (domain.rateLimits as Record<string, RateLimit> | undefined)?.[name];

      app.post(`/api/${name}`, {
        ...(largeBodies.has(name) ? {} : { bodyLimit: inputLimits.operationBodyLimit }),
        config: {
          ...(rateLimit ? { rateLimit } : { rateLimit: false }),
          // The zod schemas are the truth and validate every call (below); their JSON form only describes
          // the call in /api/docs, so it is built when the docs are first read, not at every start.
          swaggerTransform: ({ schema, url }) => ({
            url,
            schema: {
              ...schema,
              body: operation.input.toJSONSchema?.({ io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }),
              response: { 200: operation.output.toJSONSchema?.({ io: 'output', unrepresentable: 'any', target: 'openapi-3.0' }) },
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
          if (operation.changesState && isPaused(settings, now)) {
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
                actor: request.member ? `member:${request.member.memberId}` : request.staff ? `staff:${request.staff.id}` : null,
                action,
                entity: entry.entity ?? null,
                entityId: entry.entityId === undefined ? null : String(entry.entityId),
                ip: request.ip,
                requestId: String(request.id),
                detail: entry.detail ?? null,
              });
            },
          };
          const result = await handler(parsed.data as never, context);
          const output = operation.output.safeParse(result);
          if (!output.success) {
            request.log.error({ issues: output.error.issues, operation: name }, 'handler output does not match the contract');
            throw new AppError('server');
          }
          reply.header('cache-control', 'no-store');
          return output.data;
        },
      });
    }
  }
}
