import {
  staffActionCsvHeadings,
  staffActionFilterSchema,
  staffMessages,
  firstFieldError,
  type StaffActionFilter,
  type StaffActionRow,
} from '@ebelediye/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';
import { recordStaffAction } from './audit';
import { requireStaff } from './guard';
import { staffActionCount, staffActionsMatching } from './store';

// The staff audit trail for administrators (decision 058): a filtered, paginated
// list and the same filters as a CSV an inspector opens in a spreadsheet. Reading or exporting the
// trail is itself on the trail.

const pageSize = 50;
/** An export is one file; a longer period is exported in parts. */
const exportLimit = 50_000;

async function actionRows(
  db: Queryable,
  filter: StaffActionFilter,
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
    entity: row.entity,
    entityId: row.entityId,
    ip: row.ip,
    requestId: row.requestId,
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

export const staffAuditDomain = defineDomain({
  name: 'staff-audit',
  handlers: {
    GetStaffActions: async (input, context) => {
      requireStaff(context, 'administrator');
      const { page, userName: _ignored, ...filter } = input;
      const total = await staffActionCount(context.db, filter);
      const actions = await actionRows(context.db, filter, pageSize, page * pageSize);
      await recordStaffAction(context, 'staff_actions.listed', { entity: 'staff_actions', detail: { filter, page } });
      return { actions, total, pageSize };
    },
  },
  routes: async (app: FastifyInstance) => {
    /** The filtered trail as CSV (Turkish headings), for administrators only; the export is recorded. */
    app.get(
      '/api/staff-actions.csv',
      { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async (request, reply) => {
        if (!request.staff) throw errors.unauthenticated(staffMessages.signInRequired);
        requireStaff(request, 'administrator');
        const parsed = staffActionFilterSchema.safeParse(request.query ?? {});
        if (!parsed.success) {
          const { field, message } = firstFieldError(parsed.error);
          throw errors.badInput(message, field);
        }
        const rows = await actionRows(app.db, parsed.data, exportLimit, 0);
        await recordStaffAction({ db: app.db, request, staff: request.staff, now: app.now }, 'staff_actions.exported', {
          entity: 'staff_actions',
          detail: { filter: parsed.data, rows: rows.length },
        });
        const day = new Date(app.now()).toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="personel-islem-kaydi-${day}.csv"`)
          .send(staffActionsCsv(rows));
      },
    );
  },
});
