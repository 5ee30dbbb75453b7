// CSV as staff save it: from Excel in a Turkish locale (";" between cells, UTF-8 with or without a
// byte-order mark, CRLF) or from any other tool ("," or tab). Quoted cells may hold the separator,
// quotes ("") and line breaks.

import { CsvError as ParseError, parse } from 'csv-parse/sync';

export interface CsvRow {
  /** 1-based line of the file where the row starts, as an editor shows it. */
  line: number;
  cells: string[];
}

export interface CsvFile {
  delimiter: string;
  header: string[];
  rows: CsvRow[];
}

export class CsvError extends Error {}

/** The separator the header line uses most: ";" (Excel in Turkish), "," or a tab. */
export function detectDelimiter(firstLine: string): string {
  const counts = [';', ',', '\t'].map((candidate) => [candidate, firstLine.split(candidate).length - 1] as const);
  const [best] = counts.sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : ';';
}

/**
 * The file's rows, each with the line it starts on. csv-parse reads the cells; the line is counted here
 * from the bytes it has read, as its own count takes a CRLF inside a quoted cell for two lines.
 */
export function parseCsv(text: string): CsvFile {
  const content = Buffer.from(text.replace(/^\ufeff/, ''));
  const delimiter = detectDelimiter(content.toString().split(/\r?\n/, 1)[0] ?? '');
  const records: CsvRow[] = [];
  let rowStart = 0;
  let rowLine = 1;
  try {
    parse(content, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      // A row may have fewer or more cells than the header (the importers say which), and a quote inside
      // a cell that does not start with one is the character itself (12" boru).
      relax_column_count: true,
      relax_quotes: true,
      on_record: (cells: string[], { bytes }) => {
        records.push({ line: rowLine, cells });
        rowLine +=
          content
            .subarray(rowStart, bytes)
            .toString()
            .match(/\r\n|\r|\n/g)?.length ?? 0;
        rowStart = bytes;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') throw new CsvError(`${rowLine}. satır: kapanmayan bir tırnak (") var.`);
    throw new CsvError(`${rowLine}. satır: CSV olarak okunamadı (${error.message}).`);
  }
  // Blank lines (often at the end of a file) are not rows.
  const nonEmpty = records.filter((record) => record.cells.some((value) => value.trim() !== ''));
  if (nonEmpty.length === 0) throw new CsvError('Dosya boş: başlık satırı bulunamadı.');
  const [header, ...rows] = nonEmpty;
  return { delimiter, header: header.cells.map((name) => name.trim().toLowerCase()), rows };
}
