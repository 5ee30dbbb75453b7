import { banks, type BankCode } from '@ebelediye/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accrualHolds, paymentEvents } from '../../db/schema';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';
import { createOutbound } from '../../outbound';
import { attemptByOrderNo, createAttempt, openAttemptsOf, paymentSummary, settleApproved, settleFailed } from './attempts';
import { nestPayConfig, payFlexConfig, usesPayFlex } from './bank';
import { enroll, provision, rememberCard, takeCard } from './payflex';
import { gateForm, readCallback } from './nestpay';
import { createMatrimonyFeeAccrual, matrimonyFees, queryDebtsForFastPayment } from './fast-payment';
import { ownAttempt, payerOf } from './payer';
import { receiptPdf } from './receipt';
import { applyVerdict, settleByStatusQuery, withoutCardData } from './settle';
import { transition } from './state-machine';

/** How long an attempt may wait on the bank's page before a status query may call it abandoned. */
export const abandonAfterMs = 30 * 60_000;
/** An attempt this old without a callback is asked about when someone looks at it. */
const askBankAfterMs = 2 * 60_000;

function bankOf(code: string) {
  const bank = banks[code as BankCode];
  return bank ? { ...bank } : { name: 'Diğer bankalar', windowPath: '/payment-other-banks' };
}

export const paymentsDomain = defineDomain({
  name: 'payments',
  handlers: {
    GetActiveMerchantBankInfo: async (_input, { settings }) => {
      const code = settings.public.ActiveBankMerchantCode;
      const bank = bankOf(code);
      const cardEntry = !usesPayFlex(settings) && settings.public.StoreType === '3d_pay_hosting' ? ('bank_page' as const) : ('this_page' as const);
      return { merchantCode: code, bankName: bank.name, windowPath: bank.windowPath, storeType: usesPayFlex(settings) ? 'payflex_mpi' : settings.public.StoreType, cardEntry };
    },

    IsOnlinePaymentAccrumentsTriedBefore: async ({ accrualIds }, context) => {
      payerOf(context);
      const [hold] = await context.db.select().from(accrualHolds).where(inArray(accrualHolds.accrualId, accrualIds)).limit(1);
      return { triedBefore: !!hold, openOrderNo: hold?.orderNo ?? null };
    },

    CheckRegistryUnpaidOnlinePayment: async (_input, context) => {
      const payer = payerOf(context);
      const open = await openAttemptsOf(context.db, payer.registryOid);
      return { payments: await Promise.all(open.map((attempt) => paymentSummary(context.db, attempt))) };
    },

    GetOrderNumberForOnlinePayment: async ({ accrualIds }, context) => {
      const payer = payerOf(context);
      const { settings } = context;
      const attempt = await createAttempt(context.db, {
        registryOid: payer.registryOid,
        accrualIds,
        channel: payer.channel,
        bankCode: settings.public.ActiveBankMerchantCode,
        storeType: usesPayFlex(settings) ? 'payflex_mpi' : settings.public.StoreType,
        now: context.now(),
      });
      await context.audit('payment.created', { entity: 'payment', entityId: attempt.orderNo, detail: { amountKurus: attempt.amountKurus, accruals: accrualIds.length } });
      return paymentSummary(context.db, attempt);
    },

    GetOnlinePaymentAccrumentList: async ({ orderNo }, context) => {
      const attempt = ownAttempt(await attemptByOrderNo(context.db, orderNo), payerOf(context));
      return paymentSummary(context.db, attempt);
    },

    SaveOnlinePaymentRequest: async ({ orderNo, card }, context) => {
      const attempt = ownAttempt(await attemptByOrderNo(context.db, orderNo), payerOf(context));
      if (attempt.state !== 'CREATED') throw errors.conflict('Bu ödeme için bankaya zaten gidildi. Sonucunu ödeme sayfasından görebilirsiniz.');
      if (attempt.storeType === 'payflex_mpi') {
        if (!card) throw errors.badInput('Kart bilgilerini giriniz.', 'card.cardNumber');
        const enrollment = await enroll(context.outbound, payFlexConfig(context.settings, context.config), attempt.orderNo, attempt.amountKurus, card);
        if (!enrollment.enrolled) {
          await settleFailed(context.db, orderNo, ['CREATED'], 'DECLINED', 'mpi-enrollment', context.now(), enrollment.message, {});
          throw errors.badInput(enrollment.message, 'card.cardNumber');
        }
        rememberCard(orderNo, card, context.now().getTime());
        await context.db.insert(paymentEvents).values({ orderNo, at: context.now(), fromState: 'CREATED', toState: 'CREATED', source: 'mpi-enrollment', raw: { acsUrl: enrollment.acsUrl } });
        return { gateway: { url: enrollment.acsUrl, fields: enrollment.fields } };
      }
      const config = nestPayConfig(context.settings, context.config, attempt.storeType);
      if (config.storeType !== '3d_pay_hosting' && !card) throw errors.badInput('Kart bilgilerini giriniz.', 'card.cardNumber');
      // The card, when there is one, lives only in this request: it goes into the form and nowhere else.
      const gateway = gateForm(config, attempt.orderNo, attempt.amountKurus, card);
      await context.db.insert(paymentEvents).values({ orderNo, at: context.now(), fromState: 'CREATED', toState: 'CREATED', source: 'request', raw: withoutCardData(gateway.fields) });
      return { gateway };
    },

    QueryOnlinePaymentOrderStatus: async ({ orderNo }, context) => {
      let attempt = ownAttempt(await attemptByOrderNo(context.db, orderNo), payerOf(context));
      const waitedMs = context.now().getTime() - attempt.updatedAt.getTime();
      if (attempt.state === 'UNKNOWN' || attempt.state === 'PAID_NOT_POSTED' || (['CREATED', 'AUTHORISING'].includes(attempt.state) && waitedMs > askBankAfterMs)) {
        try {
          await settleByStatusQuery(context.request.server, context.outbound, orderNo, abandonAfterMs);
        } catch (error) {
          context.log.warn({ err: error, orderNo }, 'ödeme durumu bankaya sorulamadı');
        }
        attempt = (await attemptByOrderNo(context.db, orderNo))!;
      }
      return paymentSummary(context.db, attempt);
    },

    ControlCollection: async ({ orderNo }, context) => {
      const attempt = ownAttempt(await attemptByOrderNo(context.db, orderNo), payerOf(context));
      const summary = await paymentSummary(context.db, attempt);
      return { collected: attempt.state === 'PAID', receiptNo: summary.receiptNo };
    },

    CreateCollectionInfoReportForEMunicipality: async ({ orderNo }, context) => {
      const attempt = ownAttempt(await attemptByOrderNo(context.db, orderNo), payerOf(context));
      const summary = await paymentSummary(context.db, attempt);
      if (attempt.state !== 'PAID' || !summary.receiptNo) throw errors.conflict('Makbuz, ödeme tahsilata işlendikten sonra hazırlanır.');
      return { receiptUrl: `/api/receipts/${orderNo}.pdf`, receiptNo: summary.receiptNo };
    },

    QueryDebtsForFastPayment: queryDebtsForFastPayment,
    GetMatrimonyFees: async (_input, context) => ({ fees: await matrimonyFees(context) }),
    CreateMatrimonyFeeAccrual: createMatrimonyFeeAccrual,
  },
  rateLimits: {
    QueryDebtsForFastPayment: { max: 10, timeWindow: '1 minute' },
    CreateMatrimonyFeeAccrual: { max: 10, timeWindow: '1 minute' },
    GetOrderNumberForOnlinePayment: { max: 20, timeWindow: '1 minute' },
    SaveOnlinePaymentRequest: { max: 20, timeWindow: '1 minute' },
  },
  routes: async (app: FastifyInstance) => {
    const outbound = createOutbound(app);
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    /**
     * NestPay posts the 3D result here (okUrl and failUrl), from the citizen's browser. Verified
     * (hash, order, amount, currency) before anything changes; idempotent: a replay or a second post
     * finds the attempt moved and is sent to the recorded outcome.
     */
    app.post('/api/payments/nestpay/return', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, string>;
      const orderNo = String(fields.oid ?? fields.ReturnOid ?? '');
      const resultPage = async (): Promise<string> => {
        const current = await attemptByOrderNo(app.db, orderNo);
        const failed = !current || ['DECLINED', 'FAILED', 'EXPIRED'].includes(current.state);
        return `${failed ? '/failed-operation' : '/success-operation'}?siparis=${encodeURIComponent(orderNo)}`;
      };
      const attempt = await attemptByOrderNo(app.db, orderNo);
      if (!attempt || attempt.storeType === 'payflex_mpi') {
        request.log.warn({ orderNo }, 'bilinmeyen sipariş için banka dönüşü');
        return reply.redirect(`/failed-operation?siparis=${encodeURIComponent(orderNo)}`, 303);
      }
      const config = nestPayConfig(await app.settings.get(), app.config, attempt.storeType);
      const verdict = readCallback(config, fields, { orderNo: attempt.orderNo, amountKurus: attempt.amountKurus });
      const raw = withoutCardData(fields);
      if (verdict.kind === 'invalid') {
        // Possibly forged: change nothing; the status query settles the attempt with the bank itself.
        request.log.warn({ orderNo, reason: verdict.reason }, 'banka dönüşü doğrulanamadı');
        await app.db.insert(paymentEvents).values({ orderNo, at: app.now(), fromState: attempt.state, toState: attempt.state, source: 'callback-rejected', raw: { reason: verdict.reason, ...raw } });
        return reply.redirect(await resultPage(), 303);
      }
      const moved = await transition(app.db, orderNo, ['CREATED'], 'AUTHORISING', 'callback', app.now(), {}, raw);
      if (moved) await applyVerdict(app, outbound, moved, verdict, raw, request.ip);
      return reply.redirect(await resultPage(), 303);
    });

    /**
     * PayFlex: the ACS posts the 3D result here (no hash: trust comes from provisioning, which only
     * the bank can approve). Status Y → the server asks VPOS for the money with the card it kept.
     */
    app.post('/api/payments/payflex/return', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, string>;
      const orderNo = String(fields.VerifyEnrollmentRequestId ?? '');
      const page = async () => {
        const current = await attemptByOrderNo(app.db, orderNo);
        return `${!current || ['DECLINED', 'FAILED', 'EXPIRED'].includes(current.state) ? '/failed-operation' : '/success-operation'}?siparis=${encodeURIComponent(orderNo)}`;
      };
      const attempt = await attemptByOrderNo(app.db, orderNo);
      const raw = withoutCardData(fields);
      if (!attempt || attempt.storeType !== 'payflex_mpi') return reply.redirect(`/failed-operation?siparis=${encodeURIComponent(orderNo)}`, 303);
      const moved = await transition(app.db, orderNo, ['CREATED'], 'AUTHORISING', 'acs-return', app.now(), {}, raw);
      if (!moved) return reply.redirect(await page(), 303);
      const now = app.now();
      const card = takeCard(orderNo, now.getTime());
      if (fields.Status !== 'Y') {
        await settleFailed(app.db, orderNo, ['AUTHORISING'], 'DECLINED', 'acs-return', now, '3D Secure doğrulaması başarısız oldu: SMS şifresi hatalı girildi ya da işlem iptal edildi.', raw);
      } else if (!card || Number(fields.PurchAmount) !== attempt.amountKurus) {
        await settleFailed(app.db, orderNo, ['AUTHORISING'], 'FAILED', 'acs-return', now, card ? 'Bankadan dönen tutar ödeme tutarıyla uyuşmuyor.' : 'Kart bilgisinin süresi doldu.', raw);
      } else {
        const maskedPan = `${card.cardNumber.slice(0, 6)}******${card.cardNumber.slice(-4)}`;
        try {
          const result = await provision(outbound, payFlexConfig(await app.settings.get(), app.config), orderNo, attempt.amountKurus, card, { eci: fields.Eci ?? '', cavv: fields.Cavv ?? '' }, request.ip);
          if (result.approved) {
            await settleApproved(app.db, orderNo, ['AUTHORISING'], 'vpos-sale', now, { maskedPan, authCode: result.authCode, hostRefNum: result.rrn, transId: result.transactionId }, { alreadyApproved: result.alreadyApproved }, app.log);
          } else {
            await settleFailed(app.db, orderNo, ['AUTHORISING'], 'DECLINED', 'vpos-sale', now, result.message, {}, maskedPan);
          }
        } catch (error) {
          request.log.warn({ err: error, orderNo }, 'VPOS satış isteği sonuçsuz kaldı');
          await transition(app.db, orderNo, ['AUTHORISING'], 'UNKNOWN', 'vpos-sale', now, { maskedPan }, { error: 'timeout' });
        }
      }
      return reply.redirect(await page(), 303);
    });

    /** The receipt PDF, for the payer only. */
    app.get('/api/receipts/:file', async (request, reply) => {
      const orderNo = String((request.params as { file: string }).file).replace(/\.pdf$/, '');
      const settings = await app.settings.get();
      const context = { member: request.member, request, settings, now: app.now } as Parameters<typeof payerOf>[0];
      const attempt = ownAttempt(await attemptByOrderNo(app.db, orderNo), payerOf(context));
      if (attempt.state !== 'PAID' || !attempt.collectionId) throw errors.notFound('Bu ödeme için makbuz yok.');
      const pdf = await receiptPdf(app.db, settings, attempt.collectionId);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="makbuz-${orderNo}.pdf"`)
        .send(pdf);
    });
  },
});

