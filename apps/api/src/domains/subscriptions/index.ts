import {
  applicationNoPattern,
  cancellationMessage,
  cancellationMessages,
  foldTurkish,
  ibanBankCode,
} from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import type { FastifyInstance } from 'fastify';
import { defineDomain, type MemberContext, type OperationContext } from '../../domain';
import { errors } from '../../errors';
import { maskPhone, memberById, registryByOid } from '../session/registries';
import { codeLifetimeMinutes } from '../sms';
import { checkCode, createCode } from '../sms/codes';
import { enqueueSms } from '../sms/outbox';
import { consumeSmsQuota } from '../sms/quota';
import { cancellationPdf } from './cancellation-pdf';
import {
  anyApplication,
  applicationByNo,
  applicationsOf,
  applicationView,
  holderNameOf,
  moveOutWindow,
  openApplicationOf,
  ownApplication,
  ownSubscription,
  previewOf,
  smsDate,
  subscriptionByNo,
  subscriptionDebts,
} from './cancellations';
import { recordStaffAction } from '../staff/audit';
import {
  applicationByConfirmation,
  bankList,
  bankOf,
  branchesOf,
  branchOf,
  cancellationQueue,
  documentOwnerAndType,
} from './store';
import {
  actorOf,
  approveFinalBill,
  closeApplication,
  issueFinalBill,
  recordReading,
  recordRefund,
  rejectApplication,
  scheduleReading,
  startApplication,
  withdrawApplication,
} from './desk';

/**
 * Where the confirmation code goes: the member's registered mobile, or — for someone signed in
 * through e-Devlet without an account — the mobile the municipality's registry holds (decision 039).
 */
export async function confirmationPhone(context: MemberContext): Promise<string> {
  const member = context.member;
  if (member.memberId) {
    const phone = (await memberById(context.db, member.memberId))?.phone;
    if (phone) return phone;
  }
  const registryPhone = (await registryByOid(context.db, member.registryOid))?.phone;
  if (registryPhone) return registryPhone;
  throw errors.badInput(cancellationMessages.noPhone);
}

/** Names as a bank prints them: case, Turkish letters and spacing do not matter. */
export function sameName(a: string, b: string): boolean {
  const fold = (text: string) =>
    foldTurkish(text)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return fold(a) === fold(b);
}

async function bankByCode(context: OperationContext, code: string) {
  return bankOf(context.db, code);
}

export const subscriptionsDomain = defineDomain({
  name: 'subscriptions',
  handlers: {
    GetBankList: async (_input, { db }) => ({ banks: await bankList(db) }),

    GetBankBranchList: async ({ bankCode }, context) => {
      const bank = await bankByCode(context, bankCode);
      if (!bank) throw errors.notFound(cancellationMessage(cancellationMessages.bankUnknown, { code: bankCode }));
      const branches = await branchesOf(context.db, bankCode);
      return { bank, branches };
    },

    GetContractCancellationPreview: async ({ subscriberNo }, { db, member, settings, now }) => {
      const subscription = ownSubscription(await subscriptionByNo(db, subscriberNo), member.registryOid);
      return previewOf(
        db,
        subscription,
        settings.public.ContractCancellationMaxPastDays,
        settings.public.MunicipalityName,
        now(),
      );
    },

    SendContractCancellationConfirmationCode: async (_input, context) => {
      const { db, settings, now, audit } = context;
      const phone = await confirmationPhone(context);
      const at = now();
      // Per phone and purpose: a member's own phone, signed in; no address count.
      await consumeSmsQuota(db, { phone, purpose: 'contract_cancellation' }, at);
      const minutes = await codeLifetimeMinutes(db);
      const { reference } = await db.transaction(async (tx) => {
        const created = await createCode(tx, phone, 'contract_cancellation', minutes * 60_000, at);
        await enqueueSms(tx, {
          phone,
          purpose: 'code',
          body: `${settings.public.MunicipalityName} abonelik sözleşmesi iptali onay kodunuz: ${created.code}. Kod ${minutes} dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.`,
        });
        return created;
      });
      await audit('cancellation.code_sent', { entity: 'sms_code', entityId: reference });
      return {
        operationReferenceNumber: reference,
        maskedPhone: maskPhone(phone) ?? '',
        expiresInSeconds: minutes * 60,
      };
    },

    StartElectronicStateContractCancellation: async (input, context) => {
      const { db, member, settings, now, audit } = context;
      const at = now();
      const registryOid = member.registryOid;
      const phone = await confirmationPhone(context);
      // A wrong code counts against the code's tries and changes nothing else.
      await checkCode(db, input.operationReferenceNumber, input.userEntredCode, at);
      const already = await applicationByConfirmation(db, input.operationReferenceNumber);
      if (already) {
        if (already.registryOid !== registryOid)
          throw errors.badInput(cancellationMessages.codeNotVerified, 'userEntredCode');
        return applicationView(db, already, at);
      }

      const subscription = ownSubscription(await subscriptionByNo(db, input.subscriberNo), registryOid);
      if (subscription.status !== 'active') throw errors.conflict(cancellationMessages.notActive);
      if (await openApplicationOf(db, subscription.subscriberNo))
        throw errors.conflict(cancellationMessages.openApplication);

      const window = moveOutWindow(istanbulToday(at), settings.public.ContractCancellationMaxPastDays);
      if (input.moveOutDate < window.earliest)
        throw errors.badInput(
          cancellationMessage(cancellationMessages.moveOutTooEarly, { date: smsDate(window.earliest) }),
          'moveOutDate',
        );
      if (input.moveOutDate > window.latest)
        throw errors.badInput(
          cancellationMessage(cancellationMessages.moveOutTooLate, { date: smsDate(window.latest) }),
          'moveOutDate',
        );

      const debts = await subscriptionDebts(db, subscription, at);
      const openDebtsKurus = debts.reduce((sum, debt) => sum + debt.totalKurus, 0);
      if (debts.some((debt) => debt.inPayment)) throw errors.conflict(cancellationMessages.debtInPayment);
      if (openDebtsKurus !== input.expectedOpenDebtsKurus) throw errors.conflict(cancellationMessages.debtsChanged);

      let refundAccount: { iban: string; bankCode: string; branchCode: string | null; accountHolder: string } | null =
        null;
      if (input.depositMethod === 'iban') {
        if (openDebtsKurus > 0) throw errors.badInput(cancellationMessages.openDebtsWithIban, 'depositMethod');
        if (!input.iban) throw errors.badInput(cancellationMessages.ibanRequired, 'iban');
        if (!input.accountHolder) throw errors.badInput(cancellationMessages.accountHolderRequired, 'accountHolder');
        const bankCode = ibanBankCode(input.iban);
        if (!(await bankByCode(context, bankCode)))
          throw errors.badInput(cancellationMessage(cancellationMessages.bankUnknown, { code: bankCode }), 'iban');
        if (input.branchCode) {
          const branch = await branchOf(db, bankCode, input.branchCode);
          if (!branch) throw errors.badInput(cancellationMessages.branchUnknown, 'branchCode');
        }
        const holderName = await holderNameOf(db, registryOid);
        if (!sameName(input.accountHolder, holderName))
          throw errors.badInput(
            cancellationMessage(cancellationMessages.ibanNotOwn, { name: holderName }),
            'accountHolder',
          );
        refundAccount = {
          iban: input.iban,
          bankCode,
          branchCode: input.branchCode,
          accountHolder: input.accountHolder,
        };
      }

      if (input.meterPhotoFileId) {
        const photo = await documentOwnerAndType(db, input.meterPhotoFileId);
        if (!photo || photo.registryOid !== registryOid)
          throw errors.badInput(cancellationMessages.photoNotFound, 'meterPhotoFileId');
        if (photo.mimeType !== 'image/jpeg' && photo.mimeType !== 'image/png')
          throw errors.badInput(cancellationMessages.photoNotImage, 'meterPhotoFileId');
      }

      const { row, created } = await startApplication(db, {
        registryOid,
        phone,
        subscription,
        moveOutDate: input.moveOutDate,
        memberReading: input.meterReading,
        meterPhotoFileId: input.meterPhotoFileId,
        depositMethod: input.depositMethod,
        refundAccount,
        openDebtsKurus,
        reference: input.operationReferenceNumber,
        actor: actorOf(context),
        municipalityName: settings.public.MunicipalityName,
        now: at,
      });
      if (created)
        await audit('cancellation.requested', {
          entity: 'contract_cancellation',
          entityId: row.applicationNo,
          detail: { subscriberNo: row.subscriberNo, depositMethod: row.depositMethod },
        });
      return applicationView(db, row, at);
    },

    GetContractCancellationList: async (_input, { db, member, now }) => {
      const rows = await applicationsOf(db, member.registryOid);
      const views = await Promise.all(rows.map((row) => applicationView(db, row, now())));
      return {
        applications: views.map(
          ({ applicationNo, subscriberNo, address, state, stateName, createdAt, moveOutDate }) => ({
            applicationNo,
            subscriberNo,
            address,
            state,
            stateName,
            createdAt,
            moveOutDate,
          }),
        ),
      };
    },

    GetContractCancellationDetail: async ({ applicationNo }, { db, member, now }) =>
      applicationView(db, ownApplication(await applicationByNo(db, applicationNo), member.registryOid), now()),

    WithdrawContractCancellation: async ({ applicationNo }, context) => {
      const row = ownApplication(await applicationByNo(context.db, applicationNo), context.member.registryOid);
      const moved = await withdrawApplication(context, row);
      await context.audit('cancellation.withdrawn', { entity: 'contract_cancellation', entityId: applicationNo });
      return applicationView(context.db, moved, context.now());
    },

    GetContractCancellationQueue: async ({ state }, { db, now }) => {
      const rows = await cancellationQueue(db, state);
      // The queue masks the IBAN: the whole number only on the detail, whose read is recorded.
      return { applications: await Promise.all(rows.map((row) => applicationView(db, row, now(), 'queue'))) };
    },

    GetDeskContractCancellation: async ({ applicationNo }, context) => {
      const row = anyApplication(await applicationByNo(context.db, applicationNo));
      const view = await applicationView(context.db, row, context.now(), 'detail');
      await recordStaffAction(context, 'contract_cancellation.viewed', {
        entity: 'contract_cancellation',
        entityId: applicationNo,
        subjectRegistryOid: row.registryOid,
        detail: { ibanShown: row.iban !== null },
      });
      return view;
    },

    ApproveContractCancellationFinalBill: async ({ applicationNo, amountKurus }, context) => {
      const moved = await approveFinalBill(
        context,
        anyApplication(await applicationByNo(context.db, applicationNo)),
        amountKurus,
      );
      return applicationView(context.db, moved, context.now(), 'queue');
    },

    ScheduleContractCancellationReading: async ({ applicationNo, readingDate }, context) => {
      const moved = await scheduleReading(
        context,
        anyApplication(await applicationByNo(context.db, applicationNo)),
        readingDate,
      );
      return applicationView(context.db, moved, context.now(), 'queue');
    },

    RecordContractCancellationReading: async ({ applicationNo, finalReading, readingDate }, context) => {
      const moved = await recordReading(
        context,
        anyApplication(await applicationByNo(context.db, applicationNo)),
        finalReading,
        readingDate,
      );
      return applicationView(context.db, moved, context.now(), 'queue');
    },

    IssueContractCancellationFinalBill: async ({ applicationNo, amountKurus, dueDate }, context) => {
      const moved = await issueFinalBill(
        context,
        anyApplication(await applicationByNo(context.db, applicationNo)),
        amountKurus,
        dueDate,
      );
      return applicationView(context.db, moved, context.now(), 'queue');
    },

    RecordContractCancellationRefund: async ({ applicationNo, reference }, context) => {
      const moved = await recordRefund(
        context,
        anyApplication(await applicationByNo(context.db, applicationNo)),
        reference,
      );
      return applicationView(context.db, moved, context.now(), 'queue');
    },

    CloseContractCancellation: async ({ applicationNo }, context) => {
      const moved = await closeApplication(context, anyApplication(await applicationByNo(context.db, applicationNo)));
      return applicationView(context.db, moved, context.now(), 'queue');
    },

    RejectContractCancellation: async ({ applicationNo, reason }, context) => {
      const moved = await rejectApplication(
        context,
        anyApplication(await applicationByNo(context.db, applicationNo)),
        reason,
      );
      return applicationView(context.db, moved, context.now(), 'queue');
    },
  },
  rateLimits: {
    SendContractCancellationConfirmationCode: { max: 5, timeWindow: '1 minute' },
    StartElectronicStateContractCancellation: { max: 20, timeWindow: '1 minute' },
    GetContractCancellationPreview: { max: 60, timeWindow: '1 minute' },
  },
  routes: async (app: FastifyInstance) => {
    /** The application as a PDF, for its owner only. */
    app.get('/api/contract-cancellations/:file', async (request, reply) => {
      const applicationNo = String((request.params as { file: string }).file).replace(/\.pdf$/, '');
      if (!applicationNoPattern.test(applicationNo)) throw errors.notFound(cancellationMessages.applicationNotFound);
      if (!request.member) throw errors.unauthenticated();
      const row = ownApplication(await applicationByNo(app.db, applicationNo), request.member.registryOid);
      const settings = await app.settings.get();
      const pdf = await cancellationPdf(settings, await applicationView(app.db, row, app.now()));
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="abonelik-iptali-${applicationNo}.pdf"`)
        .send(pdf);
    });
  },
});
