import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resolutionAttachments, resolutions, resolutionTypes } from '../../db/schema';
import { containsAllWords, searchWords } from '../../db/turkish';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';

// Council (meclis) and committee (encümen) decisions: lists with filters and Turkish search over the
// folded subject and text (position() on a folded column: the same on PGlite and PostgreSQL), the
// full text, and the signed PDF served from its own address so that a link to it can be shared.

export function attachmentUrl(id: number): string {
  return `/api/resolutions/${id}/attachment`;
}

// Left-joined (one attachment per resolution at most), so a list reads only the small columns.
const hasAttachment = sql<boolean>`${resolutionAttachments.resolutionId} is not null`;

const summaryColumns = {
  id: resolutions.id,
  kind: resolutions.kind,
  year: resolutions.year,
  number: resolutions.number,
  decidedOn: resolutions.decidedOn,
  typeCode: resolutions.typeCode,
  typeName: resolutionTypes.name,
  subject: resolutions.subject,
  hasAttachment,
};

export const resolutionsDomain = defineDomain({
  name: 'resolutions',
  handlers: {
    GetResolutionTypeList: async ({ kind }, { db }) => {
      const rows = await db
        .select()
        .from(resolutionTypes)
        .where(eq(resolutionTypes.kind, kind))
        .orderBy(asc(resolutionTypes.position));
      return { types: rows.map(({ code, name, kind: typeKind }) => ({ code, name, kind: typeKind })) };
    },

    GetResolutionList: async (input, { db }) => {
      const where = and(
        eq(resolutions.kind, input.kind),
        input.year ? eq(resolutions.year, input.year) : undefined,
        input.dateFrom ? gte(resolutions.decidedOn, input.dateFrom) : undefined,
        input.dateTo ? lte(resolutions.decidedOn, input.dateTo) : undefined,
        input.number ? eq(resolutions.number, input.number) : undefined,
        input.typeCode ? eq(resolutions.typeCode, input.typeCode) : undefined,
        containsAllWords(resolutions.searchText, searchWords(input.search)),
      );
      const order = input.sortDirection === 'asc' ? asc : desc;
      const rows = await db
        .select(summaryColumns)
        .from(resolutions)
        .innerJoin(resolutionTypes, eq(resolutionTypes.code, resolutions.typeCode))
        .leftJoin(resolutionAttachments, eq(resolutionAttachments.resolutionId, resolutions.id))
        .where(where)
        .orderBy(order(resolutions.decidedOn), order(resolutions.year), order(resolutions.number))
        .limit(input.pageSize)
        .offset(input.pageIndex * input.pageSize);
      const [{ total }] = await db.select({ total: count() }).from(resolutions).where(where);
      const years = await db
        .selectDistinct({ year: resolutions.year })
        .from(resolutions)
        .where(eq(resolutions.kind, input.kind))
        .orderBy(asc(resolutions.year));
      return {
        items: rows.map((row) => ({ ...row, hasAttachment: Boolean(row.hasAttachment) })),
        totalCount: total,
        pageIndex: input.pageIndex,
        pageSize: input.pageSize,
        years: years.map((row) => row.year),
      };
    },

    GetResolution: async ({ id }, { db }) => {
      const [row] = await db
        .select({
          ...summaryColumns,
          meeting: resolutions.meeting,
          body: resolutions.body,
          fileName: resolutionAttachments.fileName,
          sizeBytes: resolutionAttachments.sizeBytes,
        })
        .from(resolutions)
        .innerJoin(resolutionTypes, eq(resolutionTypes.code, resolutions.typeCode))
        .leftJoin(resolutionAttachments, eq(resolutionAttachments.resolutionId, resolutions.id))
        .where(eq(resolutions.id, id));
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
      const [attachment] = await app.db
        .select()
        .from(resolutionAttachments)
        .where(eq(resolutionAttachments.resolutionId, id));
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
