import { planNoPattern, restructuringMessages } from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import type { FastifyInstance } from 'fastify';
import { defineDomain, type MemberContext, type OperationContext } from '../../domain';
import { errors, guaranteed } from '../../errors';
import { maskPhone, memberById } from '../session/registries';
import { codeLifetimeMinutes } from '../sms';
import { checkCode, createCode } from '../sms/codes';
import { enqueueSms } from '../sms/outbox';
import { consumeSmsQuota } from '../sms/quota';
import { allCampaigns, campaignById, campaignViews, openCampaign } from './campaigns';
import { planPdf } from './plan-pdf';
import { ownPlan, planByNo, plansOf, planView, savePlan } from './plans';
import { quoteFor, restructurableDebts } from './quote';
import { campaignRow, planByConfirmation } from './store';

/** The member's registered mobile, where the confirmation code goes; e-Devlet visitors without an account have none. */
async function memberPhone(context: OperationContext): Promise<string> {
  const memberId = context.member?.memberId;
  if (!memberId) throw errors.badInput(restructuringMessages.noPhone);
  const phone = (await memberById(context.db, memberId))?.phone;
  if (!phone) throw errors.badInput(restructuringMessages.noPhone);
  return phone;
}

export const restructuringDomain = defineDomain({
  name: 'restructuring',
  handlers: {
    GetRestructuringCurrentParameter: async (_input, { db, now }) => {
      const today = istanbulToday(now());
      const campaigns = await campaignViews(db, await allCampaigns(db), today);
      // The open campaign that closes first, when two overlap.
      const current =
        campaigns
          .filter((campaign) => campaign.open)
          .sort((a, b) => a.applicationEnd.localeCompare(b.applicationEnd))[0] ?? null;
      return { today, current, campaigns: campaigns.reverse() };
    },

    GetRestructurableDebtList: async ({ campaignId }, { db, member, now }) =>
      restructurableDebts(db, member.registryOid, await campaignById(db, campaignId), now()),

    AdjustRestructuring: async ({ campaignId, accrualIds }, { db, member, now }) => {
      const at = now();
      const campaign = await openCampaign(db, campaignId, at);
      return (await quoteFor(db, member.registryOid, campaign, accrualIds, at)).view;
    },

    SendRestructuringConfirmationCode: async (_input, context) => {
      const { db, settings, now, audit } = context;
      const phone = await memberPhone(context);
      const at = now();
      // Per phone and purpose: a member's own phone, signed in; no address count.
      await consumeSmsQuota(db, { phone, purpose: 'restructuring' }, at);
      const minutes = await codeLifetimeMinutes(db);
      const { reference } = await db.transaction(async (tx) => {
        const created = await createCode(tx, phone, 'restructuring', minutes * 60_000, at);
        await enqueueSms(tx, {
          phone,
          purpose: 'code',
          body: `${settings.public.MunicipalityName} borç yapılandırma onay kodunuz: ${created.code}. Kod ${minutes} dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.`,
        });
        return created;
      });
      await audit('restructuring.code_sent', { entity: 'sms_code', entityId: reference });
      return {
        operationReferenceNumber: reference,
        maskedPhone: maskPhone(phone) ?? '',
        expiresInSeconds: minutes * 60,
      };
    },

    SaveRestructuring: async (input, context) => {
      const { db, member, now, audit } = context;
      const at = now();
      const phone = await memberPhone(context);
      // A wrong code counts against the code's tries and changes nothing else.
      await checkCode(db, input.operationReferenceNumber, input.userEntredCode, at);
      const campaign = await openCampaign(db, input.campaignId, at);
      const existing = await planByNoReference(context, input.operationReferenceNumber);
      if (existing) return planView(db, existing, at);
      const checked = await quoteFor(db, member.registryOid, campaign, input.accrualIds, at);
      const option = checked.quote.options.find((candidate) => candidate.installments === input.installments);
      if (!option) throw errors.badInput(restructuringMessages.noOption, 'installments');
      if (option.totalKurus !== input.expectedTotalKurus) throw errors.conflict(restructuringMessages.amountChanged);
      const { plan, created } = await savePlan(db, {
        registryOid: member.registryOid,
        phone,
        campaign,
        checked,
        installments: input.installments,
        reference: input.operationReferenceNumber,
        now: at,
      });
      if (created)
        await audit('restructuring.saved', {
          entity: 'restructuring_plan',
          entityId: plan.planNo,
          detail: { campaign: campaign.code, installments: plan.installments, totalKurus: plan.totalKurus },
        });
      return planView(db, plan, at);
    },

    GetRestructuringDetail: async ({ planNo }, { db, member, now }) =>
      planView(db, ownPlan(await planByNo(db, planNo), member.registryOid), now()),

    GetRestructuringPlanList: async (_input, { db, member, now }) => {
      const plans = await plansOf(db, member.registryOid);
      const views = await Promise.all(plans.map((plan) => planView(db, plan, now())));
      return {
        plans: views.map(({ planNo, state, stateName, campaign, createdAt, installments, totalKurus, paidKurus }) => ({
          planNo,
          state,
          stateName,
          campaign,
          createdAt,
          installments,
          totalKurus,
          paidKurus,
        })),
      };
    },
  },
  rateLimits: {
    SendRestructuringConfirmationCode: { max: 5, timeWindow: '1 minute' },
    SaveRestructuring: { max: 20, timeWindow: '1 minute' },
    AdjustRestructuring: { max: 60, timeWindow: '1 minute' },
  },
  routes: async (app: FastifyInstance) => {
    /** The plan as a PDF, for its owner only. */
    app.get('/api/restructuring-plans/:file', async (request, reply) => {
      const planNo = String((request.params as { file: string }).file).replace(/\.pdf$/, '');
      if (!planNoPattern.test(planNo)) throw errors.notFound(restructuringMessages.planNotFound);
      if (!request.member) throw errors.unauthenticated();
      const plan = ownPlan(await planByNo(app.db, planNo), request.member.registryOid);
      const campaign = guaranteed(await campaignRow(app.db, plan.campaignId), `campaign ${plan.campaignId}`);
      const pdf = await planPdf(
        app.db,
        await app.settings.get(),
        plan.registryOid,
        await planView(app.db, plan, app.now()),
        campaign.terms,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="yapilandirma-${planNo}.pdf"`)
        .send(pdf);
    });
  },
});

/** A plan already saved with this confirmation (a double submit), for the same registry only. */
async function planByNoReference(context: MemberContext, reference: string) {
  const row = await planByConfirmation(context.db, reference);
  return row && row.registryOid === context.member.registryOid ? row : undefined;
}
