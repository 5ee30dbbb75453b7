import type { MemberInfo } from '@ebelediye/contract';
import { getFilteredRegistries } from './api/get-filtered-registries';
import { getPersonInfoViaEDevlet } from './api/get-person-info-via-e-devlet';
import { loginViaEDevlet } from './api/login-via-e-devlet';
import { saveEDevletLogin } from './api/save-e-devlet-login';

/** SPEC §9: e-Devlet's success code. */
export const eDevletSuccessCode = 'EDV09.000';

export type EDevletOutcome =
  | { kind: 'signedIn'; member: MemberInfo }
  /** The code gave no token (refused, forged state, cancelled): SPEC's "Geçersiz token" alert. */
  | { kind: 'invalidToken' }
  /** Any other result code or failure: SPEC's "E-devlet girişi başarısız" alert. */
  | { kind: 'failed' }
  /** e-Devlet knows the person, the municipality does not: SPEC's "Sicil bilgisi bulunamadı" toast. */
  | { kind: 'noRegistry' };

/** Router state of /e-devlet-girisi when e-Devlet came back to another page (root-route.tsx). */
export interface EDevletReturnState {
  returnTo: string;
}

export interface GatewayReturn {
  code: string;
  state: string;
  clientId: string;
}

/**
 * SPEC §4 gateway login, on return from e-Devlet with ?code&state: LoginViaEDevlet (code → token),
 * GetPersonInfoViaEDevlet (EDV09.000 and kimlikNo), GetFilteredRegistries (that ID's registries),
 * SaveEDevletLogin (the first one) → MemberInfo.
 */
export async function completeEDevletLogin({ code, state, clientId }: GatewayReturn): Promise<EDevletOutcome> {
  let token: string | null;
  try {
    ({ token } = await loginViaEDevlet({ code, state }));
  } catch {
    return { kind: 'failed' };
  }
  if (!token) return { kind: 'invalidToken' };
  try {
    const person = await getPersonInfoViaEDevlet({ accessToken: token, resourceId: 1, kapsam: 'Ad-Soyad', clientId });
    if (person.sonucKodu !== eDevletSuccessCode || !person.kullaniciBilgileri) return { kind: 'failed' };
    const { registries } = await getFilteredRegistries({ ID: person.kullaniciBilgileri.kimlikNo, filter: '', token });
    const [first] = registries;
    if (!first) return { kind: 'noRegistry' };
    const { member } = await saveEDevletLogin({ token, registryOid: first.Oid });
    return { kind: 'signedIn', member };
  } catch {
    return { kind: 'failed' };
  }
}
