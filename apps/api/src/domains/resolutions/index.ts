import type { FastifyInstance } from 'fastify';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';
import {
  attachmentOf,
  resolutionSummaries,
  resolutionTypesOf,
  resolutionWithAttachmentInfo,
  resolutionYears,
} from './store';

// Council (meclis) and committee (encümen) decisions: lists with filters and Turkish search over the
// folded subject and text (position() on a folded column: the same on PGlite and PostgreSQL), the
// full text, and the signed PDF served from its own address so that a link to it can be shared.

export function attachmentUrl(id: number): string {
  return `/api/resolutions/${id}/attachment`;
}

export const resolutionsDomain = defineDomain({
  name: 'resolutions',
  handlers: {
    GetResolutionTypeList: async ({ kind }, { db }) => {
      const rows = await resolutionTypesOf(db, kind);
      return { types: rows.map(({ code, name, kind: typeKind }) => ({ code, name, kind: typeKind })) };
    },

    GetResolutionList: async (input, { db }) => {
      const { rows, total } = await resolutionSummaries(db, input, input);
      const years = await resolutionYears(db, input.kind);
      return {
        items: rows.map((row) => ({ ...row, hasAttachment: Boolean(row.hasAttachment) })),
        totalCount: total,
        pageIndex: input.pageIndex,
        pageSize: input.pageSize,
        years,
      };
    },

    GetResolution: async ({ id }, { db }) => {
      const row = await resolutionWithAttachmentInfo(db, id);
      if (!row) throw errors.notFound('Aradığınız karar bulunamadı.');
      const { fileName, sizeBytes, ...resolution } = row;
      return {
        resolution: {
          ...resolution,
          hasAttachment: fileName !== null,
          attachment:
            fileName !== null && sizeBytes !== null ? { fileName, sizeBytes, url: attachmentUrl(row.id) } : null,
        },
      };
    },
  },

  routes: async (app: FastifyInstance) => {
    // A plain GET so that the link opens in the browser's PDF viewer and can be shared or bookmarked.
    app.get<{ Params: { id: string } }>('/api/resolutions/:id/attachment', async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || id < 1)
        throw errors.badInput('Karar kimliği 1 veya büyük bir tam sayı olmalıdır.', 'id');
      const attachment = await attachmentOf(app.db, id);
      if (!attachment) throw errors.notFound('Bu kararın ekli bir PDF dosyası yok.');
      reply
        .header('content-type', attachment.contentType)
        .header('content-length', String(attachment.content.length))
        .header('content-disposition', `inline; filename="${attachment.fileName}"`)
        // Published decisions do not change; a day of caching spares the database.
        .header('cache-control', 'public, max-age=86400');
      return reply.send(attachment.content);
    });
  },
});
