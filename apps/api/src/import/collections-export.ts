// The day's collection files for the revenue system (docs/integration.md "Files", export half): one
// file per bank with the card collections of one Istanbul calendar day, line by line, and the same
// #TOPLAM trailer as the files that come in, so a truncated file is detected. CSV for the revenue
// system; XLSX (exceljs) with Turkish number and date formats for staff.
import { banks } from '@ebelediye/contract';
import ExcelJS from 'exceljs';
import type { Queryable } from '../db/client';
import { cardCollectionLinesOfDay, type DayCollectionLineRow } from '../domains/debts/day-collections';

export const collectionFileColumns = [
  'receiptNo',
  'orderNo',
  'collectedAt',
  'registryNo',
  'identityNo',
  'accrualNo',
  'revenueCode',
  'year',
  'installment',
  'principalKurus',
  'interestKurus',
] as const;

export type CollectionFileFormat = 'csv' | 'xlsx';

export interface CollectionFile {
  bankCode: string;
  bankName: string;
  fileName: string;
  /** Collection lines in the file (the trailer's row count). */
  lines: number;
  /** Collections (receipts) in the file. */
  collections: number;
  /** Principal and interest of every line (the trailer's total). */
  totalKurus: number;
  content: Buffer;
}

/** 2026-11-23T11:05:00.000Z → 2026-11-23T14:05:00+03:00: the time as Turkey reads it, with its offset. */
export function istanbulTimestamp(at: Date): string {
  return new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 19) + '+03:00';
}

/** A cell in the `;` CSV: quoted only when it holds a separator, a quote or a line break. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const lineTotal = (line: DayCollectionLineRow) => line.principalKurus + line.interestKurus;

export function collectionCsv(lines: DayCollectionLineRow[]): string {
  const rows = lines.map((line) =>
    [
      line.receiptNo,
      line.orderNo,
      istanbulTimestamp(line.collectedAt),
      line.registryNo,
      line.identityNo,
      line.accrualNo,
      line.revenueCode,
      line.year,
      line.installment,
      line.principalKurus,
      line.interestKurus,
    ]
      .map(csvCell)
      .join(';'),
  );
  const total = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  return [collectionFileColumns.join(';'), ...rows, `#TOPLAM;${lines.length};${total}`].join('\r\n') + '\r\n';
}

/**
 * The same lines for staff: Turkish headings, amounts in lira with two decimals and a total row, the
 * time as a date cell. Excel keeps every number as a binary double, so the lira figures are for
 * reading; the kuruş of record stay in the CSV.
 */
export async function collectionXlsx(day: string, bankName: string, lines: DayCollectionLineRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'e-Belediye';
  const sheet = workbook.addWorksheet(`Tahsilatlar ${day}`);
  sheet.columns = [
    { header: 'Makbuz No', key: 'receiptNo', width: 16 },
    { header: 'Sipariş No', key: 'orderNo', width: 24 },
    { header: 'Tahsilat Zamanı', key: 'collectedAt', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
    { header: 'Sicil No', key: 'registryNo', width: 14 },
    { header: 'T.C. Kimlik / Vergi No', key: 'identityNo', width: 20 },
    { header: 'Tahakkuk No', key: 'accrualNo', width: 16 },
    { header: 'Gelir Türü', key: 'revenueCode', width: 10 },
    { header: 'Yıl', key: 'year', width: 6 },
    { header: 'Taksit', key: 'installment', width: 7 },
    { header: 'Asıl (TL)', key: 'principal', width: 14, style: { numFmt: '#,##0.00' } },
    { header: 'Gecikme Zammı (TL)', key: 'interest', width: 18, style: { numFmt: '#,##0.00' } },
    { header: 'Toplam (TL)', key: 'total', width: 14, style: { numFmt: '#,##0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const line of lines)
    sheet.addRow({
      ...line,
      // Excel knows no time zones: the cell holds Turkey's wall-clock time.
      collectedAt: new Date(line.collectedAt.getTime() + 3 * 60 * 60 * 1000),
      principal: line.principalKurus / 100,
      interest: line.interestKurus / 100,
      total: lineTotal(line) / 100,
    });
  const totalKurus = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const last = lines.length + 1;
  const totals = sheet.addRow({ receiptNo: `${bankName} toplamı`, installment: lines.length });
  for (const [column, kurus] of [
    ['J', lines.reduce((sum, line) => sum + line.principalKurus, 0)],
    ['K', lines.reduce((sum, line) => sum + line.interestKurus, 0)],
    ['L', totalKurus],
  ] as const)
    totals.getCell(column).value = { formula: `SUM(${column}2:${column}${last})`, result: kurus / 100 };
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The day's files: one per bank that collected that day, and one for each of `alwaysBanks` (the bank
 * the portal takes cards through) even when it collected nothing — an empty file with a zero total
 * says "nothing today", where a missing file could be a failed transfer.
 */
export async function collectionFilesOfDay(
  db: Queryable,
  day: string,
  options: { format: CollectionFileFormat; alwaysBanks: string[] },
): Promise<CollectionFile[]> {
  const lines = await cardCollectionLinesOfDay(db, day);
  const byBank = new Map<string, DayCollectionLineRow[]>(options.alwaysBanks.map((code) => [code, []]));
  for (const line of lines) {
    const bankLines = byBank.get(line.bankCode) ?? [];
    bankLines.push(line);
    byBank.set(line.bankCode, bankLines);
  }
  const files: CollectionFile[] = [];
  for (const [bankCode, bankLines] of [...byBank].sort(([a], [b]) => a.localeCompare(b))) {
    const bankName = banks[bankCode as keyof typeof banks]?.name ?? bankCode;
    files.push({
      bankCode,
      bankName,
      fileName: `tahsilat-${day}-${bankCode}.${options.format}`,
      lines: bankLines.length,
      collections: new Set(bankLines.map((line) => line.receiptNo)).size,
      totalKurus: bankLines.reduce((sum, line) => sum + lineTotal(line), 0),
      content:
        options.format === 'csv'
          ? Buffer.from(collectionCsv(bankLines))
          : await collectionXlsx(day, bankName, bankLines),
    });
  }
  return files;
}
