import { formatKurus, maskIdentityNumber } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { bold, drawLetterhead, newDocument, regular } from '../../pdf';
import { collectionForReceipt } from '../debts/collections';
import { registryByOid } from '../session/registries';
import type { SettingsSnapshot } from '../settings/snapshot';

/**
 * The receipt of a posted collection (domain/payments.md step 5): municipality, payer (ID masked),
 * items, amounts, date, receipt and order numbers. Built from the collection, never from a callback.
 */
export async function receiptPdf(db: Queryable, settings: SettingsSnapshot, collectionId: number): Promise<Buffer> {
  const found = await collectionForReceipt(db, collectionId);
  if (!found) throw new Error(`No collection ${collectionId} to print a receipt of`);
  const { collection, lines } = found;
  const payer = await registryByOid(db, collection.registryOid);
  if (!payer) throw new Error(`No registry ${collection.registryOid} for collection ${collectionId}`);

  const { doc, finish } = newDocument(settings, `Tahsilat makbuzu ${collection.receiptNo}`);

  const left = 40;
  drawLetterhead(doc, settings, 'TAHSİLAT MAKBUZU', left);
  doc.moveDown();

  const when = collection.collectedAt.toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const rows: [string, string][] = [
    ['Makbuz no', collection.receiptNo],
    ['Sipariş no', collection.orderNo ?? '—'],
    ['Tarih', when],
    ['Ödeme kanalı', collection.typeCode === 4 ? 'İnternet (kredi kartı, 3D Secure)' : 'Vezne'],
    ['Ödeyen', `${payer.name} ${payer.surname}`.trim()],
    ['Kimlik / Vergi no', maskIdentityNumber(payer.identityNo)],
  ];
  doc.font(regular).fontSize(10);
  for (const [label, value] of rows) {
    doc.font(bold).text(`${label}: `, { continued: true }).font(regular).text(value);
  }
  doc.moveDown();

  const columns = { description: left, principal: 330, interest: 410, total: 490 };
  const header = doc.y;
  doc
    .font(bold)
    .text('Açıklama', columns.description, header)
    .text('Anapara', columns.principal, header, { width: 75, align: 'right' });
  doc
    .text('G. zammı', columns.interest, header, { width: 75, align: 'right' })
    .text('Tutar', columns.total, header, { width: 65, align: 'right' });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(555, doc.y + 2)
    .stroke('#b0abc9');
  doc.font(regular);
  for (const { line, accrual } of lines) {
    const y = doc.y + 6;
    doc.text(accrual.description, columns.description, y, { width: 280 });
    const after = doc.y;
    doc.text(formatKurus(line.principalKurus), columns.principal, y, { width: 75, align: 'right' });
    doc.text(formatKurus(line.interestKurus), columns.interest, y, { width: 75, align: 'right' });
    doc.text(formatKurus(line.principalKurus + line.interestKurus), columns.total, y, { width: 65, align: 'right' });
    doc.y = Math.max(after, doc.y);
  }
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(555, doc.y + 4)
    .stroke('#b0abc9');
  doc.moveDown();
  doc
    .font(bold)
    .fontSize(12)
    .text(`Toplam: ${formatKurus(collection.totalKurus)}`, left, doc.y, { width: 515, align: 'right' });
  doc.moveDown(2);
  doc
    .font(regular)
    .fontSize(8)
    .fillColor('#555')
    .text(
      `Bu makbuz ${settings.public.MunicipalityName} e-Belediye sisteminde elektronik olarak düzenlenmiştir; imza gerektirmez.`,
      left,
      doc.y,
      { width: 515 },
    );
  return finish();
}
