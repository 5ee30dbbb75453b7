import { readXml } from '@ebelediye/contract/xml';
import type { Outbound } from '../../outbound';
import { formatBankAmount, parseBankAmount } from './bank-amount';
import type { StatusAnswer } from './nestpay';

/**
 * PayFlex Common Payment (Vakıfbank "Ortak Ödeme", ISD v4), as the open-source mews/pos library
 * speaks it ("payflex-cp-v4"): the citizen types the card on the bank's own page, so no card number
 * or CVV ever reaches this server (SAQ A), and nothing of the payment lives in one process's memory.
 *
 * 1. RegisterTransaction, server to bank (ThreeDSecureWebRequestUrl): the order, amount and return
 *    addresses; the reply carries PaymentToken and CommonPaymentUrl.
 * 2. The browser goes to CommonPaymentUrl?Ptkn=<token> (GET); the bank's page takes the card and 3D.
 * 3. The bank sends the browser back to SuccessUrl/FailUrl with Rc, TransactionId, PaymentToken, …
 *    — no signature, so nothing posted is believed:
 * 4. VposTransaction, server to bank (VPosWebRequestUrl) with TransactionId and PaymentToken: the
 *    bank's own record of the transaction (Rc 0000 = sold, OrderID, Amount, AuthCode, Rrn, MaskedPan).
 */
export interface PayFlexCpConfig {
  merchantId: string;
  merchantPassword: string;
  terminalNo: string;
  registerUrl: string;
  queryUrl: string;
  returnUrl: string;
  /** VPOS (Vposreq.aspx), where Common Payment sales are cancelled and refunded. */
  vposUrl: string;
}

/** The bank masks as 49384601****4205; we keep no more than the first six and last four digits, as for every bank. */
function sixAndFour(masked: string): string {
  return masked.length >= 10 ? `${masked.slice(0, 6)}******${masked.slice(-4)}` : '';
}

export type Registration =
  { registered: true; paymentToken: string; commonPaymentUrl: string } | { registered: false; message: string };

/**
 * Registers the order with the bank before the browser leaves. HashedData is not sent: mews/pos
 * reports that the documented hash makes the bank answer 5029 "Geçersiz İstek" (unconfirmed).
 */
export async function registerTransaction(
  outbound: Outbound,
  config: PayFlexCpConfig,
  orderNo: string,
  amountKurus: number,
): Promise<Registration> {
  const returnUrl = `${config.returnUrl}${config.returnUrl.includes('?') ? '&' : '?'}${cpOrderParam}=${encodeURIComponent(orderNo)}`;
  const response = await outbound({
    url: config.registerUrl,
    form: {
      HostMerchantId: config.merchantId,
      MerchantPassword: config.merchantPassword,
      HostTerminalId: config.terminalNo,
      TransactionType: 'Sale',
      AmountCode: '949',
      Amount: formatBankAmount(amountKurus),
      OrderID: orderNo,
      IsSecure: 'true',
      // A card outside 3D Secure is refused by the bank's page, not sent as a half-secure sale.
      AllowNotEnrolledCard: 'false',
      SuccessUrl: returnUrl,
      FailUrl: returnUrl,
      RequestLanguage: 'tr-TR',
      Extract: '',
      CustomItems: '',
    },
  });
  if (response.status !== 200) throw new Error(`PayFlex Ortak Ödeme kaydı ${response.status} döndü`);
  const answer = readXml(response.text);
  const paymentToken = answer.text('PaymentToken');
  const commonPaymentUrl = answer.text('CommonPaymentUrl');
  if (answer.text('ErrorCode') || !paymentToken || !commonPaymentUrl) {
    const detail = answer.text('ResponseMessage');
    return {
      registered: false,
      message: `Banka ödeme sayfası açılamadı${detail ? `: ${detail}` : ''}. Lütfen biraz sonra yeniden deneyiniz.`,
    };
  }
  return { registered: true, paymentToken, commonPaymentUrl };
}

/** The query parameter of our return address that names the order (the bank's failure return may omit OrderID). */
export const cpOrderParam = 'oid';

/**
 * The browser's hand-over to the bank's page, a GET form. A GET form drops the query of its action,
 * so any query the bank put in CommonPaymentUrl travels as fields, next to Ptkn.
 */
export function commonPaymentForm(
  commonPaymentUrl: string,
  paymentToken: string,
): { url: string; method: 'get'; fields: Record<string, string> } {
  const [path, query = ''] = commonPaymentUrl.split('?', 2);
  return {
    url: path,
    method: 'get',
    fields: { ...Object.fromEntries(new URLSearchParams(query)), Ptkn: paymentToken },
  };
}

export type CpTransaction =
  | {
      kind: 'approved';
      orderNo: string;
      amountKurus: number;
      currency: string;
      authCode: string;
      rrn: string;
      transactionId: string;
      maskedPan: string;
    }
  | { kind: 'declined'; code: string; message: string; transactionId: string; maskedPan: string }
  | { kind: 'not_found' };

/** Asks the bank what it did under this token (and transaction id, when the return gave one). */
export async function queryTransaction(
  outbound: Outbound,
  config: PayFlexCpConfig,
  paymentToken: string,
  transactionId?: string,
): Promise<CpTransaction> {
  const response = await outbound({
    url: config.queryUrl,
    form: {
      HostMerchantId: config.merchantId,
      Password: config.merchantPassword,
      PaymentToken: paymentToken,
      ...(transactionId ? { TransactionId: transactionId } : {}),
    },
    timeoutMs: 30_000,
  });
  if (response.status !== 200) throw new Error(`PayFlex Ortak Ödeme sorgusu ${response.status} döndü`);
  const answer = readXml(response.text);
  const rc = answer.text('Rc');
  // ErrorCode without Rc: no transaction under that token (yet), or a request the bank refused.
  if (!rc) return { kind: 'not_found' };
  const common = { transactionId: answer.text('TransactionId'), maskedPan: sixAndFour(answer.text('MaskedPan')) };
  if (rc !== '0000') return { kind: 'declined', code: rc, message: answer.text('Message'), ...common };
  return {
    kind: 'approved',
    orderNo: answer.text('OrderID'),
    amountKurus: parseBankAmount(answer.text('Amount')),
    currency: answer.text('AmountCode'),
    authCode: answer.text('AuthCode'),
    rrn: answer.text('Rrn'),
    ...common,
  };
}

/** The reconciliation's question (settle.ts): what the bank knows of an attempt, by its token. */
export async function cpStatus(
  outbound: Outbound,
  config: PayFlexCpConfig,
  paymentToken: string | null,
  orderNo: string,
  transactionId?: string | null,
): Promise<StatusAnswer> {
  // Never registered (the bank refused or we fell over before it answered): no page, no money.
  if (!paymentToken) return { kind: 'not_found' };
  const answer = await queryTransaction(outbound, config, paymentToken, transactionId ?? undefined);
  if (answer.kind === 'not_found') return answer;
  if (answer.kind === 'declined') return { kind: 'failed' };
  // A sale under our token for another order is not ours to collect.
  if (answer.orderNo !== orderNo) return { kind: 'failed' };
  return { kind: 'paid', amountKurus: answer.amountKurus, authCode: answer.authCode, hostRefNum: answer.rrn };
}
