import type { FastifyInstance } from 'fastify';
import { OutboundTimeout, type Outbound } from '../../outbound';
import type { SettingsSnapshot } from '../settings/snapshot';
import type { AttemptRow } from './attempts';
import { nestPayConfig, payFlexConfig, payFlexCpConfig, storeTypeOf } from './bank';
import { errors } from '../../errors';
import { bankTokenMatches, cpReturnReference, newReturnSecret, returnSecretMatches } from './bank-return';
import type { BankApproval } from './refunds';
import {
  type CardData,
  completeAuth,
  gateForm,
  queryOrderStatus,
  readCallback,
  type DayTransaction,
  type NestPayConfig,
  queryDayHistory,
  queryRefundStatus,
  type RefundAnswer,
  sendRefund,
  type StatusAnswer,
} from './nestpay';
import {
  enroll,
  fullAuthentication,
  provision,
  returnSecretParam,
  searchDay,
  searchOrder,
  searchRefund,
  sendVposRefund,
  type PayFlexConfig,
} from './payflex';
import { commonPaymentForm, cpStatus, type PayFlexCpConfig, queryTransaction, registerTransaction } from './payflex-cp';
import { withoutCardData } from './settle';
import type { AttemptPatch } from './store';

/**
 * One bank model behind one interface, chosen once by `gatewayFor`: NestPay's three models
 * (3d_pay_hosting, 3d_pay, 3d), PayFlex MPI and PayFlex Common Payment. Callers ask the gateway
 * instead of branching on the model themselves.
 */
export interface PaymentGateway {
  /** The model an attempt records (`payment_attempts.store_type`) and reads its bank's answers in. */
  readonly model: string;
  /** Where the citizen types the card: the bank's own page, or our form (the card then comes with the start). */
  readonly cardEntry: 'bank_page' | 'this_page';
  /**
   * Sends the attempt to the bank: the form or address the browser goes to next, or the bank's refusal.
   * `remember` writes what the return must later be checked against (a token, a secret's hash) onto
   * the attempt before the browser leaves. A card is needed, and only used, when typed on our page.
   */
  start(
    outbound: Outbound,
    attempt: AttemptRow,
    card: CardData | undefined,
    remember: (patch: { bankToken?: string; returnSecretHash?: string }) => Promise<void>,
  ): Promise<StartResult>;
  /** The address the bank sends this model's browser back to: a return posted to another one is not read. */
  readonly returnRoute: ReturnRoute;
  /**
   * Reads the bank's return for this attempt: believed only once verified (NestPay's hash, order, amount
   * and currency; PayFlex MPI's per-attempt secret; Common Payment's token and the bank's own answer to
   * a query by it). A call that moves money — the 3d model's completion, PayFlex MPI's sale with the
   * kept card — waits in `complete` for the attempt to be claimed, so two returns never both make it.
   */
  readReturn(outbound: Outbound, attempt: AttemptRow, posted: PostedReturn): Promise<ReturnVerdict>;
  /** What the bank knows of an attempt: NestPay ORDERSTATUS, PayFlex SearchRequest, Common Payment's query by token. */
  queryStatus(outbound: Outbound, attempt: AttemptRow): Promise<StatusAnswer>;
  /**
   * The bank's own list of its approved sales and voids in [from, to), for the end of day (decision
   * 084): NestPay ORDERHISTORY for a date range, PayFlex SearchRequest with a date range.
   */
  dayRecord(outbound: Outbound, from: Date, to: Date): Promise<DayTransaction[]>;
  /**
   * Gives (part of) an approved sale's money back after the bank's end of day: NestPay Credit, PayFlex
   * VPOS Refund (decision 083). `requestId` is the refund's own id, so the bank refuses a second one.
   * Throws when the bank did not answer: the caller makes the refund unknown and asks `refundStatus`.
   */
  refund(outbound: Outbound, attempt: AttemptRow, request: RefundRequest): Promise<RefundAnswer>;
  /** Cancels the whole sale on its own day, before the bank's end of day: NestPay Void, PayFlex VPOS Cancel. */
  void(outbound: Outbound, attempt: AttemptRow, request: RefundRequest): Promise<RefundAnswer>;
  /**
   * Whether a refund whose call went unanswered was made: NestPay ORDERSTATUS (voided; the credited
   * total against what was credited before), PayFlex SearchRequest by the refund's own id.
   */
  refundStatus(outbound: Outbound, attempt: AttemptRow, request: RefundStatusRequest): Promise<RefundOutcome>;
}

export interface RefundRequest {
  amountKurus: number;
  requestId: string;
  clientIp: string;
}

export interface RefundStatusRequest {
  kind: 'void' | 'refund';
  requestId: string;
  amountKurus: number;
  /** What the order had been credited back before this refund, by refunds we know succeeded. */
  refundedBeforeKurus: number;
}

/** What the bank's record says of an unanswered refund: made (with its reference), not made, or not yet known. */
export type RefundOutcome = { kind: 'made'; reference: string } | { kind: 'not_made' } | { kind: 'unknown' };

/** The bank-return addresses, one per protocol family (bank-return.ts): each bank posts its own fields. */
export type ReturnRoute = 'nestpay' | 'payflex' | 'payflex-cp';

/** A bank's return as it arrived: the flat form (bank-return.ts) and our return address's own parameters. */
export interface PostedReturn {
  fields: Record<string, string>;
  query: Record<string, unknown>;
}

/** What a sale is recorded with on the attempt. */
export interface Sale {
  maskedPan: string;
  authCode: string;
  hostRefNum: string;
  transId: string;
}

/** How a verified return ends, once the attempt is claimed (settle.ts's `settleReturn` applies it). */
export type ReturnOutcome =
  /** A sale of `amountKurus`: collected, or sent for refund when it is not the attempt's amount. */
  | { kind: 'approved'; source: string; amountKurus: number; sale: Sale; raw: Record<string, unknown> }
  | {
      kind: 'failed';
      to: 'DECLINED' | 'FAILED';
      source: string;
      message: string;
      raw: Record<string, unknown>;
      maskedPan?: string | null;
    }
  /** The bank did not answer the money-moving call: UNKNOWN, settled by the status query, never retried blind. */
  | { kind: 'unknown'; source: string; maskedPan: string; raw: Record<string, unknown>; error: unknown; note: string };

export type ReturnVerdict =
  /** Not believed (forged, another attempt's, unknown to the bank): nothing changes but a note of why. */
  | { kind: 'rejected'; source: string; reason: string; raw: Record<string, unknown> }
  /** The bank could not be asked: nothing changes; the status screen and the job ask again. */
  | { kind: 'unanswered'; error: unknown }
  | {
      kind: 'verified';
      /** The claim: CREATED → AUTHORISING under this source, with `patch` and `raw`. */
      source: string;
      patch: AttemptPatch;
      raw: Record<string, unknown>;
      /** The sale needs the card kept in memory since the start (card-keeper.ts). */
      keptCard: boolean;
      /** For an attempt we had already ended: an approval collected or refunded, or a note. */
      late?: { kind: 'approval'; approval: BankApproval } | { kind: 'note'; note: string };
      complete(claimed: AttemptRow, kept: { card: CardData | undefined; clientIp: string }): Promise<ReturnOutcome>;
    };

export type StartResult =
  | {
      kind: 'redirect';
      gateway: { url: string; method?: 'get'; fields: Record<string, string> };
      /** The attempt's event: its source and what is kept of the request (never card data). */
      source: string;
      raw: Record<string, unknown>;
      /** PayFlex MPI: the card must wait in this process for the return (card-keeper.ts). */
      keepCard?: boolean;
    }
  | { kind: 'refused'; to: 'FAILED' | 'DECLINED'; source: string; message: string; onCard: boolean };

function needCard(card: CardData | undefined): CardData {
  if (!card) throw errors.badInput('Kart bilgilerini giriniz.', 'card.cardNumber');
  return card;
}

/** NestPay's record after an unanswered Void or Credit: made only when the bank's figures show it. */
async function nestPayRefundStatus(
  outbound: Outbound,
  config: NestPayConfig,
  orderNo: string,
  request: RefundStatusRequest,
): Promise<RefundOutcome> {
  const status = await queryRefundStatus(outbound, config, orderNo);
  if (!status.found) return { kind: 'unknown' };
  if (request.kind === 'void') return status.voided ? { kind: 'made', reference: '' } : { kind: 'not_made' };
  if (status.refundedKurus >= request.refundedBeforeKurus + request.amountKurus) return { kind: 'made', reference: '' };
  if (status.refundedKurus === request.refundedBeforeKurus) return { kind: 'not_made' };
  return { kind: 'unknown' };
}

/** VPOS's record of a refund by its own TransactionId. */
async function vposRefundStatus(
  outbound: Outbound,
  vposUrl: string,
  credentials: { merchantId: string; merchantPassword: string },
  requestId: string,
): Promise<RefundOutcome> {
  const found = await searchRefund(outbound, vposUrl, credentials, requestId);
  if (found.kind === 'done') return { kind: 'made', reference: found.reference };
  return { kind: 'not_made' };
}

/**
 * NestPay posts the 3D result from the citizen's browser to okUrl/failUrl, signed with the store key.
 * 3d_pay and 3d_pay_hosting carry the sale's outcome; the 3d model only the authentication, after
 * which we ask for the money (completeAuth) — a timeout there is UNKNOWN, never a blind retry.
 */
async function readNestPayReturn(
  outbound: Outbound,
  config: NestPayConfig,
  attempt: AttemptRow,
  posted: PostedReturn,
): Promise<ReturnVerdict> {
  const verdict = readCallback(config, posted.fields, { orderNo: attempt.orderNo, amountKurus: attempt.amountKurus });
  const raw = withoutCardData(posted.fields);
  // Possibly forged: change nothing; the status query settles the attempt with the bank itself.
  if (verdict.kind === 'invalid') return { kind: 'rejected', source: 'callback-rejected', reason: verdict.reason, raw };
  const claim = { kind: 'verified', source: 'callback', patch: {}, raw, keptCard: false } as const;
  if (verdict.kind === 'approved') {
    const { kind: _kind, ...sale } = verdict;
    return {
      ...claim,
      late: { kind: 'approval', approval: { amountKurus: attempt.amountKurus, ...sale } },
      complete: async () => ({ kind: 'approved', source: 'callback', amountKurus: attempt.amountKurus, sale, raw }),
    };
  }
  if (verdict.kind === 'declined') {
    return {
      ...claim,
      complete: async () => ({
        kind: 'failed',
        to: 'DECLINED',
        source: 'callback',
        message: verdict.message,
        raw,
        maskedPan: verdict.maskedPan,
      }),
    };
  }
  return {
    ...claim,
    // Authenticated after we ended the attempt: no sale is asked for, so no money moves; noted.
    late: { kind: 'note', note: 'ödeme sonuçlandıktan sonra 3D doğrulaması geldi; satış istenmedi' },
    complete: async (claimed, { clientIp }) => {
      const { maskedPan } = verdict;
      try {
        const result = await completeAuth(outbound, config, claimed.orderNo, claimed.amountKurus, verdict, clientIp);
        if (!result.approved)
          return { kind: 'failed', to: 'DECLINED', source: 'xml-auth', message: result.message, raw, maskedPan };
        const { authCode, hostRefNum, transId } = result;
        return {
          kind: 'approved',
          source: 'xml-auth',
          amountKurus: claimed.amountKurus,
          sale: { maskedPan, authCode, hostRefNum, transId },
          raw,
        };
      } catch (error) {
        return {
          kind: 'unknown',
          source: 'xml-auth',
          maskedPan,
          raw: { error: error instanceof OutboundTimeout ? 'timeout' : 'error' },
          error,
          note: 'bankaya tamamlama isteği sonuçsuz kaldı',
        };
      }
    },
  };
}

function nestPayGateway(config: NestPayConfig): PaymentGateway {
  return {
    model: config.storeType,
    cardEntry: config.storeType === '3d_pay_hosting' ? 'bank_page' : 'this_page',
    returnRoute: 'nestpay',
    start: async (_outbound, attempt, card) => {
      if (config.storeType !== '3d_pay_hosting') needCard(card);
      // The card, when there is one, lives only in this request: it goes into the form and nowhere else.
      const gateway = gateForm(config, attempt.orderNo, attempt.amountKurus, card);
      return { kind: 'redirect', gateway, source: 'request', raw: withoutCardData(gateway.fields) };
    },
    readReturn: (outbound, attempt, posted) => readNestPayReturn(outbound, config, attempt, posted),
    queryStatus: (outbound, attempt) => queryOrderStatus(outbound, config, attempt.orderNo),
    dayRecord: (outbound, from, to) => queryDayHistory(outbound, config, from, to),
    refund: (outbound, attempt, request) =>
      sendRefund(outbound, config, { kind: 'refund', orderNo: attempt.orderNo, ...request }),
    void: (outbound, attempt, request) =>
      sendRefund(outbound, config, { kind: 'void', orderNo: attempt.orderNo, ...request }),
    refundStatus: (outbound, attempt, request) => nestPayRefundStatus(outbound, config, attempt.orderNo, request),
  };
}

/**
 * PayFlex MPI: the ACS posts the 3D result. It carries no hash, so a return counts only with this
 * attempt's secret in the address (handed to the MPI in SuccessUrl/FailureUrl); a sale is asked of
 * VPOS, with the card kept since the enrollment, only with the proof of a full 3D authentication
 * (Status Y, ECI, CAVV).
 */
function readPayFlexMpiReturn(
  outbound: Outbound,
  config: PayFlexConfig,
  attempt: AttemptRow,
  posted: PostedReturn,
): ReturnVerdict {
  const { fields } = posted;
  const raw = withoutCardData(fields);
  // Not from the bank's ACS for this attempt: someone posting by hand. Nothing changes.
  if (!returnSecretMatches(attempt.returnSecretHash, posted.query[returnSecretParam]))
    return { kind: 'rejected', source: 'acs-return-rejected', reason: 'dönüş anahtarı doğrulanamadı', raw };
  const failed = (to: 'DECLINED' | 'FAILED', message: string, failedRaw = raw): ReturnOutcome => ({
    kind: 'failed',
    to,
    source: 'acs-return',
    message,
    raw: failedRaw,
  });
  return {
    kind: 'verified',
    source: 'acs-return',
    patch: {},
    raw,
    keptCard: true,
    complete: async (claimed, { card, clientIp }) => {
      if (fields.Status !== 'Y')
        return failed(
          'DECLINED',
          '3D Secure doğrulaması başarısız oldu: SMS şifresi hatalı girildi ya da işlem iptal edildi.',
        );
      if (!card) return failed('FAILED', 'Kart bilgisinin süresi doldu.');
      if (Number(fields.PurchAmount) !== claimed.amountKurus || fields.PurchCurrency !== '949')
        return failed('FAILED', 'Bankadan dönen tutar ödeme tutarıyla uyuşmuyor.');
      if (!fullAuthentication(card.cardNumber, fields))
        return failed('DECLINED', 'Kartınız 3D Secure ile tam olarak doğrulanamadı; satış bankaya gönderilmedi.', {
          reason: '3D kanıtı eksik (ECI/CAVV)',
          ...raw,
        });
      const maskedPan = `${card.cardNumber.slice(0, 6)}******${card.cardNumber.slice(-4)}`;
      try {
        const result = await provision(
          outbound,
          config,
          claimed.orderNo,
          claimed.amountKurus,
          card,
          { eci: fields.Eci, cavv: fields.Cavv },
          clientIp,
        );
        if (!result.approved)
          return { kind: 'failed', to: 'DECLINED', source: 'vpos-sale', message: result.message, raw: {}, maskedPan };
        return {
          kind: 'approved',
          source: 'vpos-sale',
          amountKurus: claimed.amountKurus,
          sale: { maskedPan, authCode: result.authCode, hostRefNum: result.rrn, transId: result.transactionId },
          raw: { alreadyApproved: result.alreadyApproved },
        };
      } catch (error) {
        return {
          kind: 'unknown',
          source: 'vpos-sale',
          maskedPan,
          raw: { error: 'timeout' },
          error,
          note: 'VPOS satış isteği sonuçsuz kaldı',
        };
      }
    },
  };
}

function payFlexMpiGateway(config: PayFlexConfig): PaymentGateway {
  return {
    model: 'payflex_mpi',
    cardEntry: 'this_page',
    returnRoute: 'payflex',
    start: async (outbound, attempt, given, remember) => {
      const card = needCard(given);
      // The return address carries a secret only this attempt's browser learns; only its hash is kept.
      const returnSecret = newReturnSecret();
      await remember({ returnSecretHash: returnSecret.hash });
      const enrollment = await enroll(
        outbound,
        config,
        attempt.orderNo,
        attempt.amountKurus,
        card,
        returnSecret.secret,
      );
      if (!enrollment.enrolled)
        return { kind: 'refused', to: 'DECLINED', source: 'mpi-enrollment', message: enrollment.message, onCard: true };
      return {
        kind: 'redirect',
        gateway: { url: enrollment.acsUrl, fields: enrollment.fields },
        source: 'mpi-enrollment',
        raw: { acsUrl: enrollment.acsUrl },
        keepCard: true,
      };
    },
    readReturn: async (outbound, attempt, posted) => readPayFlexMpiReturn(outbound, config, attempt, posted),
    queryStatus: (outbound, attempt) => searchOrder(outbound, config, attempt.orderNo),
    dayRecord: (outbound, from, to) => searchDay(outbound, config, from, to),
    ...vposRefunds(config.vposUrl, config),
  };
}

/**
 * PayFlex's refunds, for both models: VPOS Cancel / Refund naming the sale's TransactionId (MPI: the
 * order number it was sold under; Common Payment: the bank's transaction id from its query).
 */
function vposRefunds(
  vposUrl: string,
  credentials: { merchantId: string; merchantPassword: string; terminalNo: string },
): Pick<PaymentGateway, 'refund' | 'void' | 'refundStatus'> {
  const send = (kind: 'void' | 'refund', attempt: AttemptRow, request: RefundRequest, outbound: Outbound) =>
    sendVposRefund(outbound, vposUrl, credentials, {
      kind,
      referenceTransactionId: attempt.transId ?? attempt.orderNo,
      ...request,
    });
  return {
    refund: (outbound, attempt, request) => send('refund', attempt, request, outbound),
    void: (outbound, attempt, request) => send('void', attempt, request, outbound),
    refundStatus: (outbound, _attempt, request) => vposRefundStatus(outbound, vposUrl, credentials, request.requestId),
  };
}

/**
 * PayFlex Common Payment: the bank sends the browser back (a GET redirect; a POST is read the same
 * way) with Rc, TransactionId and PaymentToken — unsigned, so none of it is believed. The token must
 * be this attempt's, and the outcome is the bank's own answer to a server-to-server query; a return
 * the bank knows nothing of changes nothing. Asking is harmless, so it comes before the claim.
 */
async function readPayFlexCpReturn(
  outbound: Outbound,
  config: PayFlexCpConfig,
  attempt: AttemptRow,
  posted: PostedReturn,
): Promise<ReturnVerdict> {
  const reference = cpReturnReference(posted.fields);
  // The bank masks with eight leading digits; what we keep is the six-and-four of the bank's answer below.
  const { MaskedPan: _maskedPan, ...raw } = withoutCardData(posted.fields);
  const rejected = (reason: string): ReturnVerdict => ({ kind: 'rejected', source: 'cp-return-rejected', reason, raw });
  if (!bankTokenMatches(attempt.bankToken, reference.paymentToken))
    return rejected('ödeme anahtarı bu siparişin değil');
  let answer;
  try {
    answer = await queryTransaction(outbound, config, reference.paymentToken, reference.transactionId);
  } catch (error) {
    return { kind: 'unanswered', error };
  }
  if (answer.kind === 'not_found') return rejected('bankada bu anahtarla işlem yok');
  if (answer.kind === 'approved' && (answer.orderNo !== attempt.orderNo || answer.currency !== '949'))
    return rejected('bankanın işlemi bu siparişin değil');
  const bankRaw = { ...raw, bank: { ...answer } };
  const claim = {
    kind: 'verified',
    source: 'cp-return',
    patch: { transId: answer.transactionId || null },
    raw: bankRaw,
    keptCard: false,
  } as const;
  if (answer.kind === 'declined') {
    const { message, maskedPan } = answer;
    return {
      ...claim,
      complete: async () => ({
        kind: 'failed',
        to: 'DECLINED',
        source: 'cp-query',
        message: `Banka işlemi onaylamadı${message ? `: ${message}` : ''}.`,
        raw: bankRaw,
        maskedPan: maskedPan || null,
      }),
    };
  }
  const { amountKurus } = answer;
  const sale = {
    maskedPan: answer.maskedPan,
    authCode: answer.authCode,
    hostRefNum: answer.rrn,
    transId: answer.transactionId,
  };
  return {
    ...claim,
    late: { kind: 'approval', approval: { amountKurus, ...sale } },
    complete: async () => ({ kind: 'approved', source: 'cp-query', amountKurus, sale, raw: bankRaw }),
  };
}

function payFlexCpGateway(config: PayFlexCpConfig): PaymentGateway {
  return {
    model: 'payflex_cp',
    cardEntry: 'bank_page',
    returnRoute: 'payflex-cp',
    // The card is typed on the bank's page: whatever card came with the request is not used or kept.
    start: async (outbound, attempt, _card, remember) => {
      const registration = await registerTransaction(outbound, config, attempt.orderNo, attempt.amountKurus);
      if (!registration.registered)
        return { kind: 'refused', to: 'FAILED', source: 'cp-register', message: registration.message, onCard: false };
      // The token, not a card: any process can ask the bank about this attempt with it.
      await remember({ bankToken: registration.paymentToken });
      return {
        kind: 'redirect',
        gateway: commonPaymentForm(registration.commonPaymentUrl, registration.paymentToken),
        source: 'cp-register',
        raw: { commonPaymentUrl: registration.commonPaymentUrl },
      };
    },
    readReturn: (outbound, attempt, posted) => readPayFlexCpReturn(outbound, config, attempt, posted),
    queryStatus: (outbound, attempt) => cpStatus(outbound, config, attempt.bankToken, attempt.orderNo, attempt.transId),
    // Common Payment sales are VPOS sales: the same search, at the address the settings give for queries.
    dayRecord: (outbound, from, to) =>
      searchDay(
        outbound,
        { merchantId: config.merchantId, merchantPassword: config.merchantPassword, vposUrl: config.queryUrl },
        from,
        to,
      ),
    ...vposRefunds(config.vposUrl, config),
  };
}

/**
 * The gateway of an attempt's model (`attemptModel`, what it started in), or, for a new attempt, of
 * the settings: the active bank (Vakıfbank speaks PayFlex, the others NestPay) and its StoreType.
 */
export function gatewayFor(
  settings: SettingsSnapshot,
  config: FastifyInstance['config'],
  attemptModel?: string,
): PaymentGateway {
  const model = attemptModel ?? storeTypeOf(settings);
  if (model === 'payflex_cp') return payFlexCpGateway(payFlexCpConfig(settings, config));
  if (model === 'payflex_mpi') return payFlexMpiGateway(payFlexConfig(settings, config));
  return nestPayGateway(nestPayConfig(settings, config, model));
}

/** The gateway an attempt is answered by: always the model it started in (decision 020), whatever the settings say now. */
export function gatewayOf(
  settings: SettingsSnapshot,
  config: FastifyInstance['config'],
  attempt: Pick<AttemptRow, 'storeType'>,
): PaymentGateway {
  return gatewayFor(settings, config, attempt.storeType);
}
