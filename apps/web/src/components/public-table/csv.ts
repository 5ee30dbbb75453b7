// CSV the way a Turkish Excel opens it without an import wizard: UTF-8 with a byte-order mark (so
// ç ğ ı İ ö ş ü show as letters), ";" between cells, decimal comma, CRLF line ends.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
  ];
  return `\ufeff${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
}

/** Kuruş as a number Excel reads in Turkish: 123456 → "1234,56". */
export function kurusForCsv(amountKurus: number): string {
  const sign = amountKurus < 0 ? '-' : '';
  const absolute = Math.abs(amountKurus);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
