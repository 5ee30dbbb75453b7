// CSV as staff save it: from Excel in a Turkish locale (";" between cells, UTF-8 with or without a
// byte-order mark, CRLF) or from any other tool ("," or tab). Quoted cells may hold the separator,
// quotes ("") and line breaks.

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
function detectDelimiter(firstLine: string): string {
  const counts = [';', ',', '\t'].map((candidate) => [candidate, firstLine.split(candidate).length - 1] as const);
  const [best] = counts.sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : ';';
}

export function parseCsv(text: string): CsvFile {
  const content = text.replace(/^\ufeff/, '');
  const delimiter = detectDelimiter(content.split(/\r?\n/, 1)[0] ?? '');
  const records: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < content.length; i++) {
    const char = content[i];
    if (quoted) {
      if (char === '"' && content[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new CsvError(`${rowLine}. satır: kapanmayan bir tırnak (") var.`);
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: rowLine, cells });
  }
  // Blank lines (often at the end of a file) are not rows.
  const nonEmpty = records.filter((record) => record.cells.some((value) => value.trim() !== ''));
  if (nonEmpty.length === 0) throw new CsvError('Dosya boş: başlık satırı bulunamadı.');
  const [header, ...rows] = nonEmpty;
  return { delimiter, header: header.cells.map((name) => name.trim().toLowerCase()), rows };
}
