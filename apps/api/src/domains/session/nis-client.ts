import { buildXml, readXml } from '@ebelediye/contract/xml';
import type { Outbound } from '../../outbound';

/**
 * NVİ's public identity check, KPSPublic.asmx `TCKimlikNoDogrula` (SOAP 1.1): does this TCKN belong
 * to a person with this name, surname and birth year? Names go upper-cased the Turkish way.
 */
export interface IdentityQuery {
  tckn: string;
  name: string;
  surname: string;
  yearOfBirth: number;
}

export async function verifyIdentity(outbound: Outbound, url: string, query: IdentityQuery): Promise<boolean> {
  const upper = (text: string) => text.trim().toLocaleUpperCase('tr-TR');
  const envelope = buildXml(
    'soap:Envelope',
    {
      '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
      '@xmlns:soap': 'http://schemas.xmlsoap.org/soap/envelope/',
      'soap:Body': {
        TCKimlikNoDogrula: {
          '@xmlns': 'http://tckimlik.nvi.gov.tr/WS',
          TCKimlikNo: query.tckn,
          Ad: upper(query.name),
          Soyad: upper(query.surname),
          DogumYili: query.yearOfBirth,
        },
      },
    },
    { encoding: 'utf-8' },
  );
  const response = await outbound({
    url,
    headers: {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: '"http://tckimlik.nvi.gov.tr/WS/TCKimlikNoDogrula"',
    },
    body: envelope,
  });
  if (response.status !== 200) throw new Error(`NVİ kimlik doğrulama servisi ${response.status} döndü`);
  return readXml(response.text).text('TCKimlikNoDogrulaResult') === 'true';
}
