import { appSettingsSchema } from '@ebelediye/contract';
import type { FastifyInstance } from 'fastify';

/** GET /AppSetting.json (SPEC §7): the settings the web loads before it renders anything. */
export async function settingsRoutes(app: FastifyInstance) {
  app.get('/AppSetting.json', async (_request, reply) => {
    const snapshot = await app.settings.get();
    reply.header('cache-control', 'no-cache');
    return appSettingsSchema.parse(snapshot.public);
  });
}
