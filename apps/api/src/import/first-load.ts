// `npm run import -- registries|subscriptions|accruals FILE --first-load`: a municipality's first load
// from its revenue system's files — a million registries and ten million accruals within minutes
// (decision 080, docs/integration.md "Files"). The file has the ordinary import's layout — its header,
// its amount units, its trailer, read by inbound-import.ts's own functions. It is streamed and every
// line checked with the contract's row schema; the good rows are COPYed into a staging table, and one
// INSERT … SELECT moves them in with the reference checks as joins — all in one transaction, so a file
// with any problem writes nothing. On PGlite (demo and development) there is no COPY: the staging table
// is filled by multi-row INSERTs, which is fine for a demo's thousands of rows; a real first load runs
// on PostgreSQL.
import {
  accrualRowSchema,
  integrationMessages,
  registryRowSchema,
  subscriptionRowSchema,
  type AccrualRow,
  type RegistryRow,
  type SubscriptionRow,
} from '@ebelediye/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { pipeline } from 'node:stream/promises';
import type { z } from 'zod';
import { detectDelimiter } from './csv';
import { cellValue, fileColumnOf, headerOfField, readFileHeader, trailerTag, type CellKind } from './inbound-import';
import { inLoadTransaction, suspendIndexesAndForeignKeys, type LoadSession } from '../db/bulk-load';
import type { DatabaseHandle } from '../db/client';
import { guaranteed } from '../errors';
import {
  accrualStaging,
  accrualTables,
  insertStagedAccruals,
  insertStagedSubscriptions,
  revenueSystemAccrualsExist,
  revenueSystemSubscriptionsExist,
  stagedAccrualProblems,
  stagedSubscriptionProblems,
  subscriptionStaging,
  subscriptionTables,
  suspendAccrualNotices,
} from '../domains/debts/store/first-load';
import {
  insertStagedRegistries,
  registryStaging,
  registryTables,
  revenueSystemRegistriesExist,
  stagedRegistryProblems,
  type StagedProblem,
  type StagedProblemKind,
} from '../domains/session/store/first-load';

/** Problems named before the load gives up reading: enough to fix a file by, not a flood. */
export const problemLimit = 50;

export interface FirstLoadProblem {
  /** The file's line (the header is line 1); null for the file as a whole. */
  line: number | null;
  /** The column, by its header name. */
  column?: string;
  message: string;
}

export interface FirstLoadResult {
  kind: FirstLoadKindName;
  title: string;
  /** Rows written (or, with problems, rows read). */
  rowCount: number;
  totalKurus: number;
  problems: FirstLoadProblem[];
  /** How the staging table was filled: COPY on PostgreSQL, multi-row INSERTs on PGlite. */
  method: 'copy' | 'insert';
  /** Seconds spent reading and staging the file, moving the rows in, and rebuilding indexes and keys. */
  seconds: { staging: number; insert: number; indexes: number };
}

type StagingSpec = { table: string; columns: readonly string[]; create: string };

interface FirstLoadKind<Row> {
  title: string;
  /** What the registry number, subscriber number… is called in a message: "Bu sicil numarası …". */
  keyName: string;
  schema: z.ZodType<Row, unknown>;
  /** What the trailer's total adds up (0 for a file without amounts). */
  amountOf(row: Row): number;
  staging: StagingSpec;
  /** The staging table's values in its column order, after the line. */
  values(row: Row): (string | number | null)[];
  alreadyLoaded(session: LoadSession): Promise<boolean>;
  /** The real tables whose indexes and foreign keys are set aside while they fill (PostgreSQL). */
  tables: readonly string[];
  insert(session: LoadSession, now: Date): Promise<number>;
  problems(session: LoadSession, limit: number): Promise<StagedProblem[]>;
  /** Set aside for the insert and put back before the indexes; answers the function that puts it back. */
  suspend?(session: LoadSession): Promise<() => Promise<void>>;
}

const registries: FirstLoadKind<RegistryRow> = {
  title: 'Mükellefler (sicil)',
  keyName: 'sicil numarası',
  schema: registryRowSchema,
  amountOf: () => 0,
  staging: registryStaging,
  values: (row) => [
    row.registryNo,
    row.kind,
    row.identityNo,
    row.name,
    row.surname,
    row.phone ?? null,
    row.email ?? null,
    row.address ?? null,
    row.version,
  ],
  alreadyLoaded: revenueSystemRegistriesExist,
  tables: registryTables,
  insert: insertStagedRegistries,
  problems: stagedRegistryProblems,
};

const subscriptions: FirstLoadKind<SubscriptionRow> = {
  title: 'Abonelikler',
  keyName: 'abone numarası',
  schema: subscriptionRowSchema,
  amountOf: (row) => row.depositKurus,
  staging: subscriptionStaging,
  values: (row) => [
    row.subscriberNo,
    row.registryNo,
    row.type,
    row.service,
    row.address,
    row.status,
    row.startedOn,
    row.depositKurus,
    row.version,
  ],
  alreadyLoaded: revenueSystemSubscriptionsExist,
  tables: subscriptionTables,
  insert: insertStagedSubscriptions,
  problems: stagedSubscriptionProblems,
};

const accruals: FirstLoadKind<AccrualRow> = {
  title: 'Tahakkuklar',
  keyName: 'tahakkuk numarası',
  schema: accrualRowSchema,
  amountOf: (row) => row.amountKurus,
  staging: accrualStaging,
  values: (row) => [
    row.accrualNo,
    row.registryNo,
    row.revenueCode,
    row.year,
    row.installment,
    row.dueDate,
    row.amountKurus,
    row.description,
    row.subscriberNo ?? null,
    row.status,
    row.version,
  ],
  alreadyLoaded: revenueSystemAccrualsExist,
  tables: accrualTables,
  insert: insertStagedAccruals,
  problems: stagedAccrualProblems,
  suspend: suspendAccrualNotices,
};

const kinds = { registries, subscriptions, accruals } as const;
export type FirstLoadKindName = keyof typeof kinds;
export const firstLoadKinds = Object.keys(kinds) as FirstLoadKindName[];
export const isFirstLoadKind = (name: string): name is FirstLoadKindName => Object.hasOwn(kinds, name);

const trailerMark = trailerTag;

export const firstLoadMessages = {
  alreadyLoaded: (title: string, kind: string) =>
    `${title}: bu veritabanında gelir sisteminden gelmiş kayıtlar zaten var; ilk yükleme (--first-load) yalnızca boş bir hedefe yapılır. Sonraki dosyaları olağan içe aktarmayla yükleyiniz: npm run import -- ${kind} DOSYA`,
  empty: 'Dosya boş: başlık satırı bulunamadı.',
  cellCount: (cells: number, columns: number) => `Satırda ${cells} hücre var; başlık satırında ${columns} sütun var.`,
  noTrailer: `Dosyanın son satırı ${trailerMark};<satır sayısı>;<toplam kuruş> olmalıdır; dosya eksik aktarılmış olabilir.`,
  afterTrailer: `${trailerMark} satırından sonra satır olamaz.`,
  trailerInvalid: `${trailerMark} satırı ${trailerMark};<satır sayısı>;<toplam kuruş> biçiminde olmalıdır.`,
  trailerCount: (said: string, found: number) =>
    `${trailerMark} satırı ${said} satır diyor, dosyada ${found} satır var: dosya eksik ya da fazla.`,
  trailerTotal: (said: string, found: number) =>
    `${trailerMark} satırının toplamı ${said} kuruş, satırların toplamı ${found} kuruş.`,
  duplicate: (keyName: string) => `Bu ${keyName} dosyada daha önce geçti; her anahtar dosyada bir kez yer alır.`,
  exists: (keyName: string) => `Bu ${keyName} veritabanında zaten kayıtlı.`,
  unclosedQuote: 'Bu satırda kapanmayan bir tırnak (") var.',
  tooMany: `… ilk ${problemLimit} sorun gösterildi; dosyanın geri kalanı denetlenmedi.`,
} as const;

function stagedProblemMessage(kind: StagedProblemKind, keyName: string): string {
  switch (kind) {
    case 'duplicate':
      return firstLoadMessages.duplicate(keyName);
    case 'exists':
      return firstLoadMessages.exists(keyName);
    case 'registryUnknown':
      return integrationMessages.registryUnknown;
    case 'revenueTypeUnknown':
      return integrationMessages.revenueTypeUnknown;
    case 'subscriptionUnknown':
      return integrationMessages.subscriptionUnknown;
  }
}

/** A field's column as the file names it (`guvence_tl`), or as the layout does when the file lacks it. */
function columnOf(kind: FirstLoadKindName, field: string, headerOf: Map<string, string>): string {
  return headerOf.get(field) ?? headerOfField(kind, field);
}

/** A value in COPY's text format: \N for null; backslash, tab and line breaks escaped. */
function copyText(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (character) =>
    character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r',
  );
}

/**
 * The file's records, each with the line it starts on. A line without a quote — nearly every line a
 * revenue system writes — is split on its separator here, several times faster than a CSV parser (ten
 * million lines: a minute saved); a line with quotes, and the lines a quoted line break joins to it, go
 * to csv-parse.
 */
async function* records(file: string): AsyncGenerator<{ line: number; cells: string[]; unclosedQuote?: boolean }[]> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let line = 0;
  let quoted: { start: number; text: string } | undefined;
  let delimiter = ';';
  const quotes = (text: string) => text.split('"').length - 1;
  type FileRecord = { line: number; cells: string[]; unclosedQuote?: boolean };
  const take = (raw: string, batch: FileRecord[]) => {
    const bare = line === 0 ? raw.replace(/^\ufeff/, '') : raw;
    const text = bare.endsWith('\r') ? bare.slice(0, -1) : bare;
    line += 1;
    // The separator is the header's, chosen as the ordinary import chooses it (";", "," or a tab).
    if (line === 1) delimiter = detectDelimiter(text);
    if (quoted) {
      quoted.text += '\n' + text;
      if (quotes(quoted.text) % 2 === 0) {
        batch.push({ line: quoted.start, cells: parseCsvRecord(quoted.text, delimiter) });
        quoted = undefined;
      }
    } else if (text.includes('"')) {
      if (quotes(text) % 2 === 0) batch.push({ line, cells: parseCsvRecord(text, delimiter) });
      else quoted = { start: line, text };
    } else if (text !== '') {
      batch.push({ line, cells: text.split(delimiter) });
    }
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
    rest = lines.pop() ?? '';
    const batch: FileRecord[] = [];
    for (const raw of lines) take(raw, batch);
    yield batch;
  }
  rest += decoder.end();
  const last: FileRecord[] = [];
  if (rest !== '') take(rest, last);
  yield last;
  if (quoted) yield [{ line: quoted.start, cells: [], unclosedQuote: true }];
}

function parseCsvRecord(text: string, delimiter: string): string[] {
  const [cells] = parseCsv(text, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][];
  return cells ?? [];
}

interface ReadState {
  rows: number;
  totalKurus: number;
  problems: FirstLoadProblem[];
  trailerSeen: boolean;
}

/**
 * Reads the file and yields the staged values of every good line (the line first); problems are
 * collected in `state` (at most problemLimit, then reading stops). Nothing is yielded after the first
 * problem: the load will write nothing, so the rest is only read to name more problems.
 */
async function* stagedRows<Row>(
  kindName: FirstLoadKindName,
  kind: FirstLoadKind<Row>,
  file: string,
  state: ReadState,
  /** Filled from the header: each field's column as the file names it. */
  headerOf: Map<string, string>,
): AsyncGenerator<(string | number | null)[][]> {
  const problem = (entry: FirstLoadProblem) => {
    if (state.problems.length < problemLimit) state.problems.push(entry);
  };
  let header: string[] | undefined;
  // By the cell's index: the row's field, how its cell reads, and its header (the file's own name for it).
  let cellsAt: { field: string; kind: CellKind; header: string }[] = [];
  let done = false;
  for await (const batch of records(file)) {
    const good: (string | number | null)[][] = [];
    for (const { line, cells: record, unclosedQuote } of batch) {
      if (unclosedQuote) {
        problem({ line, message: firstLoadMessages.unclosedQuote });
        done = true;
        break;
      }
      if (state.problems.length >= problemLimit) {
        done = true;
        break;
      }
      if (!header) {
        // Read as the ordinary import reads it (csv.ts): trimmed, lower-cased.
        header = record.map((cell) => cell.trim().toLowerCase());
        const { columns, problems } = readFileHeader(kindName, header);
        for (const message of problems) problem({ line, message });
        if (state.problems.length > 0) {
          done = true;
          break;
        }
        cellsAt = header.map((name) => ({ field: name, kind: 'text' as CellKind, header: name }));
        for (const [field, { index, header: name }] of columns) {
          const spec = guaranteed(fileColumnOf(kindName, name), `first-load: column ${name}`);
          cellsAt[index] = { field, kind: spec.kind, header: name };
          headerOf.set(field, name);
        }
        continue;
      }
      if (state.trailerSeen) {
        problem({ line, message: firstLoadMessages.afterTrailer });
        done = true;
        break;
      }
      // The ordinary import's rule: the tag alone in the first cell, then the data lines' count and
      // their total in kuruş, each exactly as a number is written (a file without amounts says 0).
      if (record[0]?.trim() === trailerMark) {
        state.trailerSeen = true;
        const [, count = '', total = ''] = record.map((cell) => cell.trim());
        if (!/^\d+$/.test(count) || !/^\d+$/.test(total)) {
          problem({ line, message: firstLoadMessages.trailerInvalid });
          continue;
        }
        if (count !== String(state.rows)) problem({ line, message: firstLoadMessages.trailerCount(count, state.rows) });
        if (total !== String(state.totalKurus))
          problem({ line, message: firstLoadMessages.trailerTotal(total, state.totalKurus) });
        continue;
      }
      state.rows += 1;
      if (record.length !== header.length) {
        problem({ line, message: firstLoadMessages.cellCount(record.length, header.length) });
        continue;
      }
      const input: Record<string, unknown> = {};
      for (let index = 0; index < cellsAt.length; index++) {
        const at = cellsAt[index];
        const value = cellValue(record[index], at.kind, at.header);
        if (value !== undefined) input[at.field] = value;
      }
      const parsed = kind.schema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problem({
            line,
            column: issue.path.length > 0 ? columnOf(kindName, String(issue.path[0]), headerOf) : undefined,
            message: issue.message,
          });
        continue;
      }
      state.totalKurus += kind.amountOf(parsed.data);
      if (state.problems.length === 0) good.push([line, ...kind.values(parsed.data)]);
    }
    if (good.length > 0 && state.problems.length === 0) yield good;
    if (done) break;
  }
  if (header && !state.trailerSeen && !done) problem({ line: null, message: firstLoadMessages.noTrailer });
  if (!header && state.problems.length === 0) problem({ line: null, message: firstLoadMessages.empty });
}

/** COPY's text lines, a chunk of the file's lines at a time so the stream is not called ten million times. */
async function* copyChunks(batches: AsyncIterable<(string | number | null)[][]>): AsyncGenerator<string> {
  for await (const batch of batches) {
    let chunk = '';
    for (const values of batch) chunk += values.map(copyText).join('\t') + '\n';
    yield chunk;
  }
}

/** PGlite: the staging table filled 500 rows to an INSERT (parameters, no SQL text built from data). */
async function insertStaged(
  session: LoadSession,
  staging: StagingSpec,
  batches: AsyncIterable<(string | number | null)[][]>,
): Promise<void> {
  const width = staging.columns.length;
  let batch: (string | number | null)[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const tuples = batch.map(
      (_, row) => `(${staging.columns.map((__, column) => `$${row * width + column + 1}`).join(', ')})`,
    );
    await session.query(
      `insert into ${staging.table} (${staging.columns.join(', ')}) values ${tuples.join(', ')}`,
      batch.flat(),
    );
    batch = [];
  };
  for await (const values of batches)
    for (const row of values) {
      batch.push(row);
      if (batch.length === 500) await flush();
    }
  await flush();
}

const databaseRefusals = new Set(['23505', '23503']); // unique_violation, foreign_key_violation

/**
 * The first load of one kind from `file`. Answers the problems (nothing written) or the rows written.
 * `now` is the time written as the rows' creation (and cancellation of a cancelled row).
 */
export async function firstLoad(
  database: DatabaseHandle,
  kindName: FirstLoadKindName,
  file: string,
  now: Date,
): Promise<FirstLoadResult> {
  const kind = kinds[kindName] as FirstLoadKind<unknown>;
  const method = database.driver === 'postgres' ? 'copy' : 'insert';
  const state: ReadState = { rows: 0, totalKurus: 0, problems: [], trailerSeen: false };
  const result = (): FirstLoadResult => ({
    kind: kindName,
    title: kind.title,
    rowCount: state.rows,
    totalKurus: state.totalKurus,
    problems: state.problems,
    method,
    seconds,
  });
  const seconds = { staging: 0, insert: 0, indexes: 0 };
  let clock = performance.now();
  const lap = (phase: keyof typeof seconds) => {
    seconds[phase] = (performance.now() - clock) / 1000;
    clock = performance.now();
  };
  return inLoadTransaction(database, async (session) => {
    if (await kind.alreadyLoaded(session)) {
      state.problems.push({ line: null, message: firstLoadMessages.alreadyLoaded(kind.title, kindName) });
      return { commit: false, value: result() };
    }
    await session.query(kind.staging.create);
    const headerOf = new Map<string, string>();
    const rows = stagedRows(kindName, kind, file, state, headerOf);
    if (session.copyIn) {
      const copy = session.copyIn(
        `copy ${kind.staging.table} (${kind.staging.columns.join(', ')}) from stdin with (format text)`,
      );
      await pipeline(Readable.from(copyChunks(rows)), copy);
    } else {
      await insertStaged(session, kind.staging, rows);
    }
    lap('staging');
    if (state.problems.length > 0) return { commit: false, value: result() };

    // The file is right: now what only the database knows. A savepoint keeps the staging table when
    // the insert or an index refuses a row, so the problems can be named by line.
    await session.query('savepoint first_load');
    // A temporary table is never analyzed by autovacuum: without this the planner guesses its size.
    await session.query(`analyze ${kind.staging.table}`);
    let written = -1;
    try {
      const restorers: (() => Promise<void>)[] = [];
      if (session.driver === 'postgres')
        for (const table of kind.tables) restorers.push(await suspendIndexesAndForeignKeys(session, table));
      const restore = kind.suspend ? await kind.suspend(session) : async () => {};
      written = await kind.insert(session, now);
      await restore();
      lap('insert');
      if (written === state.rows) for (const restoreIndexes of restorers) await restoreIndexes();
      lap('indexes');
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !databaseRefusals.has(code)) throw error;
      written = -1;
    }
    if (written === state.rows) return { commit: true, value: result() };
    await session.query('rollback to savepoint first_load');
    for (const staged of await kind.problems(session, problemLimit))
      state.problems.push({
        line: staged.line,
        column: columnOf(kindName, staged.field, headerOf),
        message: stagedProblemMessage(staged.kind, kind.keyName),
      });
    if (state.problems.length === 0)
      throw new Error(`first-load: ${written} of ${state.rows} rows went in, no reason found`);
    return { commit: false, value: result() };
  });
}
