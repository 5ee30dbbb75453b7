import { formatKurus, type Cancellation } from '@ebelediye/contract';
import { turkishDate } from '@ebelediye/finance';
import { bold, drawLetterhead, newDocument, regular } from '../../pdf';
import type { SettingsSnapshot } from '../settings/snapshot';
import { cancellationTerms } from './cancellations';

/** The application as a document (same font and header as the receipts and plans). */
export async function cancellationPdf(settings: SettingsSnapshot, application: Cancellation): Promise<Buffer> {
  const { doc, finish } = newDocument(settings, `Abonelik sözleşmesi iptal başvurusu ${application.applicationNo}`);
  const left = 40;
  drawLetterhead(doc, settings, 'ABONELİK SÖZLEŞMESİ İPTAL BAŞVURUSU', left);
  doc.moveDown();

  const created = new Date(application.createdAt).toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const deposit =
    application.depositMethod === 'iban'
      ? `IBAN'a iade — ${application.ibanMasked ?? ''}${application.bankName ? `, ${application.bankName}` : ''}${application.branchName ? `, ${application.branchName}` : ''}; hesap sahibi ${application.accountHolder ?? ''}`
      : 'Açık borçlara ve son faturaya mahsup; artan kısım veznede iade';
  const rows: [string, string][] = [
    ['Başvuru no', application.applicationNo],
    ['Başvuru tarihi', created],
    ['Durum', application.stateName],
    ['Abone', application.holderName],
    ['Abone no', application.subscriberNo],
    ['Adres', application.address],
    ['Taşınma tarihi', turkishDate(application.moveOutDate)],
    [
      'Abonenin sayaç okuması',
      application.memberReading === null
        ? 'Belirtilmedi'
        : `${application.memberReading} m³${application.hasMeterPhoto ? ' (fotoğraflı)' : ''}`,
    ],
    ['Güvence bedeli', formatKurus(application.depositKurus)],
    ['Güvence bedelinin iadesi', deposit],
    ['Başvuru anındaki açık borç', formatKurus(application.openDebtsAtApplicationKurus)],
    ...(application.owedNow
      ? ([['Bugünkü açık borç', formatKurus(application.owedNow.totalKurus)]] as [string, string][])
      : []),
  ];
  doc.font(regular).fontSize(10);
  for (const [label, value] of rows) doc.font(bold).text(`${label}: `, { continued: true }).font(regular).text(value);
  doc.moveDown();
  doc.font(bold).fontSize(11).text('Adımlar');
  doc.font(regular).fontSize(9);
  for (const event of application.events)
    doc.text(
      `${new Date(event.at).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' })} — ${event.text}`,
    );
  doc.moveDown();
  doc.font(bold).fontSize(11).text('Şartlar');
  doc.font(regular).fontSize(8).text(cancellationTerms(settings.public.MunicipalityName), left, doc.y, { width: 515 });
  doc.moveDown();
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(
      `Bu başvuru ${settings.public.MunicipalityName} e-Belediye sisteminde SMS doğrulamasıyla onaylanmıştır; imza gerektirmez.`,
      left,
      doc.y,
      { width: 515 },
    );
  return finish();
}
