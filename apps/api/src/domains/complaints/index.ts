import { complaintMessages, sessionMessages, type ComplaintCategory } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { defineDomain } from '../../domain';
import { errors, guaranteed } from '../../errors';
import { memberById, registryByOid } from '../session/registries';
import { consumeVerifiedCode, verifiedPhoneOf } from '../sms/codes';
import { accessCodeMatches } from './access-code';
import { complaintRules, consumeOr, consumePhotoQuota } from './limits';
import { cleanPhoto } from './photos';
import { lodgeComplaint } from './service';
import {
  activeCategories,
  citizenViews,
  complaintByTrackingNo,
  complaintsOfMember,
  markPhoneVerified,
  storeWaitingPhoto,
  type ComplaintRow,
} from './store';
import { deskHandlers, deskRateLimits } from './desk';
import { complaintRoutes } from './routes';

/** An upload waits this long for the application it belongs to. */
const waitingPhotoMs = 60 * 60_000;

/**
 * An application read back with its number and look-up code. Every look-up of a number, right or wrong,
 * counts in the database whichever process answers it: ten an hour leave a 40-bit code unguessable, and
 * an unknown number counts like a known one (decision 054).
 */
async function complaintByCode(
  db: Queryable,
  trackingNo: string,
  accessCode: string,
  now: Date,
): Promise<ComplaintRow> {
  await consumeOr(
    db,
    'complaint-lookup',
    trackingNo,
    complaintRules.lookupsPerTrackingNo,
    now,
    complaintMessages.lookupLocked,
  );
  const row = await complaintByTrackingNo(db, trackingNo);
  // The same answer for an unknown number and a wrong code: the call must not confirm numbers.
  if (!row || !accessCodeMatches(row.trackingNo, accessCode, row.accessCodeHash))
    throw errors.notFound(complaintMessages.notFound);
  return row;
}

export const complaintsDomain = defineDomain({
  name: 'complaints',
  handlers: {
    GetComplaintCategories: async (_input, { db, config }) => {
      const rows = await activeCategories(db);
      const categories: ComplaintCategory[] = rows.map((row) => ({
        code: row.code,
        name: row.name,
        description: row.description,
        unitName: row.unitName,
        active: row.active,
      }));
      return { categories, mapTileUrl: config.MAP_TILE_URL ?? null };
    },

    UploadComplaintPhoto: async ({ contentBase64, validationKey }, { db, member, now, request }) => {
      const at = now();
      // Who uploads, before anything costs: a member (their account's phone), or a visitor who has
      // proven a phone by SMS code (which needed the captcha). The code is not used up here: the
      // application that follows uses it.
      let phone: string | undefined;
      if (member?.memberId) phone = (await memberById(db, member.memberId))?.phone;
      else if (validationKey) phone = await verifiedPhoneOf(db, validationKey, 'complaint', at);
      if (!phone) throw errors.badInput(complaintMessages.photoVerifyFirst, 'validationKey');
      await consumePhotoQuota(db, request.ip, phone, at);
      const photo = await cleanPhoto(Buffer.from(contentBase64, 'base64'));
      const id = await storeWaitingPhoto(db, photo, at, new Date(at.getTime() + waitingPhotoMs));
      return { photoId: id, width: photo.width, height: photo.height, sizeBytes: photo.data.length };
    },

    LodgeComplaint: async (input, context) => {
      const { db, member, now, settings, audit } = context;
      const at = now();
      let contact: { name: string; phone: string; email: string | null };
      let identityNo: string | undefined;
      if (member?.memberId) {
        // A member's contact details come from their account, whatever the form sent.
        const account = await memberById(db, member.memberId);
        const registry = await registryByOid(db, member.registryOid);
        if (!account || !registry) throw errors.unauthenticated();
        contact = { name: `${registry.name} ${registry.surname}`.trim(), phone: account.phone, email: account.email };
        identityNo = registry.identityNo;
      } else {
        if (!input.contactName) throw errors.badInput('Ad soyad zorunludur.', 'contactName');
        if (!input.contactPhone) throw errors.badInput('Cep telefonu zorunludur.', 'contactPhone');
        if (input.kind === 'bilgi_edinme' && !input.applicantTckn)
          throw errors.badInput(complaintMessages.applicantTcknRequired, 'applicantTckn');
        if (!input.validationKey)
          throw errors.badInput('Cep telefonunuzu SMS ile gelen kodla doğrulayınız.', 'validationKey');
        contact = { name: input.contactName, phone: input.contactPhone, email: input.contactEmail || null };
        identityNo = input.applicantTckn;
      }
      // Law 4982 art. 6: name, T.C. Kimlik No and a home or work address, from every applicant.
      const applicant =
        input.kind === 'bilgi_edinme'
          ? {
              tckn: guaranteed(identityNo, 'applicantTckn'),
              address: guaranteed(input.applicantAddress, 'applicantAddress'),
            }
          : undefined;
      const row = await db.transaction(async (tx) => {
        if (!member?.memberId)
          await consumeVerifiedCode(
            tx,
            guaranteed(input.validationKey, 'validationKey'),
            contact.phone,
            'complaint',
            at,
            'validationKey',
          );
        return lodgeComplaint(
          tx,
          {
            kind: input.kind,
            categoryCode: input.categoryCode,
            description: input.description,
            place: input.place ?? null,
            point: input.point,
            applicant,
            photoIds: input.photoIds,
            contact,
            memberId: member?.memberId ?? null,
            registryOid: member?.registryOid ?? null,
            source: 'web',
          },
          at,
          settings.public.MunicipalityName,
        );
      });
      await audit('complaint.lodged', {
        entity: 'complaint',
        entityId: row.id,
        detail: { trackingNo: row.trackingNo, kind: row.kind },
      });
      return {
        trackingNo: row.trackingNo,
        accessCode: row.accessCode,
        deadline: row.deadline,
        law: row.law,
        status: row.status,
      };
    },

    GetMyComplaints: async (_input, { db, member }) => {
      if (!member?.memberId) throw errors.forbidden('Başvurularınızı görmek için e-Belediye üyeliği gerekir.');
      return { complaints: await citizenViews(db, await complaintsOfMember(db, member.memberId)) };
    },

    GetComplaintByTrackingNo: async ({ trackingNo, accessCode }, { db, now }) => {
      const row = await complaintByCode(db, trackingNo, accessCode, now());
      const [complaint] = await citizenViews(db, [row]);
      return { complaint };
    },

    VerifyComplaintPhone: async ({ trackingNo, accessCode, validationKey }, { db, now }) => {
      const at = now();
      const row = await complaintByCode(db, trackingNo, accessCode, at);
      if (row.contactPhone !== '' && !row.contactPhoneVerified) {
        // The SMS check must be for the very number on the request: proving another phone proves nothing.
        const phone = await verifiedPhoneOf(db, validationKey, 'complaint', at);
        if (phone !== row.contactPhone)
          throw errors.badInput(
            phone ? complaintMessages.phoneNotThisOne : sessionMessages.phoneNotVerified,
            'validationKey',
          );
        await db.transaction(async (tx) => {
          await consumeVerifiedCode(tx, validationKey, row.contactPhone, 'complaint', at, 'validationKey');
          await markPhoneVerified(tx, row.id, at);
        });
      }
      const [complaint] = await citizenViews(db, [{ ...row, contactPhoneVerified: row.contactPhone !== '' }]);
      return { complaint };
    },

    ...deskHandlers,
  },
  rateLimits: {
    UploadComplaintPhoto: { max: 20, timeWindow: '1 minute' },
    LodgeComplaint: { max: 10, timeWindow: '1 minute' },
    GetComplaintByTrackingNo: { max: 20, timeWindow: '1 minute' },
    VerifyComplaintPhone: { max: 10, timeWindow: '1 minute' },
    ...deskRateLimits,
  },
  routes: complaintRoutes,
});
