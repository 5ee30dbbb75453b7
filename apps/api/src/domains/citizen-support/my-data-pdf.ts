import { formatKurus, type MyData } from '@ebelediye/contract';
import { bold, drawLetterhead, newDocument, regular } from '../../pdf';
import type { SettingsSnapshot } from '../settings/snapshot';

const left = 40;
const width = 515;

function when(iso: string): string {
  return new Date(iso).toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/**
 * The same data as the JSON download, as a document a person can read and keep (KVKK art. 11): one
 * section per kind of record, each line plain text in DejaVu (Turkish letters, ₺).
 */
export async function myDataPdf(settings: SettingsSnapshot, data: MyData): Promise<Buffer> {
  const { doc, finish } = newDocument(settings, 'Kişisel verileriniz');
  drawLetterhead(doc, settings, 'KİŞİSEL VERİLERİNİZ (KVKK md. 11)', left);
  doc.moveDown();
  doc
    .font(regular)
    .fontSize(9)
    .text(`Hazırlanma zamanı: ${when(data.generatedAt)}`, left, doc.y, { width });

  const section = (title: string, lines: string[]) => {
    doc.moveDown();
    doc.font(bold).fontSize(12).text(title, left, doc.y, { width });
    doc.font(regular).fontSize(9);
    if (lines.length === 0) doc.text('Kayıt yok.', { width });
    for (const line of lines) doc.text(line, { width });
  };
  const pair = (label: string, value: string | number | boolean | null | undefined) =>
    `${label}: ${value === null || value === undefined || value === '' ? '—' : value === true ? 'Evet' : value === false ? 'Hayır' : String(value)}`;

  const account = data.account;
  section(
    'e-Belediye üyeliği',
    account
      ? [
          pair('Kullanıcı adı', account.userName),
          pair('Cep telefonu', account.phone),
          pair('E-posta', account.email),
          pair('Bilgilendirme SMS izni', account.smsConsent),
          pair('Durum', account.status === 'active' ? 'Etkin' : 'Kapalı'),
          pair('Aydınlatma metni onayı', when(account.kvkkAcceptedAt)),
          pair('Üyelik tarihi', when(account.createdAt)),
        ]
      : [],
  );
  section(
    'Sicil kaydı',
    data.registries.flatMap((row) => [
      pair('Sicil türü', row.kindName),
      pair('Kimlik / Vergi no', row.identityNo),
      pair('Ad / unvan', `${row.name} ${row.surname}`.trim()),
      pair('Baba adı', row.fatherName),
      pair('Anne adı', row.motherName),
      pair('Doğum yeri', row.birthPlace),
      pair('Doğum tarihi', row.birthDate),
      pair('Cep telefonu', row.phone),
      pair('E-posta', row.email),
      ...row.addresses.map((address) => pair('Adres', address.text)),
    ]),
  );
  section(
    'Açık borçlar (bugünkü tutarlarıyla)',
    data.openDebts.map(
      (debt) =>
        `${debt.description} — son ödeme ${debt.dueDate} — ${debt.totalKurus === null ? 'tutar için belediyeye başvurunuz' : formatKurus(debt.totalKurus)}`,
    ),
  );
  section(
    'Kartla ödemeler',
    data.payments.map(
      (row) =>
        `${when(row.createdAt)} — sipariş ${row.orderNo} — ${row.bankName} — ${formatKurus(row.amountKurus)} — ${row.state}${row.receiptNo ? ` — makbuz ${row.receiptNo}` : ''}`,
    ),
  );
  section(
    'Makbuzlar',
    data.receipts.map((row) => `${when(row.collectedAt)} — makbuz ${row.receiptNo} — ${formatKurus(row.amountKurus)}`),
  );
  section(
    'Beyannameler',
    data.declarations.map(
      (row) => `${when(row.submittedAt)} — ${row.declarationNo} — ${row.title} — ${formatKurus(row.totalKurus)}`,
    ),
  );
  section(
    'Başvurular',
    data.applications.map((row) => `${when(row.at)} — ${row.no} — ${row.title} — ${row.state}`),
  );
  section(
    'Şikâyet ve bilgi edinme başvuruları',
    data.complaints.map(
      (row) =>
        `${when(row.createdAt)} — ${row.trackingNo} — ${row.place} — ${row.description}${row.answer ? ` — Yanıt: ${row.answer}` : ''}`,
    ),
  );
  section(
    'Gönderilen SMS’ler',
    data.smsSent.map((row) => `${when(row.at)} — ${row.phone} — ${row.body}`),
  );
  section(
    'Girişler',
    data.signIns.map((row) => `${when(row.at)} — ${row.via}${row.ip ? ` — ${row.ip}` : ''}`),
  );
  section(
    'Hesap kapatma talepleri',
    data.closureRequests.map(
      (row) => `${when(row.requestedAt)} — ${row.state}${row.decisionNote ? ` — ${row.decisionNote}` : ''}`,
    ),
  );
  section('Kanun gereği saklanan kayıtlar', data.retainedUnderLaw);
  return finish();
}
