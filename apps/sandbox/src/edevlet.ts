import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, registerSandboxService, sandboxPage } from './page';
import { findPerson, sandboxPeople } from './people';

/**
 * e-Devlet Kapısı OAuth2 (domain/identity.md) on loopback: the authorization page where a tester
 * picks a citizen (or a failure), the token endpoint and the identity endpoint, with the real paths
 * and field names. Codes and tokens live in memory for a few minutes.
 */
type Outcome = 'ok' | 'token_refused' | 'identity_failed';

interface Grant {
  tckn: string;
  outcome: Outcome;
  redirectUri: string;
  clientId: string;
  expiresAt: number;
}

const codes = new Map<string, Grant>();
const tokens = new Map<string, Grant>();
const lifetimeMs = 5 * 60_000;

function prune(map: Map<string, Grant>) {
  const now = Date.now();
  for (const [key, grant] of map) if (grant.expiresAt < now) map.delete(key);
}

export async function eDevletSandbox(app: FastifyInstance) {
  registerSandboxService({
    path: '/edevlet/OAuth2AuthorizationServer/AuthorizationController',
    title: 'e-Devlet Kapısı (OAuth2)',
    description: 'Yetkilendirme sayfası, erişim belirteci ve kimlik sorgusu; test vatandaşı seçilerek giriş.',
  });

  app.get('/edevlet/OAuth2AuthorizationServer/AuthorizationController', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const missing = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state'].filter((key) => !query[key]);
    if (missing.length > 0 || query.response_type !== 'code') {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(
          sandboxPage(
            'e-Devlet: hatalı istek',
            `<p>Eksik veya hatalı alanlar: ${escapeHtml(missing.join(', ') || 'response_type')}</p>`,
          ),
        );
    }
    const hidden = ['client_id', 'redirect_uri', 'scope', 'state']
      .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(query[key] ?? '')}">`)
      .join('');
    const options = sandboxPeople
      .map(
        (p, i) =>
          `<p><label><input type="radio" name="tckn" value="${p.tckn}"${i === 0 ? ' checked' : ''}> ${escapeHtml(p.ad)} ${escapeHtml(p.soyad)} — ${p.tckn}${p.knownToMunicipality ? '' : ' (belediyede sicili yok)'}</label></p>`,
      )
      .join('');
    const body = `<h1>e-Devlet Kapısı — Kimlik Doğrulama (sandbox)</h1>
<p>Uygulama <strong>${escapeHtml(query.client_id ?? '')}</strong> şu bilgilere erişmek istiyor: ${escapeHtml((query.scope ?? '').split(';').join(', '))}</p>
<form method="post" action="/sandbox/edevlet/OAuth2AuthorizationServer/AuthorizationController">${hidden}
<fieldset><legend>Test vatandaşı</legend>${options}</fieldset>
<fieldset><legend>Sonuç</legend>
<p><label><input type="radio" name="outcome" value="ok" checked> Başarılı giriş</label></p>
<p><label><input type="radio" name="outcome" value="token_refused"> Erişim belirteci reddedilsin</label></p>
<p><label><input type="radio" name="outcome" value="identity_failed"> Kimlik sorgusu başarısız olsun</label></p>
</fieldset>
<p><button type="submit" name="decision" value="allow">Giriş Yap</button> <button type="submit" name="decision" value="deny">Vazgeç</button></p></form>`;
    return reply.type('text/html; charset=utf-8').send(sandboxPage('e-Devlet Kapısı', body));
  });

  app.post('/edevlet/OAuth2AuthorizationServer/AuthorizationController', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const target = new URL(form.redirect_uri, 'http://sandbox.invalid');
    target.searchParams.set('state', form.state ?? '');
    if (form.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'Kullanıcı girişten vazgeçti');
    } else {
      prune(codes);
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        tckn: form.tckn,
        outcome: (['ok', 'token_refused', 'identity_failed'].includes(form.outcome) ? form.outcome : 'ok') as Outcome,
        redirectUri: form.redirect_uri,
        clientId: form.client_id,
        expiresAt: Date.now() + lifetimeMs,
      });
      target.searchParams.set('code', code);
    }
    const location =
      target.origin === 'http://sandbox.invalid' ? `${target.pathname}${target.search}` : target.toString();
    return reply.redirect(location, 303);
  });

  app.post('/edevlet/OAuth2AuthorizationServer/AccessTokenController', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const grant = codes.get(form.code ?? '');
    codes.delete(form.code ?? '');
    if (form.grant_type !== 'authorization_code' || !grant || grant.expiresAt < Date.now()) {
      return reply.status(400).send({ error: 'invalid_grant', error_description: 'Kod geçersiz ya da süresi dolmuş' });
    }
    if (grant.redirectUri !== form.redirect_uri || grant.clientId !== form.client_id || !form.client_secret) {
      return reply.status(400).send({ error: 'invalid_client', error_description: 'İstemci bilgileri uyuşmuyor' });
    }
    if (grant.outcome === 'token_refused') {
      return reply
        .status(400)
        .send({ error: 'access_denied', error_description: 'Belirteç verilmedi (sandbox seçimi)' });
    }
    prune(tokens);
    const accessToken = randomBytes(24).toString('hex');
    tokens.set(accessToken, { ...grant, expiresAt: Date.now() + lifetimeMs });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: lifetimeMs / 1000 };
  });

  app.post('/edevlet/OAuth2AuthorizationServer/AuthenticationController', async (request) => {
    const form = request.body as Record<string, string>;
    const grant = tokens.get(form.accessToken ?? '');
    if (!grant || grant.expiresAt < Date.now()) {
      return { sonucKodu: 'EDV09.004', sonucAciklamasi: 'Erişim belirteci geçersiz', kullaniciBilgileri: null };
    }
    if (form.resourceId !== '1' || form.kapsam !== 'Ad-Soyad' || form.clientId !== grant.clientId) {
      return {
        sonucKodu: 'EDV09.002',
        sonucAciklamasi: 'İstenen kaynak ya da kapsam yetkisi yok',
        kullaniciBilgileri: null,
      };
    }
    if (grant.outcome === 'identity_failed') {
      return {
        sonucKodu: 'EDV09.003',
        sonucAciklamasi: 'Kimlik bilgisi alınamadı (sandbox seçimi)',
        kullaniciBilgileri: null,
      };
    }
    const person = findPerson(grant.tckn);
    if (!person) return { sonucKodu: 'EDV09.005', sonucAciklamasi: 'Kişi bulunamadı', kullaniciBilgileri: null };
    return {
      sonucKodu: 'EDV09.000',
      sonucAciklamasi: 'İşlem başarılı',
      kullaniciBilgileri: { kimlikNo: person.tckn, ad: person.ad, soyad: person.soyad },
    };
  });
}
