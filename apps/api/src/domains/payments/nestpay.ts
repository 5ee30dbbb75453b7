import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Outbound } from '../../outbound';
import { nestPayHash } from '@ebelediye/contract/nestpay-hash';
import {
  buildXml,
  decodeXmlBytes,
  encodeLatin5Xml,
  readXml,
  type XmlDocument,
  type XmlValue,
} from '@ebelediye/contract/xml';
import { formatBankAmount } from './bank-amount';

/**
 * NestPay / EST (Ziraat, Halkbank, İşbank, other banks), domain/payments.md: the form the browser posts
 * to the 3D gate, the callback check, and the XML API for completing (3d model) and asking status.
 */
export interface NestPayConfig {
  clientId: string;
  storeKey: string;
  storeType: '3d_pay_hosting' | '3d_pay' | '3d';
  gateUrl: string;
  apiUrl: string;
  apiUser: string;
  apiPassword: string;
  okUrl: string;
  failUrl: string;
}

export interface CardData {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

/** The fields the browser posts to est3Dgate. Card fields only for 3d / 3d_pay (never stored). */
export function gateForm(
  config: NestPayConfig,
  orderNo: string,
  amountKurus: number,
  card?: CardData,
): { url: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {
    clientid: config.clientId,
    storetype: config.storeType,
    amount: formatBankAmount(amountKurus),
    oid: orderNo,
    okUrl: config.okUrl,
    failUrl: config.failUrl,
    rnd: randomBytes(10).toString('hex'),
    lang: 'tr',
    currency: '949',
    taksit: '',
    TranType: 'Auth',
    hashAlgorithm: 'ver3',
  };
  if (config.storeType !== '3d_pay_hosting') {
    if (!card) throw new Error('bu ödeme modelinde kart bilgisi gerekir');
    fields.pan = card.cardNumber;
    fields.Ecom_Payment_Card_ExpDate_Month = String(card.expiryMonth).padStart(2, '0');
    fields.Ecom_Payment_Card_ExpDate_Year = String(card.expiryYear % 100).padStart(2, '0');
    fields.cv2 = card.cvv;
  }
  fields.hash = nestPayHash(fields, config.storeKey);
  return { url: config.gateUrl, fields };
}

export type CallbackVerdict =
  | { kind: 'invalid'; reason: string }
  | { kind: 'approved'; maskedPan: string; authCode: string; hostRefNum: string; transId: string }
  | { kind: 'authenticated'; md: string; xid: string; eci: string; cavv: string; maskedPan: string }
  | { kind: 'declined'; message: string; maskedPan: string | null };

/** Compares in constant time, so the time taken reveals nothing of how much of a forged HASH was right. */
export function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** mdStatus 1 is full 3D authentication; 2–4 are half and 0, 5–9 failures: only 1 is accepted. */
export function readCallback(
  config: NestPayConfig,
  fields: Record<string, string>,
  expected: { orderNo: string; amountKurus: number },
): CallbackVerdict {
  const posted = fields.HASH ?? fields.hash;
  if (
    !posted ||
    !sameText(
      nestPayHash(
        Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'HASH' && k !== 'hash')),
        config.storeKey,
      ),
      posted,
    )
  ) {
    return { kind: 'invalid', reason: 'hash doğrulanamadı' };
  }
  if (fields.oid !== expected.orderNo) return { kind: 'invalid', reason: 'sipariş numarası uyuşmuyor' };
  if (fields.amount !== formatBankAmount(expected.amountKurus)) return { kind: 'invalid', reason: 'tutar uyuşmuyor' };
  // The bank always posts the currency; a callback without it is not one we can trust to be in TL.
  if (fields.currency !== '949')
    return { kind: 'invalid', reason: fields.currency === undefined ? 'para birimi yok' : 'para birimi uyuşmuyor' };
  const maskedPan = fields.MaskedPan || null;
  if (fields.mdStatus !== '1') {
    return { kind: 'declined', message: mdStatusMessage(fields.mdStatus, fields.mdErrorMsg), maskedPan };
  }
  if (config.storeType === '3d') {
    return {
      kind: 'authenticated',
      md: fields.md ?? '',
      xid: fields.xid ?? '',
      eci: fields.eci ?? '',
      cavv: fields.cavv ?? '',
      maskedPan: maskedPan ?? '',
    };
  }
  if (fields.ProcReturnCode === '00' && fields.Response === 'Approved') {
    return {
      kind: 'approved',
      maskedPan: maskedPan ?? '',
      authCode: fields.AuthCode ?? '',
      hostRefNum: fields.HostRefNum ?? '',
      transId: fields.TransId ?? '',
    };
  }
  return { kind: 'declined', message: procReturnMessage(fields.ProcReturnCode, fields.ErrMsg), maskedPan };
}

function mdStatusMessage(mdStatus: string | undefined, detail: string | undefined): string {
  if (mdStatus === '0')
    return '3D Secure doğrulaması başarısız oldu: SMS şifresi hatalı girildi ya da işlem iptal edildi.';
  if (mdStatus === '2' || mdStatus === '3' || mdStatus === '4')
    return 'Kartınız 3D Secure ile doğrulanamadı. Kartınızı 3D Secure işlemlere açtırmak için bankanızla görüşünüz.';
  return `3D Secure doğrulaması tamamlanamadı${detail ? ` (${detail})` : ''}.`;
}

function procReturnMessage(code: string | undefined, detail: string | undefined): string {
  const known: Record<string, string> = {
    '05': 'İşlem kartınızı veren banka tarafından onaylanmadı. Bankanızla görüşünüz ya da başka bir kart deneyiniz.',
    '51': 'Kart limitiniz yetersiz.',
    '54': 'Kartınızın son kullanma tarihi geçmiş.',
    '57': 'Kartınız bu işleme kapalı. Bankanızla görüşünüz.',
  };
  return known[code ?? ''] ?? `Banka işlemi onaylamadı${detail ? `: ${detail}` : ''}.`;
}

/**
 * The API speaks ISO-8859-9, as its declaration says: the request goes as ISO-8859-9 bytes (a letter
 * outside the set as a character reference) and the answer is read by the charset the bank declares.
 */
async function callApi(
  outbound: Outbound,
  config: NestPayConfig,
  request: Record<string, XmlValue>,
): Promise<XmlDocument> {
  const xml = buildXml(
    'CC5Request',
    { Name: config.apiUser, Password: config.apiPassword, ClientId: config.clientId, ...request },
    { encoding: 'ISO-8859-9' },
  );
  const response = await outbound({
    url: config.apiUrl,
    headers: { 'content-type': 'application/xml; charset=ISO-8859-9' },
    body: encodeLatin5Xml(xml),
    timeoutMs: 30_000,
  });
  if (response.status !== 200) throw new Error(`NestPay API ${response.status} döndü`);
  return readXml(response.bytes ? decodeXmlBytes(response.bytes, response.contentType) : response.text);
}

export type StatusAnswer =
  | { kind: 'paid'; amountKurus: number; authCode: string; hostRefNum: string }
  | { kind: 'failed' }
  | { kind: 'pending' }
  | { kind: 'not_found' };

/** ORDERSTATUS query: what the bank knows of an order. TRANS_STAT A/S paid, D/ERR failed, PN pending. */
export async function queryOrderStatus(
  outbound: Outbound,
  config: NestPayConfig,
  orderNo: string,
): Promise<StatusAnswer> {
  const answer = await callApi(outbound, config, { OrderId: orderNo, Extra: { ORDERSTATUS: 'QUERY' } });
  if (answer.text('ProcReturnCode') === '99') return { kind: 'not_found' };
  const status = answer.text('TRANS_STAT');
  if (status === 'A' || status === 'S') {
    return {
      kind: 'paid',
      amountKurus: Number(answer.text('ORIG_TRANS_AMT')),
      authCode: answer.text('AUTH_CODE'),
      hostRefNum: answer.text('HOST_REF_NUM'),
    };
  }
  if (status === 'PN') return { kind: 'pending' };
  return { kind: 'failed' };
}

/** The 3d model's second step: after mdStatus 1 the server asks for the money with the 3D proof. */
export async function completeAuth(
  outbound: Outbound,
  config: NestPayConfig,
  orderNo: string,
  amountKurus: number,
  proof: { md: string; xid: string; eci: string; cavv: string },
  clientIp: string,
): Promise<{ approved: boolean; authCode: string; hostRefNum: string; transId: string; message: string }> {
  const answer = await callApi(outbound, config, {
    Type: 'Auth',
    OrderId: orderNo,
    Total: formatBankAmount(amountKurus),
    Currency: '949',
    Taksit: '',
    Number: proof.md,
    PayerTxnId: proof.xid,
    PayerSecurityLevel: proof.eci,
    PayerAuthenticationCode: proof.cavv,
    IPAddress: clientIp,
    Mode: 'P',
  });
  const approved = answer.text('Response') === 'Approved' && answer.text('ProcReturnCode') === '00';
  return {
    approved,
    authCode: answer.text('AuthCode'),
    hostRefNum: answer.text('HostRefNum'),
    transId: answer.text('TransId'),
    message: approved ? '' : procReturnMessage(answer.text('ProcReturnCode'), answer.text('ErrMsg')),
  };
}

/** One approved sale in a bank's list of a day (the end of day, decision 084). */
export interface DaySale {
  orderNo: string;
  amountKurus: number;
  authCode: string;
  hostRefNum: string;
}

/** One approved transaction of a bank's day list: a sale, or a void that takes an order's sale off. */
export type DayTransaction = DaySale & { type: 'sale' | 'void' };

/** The approved sales of a list of transactions (the list may come in pieces): a void takes its order's sale off. */
export function salesOf(transactions: DayTransaction[]): DaySale[] {
  const voided = new Set(transactions.filter((t) => t.type === 'void').map((t) => t.orderNo));
  const sales = new Map<string, DaySale>();
  for (const { type, ...sale } of transactions)
    if (type === 'sale' && !voided.has(sale.orderNo)) sales.set(sale.orderNo, sale);
  return [...sales.values()];
}

/** NestPay's date-time in its reports: "yyyy-MM-dd HH:mm:ss", Istanbul time. */
function nestPayDateTime(at: Date): string {
  return new Date(at.getTime() + 3 * 60 * 60_000).toISOString().replace('T', ' ').slice(0, 19);
}

/**
 * The bank's own list of the transactions between `from` and `to` (decision 084): the XML API's
 * ORDERHISTORY query (the one mews/pos sends per order, OrderId + Extra/ORDERHISTORY=QUERY) asked for
 * a date range instead of an order (Extra/STARTDATE, ENDDATE). The answer carries TRXCOUNT and one
 * TRXn per transaction, tab-separated: order id, type (S sale, C credit, V void), status (A approved,
 * D declined), amount in kuruş (as ORDERSTATUS's ORIG_TRANS_AMT), date, auth code, host reference.
 * Approved sales and voids are returned (credits are refunds: see end-of-day.ts `refundsOfDay`). The
 * date-range fields are not confirmed against the bank's current document (decision 084).
 */
export async function queryDayHistory(
  outbound: Outbound,
  config: NestPayConfig,
  from: Date,
  to: Date,
): Promise<DayTransaction[]> {
  const answer = await callApi(outbound, config, {
    Extra: {
      ORDERHISTORY: 'QUERY',
      STARTDATE: nestPayDateTime(from),
      ENDDATE: nestPayDateTime(new Date(to.getTime() - 1000)),
    },
  });
  if (answer.text('Response') === 'Error' && answer.text('ProcReturnCode') !== '99')
    throw new Error(`NestPay gün listesi hata döndü: ${answer.text('ErrMsg')}`);
  const count = Number(answer.text('TRXCOUNT') || '0');
  const transactions: DayTransaction[] = [];
  for (let index = 1; index <= count; index++) {
    const [orderNo = '', type, status, amount, , authCode = '', hostRefNum = ''] = answer
      .text(`TRX${index}`)
      .split('\t');
    if (!orderNo || status !== 'A' || (type !== 'S' && type !== 'V')) continue;
    transactions.push({
      orderNo,
      type: type === 'S' ? 'sale' : 'void',
      amountKurus: Number(amount),
      authCode,
      hostRefNum,
    });
  }
  return transactions;
}

/** The bank's answer to a Void or Credit: approved, or refused with its code (CORE-2508: a Credit before end of day). */
export interface RefundAnswer {
  approved: boolean;
  /** The bank's own refusal code (ProcReturnCode, or Extra ERRORCODE such as CORE-2508). */
  code: string;
  message: string;
  /** The bank's reference of the refund (HostRefNum; PayFlex Rrn). */
  reference: string;
  transId: string;
  /** What is kept of the answer: no card data is in it. */
  raw: Record<string, string>;
}

/**
 * Void (the sale's day, before the bank's end of day: the whole sale) or Credit (after settlement;
 * `Total` for a part) through the XML API, keyed by the sale's OrderId. Our refund's own id rides in
 * Extra (field name unconfirmed) so a repeated request is recognised by the bank as the same one.
 */
export async function sendRefund(
  outbound: Outbound,
  config: NestPayConfig,
  request: { kind: 'void' | 'refund'; orderNo: string; amountKurus: number; requestId: string },
): Promise<RefundAnswer> {
  const answer = await callApi(outbound, config, nestPayRefundFields(request));
  return readRefundAnswer(answer);
}

/** The CC5Request fields of a Void or Credit, besides the credentials. */
export function nestPayRefundFields(request: {
  kind: 'void' | 'refund';
  orderNo: string;
  amountKurus: number;
  requestId: string;
}): Record<string, XmlValue> {
  if (request.kind === 'void')
    return { Type: 'Void', OrderId: request.orderNo, Extra: { REFUND_REQUEST_ID: request.requestId } };
  return {
    Type: 'Credit',
    OrderId: request.orderNo,
    Total: formatBankAmount(request.amountKurus),
    Currency: '949',
    Extra: { REFUND_REQUEST_ID: request.requestId },
  };
}

/** Reads a CC5Response to a Void or Credit. */
export function readRefundAnswer(answer: XmlDocument): RefundAnswer {
  const approved = answer.text('Response') === 'Approved' && answer.text('ProcReturnCode') === '00';
  const errorCode = answer.text('ERRORCODE');
  const code = approved ? '00' : errorCode || answer.text('ProcReturnCode');
  const detail = answer.text('ErrMsg');
  return {
    approved,
    code,
    message: approved ? '' : refundRefusalMessage(code, detail),
    reference: answer.text('HostRefNum'),
    transId: answer.text('TransId'),
    raw: {
      Response: answer.text('Response'),
      ProcReturnCode: answer.text('ProcReturnCode'),
      ...(errorCode ? { ERRORCODE: errorCode } : {}),
      ...(detail ? { ErrMsg: detail } : {}),
      HostRefNum: answer.text('HostRefNum'),
    },
  };
}

function refundRefusalMessage(code: string, detail: string): string {
  if (code === 'CORE-2508')
    return 'banka gün sonu yapılmadan iade (Credit) kabul edilmiyor; satışın günü içinde iptal (Void) seçiniz';
  return detail || `banka kodu ${code || 'yok'}`;
}

/** What ORDERSTATUS says of an order's money after a refund: voided, and how much was credited back. */
export interface RefundStatus {
  found: boolean;
  voided: boolean;
  refundedKurus: number;
}

/**
 * ORDERSTATUS after a Void or Credit without an answer: TRANS_STAT V/CNCL is voided; REFUND_AMT (kuruş,
 * field name unconfirmed) the total credited back so far.
 */
export async function queryRefundStatus(
  outbound: Outbound,
  config: NestPayConfig,
  orderNo: string,
): Promise<RefundStatus> {
  const answer = await callApi(outbound, config, { OrderId: orderNo, Extra: { ORDERSTATUS: 'QUERY' } });
  if (answer.text('ProcReturnCode') === '99') return { found: false, voided: false, refundedKurus: 0 };
  const status = answer.text('TRANS_STAT');
  return {
    found: true,
    voided: status === 'V' || status === 'CNCL',
    refundedKurus: Number(answer.text('REFUND_AMT') || 0),
  };
}
