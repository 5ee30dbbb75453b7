import { banks, type BankCode, orderNoPattern, type PaymentState } from '@ebelediye/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineDomain } from '../../domain';
import { errors, guaranteed } from '../../errors';
import { createOutbound } from '../../outbound';
import {
  attemptByOrderNo,
  createAttempt,
  openAttemptsOf,
  paymentSummary,
  receiptStateOf,
  settleFailed,
} from './attempts';
import { gatewayFor, gatewayOf, type ReturnRoute } from './gateway';
import { badReturnMessage, bankReturnBodyLimit, returnRateKey, returnRoutes } from './bank-return';
import { createMatrimonyFeeAccrual, matrimonyFees, queryDebtsForFastPayment } from './fast-payment';
import { ownAttempt, payerOf } from './payer';
import { receiptPdf } from './receipt';
import { settleByStatusQuery, settleReturn } from './settle';
import { endedWithoutMoney } from './state-machine';
import { heldByOwnAttempt, insertPaymentEvent, rememberOnCreatedAttempt } from './store';

/** How long an attempt may wait on the bank's page before a status query may call it abandoned. */
export const abandonAfterMs = 30 * 60_000;
/** An attempt this old without a callback is asked about when someone looks at it. */
const askBankAfterMs = 2 * 60_000;

/** Where the citizen's browser goes after a bank return; the order number is well-formed (bank-return.ts), so bounded. */
function resultPath(orderNo: string, state: PaymentState | undefined): string {
  const failed = state === undefined || endedWithoutMoney.includes(state) || state === 'REFUND_NEEDED';
  return `${failed ? '/failed-operation' : '/success-operation'}?siparis=${encodeURIComponent(orderNo)}`;
}

function bankOf(code: string) {
  const bank = banks[code as BankCode];
  return bank ? { ...bank } : { name: 'Diğer bankalar', windowPath: '/payment-other-banks' };
}

export const paymentsDomain = defineDomain({
  name: 'payments',
  handlers: {
    GetActiveMerchantBankInfo: async (_input, context) => {
      const { settings } = context;
      const code = settings.public.ActiveBankMerchantCode;
      const bank = bankOf(code);
      const gateway = gatewayFor(settings, context.config);
      return {
        merchantCode: code,
        bankName: bank.name,
        windowPath: bank.windowPath,
        storeType: gateway.model,
        cardEntry: gateway.cardEntry,
      };
    },

    IsOnlinePaymentAccrumentsTriedBefore: async ({ accrualIds }, context) => {
      const payer = payerOf(context);
      // Only the payer's own attempts: another registry's order number is never shown to anyone.
      const hold = await heldByOwnAttempt(context.db, accrualIds, payer.registryOid);
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
      const { attempt, summary } = await createAttempt(context.db, {
        registryOid: payer.registryOid,
        accrualIds,
        channel: payer.channel,
        bankCode: settings.public.ActiveBankMerchantCode,
        storeType: gatewayFor(settings, context.config).model,
        now: context.now(),
      });
      await context.audit('payment.created', {
        entity: 'payment',
        entityId: attempt.orderNo,
        detail: { amountKurus: attempt.amountKurus, accruals: accrualIds.length },
      });
      return summary;
    },

    GetOnlinePaymentAccrumentList: async ({ orderNo }, context) => {
      const attempt = ownAttempt(await attemptByOrderNo(context.db, orderNo), payerOf(context));
      return paymentSummary(context.db, attempt);
    },

    SaveOnlinePaymentRequest: async ({ orderNo, card }, context) => {
      const attempt = ownAttempt(await attemptByOrderNo(context.db, orderNo), payerOf(context));
      if (attempt.state !== 'CREATED')
        throw errors.conflict('Bu ödeme için bankaya zaten gidildi. Sonucunu ödeme sayfasından görebilirsiniz.');
      const gateway = gatewayOf(context.settings, context.config, attempt);
      const started = await gateway.start(context.outbound, attempt, card, async (patch) => {
        await rememberOnCreatedAttempt(context.db, orderNo, patch);
      });
      if (started.kind === 'refused') {
        await settleFailed(
          context.db,
          orderNo,
          ['CREATED'],
          started.to,
          started.source,
          context.now(),
          started.message,
          {},
        );
        throw started.onCard ? errors.badInput(started.message, 'card.cardNumber') : errors.conflict(started.message);
      }
      const raw = { ...started.raw };
      if (started.keepCard) {
        // Where the card waits: a return that lands on another process is handed over there.
        raw.cardKeeper = await context.request.server.cardKeeper.keep(
          orderNo,
          // A model that keeps the card is one where the portal's form took it (the contract requires it there).
          guaranteed(card, 'card'),
          context.now().getTime(),
        );
      }
      await insertPaymentEvent(context.db, {
        orderNo,
        at: context.now(),
        fromState: 'CREATED',
        toState: 'CREATED',
        source: started.source,
        raw,
      });
      return { gateway: started.gateway };
    },

    QueryOnlinePaymentOrderStatus: async ({ orderNo }, context) => {
      let attempt = ownAttempt(await attemptByOrderNo(context.db, orderNo), payerOf(context));
      const waitedMs = context.now().getTime() - attempt.updatedAt.getTime();
      if (
        attempt.state === 'UNKNOWN' ||
        attempt.state === 'PAID_NOT_POSTED' ||
        (['CREATED', 'AUTHORISING'].includes(attempt.state) && waitedMs > askBankAfterMs)
      ) {
        try {
          await settleByStatusQuery(context.request.server, context.outbound, orderNo, abandonAfterMs);
        } catch (error) {
          context.log.warn({ err: error, orderNo }, 'ödeme durumu bankaya sorulamadı');
        }
        attempt = guaranteed(await attemptByOrderNo(context.db, orderNo), `attempt ${orderNo}`);
      }
      return paymentSummary(context.db, attempt);
    },

    // The success page polls these: one prepared read each, not the whole summary.
    ControlCollection: async ({ orderNo }, context) => {
      const attempt = ownAttempt(await receiptStateOf(context.db, orderNo), payerOf(context));
      return { collected: attempt.state === 'PAID', receiptNo: attempt.receiptNo };
    },

    CreateCollectionInfoReportForEMunicipality: async ({ orderNo }, context) => {
      const attempt = ownAttempt(await receiptStateOf(context.db, orderNo), payerOf(context));
      if (attempt.state !== 'PAID' || !attempt.receiptNo)
        throw errors.conflict('Makbuz, ödeme tahsilata işlendikten sonra hazırlanır.');
      return { receiptUrl: `/api/receipts/${orderNo}.pdf`, receiptNo: attempt.receiptNo };
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
      try {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      } catch {
        done(errors.badInput(badReturnMessage), undefined);
      }
    });
    const returnRoute = (route: string, orderFields: string[]) => ({
      bodyLimit: bankReturnBodyLimit,
      // Counted after the body is read (preHandler), per order number: see returnRateKey.
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          hook: 'preHandler' as const,
          keyGenerator: returnRateKey(route, orderFields),
        },
        // Posted from the bank's 3D page, cross-site by nature: checked by signature or by asking the bank.
        crossSite: true,
      },
    });

    /**
     * The banks send the citizen's browser back here, each protocol family to its own address
     * (bank-return.ts). The attempt's gateway reads the return (gateway.ts) and settle.ts applies it:
     * verified before anything changes, idempotent, a late approval never dropped. A return for an
     * attempt of another family, or for no attempt, changes nothing.
     */
    const bankReturn = (route: ReturnRoute) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { fields, orderNo } = returnRoutes[route].read(request);
      const attempt = await attemptByOrderNo(app.db, orderNo);
      const gateway = attempt ? gatewayOf(await app.settings.get(), app.config, attempt) : undefined;
      if (!attempt || !gateway || gateway.returnRoute !== route) {
        request.log.warn({ orderNo, route }, 'bu dönüş adresine ait sipariş yok');
        return reply.redirect(resultPath(orderNo, undefined), 303);
      }
      const query = (request.query ?? {}) as Record<string, unknown>;
      const elsewhere = await settleReturn(app, outbound, request, gateway, attempt, { fields, query });
      return reply.redirect(elsewhere ?? (await currentResultPath(orderNo)), 303);
    };
    for (const [route, { path, methods, orderFields }] of Object.entries(returnRoutes)) {
      for (const method of methods)
        app.route({ method, url: path, ...returnRoute(route, orderFields), handler: bankReturn(route as ReturnRoute) });
    }

    async function currentResultPath(orderNo: string): Promise<string> {
      return resultPath(orderNo, (await attemptByOrderNo(app.db, orderNo))?.state);
    }

    /** The receipt PDF, for the payer only. */
    app.get('/api/receipts/:file', async (request, reply) => {
      const orderNo = String((request.params as { file: string }).file).replace(/\.pdf$/, '');
      // Checked before the database and the content-disposition header see it.
      if (!orderNoPattern.test(orderNo)) throw errors.notFound('Bu ödeme için makbuz yok.');
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
