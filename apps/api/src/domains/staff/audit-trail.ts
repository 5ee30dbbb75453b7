import {
  staffActionCsvHeadings,
  staffActionFilterSchema,
  staffActionName,
  staffActionXlsxHeadings,
  staffMessages,
  firstFieldError,
  type StaffActionFilter,
  type StaffActionRow,
} from '@ebelediye/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { defineDomain, type OperationContext } from '../../domain';
import { errors } from '../../errors';
import { registriesOf } from '../session/registries';
import { recordStaffAction } from './audit';
import { requireStaff } from './guard';
import { staffActionCount, staffActionsMatching, type StaffActionQuery } from './store';

// The staff audit trail for administrators (decision 058): a filtered, paginated
// list and the same filters as a CSV an inspector opens in a spreadsheet. Reading or exporting the
// trail is itself on the trail.

const pageSize = 50;
/** An export is one file; a longer period is exported in parts. */
const exportLimit = 50_000;

async function actionRows(
  db: Queryable,
  filter: StaffActionQuery,
  limit: number,
  offset: number,
): Promise<StaffActionRow[]> {
  const rows = await staffActionsMatching(db, filter, limit, offset);
  return rows.map(({ row, userName, fullName }) => ({
    id: row.id,
    at: row.at.toISOString(),
    staff:
      row.staffId !== null && userName !== null && fullName !== null ? { id: row.staffId, userName, fullName } : null,
    action: row.action,
    actionName: staffActionName(row.action),
    entity: row.entity,
    entityId: row.entityId,
    ip: row.ip,
    requestId: row.requestId,
    subjectRegistryOid: row.subjectRegistryOid,
    detail: row.detail === null ? null : JSON.stringify(row.detail),
  }));
}

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Istanbul wall-clock time, as a Turkish reader writes it: 26.11.2026 14:05:09. */
function istanbulMoment(iso: string): string {
  const parts = new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

export function staffActionsCsv(rows: StaffActionRow[]): string {
  const lines = [staffActionCsvHeadings.map(csvCell).join(';')];
  for (const row of rows) {
    lines.push(
      [
        istanbulMoment(row.at),
        row.staff?.fullName ?? null,
        row.staff?.userName ?? null,
        row.action,
        row.entity,
        row.entityId,
        row.ip,
        row.requestId,
        row.detail,
      ]
        .map(csvCell)
        .join(';'),
    );
  }
  // A byte-order mark and semicolons: how a Turkish spreadsheet opens a CSV with its letters and columns right.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The XLSX an inspector opens in Excel: Turkish headings, the time as a date cell in Turkey's
 * wall-clock time (Excel knows no time zones) shown as gg.aa.yyyy ss:dd:nn, the action by its Turkish
 * name beside its code. Cells are written as values, never formulas.
 */
export async function staffActionsXlsx(rows: StaffActionRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'e-Belediye';
  const sheet = workbook.addWorksheet('İşlem Kaydı');
  const widths = [20, 24, 20, 34, 30, 20, 16, 22, 16, 38, 60];
  sheet.columns = staffActionXlsxHeadings.map((header, index) => ({
    header,
    key: String(index),
    width: widths[index],
    ...(index === 0 ? { style: { numFmt: 'dd.mm.yyyy hh:mm:ss' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows)
    sheet.addRow(
      [
        new Date(new Date(row.at).getTime() + 3 * 60 * 60 * 1000),
        row.staff?.fullName ?? '',
        row.staff?.userName ?? '',
        row.actionName,
        row.action,
        row.entity ?? '',
        row.entityId ?? '',
        row.subjectRegistryOid ?? '',
        row.ip ?? '',
        row.requestId ?? '',
        row.detail ?? '',
      ].map((value) => (typeof value === 'string' && /^[=+\-@]/.test(value) ? `'${value}` : value)),
    );
  if (rows.length > 0) sheet.autoFilter = { from: 'A1', to: `K${rows.length + 1}` };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type AuditContext = Pick<OperationContext, 'db' | 'request' | 'staff' | 'now'>;

/**
 * The filter as the store takes it. A citizen's number becomes their registries' oids, and the search
 * goes on the trail as a read of that citizen (one row per registry, none when the number is unknown),
 * without the number: the detail says only that a citizen was searched.
 */
async function resolveFilter(context: AuditContext, filter: StaffActionFilter): Promise<StaffActionQuery> {
  const { citizen, ...rest } = filter;
  if (!citizen) return rest;
  const registries = await registriesOf(context.db, citizen);
  const subjectRegistryOids = registries.map((registry) => registry.oid);
  for (const oid of subjectRegistryOids)
    await recordStaffAction(context, 'staff_actions.citizen_searched', {
      entity: 'staff_actions',
      subjectRegistryOid: oid,
    });
  return { ...rest, subjectRegistryOids };
}

/** What the trail records of a filter: every field but the citizen's number, which is only flagged. */
function recordedFilter(filter: StaffActionFilter): Record<string, unknown> {
  const { citizen, ...rest } = filter;
  return citizen ? { ...rest, citizen: true } : rest;
}

function parsedFilter(source: unknown): StaffActionFilter {
  const { userName: _ignored, ...raw } = (source ?? {}) as Record<string, unknown>;
  const parsed = staffActionFilterSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstFieldError(parsed.error);
    throw errors.badInput(message, field);
  }
  return parsed.data;
}

/**
 * Both exports, administrators only, each recorded with its filter and row count. GET takes the filter
 * from the address (the CSV link); POST from the body, so a citizen's number never sits in an address,
 * a browser's history or a proxy's log.
 */
function exportHandler(app: FastifyInstance, format: 'csv' | 'xlsx', from: 'query' | 'body') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.staff) throw errors.unauthenticated(staffMessages.signInRequired);
    requireStaff(request, 'administrator');
    const filter = parsedFilter(from === 'query' ? request.query : request.body);
    const context: AuditContext = { db: app.db, request, staff: request.staff, now: app.now };
    const rows = await actionRows(app.db, await resolveFilter(context, filter), exportLimit, 0);
    await recordStaffAction(context, format === 'csv' ? 'staff_actions.exported' : 'staff_actions.exported_xlsx', {
      entity: 'staff_actions',
      detail: { filter: recordedFilter(filter), rows: rows.length },
    });
    const day = new Date(app.now()).toISOString().slice(0, 10);
    reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="personel-islem-kaydi-${day}.${format}"`);
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(staffActionsCsv(rows));
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(await staffActionsXlsx(rows));
  };
}

export const staffAuditDomain = defineDomain({
  name: 'staff-audit',
  handlers: {
    GetStaffActions: async (input, context) => {
      requireStaff(context, 'administrator');
      const { page, userName: _ignored, ...filter } = input;
      const query = await resolveFilter(context, filter);
      const total = await staffActionCount(context.db, query);
      const actions = await actionRows(context.db, query, pageSize, page * pageSize);
      await recordStaffAction(context, 'staff_actions.listed', {
        entity: 'staff_actions',
        detail: { filter: recordedFilter(filter), page },
      });
      return { actions, total, pageSize };
    },
  },
  routes: async (app: FastifyInstance) => {
    const limited = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };
    /** The filtered trail as CSV (Turkish headings) or XLSX (Turkish dates), for administrators only. */
    app.get('/api/staff-actions.csv', limited, exportHandler(app, 'csv', 'query'));
    app.post('/api/staff-actions.csv', limited, exportHandler(app, 'csv', 'body'));
    app.post('/api/staff-actions.xlsx', limited, exportHandler(app, 'xlsx', 'body'));
  },
});
