import { cardBrandOf, cardBrands } from '@ebelediye/contract';
import type { Outbound } from '../../outbound';
import type { CardData } from './nestpay';
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

function tag(xml: string, name: string): string {
  return xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1]?.trim() ?? '';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[ch] as string);
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
  const status = tag(response.text, 'Status');
  if (status === 'Y') {
    return {
      enrolled: true,
      acsUrl: tag(response.text, 'ACSUrl'),
      fields: {
        PaReq: tag(response.text, 'PaReq'),
        TermUrl: tag(response.text, 'TermUrl'),
        MD: tag(response.text, 'MD'),
      },
    };
  }
  const detail = tag(response.text, 'ErrorMessage');
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
  const request = `<VposRequest><MerchantId>${escapeXml(config.merchantId)}</MerchantId><Password>${escapeXml(config.merchantPassword)}</Password><TerminalNo>${escapeXml(config.terminalNo)}</TerminalNo><TransactionType>Sale</TransactionType><TransactionId>${orderNo}</TransactionId><OrderId>${orderNo}</OrderId><CurrencyAmount>${formatBankAmount(amountKurus)}</CurrencyAmount><CurrencyCode>949</CurrencyCode><ECI>${escapeXml(proof.eci)}</ECI><CAVV>${escapeXml(proof.cavv)}</CAVV><MpiTransactionId>${orderNo}</MpiTransactionId><Pan>${card.cardNumber}</Pan><Expiry>${card.expiryYear}${String(card.expiryMonth).padStart(2, '0')}</Expiry><Cvv>${card.cvv}</Cvv><ClientIp>${escapeXml(clientIp)}</ClientIp><TransactionDeviceSource>0</TransactionDeviceSource></VposRequest>`;
  const response = await outbound({ url: config.vposUrl, form: { prmstr: request }, timeoutMs: 30_000 });
  if (response.status !== 200) throw new Error(`PayFlex VPOS ${response.status} döndü`);
  const code = tag(response.text, 'ResultCode');
  // 1006 / 1061: a successful sale already exists for this id — it is paid, not failed.
  const alreadyApproved = code === '1006' || code === '1061';
  return {
    approved: code === '0000' || alreadyApproved,
    alreadyApproved,
    authCode: tag(response.text, 'AuthCode'),
    rrn: tag(response.text, 'Rrn'),
    transactionId: tag(response.text, 'TransactionId'),
    message:
      code === '0000'
        ? ''
        : `Banka işlemi onaylamadı${tag(response.text, 'ResultDetail') ? `: ${tag(response.text, 'ResultDetail')}` : ''}.`,
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
  const request = `<SearchRequest><MerchantCriteria><HostMerchantId>${escapeXml(config.merchantId)}</HostMerchantId><MerchantPassword>${escapeXml(config.merchantPassword)}</MerchantPassword></MerchantCriteria><TransactionCriteria><OrderId>${orderNo}</OrderId></TransactionCriteria></SearchRequest>`;
  const response = await outbound({ url: config.vposUrl, form: { prmstr: request }, timeoutMs: 30_000 });
  if (response.status !== 200) throw new Error(`PayFlex arama ${response.status} döndü`);
  if (!response.text.includes('<TransactionSearchResultInfo>')) return { kind: 'not_found' };
  return tag(response.text, 'ResultCode') === '0000'
    ? {
        kind: 'paid',
        amountKurus: parseBankAmount(tag(response.text, 'Amount')),
        authCode: tag(response.text, 'AuthCode'),
        hostRefNum: tag(response.text, 'Rrn'),
      }
    : { kind: 'failed' };
}
