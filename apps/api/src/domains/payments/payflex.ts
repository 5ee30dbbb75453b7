import { cardBrandOf, cardBrands } from '@ebelediye/contract';
import { buildXml, readXml } from '@ebelediye/contract/xml';
import type { Outbound } from '../../outbound';
import type { CardData, DayTransaction, RefundAnswer } from './nestpay';
import { formatBankAmount, parseBankAmount } from './bank-amount';

/**
 * PayFlex (Vakıfbank VPOS 7/24), domain/payments.md: MPI enrollment (server to MPI, with the card),
 * the browser's trip to the ACS, then provisioning (server to VPOS, with the card again). Between the
 * two the card waits in the memory of the process that took it (card-keeper.ts).
 */
export interface PayFlexConfig {
  merchantId: string;
  merchantPassword: string;
  terminalNo: string;
  mpiUrl: string;
  vposUrl: string;
  successUrl: string;
  failureUrl: string;
}

export type Enrollment =
  { enrolled: true; acsUrl: string; fields: Record<string, string> } | { enrolled: false; message: string };

/**
 * `returnSecret` is this attempt's proof of return: it rides in SuccessUrl/FailureUrl, which only the
 * MPI, the ACS and the citizen's own browser see, and must come back on the return (bank-return.ts).
 */
export async function enroll(
  outbound: Outbound,
  config: PayFlexConfig,
  orderNo: string,
  amountKurus: number,
  card: CardData,
  returnSecret: string,
): Promise<Enrollment> {
  const brand = cardBrandOf(card.cardNumber);
  const withSecret = (url: string) =>
    `${url}${url.includes('?') ? '&' : '?'}${returnSecretParam}=${encodeURIComponent(returnSecret)}`;
  const response = await outbound({
    url: config.mpiUrl,
    form: {
      MerchantId: config.merchantId,
      MerchantPassword: config.merchantPassword,
      MerchantType: '0',
      VerifyEnrollmentRequestId: orderNo,
      Pan: card.cardNumber,
      ExpiryDate: `${String(card.expiryYear % 100).padStart(2, '0')}${String(card.expiryMonth).padStart(2, '0')}`,
      PurchaseAmount: formatBankAmount(amountKurus),
      Currency: '949',
      BrandName: brand ? cardBrands[brand] : '',
      SuccessUrl: withSecret(config.successUrl),
      FailureUrl: withSecret(config.failureUrl),
    },
  });
  if (response.status !== 200) throw new Error(`PayFlex MPI ${response.status} döndü`);
  const answer = readXml(response.text);
  const status = answer.text('Status');
  if (status === 'Y') {
    return {
      enrolled: true,
      acsUrl: answer.text('ACSUrl'),
      fields: {
        PaReq: answer.text('PaReq'),
        TermUrl: answer.text('TermUrl'),
        MD: answer.text('MD'),
      },
    };
  }
  const detail = answer.text('ErrorMessage');
  return {
    enrolled: false,
    message:
      status === 'N'
        ? 'Kartınız 3D Secure işlemlere kayıtlı değil. Bankanızla görüşünüz ya da başka bir kart deneyiniz.'
        : `3D Secure başlatılamadı${detail ? `: ${detail}` : ''}.`,
  };
}

/** The query parameter of the return address that carries the attempt's secret. */
export const returnSecretParam = 'k';

/** ECI of a full 3D Secure authentication (domain/payments.md): Visa 05, MasterCard 02. 06/01 are attempts, 07/00 none. */
const fullAuthenticationEci: Record<keyof typeof cardBrands, string> = { visa: '05', master: '02' };

/**
 * A sale is sent only with proof of a full 3D authentication: Status Y, the brand's full ECI and a
 * CAVV. Anything else (a half authentication, a forged Status=Y) is declined without asking VPOS.
 */
export function fullAuthentication(cardNumber: string, fields: Record<string, string>): boolean {
  const brand = cardBrandOf(cardNumber);
  return (
    fields.Status === 'Y' &&
    brand !== null &&
    fields.Eci === fullAuthenticationEci[brand] &&
    (fields.Cavv ?? '').trim() !== ''
  );
}

export interface ProvisionResult {
  approved: boolean;
  alreadyApproved: boolean;
  authCode: string;
  rrn: string;
  transactionId: string;
  message: string;
}

/** VPOS Sale with the ACS's proof (ECI, CAVV) and the MPI transaction id. */
export async function provision(
  outbound: Outbound,
  config: PayFlexConfig,
  orderNo: string,
  amountKurus: number,
  card: CardData,
  proof: { eci: string; cavv: string },
  clientIp: string,
): Promise<ProvisionResult> {
  const request = buildXml('VposRequest', {
    MerchantId: config.merchantId,
    Password: config.merchantPassword,
    TerminalNo: config.terminalNo,
    TransactionType: 'Sale',
    TransactionId: orderNo,
    OrderId: orderNo,
    CurrencyAmount: formatBankAmount(amountKurus),
    CurrencyCode: '949',
    ECI: proof.eci,
    CAVV: proof.cavv,
    MpiTransactionId: orderNo,
    Pan: card.cardNumber,
    Expiry: `${card.expiryYear}${String(card.expiryMonth).padStart(2, '0')}`,
    Cvv: card.cvv,
    ClientIp: clientIp,
    TransactionDeviceSource: '0',
  });
  const response = await outbound({ url: config.vposUrl, form: { prmstr: request }, timeoutMs: 30_000 });
  if (response.status !== 200) throw new Error(`PayFlex VPOS ${response.status} döndü`);
  const answer = readXml(response.text);
  const code = answer.text('ResultCode');
  // 1006 / 1061: a successful sale already exists for this id — it is paid, not failed.
  const alreadyApproved = code === '1006' || code === '1061';
  return {
    approved: code === '0000' || alreadyApproved,
    alreadyApproved,
    authCode: answer.text('AuthCode'),
    rrn: answer.text('Rrn'),
    transactionId: answer.text('TransactionId'),
    message:
      code === '0000'
        ? ''
        : `Banka işlemi onaylamadı${answer.text('ResultDetail') ? `: ${answer.text('ResultDetail')}` : ''}.`,
  };
}

/** Status of an order by its id (SearchRequest; field names unconfirmed against Vakıfbank's current document). */
export async function searchOrder(
  outbound: Outbound,
  config: PayFlexConfig,
  orderNo: string,
): Promise<
  | { kind: 'paid'; amountKurus: number; authCode: string; hostRefNum: string }
  | { kind: 'not_found' }
  | { kind: 'failed' }
> {
  const request = buildXml('SearchRequest', {
    MerchantCriteria: { HostMerchantId: config.merchantId, MerchantPassword: config.merchantPassword },
    TransactionCriteria: { OrderId: orderNo },
  });
  const response = await outbound({ url: config.vposUrl, form: { prmstr: request }, timeoutMs: 30_000 });
  if (response.status !== 200) throw new Error(`PayFlex arama ${response.status} döndü`);
  const answer = readXml(response.text);
  if (!answer.has('TransactionSearchResultInfo')) return { kind: 'not_found' };
  return answer.text('ResultCode') === '0000'
    ? {
        kind: 'paid',
        amountKurus: parseBankAmount(answer.text('Amount')),
        authCode: answer.text('AuthCode'),
        hostRefNum: answer.text('Rrn'),
      }
    : { kind: 'failed' };
}

/** PayFlex's date-time in its search: "yyyy-MM-ddTHH:mm:ss", Istanbul time. */
function payFlexDateTime(at: Date): string {
  return new Date(at.getTime() + 3 * 60 * 60_000).toISOString().slice(0, 19);
}

/**
 * The bank's own list of the sales between `from` and `to` (decision 084): VPOS SearchRequest with a
 * date range (MerchantCriteria as for one order, DateCriteria StartDate/EndDate instead of
 * TransactionCriteria). Each TransactionSearchResultInfo is one transaction: a Sale with ResultCode
 * 0000 is a sale; a Cancel (void) of the same order takes it off. Field names unconfirmed against
 * Vakıfbank's current document, like the search by order above.
 */
export async function searchDay(
  outbound: Outbound,
  config: Pick<PayFlexConfig, 'merchantId' | 'merchantPassword' | 'vposUrl'>,
  from: Date,
  to: Date,
): Promise<DayTransaction[]> {
  const request = buildXml('SearchRequest', {
    MerchantCriteria: { HostMerchantId: config.merchantId, MerchantPassword: config.merchantPassword },
    DateCriteria: { StartDate: payFlexDateTime(from), EndDate: payFlexDateTime(new Date(to.getTime() - 1000)) },
  });
  const response = await outbound({ url: config.vposUrl, form: { prmstr: request }, timeoutMs: 60_000 });
  if (response.status !== 200) throw new Error(`PayFlex gün listesi ${response.status} döndü`);
  const answer = readXml(response.text);
  if (answer.has('ErrorCode') && !answer.has('TransactionSearchResultInfo'))
    throw new Error(`PayFlex gün listesi hata döndü: ${answer.text('ErrorCode')}`);
  const transactions: DayTransaction[] = [];
  // The innermost TransactionSearchResultInfo elements (the list's wrapper has the same name).
  for (const [, inner] of response.text.matchAll(
    /<TransactionSearchResultInfo>((?:(?!<TransactionSearchResultInfo>)[\s\S])*?)<\/TransactionSearchResultInfo>/g,
  )) {
    const row = readXml(`<Row>${inner}</Row>`);
    const orderNo = row.text('OrderId');
    const type = row.text('TransactionType') || 'Sale';
    if (!orderNo || row.text('ResultCode') !== '0000' || (type !== 'Sale' && type !== 'Cancel')) continue;
    transactions.push({
      orderNo,
      type: type === 'Sale' ? 'sale' : 'void',
      amountKurus: parseBankAmount(row.text('Amount')),
      authCode: row.text('AuthCode'),
      hostRefNum: row.text('Rrn'),
    });
  }
  return transactions;
}

/**
 * VPOS Cancel (the sale's day, whole) or Refund (after the day's close; CurrencyAmount for a part),
 * naming the sale by ReferenceTransactionId. TransactionId is this refund's own id: VPOS answers a
 * second request with it by 1006/1061 and the first result, never a second refund. Common Payment
 * sales are refunded by the same VPOS call (decision 083).
 */
export function vposRefundRequest(
  credentials: { merchantId: string; merchantPassword: string; terminalNo: string },
  request: {
    kind: 'void' | 'refund';
    referenceTransactionId: string;
    amountKurus: number;
    requestId: string;
    clientIp: string;
  },
): string {
  return buildXml('VposRequest', {
    MerchantId: credentials.merchantId,
    Password: credentials.merchantPassword,
    TerminalNo: credentials.terminalNo,
    TransactionType: request.kind === 'void' ? 'Cancel' : 'Refund',
    TransactionId: request.requestId,
    ReferenceTransactionId: request.referenceTransactionId,
    ...(request.kind === 'refund'
      ? { CurrencyAmount: formatBankAmount(request.amountKurus), CurrencyCode: '949' }
      : {}),
    ClientIp: request.clientIp,
  });
}

/** Reads a VposResponse to Cancel / Refund; 1006 / 1061 (already done under this id) count as done. */
export function readVposRefundAnswer(text: string): RefundAnswer {
  const answer = readXml(text);
  const code = answer.text('ResultCode');
  const approved = code === '0000' || code === '1006' || code === '1061';
  const detail = answer.text('ResultDetail');
  return {
    approved,
    code,
    message: approved ? '' : detail || `banka kodu ${code || 'yok'}`,
    reference: answer.text('Rrn'),
    transId: answer.text('TransactionId'),
    raw: { ResultCode: code, ...(detail ? { ResultDetail: detail } : {}), Rrn: answer.text('Rrn') },
  };
}

export async function sendVposRefund(
  outbound: Outbound,
  vposUrl: string,
  credentials: { merchantId: string; merchantPassword: string; terminalNo: string },
  request: Parameters<typeof vposRefundRequest>[1],
): Promise<RefundAnswer> {
  const response = await outbound({
    url: vposUrl,
    form: { prmstr: vposRefundRequest(credentials, request) },
    timeoutMs: 30_000,
  });
  if (response.status !== 200) throw new Error(`PayFlex VPOS ${response.status} döndü`);
  return readVposRefundAnswer(response.text);
}

/**
 * SearchRequest by this refund's own TransactionId: whether VPOS made it. 'done' with the Rrn, 'none'
 * when VPOS has no transaction under the id (it was never made: safe to end as failed).
 */
export async function searchRefund(
  outbound: Outbound,
  vposUrl: string,
  credentials: { merchantId: string; merchantPassword: string },
  requestId: string,
): Promise<{ kind: 'done'; reference: string } | { kind: 'none' } | { kind: 'failed' }> {
  const request = buildXml('SearchRequest', {
    MerchantCriteria: { HostMerchantId: credentials.merchantId, MerchantPassword: credentials.merchantPassword },
    TransactionCriteria: { TransactionId: requestId },
  });
  const response = await outbound({ url: vposUrl, form: { prmstr: request }, timeoutMs: 30_000 });
  if (response.status !== 200) throw new Error(`PayFlex arama ${response.status} döndü`);
  const answer = readXml(response.text);
  if (!answer.has('TransactionSearchResultInfo')) return { kind: 'none' };
  return answer.text('ResultCode') === '0000' ? { kind: 'done', reference: answer.text('Rrn') } : { kind: 'failed' };
}
