import {
  complaintMessages,
  complaintStatusNames,
  formatAccessCode,
  kindNeedsPlace,
  type ComplaintKind,
  type ComplaintStatus,
} from '@ebelediye/contract';
import { turkishDate } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { errors } from '../../errors';
import { recordEvent } from '../events/outbox';
import { enqueueSms } from '../sms/outbox';
import { hashAccessCode, newAccessCode } from './access-code';
import {
  attachPhotos,
  categoryByCode,
  deadlineFor,
  insertComplaint,
  nextTrackingNo,
  placeText,
  type ComplaintRow,
} from './store';

/** The story of lodging an application, shared by the citizen's form and Open311's POST requests. */
/** The active service list and the place of an address id, as Open311 offers and reads them. */
export { activeCategories, complaintsOfRegistry, placeOfAddressId } from './store';

export interface NewComplaint {
  kind: ComplaintKind;
  categoryCode: string;
  description: string;
  place: { districtCode: string; streetCode: string; outerDoorCode?: string | null; note?: string } | null;
  /** When there is no address-register place (Open311 with only a point or a free address). */
  freePlaceText?: string;
  point?: { lat: number; lon: number };
  photoIds: string[];
  contact: { name: string; phone: string; email?: string | null };
  /** Information requests (4982 art. 6): who asks and where they live or work. */
  applicant?: { tckn: string; address: string };
  memberId: number | null;
  registryOid: string | null;
  source: 'web' | 'open311';
  open311KeyId?: number;
  open311Token?: string;
  attributes?: Record<string, unknown>;
}

/**
 * Whether the portal may text the application's phone. A member's phone is the account's, a visitor's
 * was proven with an SMS code; a phone an Open311 integrator sent was proven by nobody, and texting it
 * would let anyone with a key send the municipality's messages to any number —
 * until its owner proves it at the look-up (VerifyComplaintPhone).
 */
export function mayText(row: Pick<ComplaintRow, 'contactPhone' | 'contactPhoneVerified'>): boolean {
  return row.contactPhone !== '' && row.contactPhoneVerified;
}

/** The tracking SMS: the number and the look-up's second secret, which the person needs to read it back. */
export function trackingSms(
  municipalityName: string,
  trackingNo: string,
  accessCode: string,
  deadline: string,
): string {
  return `${municipalityName}: başvurunuz alındı. Başvuru numaranız ${trackingNo}, sorgulama kodunuz ${formatAccessCode(accessCode)}. Yasal yanıt süresi ${turkishDate(deadline)}. Durumunu portalda numara ve kodla sorgulayabilirsiniz; kodu kimseyle paylaşmayınız.`;
}

/**
 * Checks the category and the place, numbers the application, draws its look-up secret, computes its
 * legal deadline, stores it with its first history line, attaches its photos and queues the tracking
 * SMS — in the caller's transaction, so bad input (an unknown place, an expired photo) stores nothing.
 * The secret is returned once (for the screen or the integrator) and kept only as a hash.
 */
export async function lodgeComplaint(
  tx: Queryable,
  input: NewComplaint,
  now: Date,
  municipalityName: string,
): Promise<ComplaintRow & { accessCode: string }> {
  const category = await categoryByCode(tx, input.categoryCode);
  if (!category || !category.active) throw errors.badInput(complaintMessages.unknownCategory, 'categoryCode');
  let text = input.freePlaceText;
  if (input.place) {
    text = await placeText(tx, input.place);
    if (!text) throw errors.badInput(complaintMessages.unknownPlace, 'place');
  }
  // A suggestion or an information request may be about no place at all (a budget report).
  if (!text && kindNeedsPlace(input.kind)) throw errors.badInput(complaintMessages.placeRequired, 'place');
  const trackingNo = await nextTrackingNo(tx, now);
  const { law, deadline } = await deadlineFor(tx, input.kind, now);
  const accessCode = newAccessCode();
  const row = await insertComplaint(tx, {
    trackingNo,
    kind: input.kind,
    categoryId: category.id,
    description: input.description,
    districtCode: input.place?.districtCode ?? null,
    streetCode: input.place?.streetCode ?? null,
    outerDoorCode: input.place?.outerDoorCode ?? null,
    placeText: text ?? '',
    lat: input.point?.lat ?? null,
    lon: input.point?.lon ?? null,
    memberId: input.memberId,
    registryOid: input.registryOid,
    contactName: input.contact.name,
    contactPhone: input.contact.phone,
    contactPhoneVerified: input.source === 'web',
    contactEmail: input.contact.email || null,
    applicantTckn: input.applicant?.tckn ?? null,
    applicantAddress: input.applicant?.address ?? null,
    accessCodeHash: hashAccessCode(trackingNo, accessCode),
    unitId: category.unitId,
    law,
    deadline,
    source: input.source,
    open311KeyId: input.open311KeyId ?? null,
    open311Token: input.open311Token ?? null,
    attributes: input.attributes ?? null,
    kvkkAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (!(await attachPhotos(tx, row.id, input.photoIds, now)))
    throw errors.badInput(complaintMessages.photoGone, 'photoIds');
  if (mayText(row))
    await enqueueSms(tx, {
      phone: row.contactPhone,
      purpose: 'complaint_code',
      body: trackingSms(municipalityName, trackingNo, accessCode, deadline),
    });
  await recordComplaintStatus(tx, null, row, now);
  return { ...row, accessCode };
}

/**
 * `complaint.state_changed` in the transaction that changed it: the application by its tracking number,
 * its kind and status — not the text, the place or the person's contact (the revenue system needs none).
 */
export async function recordComplaintStatus(
  tx: Queryable,
  fromStatus: ComplaintStatus | null,
  row: ComplaintRow,
  now: Date,
): Promise<void> {
  await recordEvent(tx, {
    type: 'complaint.state_changed',
    registryOid: row.registryOid,
    now,
    data: {
      trackingNo: row.trackingNo,
      kind: row.kind,
      fromStatus,
      toStatus: row.status,
      deadline: row.deadline,
      source: row.source,
      createdAt: new Date(row.createdAt).toISOString(),
      answeredAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
    },
  });
}

/** The SMS a citizen gets when the desk changes the status (answer and reason included, shortened). */
export function statusSms(
  municipalityName: string,
  row: Pick<ComplaintRow, 'trackingNo'>,
  status: ComplaintStatus,
  text: string | null,
): string {
  const head = `${municipalityName}: ${row.trackingNo} numaralı başvurunuzun durumu: ${complaintStatusNames[status]}.`;
  if (!text) return head;
  const label = status === 'rejected' ? 'Gerekçe' : 'Yanıt';
  const body = text.length > 300 ? `${text.slice(0, 297)}...` : text;
  return `${head} ${label}: ${body}`;
}
