import { buildXml, XmlCdata } from '@ebelediye/contract/xml';
import type { Outbound } from '../../outbound';

/**
 * The SMS provider over NetGSM's XML bulk protocol (POST xmlbulkhttppost.asp): "00 <jobId>" means
 * accepted; 20 text, 30 credentials, 40 sender header, 50/51/70 parameters, 80/85 limits.
 */
export interface SmsAccount {
  url: string;
  usercode: string;
  password: string;
  header: string;
}

export class SmsRejected extends Error {}

/** Sends one message; returns the provider's job id, throws on refusal or transport failure. */
export async function sendSms(outbound: Outbound, account: SmsAccount, phone: string, text: string): Promise<string> {
  const xml = buildXml(
    'mainbody',
    {
      header: {
        company: { '@dil': 'TR', '#text': 'Netgsm' },
        usercode: account.usercode,
        password: account.password,
        type: '1:n',
        msgheader: account.header,
      },
      body: { msg: new XmlCdata(text), no: phone },
    },
    { encoding: 'UTF-8' },
  );
  const response = await outbound({
    url: account.url,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: xml,
  });
  if (response.status !== 200) throw new Error(`SMS sağlayıcısı ${response.status} döndü`);
  const answer = response.text.trim();
  const match = answer.match(/^00\s+(\S+)/);
  if (!match) throw new SmsRejected(`SMS sağlayıcısı reddetti: ${answer.slice(0, 20)}`);
  return match[1];
}
