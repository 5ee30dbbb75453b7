import {
  banks,
  formatKurus,
  reconciliationDifferenceTitles,
  type BankCode,
  type PaymentState,
} from '@ebelediye/contract';
import { turkishDate } from '@ebelediye/finance';
import type { Queryable } from '../../db/client';
import type { DayResult } from './daily-reconciliation';
import { attemptsNeedingAttention } from './store';
import { type ReconciliationDifferenceRow, unresolvedDifferences } from './store/reconciliation';

/**
 * What `npm run payments:report` lists for the municipality's staff: money the bank took that we
 * could not collect (REFUND_NEEDED), and payments still unsettled after an hour, which the job
 * should have settled by then — both need a person. Never a full card number or a TCKN: the rows
 * carry the masked card only, and the registry is left out.
 */
export interface AttentionRow {
  orderNo: string;
  state: PaymentState;
  createdAt: Date;
  updatedAt: Date;
  amountKurus: number;
  bankCode: string;
  maskedPan: string | null;
  authCode: string | null;
  hostRefNum: string | null;
  transId: string | null;
  errorMessage: string | null;
}

/** An open attempt not settled after this long is listed for a person to look at. */
export const stuckAfterMs = 60 * 60_000;

export async function paymentsNeedingAttention(db: Queryable, now: Date): Promise<AttentionRow[]> {
  return attemptsNeedingAttention(db, new Date(now.getTime() - stuckAfterMs).toISOString());
}

/** A card number as the bank masked it; should anything with more digits ever arrive, it is masked here again. */
export function maskedCard(value: string | null): string {
  if (!value) return '—';
  const digits = value.replace(/\D/g, '');
  return digits.length > 10 ? `${digits.slice(0, 6)}******${digits.slice(-4)}` : value;
}

const stateTitles: Partial<Record<PaymentState, string>> = {
  REFUND_NEEDED: 'İade gerekli',
  REFUNDED: 'İade edildi',
  VOIDED: 'İptal edildi',
  AUTHORISING: 'Elle inceleme (bankada onay bekliyor)',
  UNKNOWN: 'Elle inceleme (banka yanıtı yok)',
  PAID_NOT_POSTED: 'Elle inceleme (tahsilata işlenemedi)',
};

function moment(date: Date): string {
  return date.toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A plain-text table, one payment a row, then a total of what is to be refunded. */
export function formatPaymentsReport(rows: AttentionRow[], now: Date): string {
  const heading = `İade ya da elle inceleme bekleyen ödemeler — ${moment(now)}`;
  if (rows.length === 0) return `${heading}\n\nİade ya da elle inceleme bekleyen ödeme yok.\n`;
  const header = [
    'Sipariş no',
    'Ödeme tarihi',
    'Tutar',
    'Kart',
    'Banka',
    'Onay kodu',
    'Referans no',
    'İşlem no',
    'Durum',
    'Neden',
  ];
  const lines = rows.map((row) => [
    row.orderNo,
    moment(row.createdAt),
    formatKurus(row.amountKurus),
    maskedCard(row.maskedPan),
    banks[row.bankCode as BankCode]?.name ?? row.bankCode,
    row.authCode || '—',
    row.hostRefNum || '—',
    row.transId || '—',
    stateTitles[row.state] ?? row.state,
    row.errorMessage ?? '—',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ');
  const refunds = rows.filter((row) => row.state === 'REFUND_NEEDED');
  const refundTotal = refunds.reduce((total, row) => total + row.amountKurus, 0);
  return [
    heading,
    '',
    format(header),
    format(widths.map((width) => '-'.repeat(width))),
    ...lines.map(format),
    '',
    `İade gerekli: ${refunds.length} ödeme, toplam ${formatKurus(refundTotal)}. Elle incelenecek: ${rows.length - refunds.length} ödeme.`,
    'İadeyi masada /yonetim/iadeler ekranından sipariş numarasıyla yapınız (satış günü iptal, gün sonundan sonra iade).',
    '',
  ].join('\n');
}

/** The daily reconciliation's differences no person has resolved yet, oldest day first. */
export async function unresolvedReconciliationDifferences(db: Queryable): Promise<ReconciliationDifferenceRow[]> {
  return unresolvedDifferences(db);
}

function bankTitle(code: string): string {
  return banks[code as BankCode]?.name ?? code;
}

/** The unresolved differences, each with what to do; one block a difference, so a long sentence stays readable. */
export function formatReconciliationDifferences(rows: ReconciliationDifferenceRow[]): string {
  const heading = 'Günlük mutabakat: çözülmemiş farklar';
  if (rows.length === 0) return `${heading}\n\nÇözülmemiş mutabakat farkı yok.\n`;
  const blocks = rows.map((row) =>
    [
      `${turkishDate(row.day)}  ${bankTitle(row.bankCode)}  ${reconciliationDifferenceTitles[row.kind]}`,
      `  Sipariş no: ${row.orderNo ?? '—'}  Makbuz no: ${row.receiptNo ?? '—'}  Tutar: ${row.amountKurus === null ? '—' : formatKurus(row.amountKurus)}`,
      `  Bulunan: ${row.detail}`,
      `  Yapılacak: ${row.action}`,
    ].join('\n'),
  );
  return [heading, '', ...blocks.flatMap((block) => [block, '']), `Toplam ${rows.length} fark.`, ''].join('\n');
}

/** One day's run as `payments:report -- --reconcile` prints it: per bank the two sides, then the differences. */
export function formatDayResult(result: DayResult): string {
  const heading = `Günlük mutabakat — ${turkishDate(result.day)}`;
  const header = ['Banka', 'Portal adet', 'Portal toplam', 'Banka adet', 'Banka toplam', 'Sorulamayan', 'Fark'];
  const lines = result.runs.map((run) => [
    bankTitle(run.bankCode),
    String(run.portalCount),
    formatKurus(run.portalTotalKurus),
    String(run.bankCount),
    formatKurus(run.bankTotalKurus),
    String(run.unaskedCount),
    String(run.differencesCount),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const table =
    result.runs.length === 0
      ? ['Bu gün kartlı ödeme denemesi yok.']
      : [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)];
  const differences =
    result.differences.length === 0
      ? 'Bu günün çözülmemiş farkı yok.\n'
      : formatReconciliationDifferences(result.differences);
  return [heading, '', ...table, '', differences].join('\n');
}
