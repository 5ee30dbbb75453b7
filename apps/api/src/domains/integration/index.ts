import { defineDomain } from '../../domain';
import { integrationDeskHandlers } from './desk';

/**
 * The revenue system's bridge. Its operations here are the desk's (the credentials); the integration
 * API itself is a plain Fastify plugin under /integration/v1 (door.ts), apart from /api.
 */
export const integrationDomain = defineDomain({
  name: 'integration',
  handlers: integrationDeskHandlers,
});

export { integrationPlugin } from './door';
