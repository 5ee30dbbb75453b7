import type { FastifyInstance } from 'fastify';
import type { SettingsSnapshot } from '../settings/snapshot';
import type { NestPayConfig } from './nestpay';
import type { PayFlexConfig } from './payflex';
import type { PayFlexCpConfig } from './payflex-cp';
import { returnRoutes } from './bank-return';

const nestPayStoreTypes: readonly string[] = ['3d_pay_hosting', '3d_pay', '3d'] satisfies NestPayConfig['storeType'][];

/**
 * The NestPay settings of SPEC §3 plus the return address the bank posts the result to. An attempt
 * passes the model it was started in (`payment_attempts.store_type`): a change of StoreType while a
 * citizen is at the bank must not change how that bank's answer is read.
 */
export function nestPayConfig(
  settings: SettingsSnapshot,
  config: FastifyInstance['config'],
  attemptStoreType?: string,
): NestPayConfig {
  const returnUrl = `${config.PUBLIC_URL?.replace(/\/$/, '') ?? ''}${returnRoutes.nestpay.path}`;
  return {
    clientId: settings.public.MerchantId,
    storeKey: settings.secret('StoreKey'),
    storeType:
      attemptStoreType && nestPayStoreTypes.includes(attemptStoreType)
        ? (attemptStoreType as NestPayConfig['storeType'])
        : settings.public.StoreType,
    gateUrl: settings.public.ThreeDSecureWebRequestUrl,
    apiUrl: settings.public.VPosWebRequestUrl,
    apiUser: config.BANK_API_USER,
    apiPassword: settings.secret('MerchantPassword'),
    okUrl: returnUrl,
    failUrl: returnUrl,
  };
}

/** Vakıfbank (0015) speaks PayFlex, every other bank here NestPay. */
export function usesPayFlex(settings: SettingsSnapshot): boolean {
  return settings.public.ActiveBankMerchantCode === '0015';
}

/**
 * Which PayFlex model an attempt uses. StoreType says where the card is typed, for every bank:
 * `3d_pay_hosting` (the default) is the bank's page — for Vakıfbank its Common Payment page, the card
 * never touching our server — and `3d_pay` / `3d` is our card form — for Vakıfbank the MPI model,
 * which keeps the card in one process's memory between two calls (one API process or sticky routing).
 */
export type PayFlexModel = 'payflex_cp' | 'payflex_mpi';
export function payFlexModel(settings: SettingsSnapshot): PayFlexModel {
  return settings.public.StoreType === '3d_pay_hosting' ? 'payflex_cp' : 'payflex_mpi';
}

/** The model a new attempt is started in (`payment_attempts.store_type`). */
export function storeTypeOf(settings: SettingsSnapshot): string {
  return usesPayFlex(settings) ? payFlexModel(settings) : settings.public.StoreType;
}

/**
 * Common Payment's refunds go to VPOS, which SPEC §3 has no setting for while VPosWebRequestUrl holds
 * the query's address: PAYFLEX_VPOS_URL, else VPOS's path on the query's host (the sandbox's layout).
 */
function vposNextTo(queryUrl: string): string {
  const at = queryUrl.indexOf('/CommonPayment/');
  return `${at < 0 ? queryUrl.replace(/\/[^/]*$/, '') : queryUrl.slice(0, at)}/VposService/v3/Vposreq.aspx`;
}

/** The PayFlex Common Payment settings: RegisterTransaction at ThreeDSecureWebRequestUrl, VposTransaction (the query) at VPosWebRequestUrl. */
export function payFlexCpConfig(settings: SettingsSnapshot, config: FastifyInstance['config']): PayFlexCpConfig {
  const base = config.PUBLIC_URL?.replace(/\/$/, '') ?? '';
  return {
    merchantId: settings.public.MerchantId,
    merchantPassword: settings.secret('MerchantPassword'),
    terminalNo: settings.public.VPosTerminalNo,
    registerUrl: settings.public.ThreeDSecureWebRequestUrl,
    queryUrl: settings.public.VPosWebRequestUrl,
    returnUrl: `${base}${returnRoutes['payflex-cp'].path}`,
    vposUrl: config.PAYFLEX_VPOS_URL ?? vposNextTo(settings.public.VPosWebRequestUrl),
  };
}

/** The PayFlex settings of SPEC §3: MPI enrollment at ThreeDSecureWebRequestUrl, VPOS at VPosWebRequestUrl. */
export function payFlexConfig(settings: SettingsSnapshot, config: FastifyInstance['config']): PayFlexConfig {
  const base = config.PUBLIC_URL?.replace(/\/$/, '') ?? '';
  return {
    merchantId: settings.public.MerchantId,
    merchantPassword: settings.secret('MerchantPassword'),
    terminalNo: settings.public.VPosTerminalNo,
    mpiUrl: settings.public.ThreeDSecureWebRequestUrl,
    vposUrl: settings.public.VPosWebRequestUrl,
    successUrl: `${base}${returnRoutes.payflex.path}`,
    failureUrl: `${base}${returnRoutes.payflex.path}`,
  };
}
