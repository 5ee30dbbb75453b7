import type { FastifyInstance } from 'fastify';
import type { Outbound } from '../../outbound';
import type { SettingsSnapshot } from '../settings/snapshot';
import type { AttemptRow } from './attempts';
import { nestPayConfig, payFlexConfig, payFlexCpConfig, storeTypeOf } from './bank';
import { errors } from '../../errors';
import { newReturnSecret } from './bank-return';
import { type CardData, gateForm, queryOrderStatus, type NestPayConfig, type StatusAnswer } from './nestpay';
import { enroll, searchOrder, type PayFlexConfig } from './payflex';
import { commonPaymentForm, cpStatus, type PayFlexCpConfig, registerTransaction } from './payflex-cp';
import { withoutCardData } from './settle';

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
  /** What the bank knows of an attempt: NestPay ORDERSTATUS, PayFlex SearchRequest, Common Payment's query by token. */
  queryStatus(outbound: Outbound, attempt: AttemptRow): Promise<StatusAnswer>;
  /** Gives an approved sale's money back; no bank here has the call yet, so each says so. */
  refund(outbound: Outbound, attempt: AttemptRow): Promise<never>;
}

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

/** A refund or void the bank's protocol, as implemented here, cannot make: the staff do it at the bank. */
export class RefundNotSupported extends Error {
  constructor(readonly model: string) {
    super(`${model} için iade/iptal çağrısı yok; iade bankanın üye işyeri ekranından yapılır`);
  }
}

function nestPayGateway(config: NestPayConfig): PaymentGateway {
  return {
    model: config.storeType,
    cardEntry: config.storeType === '3d_pay_hosting' ? 'bank_page' : 'this_page',
    start: async (_outbound, attempt, card) => {
      if (config.storeType !== '3d_pay_hosting') needCard(card);
      // The card, when there is one, lives only in this request: it goes into the form and nowhere else.
      const gateway = gateForm(config, attempt.orderNo, attempt.amountKurus, card);
      return { kind: 'redirect', gateway, source: 'request', raw: withoutCardData(gateway.fields) };
    },
    queryStatus: (outbound, attempt) => queryOrderStatus(outbound, config, attempt.orderNo),
    refund: async () => {
      throw new RefundNotSupported(config.storeType);
    },
  };
}

function payFlexMpiGateway(config: PayFlexConfig): PaymentGateway {
  return {
    model: 'payflex_mpi',
    cardEntry: 'this_page',
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
    queryStatus: (outbound, attempt) => searchOrder(outbound, config, attempt.orderNo),
    refund: async () => {
      throw new RefundNotSupported('payflex_mpi');
    },
  };
}

function payFlexCpGateway(config: PayFlexCpConfig): PaymentGateway {
  return {
    model: 'payflex_cp',
    cardEntry: 'bank_page',
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
    queryStatus: (outbound, attempt) => cpStatus(outbound, config, attempt.bankToken, attempt.orderNo, attempt.transId),
    refund: async () => {
      throw new RefundNotSupported('payflex_cp');
    },
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
