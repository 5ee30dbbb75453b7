import {
  banks,
  type BankCode,
  deskPaymentChannelNames,
  deskPaymentExportLimit,
  deskPaymentFilterSchema,
  deskPaymentMessages,
  deskPaymentPageSize,
  paymentStateNames,
  type DeskPayment,
  type DeskPaymentFilter,
  type DeskPaymentRow,
  firstFieldError,
  GetDeskPayment,
  maskIdentityNumber,
  orderNoPattern,
  SearchDeskPayments,
} from '@ebelediye/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineDomain, type OperationContext } from '../../domain';
import { errors, guaranteed } from '../../errors';
import { recordStaffAction } from '../staff/audit';
import { checkStaffAccess } from '../staff/guard';
import { deskPaymentsCsv, deskPaymentsXlsx } from './desk-payments-export';
import { receiptPdf } from './receipt';
import {
  deskPaymentCount,
  deskPaymentEvents,
  deskPaymentLines,
  deskPaymentOrder,
  type DeskPaymentListRow,
  deskPaymentRows,
  registryOidsWithIdentity,
} from './store/desk-payments';

// Payments at the revenue office's desk (decision 082). Every read that shows a citizen's data is on
// the staff audit trail with the citizen (`subjectRegistryOid`): a search by identity number, an
// order's page, its receipt and an export. The identity number itself never goes into the trail.

function bankName(code: string): string {
  return banks[code as BankCode]?.name ?? code;
}

function fullName(name: string, surname: string): string {
  return [name, surname].filter(Boolean).join(' ');
}

function toRow(row: DeskPaymentListRow): DeskPaymentRow {
  return {
    orderNo: row.orderNo,
    receiptNo: row.receiptNo,
    createdAt: row.createdAt.toISOString(),
    collectedAt: row.collectedAt?.toISOString() ?? null,
    state: row.state,
    stateName: paymentStateNames[row.state],
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    amountKurus: row.amountKurus,
    payerName: fullName(row.payerName, row.payerSurname),
    payerIdentityMasked: maskIdentityNumber(row.payerIdentityNo),
  };
}

/** The filter as the audit trail keeps it: what was asked, without the identity number. */
function auditedFilter(filter: DeskPaymentFilter): Record<string, unknown> {
  const { identityNo, ...rest } = filter;
  return identityNo ? { ...rest, byIdentityNo: true } : rest;
}

type ReadContext = Pick<OperationContext, 'db' | 'request' | 'staff' | 'now'>;

/**
 * Records a read of the list: one row per citizen the identity number named (usually one; none found
 * is recorded too, without a subject), one row otherwise.
 */
async function recordListRead(
  context: ReadContext,
  action: string,
  registryOids: string[] | undefined,
  detail: Record<string, unknown>,
): Promise<void> {
  const subjects = registryOids && registryOids.length > 0 ? registryOids : [null];
  for (const subjectRegistryOid of subjects)
    await recordStaffAction(context, action, { entity: 'payment', detail, subjectRegistryOid });
}

async function matching(context: ReadContext, filter: DeskPaymentFilter) {
  return filter.identityNo ? await registryOidsWithIdentity(context.db, filter.identityNo) : undefined;
}

// Bank messages are kept without card data (settle.ts withoutCardData); whatever else looks like a
// secret, a 3-D Secure value or a card number is masked again here before staff see it.
const secretKey =
  /(hash|secret|password|passwd|storekey|key$|token|cavv|xid|^md$|cv2|cvv|cvc|^pan$|cardnumber|cardkeeper|expdate|expiry|sessioninfo)/i;
// Already masked by the bank, or naming a method rather than holding a secret.
const plainKey = /^masked|algorithm$/i;
/** A card number is 15–19 digits (cardSchema); shorter runs are references, client ids, dates. */
const cardDigits = /\d(?:[ -]?\d){14,18}/g;

/** A run of 15–19 digits kept as its first six and last four, the rest starred. */
function maskCardNumbers(text: string): string {
  return text.replace(cardDigits, (found) => {
    const digits = found.replace(/\D/g, '');
    return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
  });
}

export function maskedFields(raw: unknown, prefix = ''): { name: string; value: string }[] {
  if (raw === null || raw === undefined) return [];
  if (typeof raw !== 'object') return [{ name: prefix || 'değer', value: maskCardNumbers(String(raw)) }];
  const fields: { name: string; value: string }[] = [];
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (secretKey.test(key) && !plainKey.test(key)) fields.push({ name, value: '•••• (gizli)' });
    else if (value !== null && typeof value === 'object') fields.push(...maskedFields(value, name));
    else fields.push({ name, value: maskCardNumbers(String(value ?? '')) });
  }
  return fields;
}

export const deskReceiptPath = (orderNo: string) => `/api/desk-receipts/${orderNo}.pdf`;

async function deskPayment(context: ReadContext, orderNo: string): Promise<DeskPayment> {
  const found = await deskPaymentOrder(context.db, orderNo);
  if (!found) throw errors.notFound(deskPaymentMessages.notFound);
  const { attempt, payer, collection } = found;
  const [lines, events] = [await deskPaymentLines(context.db, orderNo), await deskPaymentEvents(context.db, orderNo)];
  await recordStaffAction(context, 'payment.viewed', {
    entity: 'payment',
    entityId: orderNo,
    subjectRegistryOid: attempt.registryOid,
  });
  return {
    orderNo: attempt.orderNo,
    state: attempt.state,
    stateName: paymentStateNames[attempt.state],
    channel: attempt.channel,
    channelName: deskPaymentChannelNames[attempt.channel],
    bankCode: attempt.bankCode,
    bankName: bankName(attempt.bankCode),
    storeType: attempt.storeType,
    amountKurus: attempt.amountKurus,
    createdAt: attempt.createdAt.toISOString(),
    updatedAt: attempt.updatedAt.toISOString(),
    maskedPan: attempt.maskedPan ? maskCardNumbers(attempt.maskedPan) : null,
    authCode: attempt.authCode,
    hostRefNum: attempt.hostRefNum,
    transId: attempt.transId,
    errorMessage: attempt.errorMessage,
    payer: {
      name: fullName(payer.name, payer.surname),
      identityMasked: maskIdentityNumber(payer.identityNo),
      registryNo: payer.registryNo,
    },
    receipt:
      collection && attempt.state === 'PAID'
        ? {
            receiptNo: collection.receiptNo,
            collectedAt: collection.collectedAt.toISOString(),
            totalKurus: collection.totalKurus,
            url: deskReceiptPath(orderNo),
          }
        : null,
    lines,
    events: events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      fromState: (event.fromState as DeskPayment['state'] | null) ?? null,
      toState: event.toState as DeskPayment['state'],
      toStateName: paymentStateNames[event.toState as DeskPayment['state']] ?? event.toState,
      source: event.source,
      fields: maskedFields(event.raw),
    })),
  };
}

/** The query string of a download as the filter schema reads it: empty fields dropped, amounts as numbers. */
function filterFromQuery(request: FastifyRequest): DeskPaymentFilter {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    values[key] = /AmountKurus$/.test(key) && /^\d{1,15}$/.test(value) ? Number(value) : value;
  }
  const parsed = deskPaymentFilterSchema.safeParse(values);
  if (!parsed.success) {
    const { field, message } = firstFieldError(parsed.error);
    throw errors.badInput(message, field);
  }
  return parsed.data;
}

/** Istanbul's day of `now`, for a file's name. */
function istanbulDay(now: Date): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const deskPaymentsDomain = defineDomain({
  name: 'desk-payments',
  handlers: {
    SearchDeskPayments: async (input, context) => {
      const { page, userName: _ignored, ...filter } = input;
      const registryOids = await matching(context, filter);
      const [total, rows] = [
        await deskPaymentCount(context.db, filter, registryOids),
        await deskPaymentRows(context.db, filter, registryOids, deskPaymentPageSize, page * deskPaymentPageSize),
      ];
      await recordListRead(context, 'payments.searched', registryOids, { filter: auditedFilter(filter), page, total });
      return { payments: rows.map(toRow), total, pageSize: deskPaymentPageSize };
    },

    GetDeskPayment: async ({ orderNo }, context) => deskPayment(context, orderNo),
  },
  routes: async (app: FastifyInstance) => {
    // A file is a query of up to 10,000 rows: a person downloads a few a minute, a script would more.
    const limited = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

    /** The filtered list as a download, CSV or XLSX, for the revenue desk only; recorded with its citizen. */
    app.get('/api/desk-payments.:format', limited, async (request, reply) => {
      checkStaffAccess(SearchDeskPayments, request);
      const format = (request.params as { format: string }).format;
      if (format !== 'csv' && format !== 'xlsx') throw errors.notFound('Böyle bir dosya biçimi yok.');
      const filter = filterFromQuery(request);
      const context = { db: app.db, request, staff: request.staff, now: app.now };
      const registryOids = await matching(context, filter);
      const total = await deskPaymentCount(app.db, filter, registryOids);
      if (total > deskPaymentExportLimit) throw errors.badInput(deskPaymentMessages.tooMany, 'from');
      const rows = (await deskPaymentRows(app.db, filter, registryOids, deskPaymentExportLimit, 0)).map(toRow);
      await recordListRead(context, 'payments.exported', registryOids, {
        filter: auditedFilter(filter),
        format,
        rows: rows.length,
      });
      const name = `odemeler-${istanbulDay(app.now())}.${format}`;
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(deskPaymentsCsv(rows));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await deskPaymentsXlsx(rows, `Ödemeler ${istanbulDay(app.now())}`));
    });

    /** An order's receipt for the revenue desk (the citizen's own is /api/receipts/…); recorded with its citizen. */
    app.get('/api/desk-receipts/:file', limited, async (request, reply) => {
      checkStaffAccess(GetDeskPayment, request);
      const orderNo = String((request.params as { file: string }).file).replace(/\.pdf$/, '');
      // Checked before the database and the content-disposition header see it.
      if (!orderNoPattern.test(orderNo)) throw errors.notFound(deskPaymentMessages.noReceipt);
      const found = await deskPaymentOrder(app.db, orderNo);
      if (!found || found.attempt.state !== 'PAID' || !found.collection)
        throw errors.notFound(deskPaymentMessages.noReceipt);
      const settings = await app.settings.get();
      const pdf = await receiptPdf(app.db, settings, guaranteed(found.collection.id, 'collection id'));
      await recordStaffAction({ db: app.db, request, staff: request.staff, now: app.now }, 'payment_receipt.viewed', {
        entity: 'payment',
        entityId: orderNo,
        subjectRegistryOid: found.attempt.registryOid,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="makbuz-${orderNo}.pdf"`)
        .send(pdf);
    });
  },
});
