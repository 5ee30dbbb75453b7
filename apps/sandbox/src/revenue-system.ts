import { randomBytes, randomUUID } from 'node:crypto';
import {
  type BatchResult,
  type IntegrationEvent,
  integrationEventTypes,
  parseLiraToKurus,
  formatKurus,
  isValidTaxIdentity,
} from '@ebelediye/contract';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { escapeHtml, registerSandboxService, sandboxPage } from './page';
import { sandboxPeople } from './people';

/**
 * A municipality's revenue system (gelir yönetim sistemi) on loopback, so a newcomer in demo mode
 * sees both sides of the bridge (docs/integration.md "Trying it against the demo"): it pushes a debt
 * for a citizen through the portal's integration API, receives the portal's signed events and checks
 * every signature, and records a counter (vezne) payment. It calls the API with the key and verifies
 * with the webhook secret the demo seed gives both sides. Its book lives in this process's memory.
 */
export interface RevenueSystemCredentials {
  /** The integration key the portal issued to this system. */
  apiKey: string;
  /** The signing secret (`whsec_…`) of the portal's webhook endpoint that points here. */
  webhookSecret: string;
}

export type PushedDebtState = 'open' | 'card' | 'counter' | 'refund_needed';

export interface PushedDebt {
  accrualNo: string;
  registryNo: string;
  identityNo: string;
  name: string;
  revenueCode: string;
  amountKurus: number;
  description: string;
  dueDate: string;
  state: PushedDebtState;
  /** The portal's receipt (card) or the counter's, once collected. */
  receiptNo?: string;
}

export interface ReceivedEvent {
  id: string;
  type: string;
  receivedAt: Date;
  registryNo: string | null;
  data: Record<string, unknown>;
}

const debts: PushedDebt[] = [];
const received: ReceivedEvent[] = [];
const seenIds = new Set<string>();
let refusedDeliveries = 0;

/** The stand-in's registry number for an identity number; a real revenue system has its own. */
export function standInRegistryNo(identityNo: string): string {
  return `SN${identityNo}`;
}

export function standInBook(): { debts: PushedDebt[]; events: ReceivedEvent[]; refusedDeliveries: number } {
  return { debts: debts.slice(), events: received.slice(), refusedDeliveries };
}

const revenueChoices = [
  { code: 'EMLAK', name: 'Emlak Vergisi' },
  { code: 'CTV', name: 'Çevre Temizlik Vergisi' },
  { code: 'CEZA', name: 'İdari Para Cezası' },
  { code: 'SU', name: 'Su Tüketim Bedeli' },
];

const stateNames: Record<PushedDebtState, string> = {
  open: 'Açık',
  card: 'Portalda kartla ödendi',
  counter: 'Vezneden tahsil edildi',
  refund_needed: 'Vezne tahsilatı iade edilecek (portalda ödenmişti)',
};

function istanbulDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(date);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Form = Record<string, string | undefined>;

export async function revenueSystemSandbox(
  app: FastifyInstance,
  options: { credentials: () => Promise<RevenueSystemCredentials> },
) {
  registerSandboxService({
    path: '/gelir-sistemi',
    title: 'Gelir yönetim sistemi (örnek)',
    description:
      'Belediyenin gelir sistemi yerine: portala borç gönderir, imzalı olayları alıp doğrular, vezne tahsilatı kaydeder.',
  });

  // Signatures are computed over the body as sent: this receiver reads JSON as text, then verifies.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  /** Calls the portal's integration API the way the real system would, with its key and a fresh Idempotency-Key. */
  async function callPortal(
    path: string,
    rows: unknown[],
  ): Promise<{ status: number; body: BatchResult & { message?: string } }> {
    const { apiKey } = await options.credentials();
    const response = await app.inject({
      method: 'POST',
      url: `/integration/v1/${path}`,
      headers: {
        authorization: `Bearer ${apiKey}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ rows }),
    });
    let body: BatchResult & { message?: string };
    try {
      body = response.json();
    } catch {
      body = { applied: false, results: [], message: response.body.slice(0, 200) };
    }
    return { status: response.statusCode, body };
  }

  function problemOf(result: { status: number; body: BatchResult & { message?: string } }): string | undefined {
    if (result.status === 200 && result.body.applied) return undefined;
    const rowProblems = (result.body.results ?? [])
      .filter((row) => row.outcome === 'error')
      .map((row) => `${row.row}. satır${row.field ? ` (${row.field})` : ''}: ${row.message ?? ''}`);
    return [result.body.message ?? `Portal ${result.status} yanıtı verdi.`, ...rowProblems].join(' ');
  }

  const back = (message: string) => `/sandbox/gelir-sistemi?mesaj=${encodeURIComponent(message)}`;

  app.post('/gelir-sistemi/borc', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    // A tester picks a demo person or types another identity number (a member who signed up today).
    const identityNo = (String(form.identityNo ?? '').trim() || String(form.person ?? '')).trim();
    const person = sandboxPeople.find((candidate) => candidate.tckn === identityNo);
    const name = (String(form.name ?? '').trim() || person?.ad) ?? '';
    const surname = (String(form.surname ?? '').trim() || person?.soyad) ?? '';
    const revenue = revenueChoices.find((choice) => choice.code === form.revenueCode);
    const amountKurus = parseLiraToKurus(String(form.amount ?? ''));
    if (!isValidTaxIdentity(identityNo))
      return reply.redirect(back('Geçerli bir T.C. kimlik ya da vergi kimlik numarası giriniz.'), 303);
    if (!name) return reply.redirect(back('Mükellefin adını giriniz.'), 303);
    if (!revenue) return reply.redirect(back('Bir gelir türü seçiniz.'), 303);
    if (amountKurus === null || amountKurus <= 0)
      return reply.redirect(back('Tutarı 1250,50 biçiminde, sıfırdan büyük giriniz.'), 303);

    const now = new Date();
    const registryNo = standInRegistryNo(identityNo);
    const registry = await callPortal('registries', [
      {
        registryNo,
        kind: identityNo.length === 11 ? 'G' : 'T',
        identityNo,
        name,
        surname: identityNo.length === 11 ? surname : '',
        version: now.getTime(),
      },
    ]);
    const registryProblem = problemOf(registry);
    if (registryProblem) return reply.redirect(back(`Mükellef gönderilemedi: ${registryProblem}`), 303);

    const today = istanbulDay(now);
    const debt: PushedDebt = {
      accrualNo: `GYS-${today.replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`,
      registryNo,
      identityNo,
      name: `${name} ${surname}`.trim(),
      revenueCode: revenue.code,
      amountKurus,
      description: String(form.description ?? '').trim() || `${revenue.name} (gelir sisteminden)`,
      dueDate: addDays(today, 30),
      state: 'open',
    };
    const accrual = await callPortal('accruals', [
      {
        accrualNo: debt.accrualNo,
        registryNo,
        revenueCode: debt.revenueCode,
        year: Number(today.slice(0, 4)),
        installment: 1,
        dueDate: debt.dueDate,
        amountKurus,
        description: debt.description,
        status: 'open',
        version: now.getTime(),
      },
    ]);
    const accrualProblem = problemOf(accrual);
    if (accrualProblem) return reply.redirect(back(`Borç gönderilemedi: ${accrualProblem}`), 303);
    debts.push(debt);
    return reply.redirect(back(`${debt.accrualNo} numaralı borç portala gönderildi.`), 303);
  });

  app.post('/gelir-sistemi/vezne', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const debt = debts.find((candidate) => candidate.accrualNo === form.accrualNo);
    if (!debt) return reply.redirect(back('Bu tahakkuk numarası bu gelir sisteminde yok.'), 303);
    if (debt.state !== 'open') return reply.redirect(back('Bu borç artık açık değil.'), 303);
    const receiptNo = `VZ-${randomBytes(5).toString('hex').toUpperCase()}`;
    const result = await callPortal('collections', [
      {
        receiptNo,
        registryNo: debt.registryNo,
        channel: 'counter',
        collectedAt: new Date().toISOString(),
        totalKurus: debt.amountKurus,
        lines: [{ accrualNo: debt.accrualNo, principalKurus: debt.amountKurus, interestKurus: 0 }],
      },
    ]);
    const problem = problemOf(result);
    if (problem) return reply.redirect(back(`Vezne tahsilatı kaydedilemedi: ${problem}`), 303);
    const outcome = result.body.results[0]?.outcome;
    if (outcome === 'refund_needed') {
      debt.state = 'refund_needed';
      return reply.redirect(back(`Borç portalda zaten ödenmiş; ${receiptNo} vezne tahsilatı iade edilmelidir.`), 303);
    }
    debt.state = 'counter';
    debt.receiptNo = receiptNo;
    return reply.redirect(back(`${receiptNo} makbuzuyla vezne tahsilatı kaydedildi.`), 303);
  });

  // The portal's webhooks (Standard Webhooks): a body whose signature does not verify is refused.
  app.post('/gelir-sistemi/webhook', async (request, reply) => {
    const { webhookSecret } = await options.credentials();
    const body = typeof request.body === 'string' ? request.body : '';
    let event: IntegrationEvent;
    try {
      event = new Webhook(webhookSecret).verify(body, request.headers as Record<string, string>) as IntegrationEvent;
    } catch {
      refusedDeliveries += 1;
      return reply.status(400).send({ message: 'İmza doğrulanamadı; olay kabul edilmedi.' });
    }
    const id = String(request.headers['webhook-id'] ?? event.id);
    if (seenIds.has(id)) return reply.status(204).send();
    seenIds.add(id);
    received.push({
      id,
      type: String(event.type),
      receivedAt: new Date(),
      registryNo: event.registryNo ?? null,
      data: event.data ?? {},
    });
    if (event.type === 'collection.succeeded') {
      const lines = Array.isArray(event.data?.lines) ? (event.data.lines as { accrualNo?: string | null }[]) : [];
      for (const line of lines) {
        const debt = debts.find((candidate) => candidate.accrualNo === line.accrualNo);
        if (debt && debt.state === 'open') {
          debt.state = 'card';
          debt.receiptNo = typeof event.data.receiptNo === 'string' ? event.data.receiptNo : undefined;
        }
      }
    }
    return reply.status(204).send();
  });

  app.get('/gelir-sistemi/defter.json', async () => standInBook());

  app.get('/gelir-sistemi', async (request, reply) => {
    const message = String((request.query as Form).mesaj ?? '');
    const today = istanbulDay(new Date());
    const people = sandboxPeople
      .filter((person) => person.knownToMunicipality)
      .map(
        (person) =>
          `<option value="${person.tckn}">${escapeHtml(`${person.ad} ${person.soyad} (${person.tckn})`)}</option>`,
      )
      .join('');
    const debtRows = debts
      .slice()
      .reverse()
      .map(
        (
          debt,
        ) => `<tr><td>${escapeHtml(debt.accrualNo)}</td><td>${escapeHtml(debt.name)}<br><small>${escapeHtml(debt.registryNo)}</small></td>
<td>${escapeHtml(debt.description)}</td><td>${escapeHtml(formatKurus(debt.amountKurus))}</td><td>${escapeHtml(debt.dueDate)}</td>
<td>${escapeHtml(stateNames[debt.state])}${debt.receiptNo ? `<br><small>${escapeHtml(debt.receiptNo)}</small>` : ''}</td>
<td>${debt.state === 'open' ? `<form method="post" action="/sandbox/gelir-sistemi/vezne"><input type="hidden" name="accrualNo" value="${escapeHtml(debt.accrualNo)}"><button type="submit">Vezne tahsilatı kaydet</button></form>` : ''}</td></tr>`,
      )
      .join('');
    const eventRows = received
      .slice()
      .reverse()
      .map(
        (
          event,
        ) => `<tr><td>${escapeHtml(event.receivedAt.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' }))}</td>
<td>${escapeHtml(event.type)}</td><td>${escapeHtml(event.id)}</td><td>${escapeHtml(event.registryNo ?? '—')}</td><td>İmza doğrulandı</td></tr>`,
      )
      .join('');
    const body = `<h1>Gelir yönetim sistemi (örnek)</h1>
${message ? `<p class="note" role="status">${escapeHtml(message)}</p>` : ''}
<p>Bu sayfa belediyenin gelir sistemini oynar: portalın entegrasyon API'sine (<code>/integration/v1</code>) anahtarıyla bağlanır ve portalın imzalı olaylarını alır. Kayıtları bu sürecin belleğindedir.</p>
<h2>Portala borç gönder</h2>
<form method="post" action="/sandbox/gelir-sistemi/borc">
<p><label for="person">Demo mükellef</label> <select id="person" name="person">${people}</select></p>
<p><label for="identity-other">ya da T.C. kimlik / vergi kimlik no</label> <input id="identity-other" name="identityNo" inputmode="numeric" maxlength="11"> <label for="name">Ad</label> <input id="name" name="name"> <label for="surname">Soyad</label> <input id="surname" name="surname"></p>
<p><label for="revenue">Gelir türü</label> <select id="revenue" name="revenueCode">${revenueChoices.map((choice) => `<option value="${choice.code}">${escapeHtml(choice.name)}</option>`).join('')}</select>
<label for="amount">Tutar (TL)</label> <input id="amount" name="amount" inputmode="decimal" value="250,00">
<label for="description">Açıklama</label> <input id="description" name="description"></p>
<p>Vade: ${escapeHtml(addDays(today, 30))} (bugünden 30 gün sonra).</p>
<p><button type="submit">Borcu gönder</button></p>
</form>
<h2>Gönderilen borçlar</h2>
${debts.length ? `<div class="scroll"><table><thead><tr><th scope="col">Tahakkuk no</th><th scope="col">Mükellef</th><th scope="col">Açıklama</th><th scope="col">Tutar</th><th scope="col">Vade</th><th scope="col">Durum</th><th scope="col">Vezne</th></tr></thead><tbody>${debtRows}</tbody></table></div>` : '<p>Henüz borç gönderilmedi.</p>'}
<h2>Portaldan gelen olaylar</h2>
<p>İmzası doğrulanamadığı için reddedilen teslimat: ${refusedDeliveries}. Tanınan olay türleri: ${integrationEventTypes.map(escapeHtml).join(', ')}.</p>
${received.length ? `<div class="scroll"><table><thead><tr><th scope="col">Alındı</th><th scope="col">Tür</th><th scope="col">Olay no</th><th scope="col">Sicil no</th><th scope="col">İmza</th></tr></thead><tbody>${eventRows}</tbody></table></div>` : '<p>Henüz olay gelmedi.</p>'}`;
    return reply.type('text/html; charset=utf-8').send(sandboxPage('Gelir yönetim sistemi (örnek)', body));
  });
}
