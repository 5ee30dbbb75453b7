import type { FastifyInstance } from 'fastify';
import { complaintMessages, deskAccessMessages } from '@ebelediye/contract';
import { errors } from '../../errors';
import { recordStaffAction } from '../staff/audit';
import { mayOpen, requireComplaintDesk } from './desk';
import { attachedPhoto } from './store';

/**
 * Photos of an application, for the desk only (the staff session resolves on /api/ addresses): the
 * application's unit, or an administrator within an hour of a reasoned read (decision 056). Every
 * photo shown is a read of personal data, on the audit trail.
 */
export async function complaintRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/api/complaints/photos/:id',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      if (!request.staff) throw errors.unauthenticated('Bu sayfa için personel girişi gerekir.');
      const staff = requireComplaintDesk(request);
      if (!/^[0-9a-f-]{36}$/.test(request.params.id)) throw errors.notFound('Fotoğraf bulunamadı.');
      const photo = await attachedPhoto(app.db, request.params.id);
      if (!photo) throw errors.notFound('Fotoğraf bulunamadı.');
      const context = { db: app.db, request, staff, now: app.now };
      if (!(await mayOpen(context, staff, { id: photo.complaintId, unitId: photo.unitId }))) {
        throw errors.forbidden(
          staff.role === 'administrator' ? deskAccessMessages.readReasonFirst : complaintMessages.notInYourUnit,
        );
      }
      await recordStaffAction(context, 'complaint.photo_viewed', {
        entity: 'complaint',
        entityId: photo.complaintId,
        subjectRegistryOid: photo.registryOid,
        detail: { photoId: request.params.id },
      });
      return reply.header('content-type', photo.mimeType).header('cache-control', 'private, no-store').send(photo.data);
    },
  );
}
