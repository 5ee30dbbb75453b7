import type { AppSettingKey, SecretSettingKey } from '@ebelediye/contract';
import { usesPayFlex } from '../payments/bank';
import type { SettingsSnapshot } from './snapshot';

/**
 * Settings a live portal cannot work without; all are empty in a base-seeded database. The start lists
 * the empty ones; the desk refuses to empty one (decision 086).
 */
export function missingSettings(settings: SettingsSnapshot): string[] {
  const payFlex = usesPayFlex(settings);
  const publicKeys: AppSettingKey[] = [
    'MunicipalityName',
    'CityName',
    'CityCode',
    'CountyName',
    'CountyCode',
    'MayorName',
    'MunicipalityWebsiteUrl',
    'ActiveBankMerchantCode',
    'MerchantId',
    'ThreeDSecureWebRequestUrl',
    'VPosWebRequestUrl',
    ...(payFlex ? (['VPosTerminalNo'] as const) : []),
    ...(settings.public.IsEDevletLoginDisable ? [] : (['EDEVLET_CLIENT_ID'] as const)),
  ];
  const secretKeys: SecretSettingKey[] = [
    'MerchantPassword',
    ...(payFlex ? [] : (['StoreKey'] as const)),
    'SMSUsername',
    'TransmissionID',
  ];
  return [
    ...publicKeys.filter((key) => String(settings.public[key]).trim() === ''),
    ...secretKeys.filter((key) => settings.secret(key).trim() === ''),
  ];
}
