import type { Outbound } from '../../outbound';

/**
 * The e-Devlet Kapısı OAuth2 client (domain/identity.md): the authorization address, the code →
 * token exchange and the identity query. The same code talks to the sandbox and to turkiye.gov.tr.
 */
export interface EDevletConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface EDevletPerson {
  sonucKodu: string;
  sonucAciklamasi: string;
  kullaniciBilgileri: { kimlikNo: string; ad: string; soyad: string } | null;
}

export const eDevletSuccessCode = 'EDV09.000';
const base = (config: EDevletConfig) => `${config.baseUrl.replace(/\/$/, '')}/OAuth2AuthorizationServer`;

export function authorizationUrl(config: EDevletConfig, state: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    scope: 'Kimlik-Dogrula;Ad-Soyad',
    state,
  });
  return `${base(config)}/AuthorizationController?${query.toString()}`;
}

/** Returns the access token, or null when e-Devlet refuses the code (the caller shows SPEC's alert). */
export async function exchangeCode(outbound: Outbound, config: EDevletConfig, code: string): Promise<string | null> {
  const response = await outbound({
    url: `${base(config)}/AccessTokenController`,
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    },
  });
  if (response.status !== 200) return null;
  try {
    const body = JSON.parse(response.text) as { access_token?: unknown };
    return typeof body.access_token === 'string' && body.access_token ? body.access_token : null;
  } catch {
    return null;
  }
}

export async function fetchPerson(
  outbound: Outbound,
  config: EDevletConfig,
  accessToken: string,
): Promise<EDevletPerson> {
  const response = await outbound({
    url: `${base(config)}/AuthenticationController`,
    form: { clientId: config.clientId, accessToken, resourceId: '1', kapsam: 'Ad-Soyad' },
  });
  try {
    const body = JSON.parse(response.text) as Partial<EDevletPerson>;
    const info = body.kullaniciBilgileri;
    return {
      sonucKodu: String(body.sonucKodu ?? 'EDV09.999'),
      sonucAciklamasi: String(body.sonucAciklamasi ?? ''),
      kullaniciBilgileri:
        info && typeof info.kimlikNo === 'string'
          ? { kimlikNo: info.kimlikNo, ad: String(info.ad ?? ''), soyad: String(info.soyad ?? '') }
          : null,
    };
  } catch {
    return { sonucKodu: 'EDV09.999', sonucAciklamasi: 'e-Devlet yanıtı okunamadı', kullaniciBilgileri: null };
  }
}
