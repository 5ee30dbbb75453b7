import { randomBytes } from 'node:crypto';
import { readXml } from '@ebelediye/contract/xml';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, registerSandboxService, sandboxPage } from './page';

/**
 * An SMS provider speaking the NetGSM XML bulk protocol (POST /sms/xmlbulkhttppost.asp): answers
 * "00 <jobId>" when accepted, "30" for bad credentials, "40" for an unknown sender header, "70" for
 * bad parameters. What it accepts lands in an inbox a tester reads at /sandbox/sms, per number.
 * `failNext` makes the next N sends fail with a 500, to watch the outbox retry.
 */
export interface SandboxSms {
  id: string;
  phone: string;
  header: string;
  text: string;
  receivedAt: Date;
}

const inbox: SandboxSms[] = [];
let failuresToInject = 0;

export function sandboxInbox(phone?: string): SandboxSms[] {
  return inbox
    .filter((sms) => !phone || sms.phone === phone)
    .slice()
    .reverse();
}

function formatPhone(phone: string): string {
  return `(${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
}

export async function smsSandbox(
  app: FastifyInstance,
  options: { expectedUser: () => Promise<{ usercode: string; header: string }> },
) {
  registerSandboxService({
    path: '/sms',
    title: 'SMS gelen kutusu',
    description: 'Demo modunda gönderilen bütün SMS mesajları, telefon numarasına göre.',
  });

  app.post('/sms/xmlbulkhttppost.asp', async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    if (failuresToInject > 0) {
      failuresToInject -= 1;
      return reply.status(500).send('sağlayıcı geçici olarak yanıt vermiyor');
    }
    let xml;
    try {
      xml = readXml(String(request.body ?? ''));
    } catch {
      return '30';
    }
    const expected = await options.expectedUser();
    if (xml.text('usercode') !== expected.usercode || !xml.text('password')) return '30';
    if (xml.text('msgheader') !== expected.header) return '40';
    const text = xml.text('msg');
    const phones = xml.texts('no').filter((phone) => /^\d{10}$/.test(phone));
    if (!text || phones.length === 0) return '70';
    const id = randomBytes(6).toString('hex');
    for (const phone of phones) inbox.push({ id, phone, header: expected.header, text, receivedAt: new Date() });
    return `00 ${id}`;
  });

  app.post('/sms/fail-next', async (request) => {
    const count = Number((request.body as Record<string, string> | undefined)?.count ?? 1);
    failuresToInject = Number.isInteger(count) && count > 0 ? Math.min(count, 20) : 1;
    return { failuresToInject };
  });

  app.get('/sms', async (request, reply) => {
    const phone = String((request.query as Record<string, string>).phone ?? '')
      .replace(/\D/g, '')
      .replace(/^0/, '');
    const messages = sandboxInbox(phone || undefined);
    const rows = messages
      .map(
        (sms) =>
          `<tr><td>${sms.receivedAt.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })}</td><td>${formatPhone(sms.phone)}</td><td>${escapeHtml(sms.header)}</td><td class="sms-text">${escapeHtml(sms.text)}</td></tr>`,
      )
      .join('');
    const body = `<h1>SMS gelen kutusu</h1>
<form method="get" action="/sandbox/sms"><label for="phone">Telefon numarası</label> <input id="phone" name="phone" inputmode="numeric" value="${escapeHtml(phone)}" placeholder="5321234567"> <button type="submit">Süz</button> <a href="/sandbox/sms">Tümü</a></form>
${messages.length ? `<table><caption>${messages.length} mesaj, en yenisi üstte</caption><thead><tr><th scope="col">Zaman</th><th scope="col">Telefon</th><th scope="col">Başlık</th><th scope="col">Mesaj</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Henüz mesaj yok.</p>'}`;
    return reply.type('text/html; charset=utf-8').send(sandboxPage('SMS gelen kutusu', body));
  });

  app.get('/sms/messages.json', async (request) => {
    const phone = String((request.query as Record<string, string>).phone ?? '');
    return { messages: sandboxInbox(phone || undefined) };
  });
}
