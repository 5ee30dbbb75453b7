import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** /api/docs: the OpenAPI document generated from the contract's zod schemas, and a page to browse it. */
async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'e-Belediye API',
        version: '1.0.0',
        description: 'Her işlem `POST /api/<Ad>` ile JSON gövde alır. Hatalar `{ Message, code }` biçimindedir.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ebelediye_oturum' } } },
    },
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
}

/** Not encapsulated: it applies to every route of the app. */
export const docsPlugin = fp(docs, { name: 'docs' });
