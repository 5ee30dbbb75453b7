import { guaranteed } from '../../errors';
import { formatKurus, maskIdentityNumber, type RestructuringPlan } from '@ebelediye/contract';
import { turkishDate } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { bold, drawLetterhead, newDocument, regular } from '../../pdf';
import type { SettingsSnapshot } from '../settings/snapshot';
import { registryByOid } from '../session/registries';

const statusNames = { paid: 'Ödendi', open: 'Ödenecek', overdue: 'Gecikmiş', cancelled: 'İptal' } as const;

/** The plan as a document (same font and header as the receipts): debts, amounts, schedule, terms. */
export async function planPdf(
  db: Queryable,
  settings: SettingsSnapshot,
  registryOid: string,
  plan: RestructuringPlan,
  terms: string,
): Promise<Buffer> {
  // A plan's registry exists: the plan references it by a foreign key.
  const payer = guaranteed(await registryByOid(db, registryOid), `registry of plan ${plan.planNo}`);
  const { doc, finish } = newDocument(settings, `Borç yapılandırma planı ${plan.planNo}`);

  const left = 40;
  drawLetterhead(doc, settings, 'BORÇ YAPILANDIRMA PLANI', left);
  if (plan.campaign.demo)
    doc
      .font(bold)
      .fontSize(10)
      .fillColor('#a00')
      .text('DEMO — gerçek bir kanuna dayanmaz', { align: 'center' })
      .fillColor('#1d1b2c');
  doc.moveDown();

  const created = new Date(plan.createdAt).toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const rows: [string, string][] = [
    ['Plan no', plan.planNo],
    ['Yapılandırma', plan.campaign.title],
    ['Onay tarihi', created],
    ['Durum', plan.stateName],
    ['Borçlu', `${payer.name} ${payer.surname}`.trim()],
    ['Kimlik / Vergi no', maskIdentityNumber(payer.identityNo)],
    ['Anapara', formatKurus(plan.principalKurus)],
    ['Silinen gecikme zammı', formatKurus(plan.lateInterestKurus)],
    ['Yİ-ÜFE tutarı', formatKurus(plan.indexKurus)],
    ...(plan.discountKurus > 0 ? [['Peşin ödeme indirimi', formatKurus(plan.discountKurus)] as [string, string]] : []),
    [
      'Seçenek',
      plan.installments === 1 ? 'Peşin' : `${plan.installments} taksit (katsayı ${plan.coefficient.replace('.', ',')})`,
    ],
    ['Toplam', formatKurus(plan.totalKurus)],
  ];
  doc.font(regular).fontSize(10);
  for (const [label, value] of rows) doc.font(bold).text(`${label}: `, { continued: true }).font(regular).text(value);
  if (plan.brokenReason)
    doc.font(bold).text('Bozulma gerekçesi: ', { continued: true }).font(regular).text(plan.brokenReason);
  doc.moveDown();

  doc.font(bold).fontSize(11).text('Yapılandırılan borçlar');
  doc.font(regular).fontSize(9);
  for (const debt of plan.debts)
    doc.text(
      `${debt.description} — anapara ${formatKurus(debt.principalKurus)}, Yİ-ÜFE tutarı ${formatKurus(debt.indexKurus)}`,
    );
  doc.moveDown();

  doc.font(bold).fontSize(11).text('Ödeme planı');
  const columns = { no: left, date: 100, amount: 230, status: 340 };
  const header = doc.y + 4;
  doc
    .fontSize(9)
    .text('Taksit', columns.no, header)
    .text('Son ödeme', columns.date, header)
    .text('Tutar', columns.amount, header, { width: 90, align: 'right' })
    .text('Durum', columns.status, header);
  doc.font(regular);
  for (const item of plan.schedule) {
    const y = doc.y + 3;
    doc
      .text(`${item.no}/${plan.installments}`, columns.no, y)
      .text(turkishDate(item.dueDate), columns.date, y)
      .text(formatKurus(item.amountKurus), columns.amount, y, { width: 90, align: 'right' })
      .text(statusNames[item.status], columns.status, y);
  }
  doc.x = left;
  doc.moveDown();
  doc.font(bold).fontSize(11).text('Şartlar', left, doc.y);
  doc.font(regular).fontSize(8).text(terms, left, doc.y, { width: 515 });
  doc.moveDown();
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(
      `Bu plan ${settings.public.MunicipalityName} e-Belediye sisteminde SMS doğrulamasıyla onaylanmıştır; imza gerektirmez.`,
      left,
      doc.y,
      { width: 515 },
    );
  return finish();
}
