import {
  citizenSupportMessages,
  deletedOnClosure,
  type DeskClosureRequest,
  maskIdentityNumber,
  retainedUnderLaw,
  supportReasonTitles,
  type SupportReasonKind,
} from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import type { FastifyInstance } from 'fastify';
import { defineDomain, type StaffContext } from '../../domain';
import { errors } from '../../errors';
import { issueTemporaryPassword, closeMemberAccount, memberOfRegistry, unlockMember } from '../session/account-help';
import { maskPhone, memberById, registriesOf } from '../session/registries';
import { enqueueSms } from '../sms/outbox';
import { recordStaffAction } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import { scrubNumbers } from './masking';
import { myData, toClosureRequest } from './my-data';
import { myDataPdf } from './my-data-pdf';
import { citizenRecord } from './records';
import {
  closureRequestsOf,
  decideClosureRequest,
  insertClosureRequest,
  openClosureRequests,
  recordPdfDownload,
  type ClosureRow,
} from './store';

/**
 * Citizens' support under KVKK (decision 088). Every desk call names a reason; the audit trail keeps
 * it with the citizen's registry (`subjectRegistryOid`), never the identity number in clear.
 */

/** KVKK art. 13: a person's request is answered within 30 days. */
const answerDays = 30;

interface Reason {
  reasonKind: SupportReasonKind;
  reasonText: string;
}

function reasonDetail({ reasonKind, reasonText }: Reason) {
  return { reasonKind, reason: supportReasonTitles[reasonKind], reasonText: scrubNumbers(reasonText) };
}

/** The registries with this number; 404 (recorded as a look that found nothing) when there are none. */
async function registriesFor(context: StaffContext, ID: string, action: string, reason: Reason) {
  const found = await registriesOf(context.db, ID);
  if (found.length === 0) {
    await recordStaffAction(context, action, { entity: 'registry', detail: { ...reasonDetail(reason), found: 0 } });
    throw errors.notFound(citizenSupportMessages.notFound);
  }
  return found;
}

/** The one account among the number's registries (a member account belongs to one registry). */
async function accountFor(context: StaffContext, ID: string, action: string, reason: Reason) {
  for (const registry of await registriesFor(context, ID, action, reason)) {
    const member = await memberOfRegistry(context.db, registry.oid);
    if (member) return member;
  }
  throw errors.notFound(citizenSupportMessages.noAccount);
}

function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000);
}

/** The SMS a closure's answer sends; to the phone on the account before it is deleted. */
function closureSms(municipality: string, row: ClosureRow): string {
  return row.state === 'completed'
    ? `${municipality} e-Belediye: hesap kapatma talebiniz tamamlandı. Üyeliğiniz, oturumlarınız, telefon ve e-posta bilginiz silindi; vergi kayıtlarınız kanun gereği saklanır. Dilediğinizde yeniden üye olabilirsiniz.`
    : `${municipality} e-Belediye: hesap kapatma talebiniz reddedildi. Gerekçe: ${row.decisionNote ?? ''}`;
}

async function decide(
  context: StaffContext,
  id: number,
  state: 'completed' | 'refused',
  note: string | null,
): Promise<ClosureRow> {
  const staff = requireStaff(context, 'revenue_supervisor', 'administrator');
  return context.db.transaction(async (tx) => {
    const row = await decideClosureRequest(tx, id, {
      state,
      decidedBy: staff.id,
      decidedAt: context.now(),
      decisionNote: note,
    });
    if (!row) throw errors.conflict(citizenSupportMessages.closureNotOpen);
    const member = await memberOfRegistry(tx, row.registryOid);
    if (member) {
      await enqueueSms(tx, {
        phone: member.phone,
        purpose: 'account_closure',
        body: closureSms(context.settings.public.MunicipalityName, row),
      });
      if (state === 'completed') await closeMemberAccount(tx, member);
    }
    await recordStaffAction(context, state === 'completed' ? 'account_closure.completed' : 'account_closure.refused', {
      db: tx,
      entity: 'account_closure_request',
      entityId: row.id,
      subjectRegistryOid: row.registryOid,
      detail: state === 'refused' ? { reason: note } : { accountDeleted: !!member },
    });
    return row;
  });
}

export const citizenSupportDomain = defineDomain({
  name: 'citizen-support',
  handlers: {
    CitizenSupportFind: async ({ ID, reasonKind, reasonText }, context) => {
      const reason = { reasonKind, reasonText };
      const found = await registriesFor(context, ID, 'citizen.looked_up', reason);
      const citizens = [];
      for (const registry of found) {
        citizens.push(await citizenRecord(context.db, registry, context.now()));
        await recordStaffAction(context, 'citizen.looked_up', {
          entity: 'registry',
          entityId: registry.oid,
          subjectRegistryOid: registry.oid,
          detail: reasonDetail(reason),
        });
      }
      return { citizens };
    },

    CitizenSupportUnlockAccount: async ({ ID, reasonKind, reasonText }, context) => {
      const reason = { reasonKind, reasonText };
      const member = await accountFor(context, ID, 'member.unlocked', reason);
      const wasLocked = await context.db.transaction(async (tx) => {
        const locked = await unlockMember(tx, member, context.now());
        await recordStaffAction(context, 'member.unlocked', {
          db: tx,
          entity: 'member',
          entityId: member.id,
          subjectRegistryOid: member.registryOid,
          detail: { ...reasonDetail(reason), wasLocked: locked },
        });
        return locked;
      });
      return {
        wasLocked,
        message: wasLocked ? citizenSupportMessages.unlocked : citizenSupportMessages.notLocked,
      };
    },

    CitizenSupportSendPasswordReset: async ({ ID, reasonKind, reasonText }, context) => {
      const reason = { reasonKind, reasonText };
      const member = await accountFor(context, ID, 'member.password_reset_sent', reason);
      if (member.status !== 'active') throw errors.conflict('Bu üyelik kapalı; geçici şifre gönderilemez.');
      await context.db.transaction(async (tx) => {
        await issueTemporaryPassword(tx, member, context.settings, context.now());
        await recordStaffAction(context, 'member.password_reset_sent', {
          db: tx,
          entity: 'member',
          entityId: member.id,
          subjectRegistryOid: member.registryOid,
          detail: reasonDetail(reason),
        });
      });
      return { phoneMasked: maskPhone(member.phone) ?? '', message: citizenSupportMessages.resetSent };
    },

    CitizenSupportGetClosureRequests: async (_input, context) => {
      const today = istanbulToday(context.now());
      const rows = await openClosureRequests(context.db);
      const requests: DeskClosureRequest[] = rows.map(({ request, identityNo, name, surname }) => ({
        ...toClosureRequest(request),
        identityNoMasked: maskIdentityNumber(identityNo),
        name: `${name} ${surname}`.trim(),
        daysLeft: answerDays - daysBetween(istanbulToday(request.requestedAt), today),
      }));
      // The list shows names: each person on it is a read of personal data, recorded as such.
      for (const { request } of rows)
        await recordStaffAction(context, 'account_closure.listed', {
          entity: 'account_closure_request',
          entityId: request.id,
          subjectRegistryOid: request.registryOid,
        });
      return { requests };
    },

    CitizenSupportCompleteClosure: async ({ id }, context) => ({
      request: toClosureRequest(await decide(context, id, 'completed', null)),
    }),

    CitizenSupportRefuseClosure: async ({ id, reason }, context) => ({
      request: toClosureRequest(await decide(context, id, 'refused', reason)),
    }),

    CitizenSupportRequestClosure: async ({ reason }, context) => {
      const { member } = context;
      const account = member.memberId ? await memberById(context.db, member.memberId) : undefined;
      if (!account) throw errors.forbidden(citizenSupportMessages.closureNeedsAccount);
      const created = await insertClosureRequest(context.db, {
        registryOid: member.registryOid,
        memberId: account.id,
        reason: reason ? reason : null,
        requestedAt: context.now(),
      });
      if (!created) throw errors.conflict(citizenSupportMessages.closureOpenAlready);
      await context.audit('member.closure_requested', { entity: 'account_closure_request', entityId: created.id });
      return { request: toClosureRequest(created) };
    },

    CitizenSupportGetMyClosureRequest: async (_input, context) => {
      const [latest] = await closureRequestsOf(context.db, context.member.registryOid);
      return {
        request: latest ? toClosureRequest(latest) : null,
        deleted: [...deletedOnClosure],
        retained: [...retainedUnderLaw],
      };
    },

    CitizenSupportDownloadMyData: async (_input, context) => {
      const data = await myData(context.db, context.settings, context.member, context.now());
      await context.audit('member.data_downloaded', {
        entity: 'registry',
        entityId: context.member.registryOid,
        detail: { format: 'json' },
      });
      return data;
    },
  },
  rateLimits: {
    CitizenSupportDownloadMyData: { max: 10, timeWindow: '1 minute' },
  },
  routes: async (app: FastifyInstance) => {
    /** The same data as CitizenSupportDownloadMyData, as a PDF: for the signed-in person only. */
    app.get(
      '/api/kvkk/verilerim.pdf',
      { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const person = request.member;
        if (!person) throw errors.unauthenticated();
        const settings = await app.settings.get();
        const now = app.now();
        const data = await myData(app.db, settings, person, now);
        const pdf = await myDataPdf(settings, data);
        await recordPdfDownload(app.db, {
          memberId: person.memberId,
          registryOid: person.registryOid,
          ip: request.ip,
          requestId: String(request.id),
          at: now,
        });
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'attachment; filename="verilerim.pdf"')
          .send(pdf);
      },
    );
  },
});
