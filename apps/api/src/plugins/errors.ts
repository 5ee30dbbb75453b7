import fp from 'fastify-plugin';
import { errorMessages, UNEXPECTED_ERROR_MESSAGE, UNKNOWN_OPERATION_MESSAGE } from '@ebelediye/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseOutageReason } from '../db/outage';
import { AppError } from '../errors';
import { inputMessages } from './input-guard';

/** What Fastify's own refusals (content-type parsers, body limit) say to a person. */
function fastifyInputMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return inputMessages.notJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return inputMessages.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return inputMessages.wrongType;
  }
  // secure-json-parse's SyntaxError: broken JSON, or a __proto__/constructor.prototype key.
  return error.name === 'SyntaxError' ? inputMessages.notJson : errorMessages.bad_input;
}

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
      // Fastify's own 4xx: unparseable JSON, a body too large, a wrong content type; all answered 400 in Turkish.
      return reply.status(400).send({ Message: fastifyInputMessage(error), code: 'bad_input' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ Message: UNEXPECTED_ERROR_MESSAGE, code: 'server' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      Message: `${UNKNOWN_OPERATION_MESSAGE} (${request.method} ${request.url.split('?')[0]})`,
      code: 'not_found',
    });
  });
}

/** Not encapsulated: it applies to every route of the app. */
export const errorsPlugin = fp(errors, { name: 'errors' });
