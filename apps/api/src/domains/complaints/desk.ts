import {
  complaintKindNames,
  complaintMessages,
  complaintStatusNames,
  complaintTransitions,
  defaultPublicNotes,
  formatAccessCode,
  type DeskComplaint,
  type DeskComplaintSummary,
  deskAccessMessages,
  type StaffRole,
} from '@ebelediye/contract';
import { daysBetween, istanbulToday } from '@ebelediye/finance';
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client';
import type { Handlers, OperationContext, RateLimit, StaffMember } from '../../domain';
import { IllegalTransition } from '../../db/transition';
import { errors, guaranteed } from '../../errors';
import { maskPhone } from '../session/registries';
import { enqueueSms } from '../sms/outbox';
import { recordStaffAction } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import { hashAccessCode, newAccessCode } from './access-code';
import { mayText, recordComplaintStatus, statusSms } from './service';
import {
  addNote,
  allCategories,
  assignUnit,
  categoryById,
  categoryByCode,
  changeStatus,
  complaintById,
  deskEventsOf,
  hasReasonedReadSince,
  insertCategoryLast,
  insertOpen311Key,
  open311KeyList,
  openStatuses,
  photoIdsOf,
  queueCount,
  revokeOpen311Key,
  summaryRows,
  unitById,
  unitList,
  updateCategory,
  type ComplaintRow,
  type Open311KeyRow,
  type QueueFilter,
  type SummaryRow,
} from './store';

/**
 * The desk's calls on complaints (decision 056). A complaints operator and a unit manager see and act
 * on their own unit's applications only; an administrator sees the whole queue, and reads one outside
 * their unit only with a reason, which the audit trail keeps — that reasoned read then opens the
 * application (its photos, its actions) to them for an hour. Every read of an application's personal
 * data and every change writes the staff audit trail (recordStaffAction); a change in its transaction.
 */

const pageSize = 25;
/** The contract-cancellation desk's operators have no business with complaints. */
const complaintDeskRoles = [
  'complaints_operator',
  'unit_manager',
  'administrator',
] as const satisfies readonly StaffRole[];
/** How long an administrator's reasoned read keeps an application open to them. */
const reasonedReadMs = 60 * 60_000;

function canSeeAll(staff: StaffMember): boolean {
  return staff.role === 'administrator';
}

function inOwnUnit(staff: StaffMember, row: { unitId: number | null }): boolean {
  return row.unitId !== null && row.unitId === staff.unitId;
}

export function requireComplaintDesk(context: Pick<OperationContext, 'staff'>): StaffMember {
  const staff = requireStaff(context);
  if (!(complaintDeskRoles as readonly StaffRole[]).includes(staff.role))
    throw errors.forbidden(deskAccessMessages.complaintsRoleRequired);
  return staff;
}

/** Whether this staff member read the application with a reason within the last hour. */
export async function hasReasonedRead(
  db: Queryable,
  staffId: number,
  complaintId: number,
  now: Date,
): Promise<boolean> {
  return hasReasonedReadSince(db, staffId, complaintId, new Date(now.getTime() - reasonedReadMs));
}

/** May this staff member see the application's personal data (its photos) or act on it now? */
export async function mayOpen(
  context: Pick<OperationContext, 'db' | 'now'>,
  staff: StaffMember,
  row: { id: number; unitId: number | null },
): Promise<boolean> {
  if (inOwnUnit(staff, row)) return true;
  return canSeeAll(staff) && hasReasonedRead(context.db, staff.id, row.id, context.now());
}

async function loadForStaff(context: OperationContext, id: number): Promise<{ staff: StaffMember; row: ComplaintRow }> {
  const staff = requireComplaintDesk(context);
  const row = await complaintById(context.db, id);
  if (!row) throw errors.notFound('Başvuru bulunamadı.');
  if (!(await mayOpen(context, staff, row)))
    throw errors.forbidden(canSeeAll(staff) ? deskAccessMessages.readReasonFirst : complaintMessages.notInYourUnit);
  return { staff, row };
}

function toSummary(row: SummaryRow, today: string): DeskComplaintSummary {
  const createdDay = istanbulToday(row.createdAt);
  return {
    id: row.id,
    trackingNo: row.trackingNo,
    kind: row.kind,
    kindName: complaintKindNames[row.kind],
    categoryCode: row.categoryCode,
    categoryName: row.categoryName,
    placeText: row.placeText,
    status: row.status,
    statusName: complaintStatusNames[row.status],
    unit: row.unitId === null ? null : { id: row.unitId, name: row.unitName ?? '' },
    createdAt: row.createdAt.toISOString(),
    ageDays: Math.max(0, daysBetween(createdDay, today)),
    deadline: row.deadline,
    law: row.law,
    overdue: (openStatuses as readonly string[]).includes(row.status) && row.deadline < today,
    source: row.source,
  };
}

export async function deskView(context: OperationContext, id: number): Promise<DeskComplaint> {
  const { db } = context;
  const today = istanbulToday(context.now());
  const [row] = await summaryRows(db, { id }, 1, 0);
  const events = await deskEventsOf(db, id);
  const photos = await photoIdsOf(db, id);
  return {
    ...toSummary(row, today),
    description: row.description,
    contactName: row.contactName,
    contactPhoneMasked: maskPhone(row.contactPhone) ?? '',
    contactPhoneVerified: row.contactPhoneVerified,
    contactEmail: row.contactEmail,
    applicantTckn: row.applicantTckn,
    applicantAddress: row.applicantAddress,
    point: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    answer: row.answer,
    rejectionReason: row.rejectionReason,
    publicNote: publicNoteOf(row),
    photoUrls: photos.map((photo) => `/api/complaints/photos/${photo.id}`),
    events: events.map(({ event, staffName }) => ({
      at: event.at.toISOString(),
      kind: event.kind,
      status: event.status,
      text: event.text,
      visibleToCitizen: event.visibleToCitizen,
      staffName,
    })),
    nextStatuses: [...complaintTransitions[row.status]],
  };
}

function toDeskCategory(row: Awaited<ReturnType<typeof allCategories>>[number]) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    unitId: row.unitId,
    unitName: row.unitName,
    active: row.active,
  };
}

function toKey(row: Open311KeyRow) {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), revoked: row.revokedAt !== null };
}

/** What Open311 publishes as status_notes: the note staff wrote for the public, or the status's sentence. */
export function publicNoteOf(row: Pick<ComplaintRow, 'publicNote' | 'status'>): string {
  return row.publicNote ?? defaultPublicNotes[row.status];
}

/** Whitespace and case aside, so a pasted answer is caught however it was re-spaced. */
function folded(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('tr-TR');
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export const deskHandlers: Handlers = {
  GetComplaintQueue: async (input, context) => {
    const staff = requireComplaintDesk(context);
    const today = istanbulToday(context.now());
    const filter: QueueFilter = {
      unitId: canSeeAll(staff) ? input.unitId : (staff.unitId ?? -1),
      categoryCode: input.categoryCode,
      status: input.status,
      createdBefore:
        input.minAgeDays !== undefined ? new Date(context.now().getTime() - input.minAgeDays * 86_400_000) : undefined,
      deadline: input.deadline,
      today,
    };
    const total = await queueCount(context.db, filter);
    const rows = await summaryRows(context.db, filter, pageSize, input.page * pageSize);
    return { complaints: rows.map((row) => toSummary(row, today)), total, pageSize };
  },

  GetDeskComplaint: async ({ id, reason }, context) => {
    const staff = requireComplaintDesk(context);
    const row = await complaintById(context.db, id);
    if (!row) throw errors.notFound('Başvuru bulunamadı.');
    const own = inOwnUnit(staff, row);
    if (!own && !canSeeAll(staff)) throw errors.forbidden(complaintMessages.notInYourUnit);
    if (!own && !reason) throw errors.badInput(deskAccessMessages.readReasonRequired, 'reason');
    // The read of the applicant's name, phone, text and photos is on the record, with the reason when outside the unit.
    await recordStaffAction(context, 'complaint.viewed', {
      entity: 'complaint',
      entityId: id,
      subjectRegistryOid: row.registryOid,
      detail: own ? { unitId: row.unitId } : { unitId: row.unitId, reason },
    });
    return { complaint: await deskView(context, id) };
  },

  AssignComplaint: async ({ id, unitId }, context) => {
    const { row } = await loadForStaff(context, id);
    const unit = await unitById(context.db, unitId);
    if (!unit) throw errors.badInput('Seçilen birim bulunamadı.', 'unitId');
    const at = context.now();
    await context.db.transaction(async (tx) => {
      await assignUnit(tx, id, unitId, at, { text: unit.name, staffId: context.staff.id });
      await recordStaffAction(context, 'complaint.assigned', {
        db: tx,
        subjectRegistryOid: row.registryOid,
        entity: 'complaint',
        entityId: id,
        detail: { from: row.unitId, to: unitId },
      });
    });
    return { complaint: await deskView(context, id) };
  },

  ChangeComplaintStatus: async ({ id, status, text, publicNote: writtenNote }, context) => {
    const { row } = await loadForStaff(context, id);
    if (!complaintTransitions[row.status].includes(status)) throw errors.conflict(complaintMessages.transitionRefused);
    if (status === 'answered' && !text) throw errors.badInput(complaintMessages.answerRequired, 'text');
    if (status === 'rejected' && !text) throw errors.badInput(complaintMessages.reasonRequired, 'text');
    const at = context.now();
    const settings = context.settings;
    const shownText = status === 'answered' || status === 'rejected' ? guaranteed(text, 'text') : null;
    // The public note is written for everyone to read (Open311's status_notes); the answer is the
    // person's. A note that carries the answer or the reason whole is refused, not published.
    const publicNote = writtenNote ? writtenNote : null;
    const privateTexts = [shownText, row.answer, row.rejectionReason].filter(
      (value): value is string => !!value && folded(value).length >= 10,
    );
    if (publicNote && privateTexts.some((value) => folded(publicNote).includes(folded(value))))
      throw errors.badInput(complaintMessages.publicNoteIsAnswer, 'publicNote');
    // An application lodged before look-up codes existed gets one with its next SMS (decision 054).
    const newCode = mayText(row) && !row.accessCodeHash ? newAccessCode() : null;
    await context.db.transaction(async (tx) => {
      // Conditional on the status read above: two staff members acting at once cannot both move it.
      const changed = await changeStatus(
        tx,
        row,
        status,
        {
          updatedAt: at,
          publicNote,
          ...(newCode ? { accessCodeHash: hashAccessCode(row.trackingNo, newCode) } : {}),
          ...(status === 'answered' ? { answer: shownText, answeredAt: at, rejectionReason: null } : {}),
          ...(status === 'rejected' ? { rejectionReason: shownText, answeredAt: at } : {}),
        },
        {
          at,
          kind: 'status',
          status,
          text: shownText,
          publicNote,
          visibleToCitizen: true,
          staffId: context.staff.id,
        },
      ).catch((error: unknown) => {
        if (error instanceof IllegalTransition)
          throw errors.conflict('Başvuru bu arada başka biri tarafından değiştirildi. Sayfayı yenileyiniz.');
        throw error;
      });
      await recordComplaintStatus(tx, row.status, changed, at);
      if (mayText(row)) {
        const body = statusSms(settings.public.MunicipalityName, row, status, shownText);
        await enqueueSms(tx, {
          phone: row.contactPhone,
          purpose: newCode ? 'complaint_code' : 'complaint',
          body: newCode ? `${body} Sorgulama kodunuz: ${formatAccessCode(newCode)}.` : body,
        });
      }
      await recordStaffAction(context, 'complaint.status_changed', {
        db: tx,
        subjectRegistryOid: row.registryOid,
        entity: 'complaint',
        entityId: id,
        detail: {
          from: row.status,
          to: status,
          ...(status === 'rejected' ? { reason: text } : {}),
          ...(publicNote ? { publicNote } : {}),
        },
      });
    });
    return { complaint: await deskView(context, id) };
  },

  AddComplaintNote: async ({ id, text }, context) => {
    const { row } = await loadForStaff(context, id);
    const at = context.now();
    await context.db.transaction(async (tx) => {
      await addNote(tx, id, at, { text, staffId: context.staff.id });
      await recordStaffAction(context, 'complaint.note_added', {
        db: tx,
        entity: 'complaint',
        entityId: id,
        subjectRegistryOid: row.registryOid,
      });
    });
    return { complaint: await deskView(context, id) };
  },

  GetStaffUnits: async (_input, context) => {
    requireStaff(context);
    const units = await unitList(context.db);
    return { units: units.sort((a, b) => a.name.localeCompare(b.name, 'tr')) };
  },

  GetDeskComplaintCategories: async (_input, context) => {
    requireStaff(context);
    return { categories: (await allCategories(context.db)).map(toDeskCategory) };
  },

  SaveComplaintCategory: async (input, context) => {
    requireStaff(context, 'administrator');
    const { db } = context;
    if (input.unitId !== null) {
      const unit = await unitById(db, input.unitId);
      if (!unit) throw errors.badInput('Seçilen birim bulunamadı.', 'unitId');
    }
    const sameCode = await categoryByCode(db, input.code);
    if (sameCode && sameCode.id !== input.id) throw errors.conflict(`"${input.code}" kodlu bir konu zaten var.`);
    const values = {
      code: input.code,
      name: input.name,
      description: input.description,
      unitId: input.unitId,
      active: input.active,
    };
    const id = await db.transaction(async (tx) => {
      let savedId: number;
      if (input.id) {
        const before = await categoryById(tx, input.id);
        if (!before) throw errors.notFound('Konu bulunamadı.');
        await updateCategory(tx, input.id, values, context.now());
        savedId = input.id;
        await recordStaffAction(context, 'complaint_category.updated', {
          db: tx,
          entity: 'complaint_category',
          entityId: savedId,
          detail: {
            before: { code: before.code, name: before.name, unitId: before.unitId, active: before.active },
            after: values,
          },
        });
      } else {
        const created = await insertCategoryLast(tx, values, context.now());
        savedId = created.id;
        await recordStaffAction(context, 'complaint_category.created', {
          db: tx,
          entity: 'complaint_category',
          entityId: savedId,
          detail: values,
        });
      }
      return savedId;
    });
    const category = guaranteed(
      (await allCategories(db)).find((row) => row.id === id),
      `category ${id}`,
    );
    return { category: toDeskCategory(category) };
  },

  GetOpen311Keys: async (_input, context) => {
    requireStaff(context, 'administrator');
    const rows = await open311KeyList(context.db);
    return { keys: rows.map(toKey) };
  },

  IssueOpen311Key: async ({ name }, context) => {
    requireStaff(context, 'administrator');
    const apiKey = randomBytes(24).toString('base64url');
    const row = await context.db.transaction(async (tx) => {
      const created = await insertOpen311Key(tx, {
        keyHash: hashApiKey(apiKey),
        name,
        createdBy: context.staff.id,
        createdAt: context.now(),
      });
      await recordStaffAction(context, 'open311_key.issued', {
        db: tx,
        entity: 'open311_key',
        entityId: created.id,
        detail: { name },
      });
      return created;
    });
    return { key: toKey(row), apiKey };
  },

  RevokeOpen311Key: async ({ id }, context) => {
    requireStaff(context, 'administrator');
    const row = await context.db.transaction(async (tx) => {
      const updated = await revokeOpen311Key(tx, id, context.now());
      if (!updated) throw errors.notFound('Anahtar bulunamadı.');
      await recordStaffAction(context, 'open311_key.revoked', { db: tx, entity: 'open311_key', entityId: id });
      return updated;
    });
    return { key: toKey(row) };
  },
} as Handlers;

export const deskRateLimits: Record<string, RateLimit> = {};
