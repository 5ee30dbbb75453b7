import type { FastifyInstance } from 'fastify';
import { registerSandboxService } from './page';
import { findPerson } from './people';

/**
 * NVİ's public identity check (KPSPublic.asmx, SOAP 1.1 `TCKimlikNoDogrula`): TCKN, first name,
 * surname and birth year in; true or false out. The real service compares names upper-cased the
 * Turkish way, as does this one.
 */
function field(xml: string, name: string): string {
  return xml.match(new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`))?.[1]?.trim() ?? '';
}

export function soapEnvelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

export async function nisSandbox(app: FastifyInstance) {
  registerSandboxService({
    path: '/nis/Service/KPSPublic.asmx',
    title: 'Nüfus kaydı doğrulama (NVİ KPSPublic)',
    description: 'SOAP TCKimlikNoDogrula: T.C. Kimlik No, ad, soyad ve doğum yılı eşleşiyor mu?',
  });

  app.get('/nis/Service/KPSPublic.asmx', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send('KPSPublic sandbox: POST TCKimlikNoDogrula (SOAP 1.1)'),
  );

  app.post('/nis/Service/KPSPublic.asmx', async (request, reply) => {
    const xml = String(request.body ?? '');
    if (!xml.includes('TCKimlikNoDogrula')) {
      return reply.status(500).type('text/xml; charset=utf-8').send(soapEnvelope('<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Bilinmeyen işlem</faultstring></soap:Fault>'));
    }
    const person = findPerson(field(xml, 'TCKimlikNo'));
    const upper = (text: string) => text.toLocaleUpperCase('tr-TR');
    const verified =
      !!person &&
      upper(person.ad) === upper(field(xml, 'Ad')) &&
      upper(person.soyad) === upper(field(xml, 'Soyad')) &&
      person.birthDate.slice(0, 4) === field(xml, 'DogumYili');
    return reply
      .type('text/xml; charset=utf-8')
      .send(soapEnvelope(`<TCKimlikNoDogrulaResponse xmlns="http://tckimlik.nvi.gov.tr/WS"><TCKimlikNoDogrulaResult>${verified}</TCKimlikNoDogrulaResult></TCKimlikNoDogrulaResponse>`));
  });
}
