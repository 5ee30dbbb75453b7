import { istanbulToday } from '@ebelediye/finance';
import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accruals, collectionLines, collections, declarations, documents, revenueTypes } from '../../db/schema';
import { defineDomain, type MemberContext, type OperationContext } from '../../domain';
import { errors } from '../../errors';
import { assessAdvertising, assessCleaningTax, assessEntertainment, assessEstate } from './compute';
import { readDocument, uploadDocument } from './documents';
import { recordDeclaration } from './record';
import { declarationPdf } from './summary-pdf';

const kindNames = {
  estate: 'Emlak beyanı',
  entertainment: 'Eğlence vergisi beyanı',
  advertising: 'İlan ve reklam vergisi beyanı',
  ect: 'Çevre temizlik vergisi beyanı',
} as const;

async function ownDeclaration(context: Pick<MemberContext, 'db' | 'member'>, declarationId: number) {
  const [row] = await context.db.select().from(declarations).where(eq(declarations.id, declarationId));
  if (!row || row.registryOid !== context.member.registryOid) throw errors.notFound('Beyanname bulunamadı.');
  return row;
}

async function accrualsOf(context: Pick<OperationContext, 'db'>, declarationId: number) {
  return context.db
    .select()
    .from(accruals)
    .where(eq(accruals.source, `declaration:${declarationId}`))
    .orderBy(asc(accruals.dueDate), asc(accruals.id));
}

async function collectionDetails(context: Pick<OperationContext, 'db'>, collectionIds: number[]) {
  if (collectionIds.length === 0) return [];
  const rows = await context.db
    .select()
    .from(collections)
    .where(inArray(collections.id, collectionIds))
    .orderBy(desc(collections.collectedAt));
  const lines = await context.db
    .select({ line: collectionLines, description: accruals.description })
    .from(collectionLines)
    .innerJoin(accruals, eq(accruals.id, collectionLines.accrualId))
    .where(inArray(collectionLines.collectionId, collectionIds));
  return rows.map((row) => ({
    collectionId: row.id,
    receiptNo: row.receiptNo,
    collectedAt: row.collectedAt.toISOString(),
    totalKurus: row.totalKurus,
    lines: lines
      .filter(({ line }) => line.collectionId === row.id)
      .map(({ line, description }) => ({
        accrualId: line.accrualId,
        description,
        principalKurus: line.principalKurus,
        interestKurus: line.interestKurus,
      })),
  }));
}

async function balances(context: Pick<MemberContext, 'db' | 'member'>) {
  const rows = await context.db
    .select()
    .from(declarations)
    .where(eq(declarations.registryOid, context.member.registryOid))
    .orderBy(desc(declarations.submittedAt));
  const lines = await context.db
    .select({ source: accruals.source, principal: accruals.principalKurus, paid: accruals.paidKurus })
    .from(accruals)
    .where(and(eq(accruals.registryOid, context.member.registryOid), like(accruals.source, 'declaration:%')));
  return rows.map((row) => {
    const mine = lines.filter((line) => line.source === `declaration:${row.id}`);
    const paidKurus = mine.reduce((total, line) => total + Math.min(line.paid, line.principal), 0);
    return { row, totalKurus: row.totalKurus, paidKurus, openKurus: row.totalKurus - paidKurus };
  });
}

const today = (context: OperationContext) => istanbulToday(context.now());

export const declarationsDomain = defineDomain({
  name: 'declarations',
  handlers: {
    PreviewEMunicipalityEstateDeclaration: async (input, context) =>
      (await assessEstate(context.db, context.member.registryOid, input, today(context))).computation,
    PreviewEMunicipalityEntertainmentDeclaration: async (input, context) =>
      (await assessEntertainment(context.db, input, today(context))).computation,
    PreviewEMunicipalityAdDeclaration: async (input, context) =>
      (await assessAdvertising(context.db, input, today(context))).computation,
    PreviewEMunicipalityECTDeclaration: async (input, context) =>
      (await assessCleaningTax(context.db, input, today(context))).computation,

    RecordEMunicipalityEstateDeclaration: async (input, context) =>
      recordDeclaration(
        context,
        'estate',
        await assessEstate(context.db, context.member.registryOid, input, today(context)),
        input,
      ),
    RecordEMunicipalityEntertainmentDeclaration: async (input, context) =>
      recordDeclaration(context, 'entertainment', await assessEntertainment(context.db, input, today(context)), input),
    RecordEMunicipalityAdDeclaration: async (input, context) =>
      recordDeclaration(context, 'advertising', await assessAdvertising(context.db, input, today(context)), input),
    RecordEMunicipalityECTDeclaration: async (input, context) =>
      recordDeclaration(context, 'ect', await assessCleaningTax(context.db, input, today(context)), input),

    RetrieveDeclarationSummary: async (_input, context) => {
      const rows = await balances(context);
      const attached = rows.length
        ? await context.db
            .select({
              declarationId: documents.declarationId,
              fileId: documents.id,
              fileName: documents.fileName,
              mimeType: documents.mimeType,
              sizeBytes: documents.sizeBytes,
            })
            .from(documents)
            .where(
              and(
                eq(documents.registryOid, context.member.registryOid),
                inArray(
                  documents.declarationId,
                  rows.map(({ row }) => row.id),
                ),
              ),
            )
            .orderBy(asc(documents.createdAt))
        : [];
      return {
        declarations: rows.map(({ row, totalKurus, paidKurus, openKurus }) => ({
          declarationId: row.id,
          declarationNo: row.declarationNo,
          kind: row.kind,
          kindName: kindNames[row.kind],
          year: row.year,
          title: row.title,
          submittedAt: row.submittedAt.toISOString(),
          totalKurus,
          paidKurus,
          openKurus,
          summaryUrl: `/api/declarations/${row.id}.pdf`,
          documents: attached
            .filter((file) => file.declarationId === row.id)
            .map(({ declarationId: _declarationId, ...file }) => file),
        })),
      };
    },

    GetDeclarationAccrumentBalancesofEMunicipality: async (_input, context) => ({
      balances: (await balances(context)).map(({ row, totalKurus, paidKurus, openKurus }) => ({
        declarationId: row.id,
        declarationNo: row.declarationNo,
        totalKurus,
        paidKurus,
        openKurus,
      })),
    }),

    GetDeclarationAccruments: async ({ declarationId }, context) => {
      await ownDeclaration(context, declarationId);
      return {
        accruals: (await accrualsOf(context, declarationId)).map((row) => ({
          accrualId: row.id,
          revenueCode: row.revenueCode,
          description: row.description,
          installment: row.installment,
          dueDate: row.dueDate,
          principalKurus: row.principalKurus,
          paidKurus: row.paidKurus,
        })),
      };
    },

    RetrieveAccrumentModulTypes: async (_input, { db }) => ({
      types: (await db.select({ code: revenueTypes.code, name: revenueTypes.name }).from(revenueTypes)).sort((a, b) =>
        a.name.localeCompare(b.name, 'tr'),
      ),
    }),

    GetDeclarationCollectionsForEMunicipality: async ({ declarationId }, context) => {
      await ownDeclaration(context, declarationId);
      const ids = (await accrualsOf(context, declarationId)).map((row) => row.id);
      const lines = ids.length
        ? await context.db
            .select({ collectionId: collectionLines.collectionId })
            .from(collectionLines)
            .where(inArray(collectionLines.accrualId, ids))
        : [];
      return { collections: await collectionDetails(context, [...new Set(lines.map((line) => line.collectionId))]) };
    },

    RetrieveCollectionDetailByCollectionOid: async ({ collectionOid }, context) => {
      const [row] = await context.db.select().from(collections).where(eq(collections.id, collectionOid));
      if (!row || row.registryOid !== context.member.registryOid) throw errors.notFound('Tahsilat bulunamadı.');
      return (await collectionDetails(context, [row.id]))[0];
    },

    UploadFile: async ({ fileName, contentBase64 }, context) => {
      const result = await uploadDocument(context.db, context.member.registryOid, fileName, contentBase64);
      await context.audit('document.uploaded', {
        entity: 'document',
        entityId: result.fileId,
        detail: { mimeType: result.mimeType, sizeBytes: result.sizeBytes },
      });
      return result;
    },

    GetFile: async ({ fileId }, context) => readDocument(context.db, context.member.registryOid, fileId),
  },
  rateLimits: {
    UploadFile: { max: 30, timeWindow: '1 minute' },
  },
  routes: async (app: FastifyInstance) => {
    app.get('/api/declarations/:file', async (request, reply) => {
      if (!request.member) throw errors.unauthenticated();
      const text = String((request.params as { file: string }).file).replace(/\.pdf$/, '');
      // Digits only, within PostgreSQL's integer: "1e20" is a JavaScript integer but no row id.
      if (!/^\d{1,9}$/.test(text)) throw errors.notFound('Beyanname bulunamadı.');
      const id = Number(text);
      await ownDeclaration({ db: app.db, member: request.member }, id);
      const pdf = await declarationPdf(app.db, await app.settings.get(), id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="beyanname-${id}.pdf"`)
        .send(pdf);
    });
  },
});
