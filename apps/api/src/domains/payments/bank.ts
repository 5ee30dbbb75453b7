import type { FastifyInstance } from 'fastify';
import type { SettingsSnapshot } from '../settings/store';
import type { NestPayConfig } from './nestpay';
import type { PayFlexConfig } from './payflex';

const nestPayStoreTypes: readonly string[] = ['3d_pay_hosting', '3d_pay', '3d'] satisfies NestPayConfig['storeType'][];

/**
 * The NestPay settings of SPEC §3 plus the return address the bank posts the result to. An attempt
 * passes the model it was started in (`payment_attempts.store_type`): a change of StoreType while a
 * citizen is at the bank must not change how that bank's answer is read.
 */
export function nestPayConfig(settings: SettingsSnapshot, config: FastifyInstance['config'], attemptStoreType?: string): NestPayConfig {
  const returnUrl = `${config.PUBLIC_URL?.replace(/\/$/, '') ?? ''}/api/payments/nestpay/return`;
  return {
    clientId: settings.public.MerchantId,
    storeKey: settings.secret('StoreKey'),
    storeType: attemptStoreType && nestPayStoreTypes.includes(attemptStoreType) ? (attemptStoreType as NestPayConfig['storeType']) : settings.public.StoreType,
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

/** The PayFlex settings of SPEC §3: MPI enrollment at ThreeDSecureWebRequestUrl, VPOS at VPosWebRequestUrl. */
export function payFlexConfig(settings: SettingsSnapshot, config: FastifyInstance['config']): PayFlexConfig {
  const base = config.PUBLIC_URL?.replace(/\/$/, '') ?? '';
  return {
    merchantId: settings.public.MerchantId,
    merchantPassword: settings.secret('MerchantPassword'),
    terminalNo: settings.public.VPosTerminalNo,
    mpiUrl: settings.public.ThreeDSecureWebRequestUrl,
    vposUrl: settings.public.VPosWebRequestUrl,
    successUrl: `${base}/api/payments/payflex/return`,
    failureUrl: `${base}/api/payments/payflex/return`,
  };
}
