import { deskPaymentExportHeadings, type DeskPaymentRow } from '@ebelediye/contract';
import ExcelJS from 'exceljs';

// The desk's list of orders as a revenue office opens it in a spreadsheet (decision 082): the CSV with
// `;`, a byte-order mark, 1.234,56 amounts and 27.11.2026 14:05 times, as Turkish Excel reads a CSV;
// the XLSX with real numbers and dates under Turkish number formats, so the office can sum and sort.

const hourMs = 60 * 60 * 1000;

/** 123456 → "1.234,56", from integer kuruş with no floating point. */
export function turkishAmount(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  const lira = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${lira},${String(abs % 100).padStart(2, '0')}`;
}

/** Turkey's wall-clock time as a Date whose UTC fields read it (Excel and these texts know no zones). */
function istanbulWallClock(iso: string): Date {
  return new Date(new Date(iso).getTime() + 3 * hourMs);
}

/** "2026-11-27T11:05:00Z" → "27.11.2026 14:05" (Turkey keeps UTC+3 all year since 2016). */
export function turkishMoment(iso: string): string {
  const text = istanbulWallClock(iso).toISOString();
  return `${text.slice(8, 10)}.${text.slice(5, 7)}.${text.slice(0, 4)} ${text.slice(11, 16)}`;
}

/** A CSV cell: quoted when it must be, and a leading = + - @ defused so a spreadsheet never runs it. */
function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cells(row: DeskPaymentRow): (string | null)[] {
  return [
    row.orderNo,
    row.receiptNo,
    turkishMoment(row.createdAt),
    row.collectedAt ? turkishMoment(row.collectedAt) : null,
    row.stateName,
    row.bankName,
    row.payerName,
    row.payerIdentityMasked,
    turkishAmount(row.amountKurus),
  ];
}

export function deskPaymentsCsv(rows: DeskPaymentRow[]): Buffer {
  const lines = [
    deskPaymentExportHeadings.map(csvCell).join(';'),
    ...rows.map((row) => cells(row).map(csvCell).join(';')),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * The same rows as a workbook: times as date cells (dd.mm.yyyy hh:mm), the amount as a number in lira
 * with #.##0,00 shown, and a total row that is a formula. Excel keeps numbers as binary doubles, so the
 * lira figures are for reading and summing; the kuruş of record stay in the portal.
 */
export async function deskPaymentsXlsx(rows: DeskPaymentRow[], title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'e-Belediye';
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  const [orderNo, receiptNo, createdAt, collectedAt, state, bank, payer, identity, amount] = deskPaymentExportHeadings;
  sheet.columns = [
    { header: orderNo, key: 'orderNo', width: 26 },
    { header: receiptNo, key: 'receiptNo', width: 16 },
    { header: createdAt, key: 'createdAt', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
    { header: collectedAt, key: 'collectedAt', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
    { header: state, key: 'stateName', width: 24 },
    { header: bank, key: 'bankName', width: 20 },
    { header: payer, key: 'payerName', width: 28 },
    { header: identity, key: 'payerIdentityMasked', width: 20 },
    { header: amount, key: 'amount', width: 14, style: { numFmt: '#,##0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows)
    sheet.addRow({
      ...row,
      createdAt: istanbulWallClock(row.createdAt),
      collectedAt: row.collectedAt ? istanbulWallClock(row.collectedAt) : null,
      amount: row.amountKurus / 100,
    });
  const totalKurus = rows.reduce((sum, row) => sum + row.amountKurus, 0);
  const totals = sheet.addRow({ orderNo: 'Toplam', payerIdentityMasked: `${rows.length} ödeme` });
  totals.getCell('I').value = { formula: `SUM(I2:I${rows.length + 1})`, result: totalKurus / 100 };
  totals.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
