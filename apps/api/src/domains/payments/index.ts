import { banks, type BankCode, orderNoPattern, type PaymentState } from '@ebelediye/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineDomain } from '../../domain';
import { errors, guaranteed } from '../../errors';
import { createOutbound } from '../../outbound';
import {
  attemptByOrderNo,
  cardKeeperOf,
  createAttempt,
  openAttemptsOf,
  paymentSummary,
  receiptStateOf,
  settleApproved,
  settleFailed,
} from './attempts';
import { nestPayConfig, payFlexConfig, payFlexCpConfig } from './bank';
import { gatewayFor } from './gateway';
import {
  badReturnMessage,
  bankReturnBodyLimit,
  bankReturnFields,
  bankTokenMatches,
  cpReturnInput,
  cpReturnReference,
  returnRateKey,
  returnSecretMatches,
} from './bank-return';
import { markRefundNeeded, refundReasons, settleLateApproval } from './late-approval';
import { arrival, handOver } from './card-keeper';
import { fullAuthentication, provision, returnSecretParam } from './payflex';
import { cpOrderParam, queryTransaction } from './payflex-cp';
import { readCallback } from './nestpay';
import { createMatrimonyFeeAccrual, matrimonyFees, queryDebtsForFastPayment } from './fast-payment';
import { ownAttempt, payerOf } from './payer';
import { receiptPdf } from './receipt';
import { applyVerdict, settleByStatusQuery, withoutCardData } from './settle';
import { endedWithoutMoney, transition } from './state-machine';
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
      const gateway = gatewayFor(context.settings, context.config, attempt.storeType);
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
     * NestPay posts the 3D result here (okUrl and failUrl), from the citizen's browser. Verified
     * (hash, order, amount, currency) before anything changes; idempotent: a replay or a second post
     * finds the attempt moved and is sent to the recorded outcome. A verified approval for an attempt
     * we had ended (declined, expired) is a late approval: collected or sent for refund, never dropped.
     */
    app.post('/api/payments/nestpay/return', returnRoute('nestpay', ['oid', 'ReturnOid']), async (request, reply) => {
      const { fields, orderNo } = bankReturnFields(request.body, ['oid', 'ReturnOid']);
      const attempt = await attemptByOrderNo(app.db, orderNo);
      if (!attempt || attempt.storeType.startsWith('payflex')) {
        request.log.warn({ orderNo }, 'bilinmeyen sipariş için banka dönüşü');
        return reply.redirect(resultPath(orderNo, undefined), 303);
      }
      const config = nestPayConfig(await app.settings.get(), app.config, attempt.storeType);
      const verdict = readCallback(config, fields, { orderNo: attempt.orderNo, amountKurus: attempt.amountKurus });
      const raw = withoutCardData(fields);
      if (verdict.kind === 'invalid') {
        // Possibly forged: change nothing; the status query settles the attempt with the bank itself.
        request.log.warn({ orderNo, reason: verdict.reason }, 'banka dönüşü doğrulanamadı');
        await insertPaymentEvent(app.db, {
          orderNo,
          at: app.now(),
          fromState: attempt.state,
          toState: attempt.state,
          source: 'callback-rejected',
          raw: { reason: verdict.reason, ...raw },
        });
        return reply.redirect(await currentResultPath(orderNo), 303);
      }
      const moved = await transition(app.db, orderNo, ['CREATED'], 'AUTHORISING', 'callback', app.now(), {}, raw);
      if (moved) {
        await applyVerdict(app, outbound, moved, verdict, raw, request.ip);
      } else if (endedWithoutMoney.includes(attempt.state) && verdict.kind === 'approved') {
        await settleLateApproval(
          app.db,
          orderNo,
          'late-callback',
          app.now(),
          {
            amountKurus: attempt.amountKurus,
            maskedPan: verdict.maskedPan,
            authCode: verdict.authCode,
            hostRefNum: verdict.hostRefNum,
            transId: verdict.transId,
          },
          raw,
          app.log,
        );
      } else if (endedWithoutMoney.includes(attempt.state) && verdict.kind === 'authenticated') {
        // 3d model: authenticated after we ended the attempt. No sale is asked for, so no money moves; noted.
        await insertPaymentEvent(app.db, {
          orderNo,
          at: app.now(),
          fromState: attempt.state,
          toState: attempt.state,
          source: 'late-callback',
          raw: { note: 'ödeme sonuçlandıktan sonra 3D doğrulaması geldi; satış istenmedi', ...raw },
        });
      }
      return reply.redirect(await currentResultPath(orderNo), 303);
    });

    /**
     * PayFlex: the ACS posts the 3D result here. It carries no hash, so a return counts only with
     * this attempt's secret in the address (handed to the MPI in SuccessUrl/FailureUrl); a sale is
     * asked of VPOS only with the proof of a full 3D authentication (Status Y, ECI, CAVV).
     */
    app.post(
      '/api/payments/payflex/return',
      returnRoute('payflex', ['VerifyEnrollmentRequestId']),
      async (request, reply) => {
        const { fields, orderNo } = bankReturnFields(request.body, ['VerifyEnrollmentRequestId']);
        const attempt = await attemptByOrderNo(app.db, orderNo);
        const raw = withoutCardData(fields);
        if (!attempt || attempt.storeType !== 'payflex_mpi') return reply.redirect(resultPath(orderNo, undefined), 303);
        if (
          !returnSecretMatches(attempt.returnSecretHash, (request.query as Record<string, unknown>)[returnSecretParam])
        ) {
          // Not from the bank's ACS for this attempt: someone posting by hand. Nothing changes.
          request.log.warn({ orderNo }, 'PayFlex dönüşü reddedildi: dönüş anahtarı doğrulanamadı');
          await insertPaymentEvent(app.db, {
            orderNo,
            at: app.now(),
            fromState: attempt.state,
            toState: attempt.state,
            source: 'acs-return-rejected',
            raw: { reason: 'dönüş anahtarı doğrulanamadı', ...raw },
          });
          return reply.redirect(await currentResultPath(orderNo), 303);
        }
        const machineKey = (await app.settings.get()).secret('machineKey');
        const { handedOver, clientIp } = arrival(request, machineKey, orderNo);
        if (!handedOver && !app.cardKeeper.holds(orderNo)) {
          const keeper = await cardKeeperOf(app.db, orderNo);
          if (keeper && keeper !== (await app.cardKeeper.ownAddress())) {
            const location = await handOver(keeper, request, fields, machineKey, orderNo);
            if (location) return reply.redirect(location, 303);
          }
        }
        const moved = await transition(app.db, orderNo, ['CREATED'], 'AUTHORISING', 'acs-return', app.now(), {}, raw);
        if (!moved) return reply.redirect(await currentResultPath(orderNo), 303);
        const now = app.now();
        const card = app.cardKeeper.take(orderNo, now.getTime());
        if (fields.Status !== 'Y') {
          await settleFailed(
            app.db,
            orderNo,
            ['AUTHORISING'],
            'DECLINED',
            'acs-return',
            now,
            '3D Secure doğrulaması başarısız oldu: SMS şifresi hatalı girildi ya da işlem iptal edildi.',
            raw,
          );
        } else if (!card) {
          await settleFailed(
            app.db,
            orderNo,
            ['AUTHORISING'],
            'FAILED',
            'acs-return',
            now,
            'Kart bilgisinin süresi doldu.',
            raw,
          );
        } else if (Number(fields.PurchAmount) !== attempt.amountKurus || fields.PurchCurrency !== '949') {
          await settleFailed(
            app.db,
            orderNo,
            ['AUTHORISING'],
            'FAILED',
            'acs-return',
            now,
            'Bankadan dönen tutar ödeme tutarıyla uyuşmuyor.',
            raw,
          );
        } else if (!fullAuthentication(card.cardNumber, fields)) {
          await settleFailed(
            app.db,
            orderNo,
            ['AUTHORISING'],
            'DECLINED',
            'acs-return',
            now,
            'Kartınız 3D Secure ile tam olarak doğrulanamadı; satış bankaya gönderilmedi.',
            { reason: '3D kanıtı eksik (ECI/CAVV)', ...raw },
          );
        } else {
          const maskedPan = `${card.cardNumber.slice(0, 6)}******${card.cardNumber.slice(-4)}`;
          try {
            const result = await provision(
              outbound,
              payFlexConfig(await app.settings.get(), app.config),
              orderNo,
              attempt.amountKurus,
              card,
              { eci: fields.Eci, cavv: fields.Cavv },
              clientIp,
            );
            if (result.approved) {
              await settleApproved(
                app.db,
                orderNo,
                ['AUTHORISING'],
                'vpos-sale',
                now,
                { maskedPan, authCode: result.authCode, hostRefNum: result.rrn, transId: result.transactionId },
                { alreadyApproved: result.alreadyApproved },
                app.log,
              );
            } else {
              await settleFailed(
                app.db,
                orderNo,
                ['AUTHORISING'],
                'DECLINED',
                'vpos-sale',
                now,
                result.message,
                {},
                maskedPan,
              );
            }
          } catch (error) {
            request.log.warn({ err: error, orderNo }, 'VPOS satış isteği sonuçsuz kaldı');
            await transition(
              app.db,
              orderNo,
              ['AUTHORISING'],
              'UNKNOWN',
              'vpos-sale',
              now,
              { maskedPan },
              { error: 'timeout' },
            );
          }
        }
        return reply.redirect(await currentResultPath(orderNo), 303);
      },
    );

    /**
     * PayFlex Common Payment: the bank sends the browser back here (a GET redirect; a POST is read
     * the same way) with Rc, TransactionId and PaymentToken — unsigned, so none of it is believed.
     * The token must be this attempt's, and the outcome is the bank's own answer to a server-to-server
     * query. A return the bank knows nothing of changes nothing. Two returns at once both ask; the
     * conditional CREATED → AUTHORISING lets one settle, the other reads its outcome.
     */
    const cpReturn = async (request: FastifyRequest, reply: FastifyReply) => {
      const { fields, orderNo } = bankReturnFields(cpReturnInput(request), [cpOrderParam]);
      const reference = cpReturnReference(fields);
      const attempt = await attemptByOrderNo(app.db, orderNo);
      if (!attempt || attempt.storeType !== 'payflex_cp') return reply.redirect(resultPath(orderNo, undefined), 303);
      // The bank masks with eight leading digits; what we keep is the six-and-four of the bank's answer below.
      const { MaskedPan: _maskedPan, ...raw } = withoutCardData(fields);
      const reject = async (reason: string) => {
        request.log.warn({ orderNo, reason }, 'Ortak Ödeme dönüşü reddedildi');
        await insertPaymentEvent(app.db, {
          orderNo,
          at: app.now(),
          fromState: attempt.state,
          toState: attempt.state,
          source: 'cp-return-rejected',
          raw: { reason, ...raw },
        });
        return reply.redirect(await currentResultPath(orderNo), 303);
      };
      if (!bankTokenMatches(attempt.bankToken, reference.paymentToken))
        return reject('ödeme anahtarı bu siparişin değil');
      let answer;
      try {
        answer = await queryTransaction(
          outbound,
          payFlexCpConfig(await app.settings.get(), app.config),
          reference.paymentToken,
          reference.transactionId,
        );
      } catch (error) {
        // The bank did not answer: nothing changes here; the status screen and the job ask again.
        request.log.warn({ err: error, orderNo }, 'Ortak Ödeme sorgusu sonuçsuz kaldı');
        return reply.redirect(await currentResultPath(orderNo), 303);
      }
      if (answer.kind === 'not_found') return reject('bankada bu anahtarla işlem yok');
      if (answer.kind === 'approved' && (answer.orderNo !== orderNo || answer.currency !== '949'))
        return reject('bankanın işlemi bu siparişin değil');
      const bankRaw = { ...raw, bank: { ...answer } };
      const now = app.now();
      if (answer.kind === 'approved' && endedWithoutMoney.includes(attempt.state)) {
        await settleLateApproval(
          app.db,
          orderNo,
          'late-callback',
          now,
          {
            amountKurus: answer.amountKurus,
            maskedPan: answer.maskedPan,
            authCode: answer.authCode,
            hostRefNum: answer.rrn,
            transId: answer.transactionId,
          },
          bankRaw,
          app.log,
        );
        return reply.redirect(await currentResultPath(orderNo), 303);
      }
      const moved = await transition(
        app.db,
        orderNo,
        ['CREATED'],
        'AUTHORISING',
        'cp-return',
        now,
        { transId: answer.transactionId || null },
        bankRaw,
      );
      if (!moved) return reply.redirect(await currentResultPath(orderNo), 303);
      if (answer.kind === 'declined') {
        await settleFailed(
          app.db,
          orderNo,
          ['AUTHORISING'],
          'DECLINED',
          'cp-query',
          now,
          `Banka işlemi onaylamadı${answer.message ? `: ${answer.message}` : ''}.`,
          bankRaw,
          answer.maskedPan || null,
        );
      } else if (answer.amountKurus !== attempt.amountKurus) {
        await markRefundNeeded(
          app.db,
          orderNo,
          ['AUTHORISING'],
          'cp-query',
          now,
          refundReasons.amount(answer.amountKurus, attempt.amountKurus),
          {
            amountKurus: answer.amountKurus,
            maskedPan: answer.maskedPan,
            authCode: answer.authCode,
            hostRefNum: answer.rrn,
            transId: answer.transactionId,
          },
          bankRaw,
          app.log,
        );
      } else {
        await settleApproved(
          app.db,
          orderNo,
          ['AUTHORISING'],
          'cp-query',
          now,
          {
            maskedPan: answer.maskedPan,
            authCode: answer.authCode,
            hostRefNum: answer.rrn,
            transId: answer.transactionId,
          },
          bankRaw,
          app.log,
        );
      }
      return reply.redirect(await currentResultPath(orderNo), 303);
    };
    app.get('/api/payments/payflex-cp/return', returnRoute('payflex-cp', [cpOrderParam]), cpReturn);
    app.post('/api/payments/payflex-cp/return', returnRoute('payflex-cp', [cpOrderParam]), cpReturn);

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
