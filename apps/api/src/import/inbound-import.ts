import { integrationBatchMax, integrationMessages, type RowOutcome, type RowResult } from '@ebelediye/contract';
import type { Database } from '../db/client';
import { applyBatchIn, inboundKeyFields, type InboundKind } from '../domains/integration/inbound';
import { CsvError, parseCsv, type CsvRow } from './csv';

// The revenue system's nightly files (docs/integration.md, "Files"): the same rows as the integration
// API, in a CSV per kind with a trailer line `#TOPLAM;<rows>;<total kuruş>` so that a truncated file is
// refused. The rows go through applyBatch's checks in chunks of a batch's size: every chunk is checked
// first (nothing written), and only when the whole file is right are all chunks applied in one
// transaction — a file is written whole or not at all.

export interface InboundProblem {
  /** The file's line, as an editor shows it; null for the file as a whole. */
  line: number | null;
  message: string;
}

export interface InboundImportResult {
  title: string;
  /** Data lines in the file (a collection of several lines counts each). */
  rowCount: number;
  problems: InboundProblem[];
  /** How many rows ended (or, in a dry run, would end) each way. */
  outcomes: Partial<Record<RowOutcome, number>>;
  /** Rows that were not written although the file was: stale ones and collections to refund. */
  notices: InboundProblem[];
}

export type CellKind = 'text' | 'optional' | 'integer' | 'amount' | 'datetime';

interface ColumnSpec {
  /** The header's name; an amount column is `<name>_kurus` (integer kuruş) or `<name>_tl` (`1250,50`). */
  name: string;
  field: string;
  kind: CellKind;
  required: boolean;
}

const column = (name: string, field: string, kind: CellKind = 'text', required = kind !== 'optional'): ColumnSpec => ({
  name,
  field,
  kind,
  required,
});

/** The layout of each kind's file: its columns in the order the examples use (any order is read). */
export const inboundFileLayouts: { [K in InboundKind]: { title: string; columns: ColumnSpec[]; totalOf?: string[] } } =
  {
    registries: {
      title: 'Mükellefler (sicil)',
      columns: [
        column('sicil_no', 'registryNo'),
        column('tur', 'kind'),
        column('kimlik_no', 'identityNo'),
        column('ad', 'name'),
        column('soyad', 'surname', 'optional'),
        column('telefon', 'phone', 'optional'),
        column('eposta', 'email', 'optional'),
        column('adres', 'address', 'optional'),
        column('surum', 'version', 'integer'),
      ],
    },
    subscriptions: {
      title: 'Abonelikler',
      columns: [
        column('abone_no', 'subscriberNo'),
        column('sicil_no', 'registryNo'),
        column('tur', 'type'),
        column('hizmet', 'service', 'optional'),
        column('adres', 'address'),
        column('durum', 'status'),
        column('baslangic', 'startedOn'),
        column('guvence', 'depositKurus', 'amount'),
        column('surum', 'version', 'integer'),
      ],
      totalOf: ['depositKurus'],
    },
    accruals: {
      title: 'Tahakkuklar',
      columns: [
        column('tahakkuk_no', 'accrualNo'),
        column('sicil_no', 'registryNo'),
        column('gelir_kodu', 'revenueCode'),
        column('yil', 'year', 'integer'),
        column('taksit', 'installment', 'integer', false),
        column('vade', 'dueDate'),
        column('tutar', 'amountKurus', 'amount'),
        column('aciklama', 'description'),
        column('abone_no', 'subscriberNo', 'optional'),
        column('durum', 'status'),
        column('surum', 'version', 'integer'),
      ],
      totalOf: ['amountKurus'],
    },
    'accrual-cancellations': {
      title: 'Terkinler',
      columns: [column('tahakkuk_no', 'accrualNo'), column('gerekce', 'reason'), column('surum', 'version', 'integer')],
    },
    collections: {
      title: 'Dışarıda yapılan tahsilatlar',
      columns: [
        column('makbuz_no', 'receiptNo'),
        column('sicil_no', 'registryNo'),
        column('kanal', 'channel'),
        column('tahsil_zamani', 'collectedAt', 'datetime'),
        column('tahakkuk_no', 'lines.accrualNo'),
        column('anapara', 'lines.principalKurus', 'amount'),
        column('faiz', 'lines.interestKurus', 'amount', false),
      ],
      totalOf: ['lines.principalKurus', 'lines.interestKurus'],
    },
  };

export const trailerTag = '#TOPLAM';

/** A column of the file as the row's field: what a header (`guvence_tl`) means; undefined for no column. */
export interface FileColumn {
  field: string;
  kind: CellKind;
  required: boolean;
  /** An amount column's unit, from its header's ending. */
  unit?: 'kurus' | 'tl';
}

/** The field a header of a kind's file fills (the header trimmed and lower-cased, as the file's reader does). */
export function fileColumnOf(kind: InboundKind, header: string): FileColumn | undefined {
  for (const spec of inboundFileLayouts[kind].columns) {
    const { field, kind: cellKind, required } = spec;
    if (cellKind !== 'amount') {
      if (header === spec.name) return { field, kind: cellKind, required };
    } else if (header === `${spec.name}_kurus`) return { field, kind: cellKind, required, unit: 'kurus' };
    else if (header === `${spec.name}_tl`) return { field, kind: cellKind, required, unit: 'tl' };
  }
  return undefined;
}

/** The header a field is written under when the file does not say (an amount: its `_kurus` form). */
export function headerOfField(kind: InboundKind, field: string): string {
  const spec = inboundFileLayouts[kind].columns.find((candidate) => candidate.field === field);
  if (!spec) return field;
  return spec.kind === 'amount' ? `${spec.name}_kurus` : spec.name;
}

/** The header line's columns as the documentation and the usage text list them: `sicil_no;tur;…`. */
export function fileColumnList(kind: InboundKind): string {
  return columnList(inboundFileLayouts[kind].columns);
}

/**
 * The header line read: each field's column, and a problem for every column that is not the kind's, is
 * there twice, or is missing. Both the ordinary import and the first load read a header this way.
 */
export function readFileHeader(
  kind: InboundKind,
  header: string[],
): { columns: Map<string, { index: number; header: string }>; problems: string[] } {
  const layout = inboundFileLayouts[kind];
  const columns = new Map<string, { index: number; header: string }>();
  const problems: string[] = [];
  header.forEach((name, index) => {
    const column = fileColumnOf(kind, name);
    if (!column) problems.push(`"${name}" diye bir sütun yok. Sütunlar: ${columnList(layout.columns)}.`);
    else if (columns.has(column.field)) problems.push(`"${name}" sütunu iki kez var.`);
    else columns.set(column.field, { index, header: name });
  });
  for (const spec of layout.columns)
    if (spec.required && !columns.has(spec.field)) problems.push(`"${headerOfField(kind, spec.field)}" sütunu eksik.`);
  return { columns, problems };
}

/**
 * A cell as the row's value: integers and amounts as numbers when they read as such (the schema says why
 * not). In a `_tl` column "1250" is 1250 lira and "1250,50" 1250.50; in a `_kurus` column only integers.
 */
export function cellValue(text: string, kind: CellKind, header: string): unknown {
  const cell = text.trim();
  if (cell === '') return undefined;
  if (kind === 'integer') return /^\d{1,16}$/.test(cell) ? Number(cell) : cell;
  if (kind === 'amount') {
    if (header.endsWith('_kurus')) return /^\d{1,14}$/.test(cell) ? Number(cell) : cell;
    const lira = /^(\d{1,12})(?:,(\d{1,2}))?$/.exec(cell);
    // Lira with a decimal comma, counted in kuruş as text: never through a binary fraction.
    return lira ? Number(lira[1]) * 100 + Number((lira[2] ?? '').padEnd(2, '0')) : cell;
  }
  if (kind === 'datetime') {
    // A time without an offset is Türkiye's (UTC+3 all year since 2016).
    const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(cell);
    return local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}+03:00` : cell;
  }
  return cell;
}

interface Item {
  /** The file's line of each part: a collection's lines, or the one line of any other row. */
  lines: number[];
  row: Record<string, unknown>;
}

/**
 * Checks a file of the revenue system's rows and, unless it is a dry run or anything is wrong, writes
 * it in one transaction; every problem names its line and column.
 */
export async function importInboundFile(
  db: Database,
  kind: InboundKind,
  text: string,
  options: { dryRun: boolean; now: Date },
): Promise<InboundImportResult> {
  const layout = inboundFileLayouts[kind];
  const result: InboundImportResult = { title: layout.title, rowCount: 0, problems: [], outcomes: {}, notices: [] };
  const problem = (line: number | null, message: string) => result.problems.push({ line, message });

  let file;
  try {
    file = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    problem(null, error.message);
    return result;
  }

  // The header: every column known, every required one there; an amount column names its unit.
  const { columns: headers, problems: headerProblems } = readFileHeader(kind, file.header);
  for (const message of headerProblems) problem(1, message);
  if (result.problems.length) return result;

  // The trailer: the last line, with the data lines' count and total; without it the file may be cut short.
  const last = file.rows.at(-1);
  const trailerHelp = `Dosyanın son satırı ${trailerTag};<satır sayısı>;<toplam tutar, kuruş> olmalıdır`;
  if (!last || last.cells[0]?.trim() !== trailerTag) {
    problem(null, `${trailerHelp}; bu satır yok, dosya yarıda kesilmiş olabilir. Hiçbir satır yazılmadı.`);
    return result;
  }
  const rows = file.rows.slice(0, -1);
  for (const row of rows)
    if (row.cells[0]?.trim() === trailerTag)
      problem(row.line, `${trailerTag} satırı yalnızca dosyanın sonunda olabilir.`);
  result.rowCount = rows.length;

  const items = toItems(kind, rows, headers, problem);
  const total = items.reduce((sum, item) => sum + totalOf(kind, item.row), 0);
  const [, countCell = '', totalCell = ''] = last.cells.map((cell) => cell.trim());
  if (countCell !== String(rows.length))
    problem(
      last.line,
      `${trailerHelp}: dosyada ${rows.length} veri satırı var, ${trailerTag} satırı "${countCell}" diyor.`,
    );
  if (totalCell !== String(total))
    problem(last.line, `${trailerHelp}: satırların toplamı ${total} kuruş, ${trailerTag} satırı "${totalCell}" diyor.`);
  if (rows.length === 0) problem(null, 'Dosyada hiç veri satırı yok.');

  // A key twice in the file (not only within a chunk) is the later line's problem.
  const keyField = inboundKeyFields[kind];
  const firstLine = new Map<string, number>();
  for (const item of kind === 'collections' ? [] : items) {
    const key = String(item.row[keyField] ?? '');
    const first = firstLine.get(key);
    if (first !== undefined)
      problem(item.lines[0], `${columnOf(kind, keyField, headers)}: "${key}" ${first}. satırda da var.`);
    else if (key) firstLine.set(key, item.lines[0]);
  }
  const trailerOrKeyProblems = result.problems.length;

  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += integrationBatchMax)
    chunks.push(items.slice(start, start + integrationBatchMax));

  const report = (chunk: Item[], results: RowResult[]) => {
    for (const rowResult of results) {
      const item = chunk[rowResult.row - 1];
      if (!item) continue;
      const where = lineOf(item, rowResult.field);
      const column = rowResult.field ? `"${columnOf(kind, rowResult.field, headers)}" sütunu: ` : '';
      // A key twice is named above for the whole file, not only within its chunk.
      if (rowResult.message?.startsWith(integrationMessages.duplicateKeyInBatch)) continue;
      if (rowResult.outcome === 'error') problem(where, `${column}${rowResult.message ?? ''}`);
      else if (rowResult.message) result.notices.push({ line: where, message: rowResult.message });
    }
  };

  // First every chunk is checked without writing, so that every problem of the file is listed.
  const checked = await db.transaction(async (tx) => {
    const all: RowResult[][] = [];
    for (const chunk of chunks)
      all.push(
        (
          await applyBatchIn(
            tx,
            kind,
            chunk.map((item) => item.row),
            { ...options, dryRun: true },
          )
        ).results,
      );
    return all;
  });
  checked.forEach((results, index) => report(chunks[index], results));
  if (result.problems.length || trailerOrKeyProblems) {
    result.notices = [];
    return sorted(result);
  }
  if (options.dryRun) {
    count(result, checked.flat());
    return result;
  }

  // Then all of them in one transaction; a chunk refused now (a later chunk meeting an earlier one's
  // change) rolls every chunk back.
  result.notices = [];
  class Refused extends Error {}
  let applied: RowResult[][] = [];
  try {
    await db.transaction(async (tx) => {
      applied = [];
      for (const chunk of chunks) {
        const batch = await applyBatchIn(
          tx,
          kind,
          chunk.map((item) => item.row),
          { ...options, dryRun: false },
        );
        applied.push(batch.results);
        if (!batch.applied) throw new Refused();
      }
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
  }
  applied.forEach((results, index) => report(chunks[index], results));
  if (result.problems.length) return sorted(result);
  count(result, applied.flat());
  return result;
}

function count(result: InboundImportResult, results: RowResult[]): void {
  for (const { outcome } of results) result.outcomes[outcome] = (result.outcomes[outcome] ?? 0) + 1;
}

function sorted(result: InboundImportResult): InboundImportResult {
  result.problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return result;
}

function columnList(columns: ColumnSpec[]): string {
  return columns.map((spec) => (spec.kind === 'amount' ? `${spec.name}_kurus|${spec.name}_tl` : spec.name)).join(';');
}

/** The column a field of the row came from (a collection line's field `lines.2.accrualNo` → tahakkuk_no). */
function columnOf(kind: InboundKind, field: string, headers: Map<string, { header: string }>): string {
  const normalized = field.replace(/^lines\.\d+\./, 'lines.');
  const header = headers.get(normalized)?.header;
  if (header) return header;
  if (kind === 'collections' && normalized === 'totalKurus')
    return headers.get('lines.principalKurus')?.header ?? field;
  if (normalized === 'lines') return headers.get('lines.accrualNo')?.header ?? field;
  return headerOfField(kind, normalized);
}

/** The file's line a field's problem is on: a collection line's own, otherwise the row's first. */
function lineOf(item: Item, field: string | undefined): number {
  const part = field ? /^lines\.(\d+)\./.exec(field) : null;
  return (part ? item.lines[Number(part[1])] : undefined) ?? item.lines[0];
}

function totalOf(kind: InboundKind, row: Record<string, unknown>): number {
  const amount = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);
  if (kind === 'accruals') return amount(row.amountKurus);
  if (kind === 'subscriptions') return amount(row.depositKurus);
  if (kind === 'collections') return amount(row.totalKurus);
  return 0;
}

/** The file's lines as the API's rows; a collection's lines (one per accrual) are grouped by receipt number. */
function toItems(
  kind: InboundKind,
  rows: CsvRow[],
  headers: Map<string, { index: number; header: string }>,
  problem: (line: number | null, message: string) => void,
): Item[] {
  const layout = inboundFileLayouts[kind];
  const values = (row: CsvRow) => {
    const object: Record<string, unknown> = {};
    for (const spec of layout.columns) {
      const at = headers.get(spec.field);
      if (!at) continue;
      const value = cellValue(row.cells[at.index] ?? '', spec.kind, at.header);
      if (value !== undefined) object[spec.field] = value;
    }
    return object;
  };
  if (kind !== 'collections') return rows.map((row) => ({ lines: [row.line], row: values(row) }));

  const byReceipt = new Map<string, Item>();
  const items: Item[] = [];
  for (const row of rows) {
    const cells = values(row);
    const line = {
      accrualNo: cells['lines.accrualNo'],
      principalKurus: cells['lines.principalKurus'],
      interestKurus: cells['lines.interestKurus'] ?? 0,
    };
    const head = {
      receiptNo: cells.receiptNo,
      registryNo: cells.registryNo,
      channel: cells.channel,
      collectedAt: cells.collectedAt,
    };
    const key = String(head.receiptNo ?? '');
    const known = key ? byReceipt.get(key) : undefined;
    if (known) {
      for (const field of ['registryNo', 'channel', 'collectedAt'] as const)
        if (known.row[field] !== head[field])
          problem(
            row.line,
            `"${columnOf(kind, field, headers)}" sütunu: aynı makbuzun ${known.lines[0]}. satırdakinden farklı.`,
          );
      (known.row.lines as unknown[]).push(line);
      known.lines.push(row.line);
      continue;
    }
    const item: Item = { lines: [row.line], row: { ...head, lines: [line] } };
    if (key) byReceipt.set(key, item);
    items.push(item);
  }
  // A collection's total is what its lines add up to (the trailer guards the file's total).
  for (const item of items) {
    const lines = item.row.lines as { principalKurus: unknown; interestKurus: unknown }[];
    item.row.totalKurus = lines.reduce(
      (sum, line) =>
        sum +
        (typeof line.principalKurus === 'number' ? line.principalKurus : 0) +
        (typeof line.interestKurus === 'number' ? line.interestKurus : 0),
      0,
    );
  }
  return items;
}
