import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { complaintPhotos } from '../../db/schema';
import { errors } from '../../errors';

/** Photos of an application, for the desk only (the staff session resolves on /api/ addresses). */
export async function complaintRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/complaints/photos/:id', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
    if (!request.staff) throw errors.unauthenticated('Bu sayfa için personel girişi gerekir.');
    if (!/^[0-9a-f-]{36}$/.test(request.params.id)) throw errors.notFound('Fotoğraf bulunamadı.');
    const [photo] = await app.db
      .select({ data: complaintPhotos.data, mimeType: complaintPhotos.mimeType })
      .from(complaintPhotos)
      .where(and(eq(complaintPhotos.id, request.params.id), isNotNull(complaintPhotos.complaintId)));
    if (!photo) throw errors.notFound('Fotoğraf bulunamadı.');
    return reply.header('content-type', photo.mimeType).header('cache-control', 'private, no-store').send(photo.data);
  });
}
