import { istanbulToday } from '@ebelediye/finance';
import type { FastifyInstance } from 'fastify';
import { defineDomain, type MemberContext, type OperationContext } from '../../domain';
import { errors } from '../../errors';
import { accrualAmountsBySource, accrualsOf as accrualsFromSource } from '../debts/accruals';
import { collectionOf, collectionsOnAccruals, type CollectionWithLines } from '../debts/collections';
import { assessAdvertising, assessCleaningTax, assessEntertainment, assessEstate } from './compute';
import { readDocument, uploadDocument } from './documents';
import { recordDeclaration } from './record';
import { declarationById, declarationsOfRegistry, documentsOfDeclarations, revenueTypeNames } from './store';
import { declarationPdf } from './summary-pdf';

const kindNames = {
  estate: 'Emlak beyanı',
  entertainment: 'Eğlence vergisi beyanı',
  advertising: 'İlan ve reklam vergisi beyanı',
  ect: 'Çevre temizlik vergisi beyanı',
} as const;

async function ownDeclaration(context: Pick<MemberContext, 'db' | 'member'>, declarationId: number) {
  const row = await declarationById(context.db, declarationId);
  if (!row || row.registryOid !== context.member.registryOid) throw errors.notFound('Beyanname bulunamadı.');
  return row;
}

async function accrualsOf(context: Pick<OperationContext, 'db'>, declarationId: number) {
  return accrualsFromSource(context.db, `declaration:${declarationId}`);
}

/** A collection as a declaration's page shows it. */
function collectionDetail(collection: CollectionWithLines) {
  return {
    collectionId: collection.collectionId,
    receiptNo: collection.receiptNo,
    collectedAt: collection.collectedAt,
    totalKurus: collection.totalKurus,
    lines: collection.lines,
  };
}

async function balances(context: Pick<MemberContext, 'db' | 'member'>) {
  const rows = await declarationsOfRegistry(context.db, context.member.registryOid);
  const lines = await accrualAmountsBySource(context.db, context.member.registryOid, 'declaration:');
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
        ? await documentsOfDeclarations(
            context.db,
            context.member.registryOid,
            rows.map(({ row }) => row.id),
          )
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
      types: (await revenueTypeNames(db)).sort((a, b) => a.name.localeCompare(b.name, 'tr')),
    }),

    GetDeclarationCollectionsForEMunicipality: async ({ declarationId }, context) => {
      await ownDeclaration(context, declarationId);
      const ids = (await accrualsOf(context, declarationId)).map((row) => row.id);
      return { collections: (await collectionsOnAccruals(context.db, ids)).map(collectionDetail) };
    },

    RetrieveCollectionDetailByCollectionOid: async ({ collectionOid }, context) => {
      const collection = await collectionOf(context.db, collectionOid);
      if (!collection || collection.registryOid !== context.member.registryOid)
        throw errors.notFound('Tahsilat bulunamadı.');
      return collectionDetail(collection);
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
