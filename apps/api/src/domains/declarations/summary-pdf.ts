import { guaranteed } from '../../errors';
import { formatKurus, maskIdentityNumber, type Computation } from '@ebelediye/contract';
import { turkishDate } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import { bold, newDocument, regular } from '../../pdf';
import { registryByOid } from '../session/registries';
import type { SettingsSnapshot } from '../settings/snapshot';
import { declarationById } from './store';

/** The declaration as submitted: number, declarant (ID masked), the computation line by line, installments. */
export async function declarationPdf(
  db: Queryable,
  settings: SettingsSnapshot,
  declarationId: number,
): Promise<Buffer> {
  const row = guaranteed(await declarationById(db, declarationId), `declaration ${declarationId}`);
  const owner = guaranteed(await registryByOid(db, row.registryOid), `registry of declaration ${declarationId}`);
  const computation = row.computation as Computation;
  const { doc, finish } = newDocument(settings, `Beyanname ${row.declarationNo}`, 48);
  doc.font(bold).fontSize(15).text(settings.public.MunicipalityNameCapital);
  doc.font(regular).fontSize(10).text('e-Belediye beyanname özeti');
  doc.moveDown();
  doc.font(bold).fontSize(13).text(row.title);
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    ['Beyanname no', row.declarationNo],
    [
      'Verildiği tarih',
      row.submittedAt.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' }),
    ],
    ['Beyan eden', `${owner.name} ${owner.surname}`.trim()],
    ['Kimlik / Vergi no', maskIdentityNumber(owner.identityNo)],
  ];
  // Co-owners pay on their share: the summary says which share was declared, and the unit's land share.
  if (row.ownershipNumerator && row.ownershipDenominator)
    facts.push(['Hisse (mülkiyet payı)', `${row.ownershipNumerator}/${row.ownershipDenominator}`]);
  if (row.landShareNumerator && row.landShareDenominator)
    facts.push(['Arsa payı', `${row.landShareNumerator}/${row.landShareDenominator}`]);
  doc.fontSize(10);
  for (const [label, value] of facts) doc.font(bold).text(`${label}: `, { continued: true }).font(regular).text(value);
  doc.moveDown();
  doc.font(bold).text('Hesaplama');
  for (const line of computation.breakdown) doc.font(regular).text(`${line.label}: ${line.value}`);
  doc.moveDown();
  doc.font(bold).text('Tahakkuklar');
  if (computation.installments.length === 0) doc.font(regular).text('Bu beyan için ödenecek vergi doğmadı.');
  for (const line of computation.installments)
    doc
      .font(regular)
      .text(`${line.description} — son ödeme ${turkishDate(line.dueDate)} — ${formatKurus(line.amountKurus)}`);
  doc.moveDown();
  doc
    .font(bold)
    .fontSize(12)
    .text(`Toplam: ${formatKurus(computation.totalKurus)}`);
  return finish();
}
