import type { Outbound } from '../../outbound';

/**
 * NVİ's public identity check, KPSPublic.asmx `TCKimlikNoDogrula` (SOAP 1.1): does this TCKN belong
 * to a person with this name, surname and birth year? Names go upper-cased the Turkish way.
 */
function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] as string,
  );
}

export interface IdentityQuery {
  tckn: string;
  name: string;
  surname: string;
  yearOfBirth: number;
}

export async function verifyIdentity(outbound: Outbound, url: string, query: IdentityQuery): Promise<boolean> {
  const upper = (text: string) => escapeXml(text.trim().toLocaleUpperCase('tr-TR'));
  const envelope = `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
<soap:Body><TCKimlikNoDogrula xmlns="http://tckimlik.nvi.gov.tr/WS"><TCKimlikNo>${query.tckn}</TCKimlikNo><Ad>${upper(query.name)}</Ad><Soyad>${upper(query.surname)}</Soyad><DogumYili>${query.yearOfBirth}</DogumYili></TCKimlikNoDogrula></soap:Body>
</soap:Envelope>`;
  const response = await outbound({
    url,
    headers: {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: '"http://tckimlik.nvi.gov.tr/WS/TCKimlikNoDogrula"',
    },
    body: envelope,
  });
  if (response.status !== 200) throw new Error(`NVİ kimlik doğrulama servisi ${response.status} döndü`);
  return /<TCKimlikNoDogrulaResult>\s*true\s*<\/TCKimlikNoDogrulaResult>/.test(response.text);
}
