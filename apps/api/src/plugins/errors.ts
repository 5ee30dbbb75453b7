import fp from 'fastify-plugin';
import { errorMessages, UNEXPECTED_ERROR_MESSAGE } from '@ebelediye/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseOutageReason } from '../db/outage';
import { AppError } from '../errors';

/** How long a client is asked to wait before trying again while the database is unreachable. */
export const outageRetryAfterSeconds = 5;

/** One handler turns every failure into `{ Message, code }`; internals go to the log, never the client. */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.warn({ code: error.code }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(error.toBody());
    }
    const outage = databaseOutageReason(error);
    if (outage) {
      // The reason only: the wrapped error carries the statement and its parameters.
      request.log.warn({ reason: outage }, 'veritabanına ulaşılamıyor');
      reply.header('retry-after', String(outageRetryAfterSeconds));
      return reply.status(503).send({ Message: errorMessages.unavailable, code: 'unavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ Message: errorMessages.too_many_requests, code: 'too_many_requests' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: unparseable JSON, a body too large, a wrong content type.
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'İstek gövdesi geçerli bir JSON değil.'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Gönderilen veri çok büyük.'
          : errorMessages.bad_input;
      return reply.status(400).send({ Message: message, code: 'bad_input' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ Message: UNEXPECTED_ERROR_MESSAGE, code: 'server' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ Message: `${request.method} ${request.url.split('?')[0]}: ${errorMessages.not_found}`, code: 'not_found' });
  });
}

/** Not encapsulated: it applies to every route of the app. */
export const errorsPlugin = fp(errors, { name: 'errors' });
