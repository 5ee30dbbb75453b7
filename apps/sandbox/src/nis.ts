import { isValidTckn } from '@ebelediye/contract';
import { readXml } from '@ebelediye/contract/xml';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { escapeHtml, registerSandboxService, sandboxPage } from './page';
import { addSandboxPerson, findPerson, sandboxPeople, type SandboxPerson } from './people';

/**
 * NVİ's public identity check (KPSPublic.asmx, SOAP 1.1 `TCKimlikNoDogrula`): TCKN, first name,
 * surname and birth year in; true or false out. The real service compares names upper-cased the
 * Turkish way, as does this one.
 */
export function soapEnvelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

/** A random T.C. Kimlik No that passes the checksum (domain/identity.md) and nobody here has yet. */
export function freshTckn(): string {
  for (;;) {
    const d = [randomInt(1, 10), ...Array.from({ length: 8 }, () => randomInt(0, 10))];
    const tenth = (((7 * (d[0] + d[2] + d[4] + d[6] + d[8]) - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10;
    const eleventh = [...d, tenth].reduce((sum, digit) => sum + digit, 0) % 10;
    const tckn = [...d, tenth, eleventh].join('');
    if (isValidTckn(tckn) && !findPerson(tckn)) return tckn;
  }
}

const nameField = /^[\p{L}][\p{L} .'-]{0,49}$/u;

/** A person from the add form or a JSON body, or the sentence that says what is wrong. */
function personFrom(body: Record<string, unknown>): Omit<SandboxPerson, 'knownToMunicipality'> | string {
  const text = (key: string) => String(body[key] ?? '').trim();
  const tckn = text('tckn') || freshTckn();
  if (!isValidTckn(tckn)) return 'T.C. Kimlik No geçersiz (11 hane, kontrol basamakları tutmalı).';
  for (const [key, label] of [
    ['ad', 'Ad'],
    ['soyad', 'Soyad'],
  ] as const)
    if (!nameField.test(text(key))) return `${label} yalnızca harf içermeli.`;
  const birthDate = text('birthDate');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(Date.parse(birthDate)))
    return 'Doğum tarihi YYYY-AA-GG biçiminde olmalı.';
  const gender = text('gender') === 'E' ? 'E' : 'K';
  return {
    tckn,
    ad: text('ad'),
    soyad: text('soyad'),
    birthDate,
    birthPlace: text('birthPlace') || 'Yeşilvadi',
    fatherName: text('fatherName'),
    motherName: text('motherName'),
    gender,
  };
}

function peoplePage(message = ''): string {
  const rows = sandboxPeople
    .map(
      (p) =>
        `<tr><td>${p.tckn}</td><td>${escapeHtml(p.ad)} ${escapeHtml(p.soyad)}</td><td>${p.birthDate}</td><td>${p.knownToMunicipality ? 'var' : 'yok'}</td></tr>`,
    )
    .join('');
  return sandboxPage(
    'Test vatandaşları',
    `<h1>Test vatandaşları</h1>
<p>Nüfus kaydı (NVİ) ve e-Devlet bu kişileri tanır. Eklenen kişilerin belediyede sicili yoktur; yeni bir kimlikle üyelik başvurusu denemek için kullanılır. Eklenenler sunucu yeniden başlayınca unutulur.</p>
${message ? `<p class="note" role="status">${message}</p>` : ''}
<table><thead><tr><th scope="col">T.C. Kimlik No</th><th scope="col">Ad Soyad</th><th scope="col">Doğum tarihi</th><th scope="col">Belediyede sicil</th></tr></thead><tbody>${rows}</tbody></table>
<h2>Kişi ekle</h2>
<form method="post" action="/sandbox/nis/people">
<p><label for="tckn">T.C. Kimlik No (boş bırakılırsa üretilir)</label><br><input id="tckn" name="tckn" inputmode="numeric" maxlength="11"></p>
<p><label for="ad">Ad</label><br><input id="ad" name="ad" required></p>
<p><label for="soyad">Soyad</label><br><input id="soyad" name="soyad" required></p>
<p><label for="birthDate">Doğum tarihi</label><br><input id="birthDate" name="birthDate" type="date" required></p>
<p><label for="gender">Cinsiyet</label><br><select id="gender" name="gender"><option value="K">Kadın</option><option value="E">Erkek</option></select></p>
<p><button type="submit">Ekle</button></p></form>`,
  );
}

export async function nisSandbox(app: FastifyInstance) {
  registerSandboxService({
    path: '/nis/Service/KPSPublic.asmx',
    title: 'Nüfus kaydı doğrulama (NVİ KPSPublic)',
    description: 'SOAP TCKimlikNoDogrula: T.C. Kimlik No, ad, soyad ve doğum yılı eşleşiyor mu?',
  });
  registerSandboxService({
    path: '/nis/people',
    title: 'Test vatandaşları',
    description: 'Nüfus kaydının ve e-Devletin tanıdığı kişiler; yeni bir kimlikle başvuru denemek için kişi ekleme.',
  });

  app.get('/nis/people', async (_request, reply) => reply.type('text/html; charset=utf-8').send(peoplePage()));

  /** Adds a person: from the page's form (answers the page) or as JSON (answers 201 and the person). */
  app.post('/nis/people', async (request, reply) => {
    const fromForm = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const parsed = personFrom((request.body ?? {}) as Record<string, unknown>);
    const added = typeof parsed === 'string' ? parsed : addSandboxPerson(parsed);
    if (typeof added !== 'string') {
      if (fromForm)
        return reply
          .type('text/html; charset=utf-8')
          .send(peoplePage(escapeHtml(`${added.ad} ${added.soyad} eklendi: ${added.tckn}`)));
      return reply.status(201).send({ person: added });
    }
    const problem =
      added === 'exists'
        ? 'Bu T.C. Kimlik No ile bir kişi zaten var.'
        : added === 'full'
          ? 'Çok fazla kişi eklendi; sunucuyu yeniden başlatınız.'
          : added;
    const status = added === 'exists' ? 409 : 400;
    if (fromForm)
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(peoplePage(escapeHtml(problem)));
    return reply.status(status).send({ error: problem });
  });

  app.get('/nis/Service/KPSPublic.asmx', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send('KPSPublic sandbox: POST TCKimlikNoDogrula (SOAP 1.1)'),
  );

  app.post('/nis/Service/KPSPublic.asmx', async (request, reply) => {
    let xml;
    try {
      xml = readXml(String(request.body ?? ''));
    } catch {
      xml = undefined;
    }
    if (!xml?.has('TCKimlikNoDogrula')) {
      return reply
        .status(500)
        .type('text/xml; charset=utf-8')
        .send(
          soapEnvelope(
            '<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Bilinmeyen işlem</faultstring></soap:Fault>',
          ),
        );
    }
    const person = findPerson(xml.text('TCKimlikNo'));
    const upper = (text: string) => text.toLocaleUpperCase('tr-TR');
    const verified =
      !!person &&
      upper(person.ad) === upper(xml.text('Ad')) &&
      upper(person.soyad) === upper(xml.text('Soyad')) &&
      person.birthDate.slice(0, 4) === xml.text('DogumYili');
    return reply
      .type('text/xml; charset=utf-8')
      .send(
        soapEnvelope(
          `<TCKimlikNoDogrulaResponse xmlns="http://tckimlik.nvi.gov.tr/WS"><TCKimlikNoDogrulaResult>${verified}</TCKimlikNoDogrulaResult></TCKimlikNoDogrulaResponse>`,
        ),
      );
  });
}
