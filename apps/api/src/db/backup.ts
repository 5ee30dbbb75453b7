// Backups that restore, for both databases the server runs on (docs/operations.md, "Backups"):
// - PGlite (DATA_DIR): its own dump, a gzipped tar of the data directory, taken while the server is
//   stopped (PGlite is one process: a copy taken beside a running server is not consistent);
// - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored with pg_restore.
// `npm run backup` / `npm run restore`, the drill in the test suite and the bench all go through here.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { chmod, open, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from './client';
import { moneyDigests, rowCounts, type RowQuery } from './table-digests';

/** A refusal or failure a person reads: its message is Turkish and says what to do. */
export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  /** Rows per table at the backup's point. */
  counts: Record<string, number>;
  /** Asked for with `digests: true`: the money tables' digests at the backup's point. */
  digests?: Record<string, { rows: number; md5: string }>;
}

export interface RestoreResult {
  /** The data directory or database restored into. */
  target: string;
  bytes: number;
  seconds: number;
  /** Rows per table after the restore and its migrations. */
  counts: Record<string, number>;
  /** Where what the target held before went (--replace): a directory (PGlite) or a dump (PostgreSQL). */
  keptAside?: string;
}

/** 2026-11-27T16:50:12Z → 20261127-195012: the time as Turkey reads it (UTC+3 all year since 2016). */
export function istanbulStamp(at: Date): string {
  const text = new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString();
  return `${text.slice(0, 10).replace(/-/g, '')}-${text.slice(11, 19).replace(/:/g, '')}`;
}

/** The default file name: `.tar.gz` for PGlite's dump, `.dump` for pg_dump's custom format. */
export function backupFileName(at: Date, driver: 'pglite' | 'postgres'): string {
  return `yedek-ebelediye-${istanbulStamp(at)}${driver === 'pglite' ? '.tar.gz' : '.dump'}`;
}

/**
 * Where `--to` points: into a directory that exists (or the current one) under the default name, or
 * to the file it names. An existing file is never overwritten: an old backup is worth more than a
 * typing mistake.
 */
export function backupTarget(to: string | undefined, at: Date, driver: 'pglite' | 'postgres'): string {
  const given = resolve(to ?? '.');
  const isDirectory = existsSync(given) && statSync(given).isDirectory();
  const file = isDirectory ? join(given, backupFileName(at, driver)) : given;
  if (existsSync(file)) throw new BackupError(`${file} zaten var: bir yedeğin üzerine yazılmaz, başka bir ad verin.`);
  if (!existsSync(dirname(file))) throw new BackupError(`${dirname(file)} klasörü yok: önce oluşturun.`);
  return file;
}

const seconds = (started: number) => (performance.now() - started) / 1000;

// ---------------------------------------------------------------------------------------------------
// PGlite

/**
 * Processes other than this one with a file of `dir` open (Linux's /proc). Another user's processes
 * may not be readable: postmaster.pid is the second test (refuseWhileServing).
 */
export function processesHolding(dir: string): number[] {
  const pids: number[] = [];
  if (!existsSync('/proc/self/fd')) return pids;
  const inside = `${realpathSync(dir)}/`;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // ended meanwhile, or another user's
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (target.startsWith(inside)) {
        pids.push(pid);
        break;
      }
    }
  }
  return pids;
}

/**
 * Refuses a data directory a server has open. A running server holds its files open; PGlite writes
 * `postmaster.pid` when it opens a directory and removes it when it closes, so one left behind with no
 * holder is a server that was killed rather than stopped — or one we could not see: `force` says it is not.
 */
function refuseWhileServing(dataDir: string, force: boolean): void {
  const pids = processesHolding(dataDir);
  if (pids.length > 0) {
    throw new BackupError(
      `Sunucu çalışıyor (süreç ${pids.join(', ')}): önce durdurun (systemctl stop ebelediye), işlem bitince yeniden başlatın.\n` +
        'PGlite tek süreçle çalışır: sunucu açıkken alınan kopya tutarlı olmaz.',
    );
  }
  if (!force && existsSync(join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `Sunucu çalışıyor ya da düzgün kapanmadı (${join(dataDir, 'postmaster.pid')} duruyor): önce durdurun (systemctl stop ebelediye).\n` +
        'Sunucunun durduğundan eminseniz --force ile devam edin (PGlite açılırken yarım kalan işleri toparlar).',
    );
  }
}

function queryOf(client: PGlite): RowQuery {
  return async <R>(text: string) => (await client.query<R>(text)).rows;
}

/**
 * Writes `content` (or what `write` puts there) to `file` through a temporary name, readable by its
 * owner only: the settings table holds the bank's keys, and a half-written backup never carries the
 * final name.
 */
async function writePrivately(file: string, write: (temporary: string) => Promise<void>): Promise<number> {
  const temporary = `${file}.yaziliyor`;
  try {
    await (await open(temporary, 'wx', 0o600)).close();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'EEXIST'
        ? `${temporary} duruyor: yarım kalmış bir yedek. Başka bir yedek alınmıyorsa silip yeniden deneyin.`
        : `${dirname(file)} klasörüne yazılamıyor (${code ?? reason(error)}): yetkileri ve boş yeri denetleyin.`,
    );
  }
  try {
    await write(temporary);
    await chmod(temporary, 0o600);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

/** `npm run backup` on PGlite: the data directory, stopped, as PGlite's gzipped dump. */
export async function backupPglite(
  dataDir: string,
  file: string,
  options: { force?: boolean; digests?: boolean } = {},
): Promise<BackupResult> {
  const started = performance.now();
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`${resolve(dataDir)} içinde bir veritabanı yok (PG_VERSION yok): DATA_DIR doğru mu?`);
  }
  refuseWhileServing(dataDir, options.force ?? false);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    throw new BackupError(`${resolve(dataDir)} açılamadı: ${reason(error)}`);
  }
  try {
    const counts = await rowCounts(queryOf(client));
    const digests = options.digests ? await moneyDigests(queryOf(client)) : undefined;
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    const bytes = await writePrivately(file, (temporary) => writeFile(temporary, dump));
    return { file, bytes, seconds: seconds(started), counts, digests };
  } finally {
    await client.close();
  }
}

/** The names in a tar archive (ustar headers: prefix/name, octal size, 512-byte blocks). */
function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  const field = (header: Buffer, start: number, end: number) =>
    header.subarray(start, end).toString('utf8').replace(/\0.*$/s, '');
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(field(header, 124, 136).trim() || '0', 8);
    if (!Number.isFinite(size)) break;
    const prefix = field(header, 345, 500);
    names.push((prefix ? `${prefix}/` : '') + field(header, 0, 100));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/**
 * Reads a backup file (its first `limit` bytes, when given), refusing what is missing or unreadable,
 * each in its own words.
 */
async function readBackupFile(file: string, limit?: number): Promise<Buffer> {
  let content: Buffer;
  try {
    if (limit === undefined) content = await readFile(file);
    else {
      const handle = await open(file, 'r');
      try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(limit), 0, limit, 0);
        content = buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`Yedek dosyası bulunamadı: ${resolve(file)}`);
    if (code === 'EISDIR') throw new BackupError(`${resolve(file)} bir klasör: yedek dosyasının kendisini verin.`);
    throw new BackupError(`Yedek dosyası okunamadı: ${resolve(file)} (${code ?? reason(error)})`);
  }
  return content;
}

/** Is `content` the start of pg_dump's custom format? */
const isPgDump = (content: Buffer) => content.subarray(0, 5).toString('latin1') === 'PGDMP';

function checkPgliteBackup(file: string, content: Buffer): void {
  if (isPgDump(content)) {
    throw new BackupError(
      `${resolve(file)} bir PostgreSQL yedeği (pg_dump): DATABASE_URL ile PostgreSQL veritabanına geri yüklenir, PGlite'a değil.`,
    );
  }
  let names: string[];
  try {
    names = tarNames(gunzipSync(content));
  } catch {
    names = [];
  }
  if (!names.some((name) => name.replace(/^\.?\//, '') === 'PG_VERSION')) {
    throw new BackupError(
      `${resolve(file)} bir e-Belediye yedeği değil: npm run backup'ın yazdığı PGlite yedeği (.tar.gz) bekleniyordu.`,
    );
  }
}

const isEmptyDirectory = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * `npm run restore` on PGlite: the backup is opened in a new directory beside DATA_DIR and migrated
 * to this release there; only then does it take DATA_DIR's place. What DATA_DIR held (`replace`)
 * is moved aside to `<DATA_DIR>.onceki-<time>`, never deleted. A restore that fails leaves DATA_DIR
 * as it was. The revenue system's event numbers move on by eventNumberGap.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  options: { replace?: boolean; force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const started = performance.now();
  const content = await readBackupFile(file);
  checkPgliteBackup(file, content);
  const target = resolve(dataDir);
  const occupied = !isEmptyDirectory(target);
  if (occupied && !options.replace) {
    throw new BackupError(
      `${target} boş değil: içindeki veritabanının yerine yedeği koymak için --replace verin ` +
        `(eskisi ${basename(target)}.onceki-… adıyla kenara alınır, silinmez).`,
    );
  }
  if (occupied) refuseWhileServing(target, options.force ?? false);
  const stamp = istanbulStamp(options.now ?? new Date());
  const staging = `${target}.geri-yukleniyor-${stamp}`;
  if (existsSync(staging))
    throw new BackupError(`${staging} zaten var: yarım kalmış bir geri yükleme mi? Bakıp silin.`);
  let counts: Record<string, number>;
  try {
    let handle;
    try {
      handle = await openDatabase({ kind: 'pglite', dataDir: staging, loadDataDir: new Blob([content]) });
    } catch (error) {
      throw new BackupError(`${resolve(file)} açılamadı (bozuk ya da başka bir sürümün yedeği): ${reason(error)}`);
    }
    try {
      await migrateDatabase(handle);
      await skipEventNumbers(handle.db);
      counts = await rowCounts(drizzleQuery(handle.db));
    } finally {
      await handle.close();
    }
  } catch (error) {
    // Ours alone: made a moment ago by this restore, holding nothing else.
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  let keptAside: string | undefined;
  try {
    if (occupied) {
      keptAside = `${target}.onceki-${stamp}`;
      await rename(target, keptAside);
    } else if (existsSync(target)) {
      await rmdir(target); // empty: the directory alone makes way
    }
    await rename(staging, target);
  } catch (error) {
    // E.g. DATA_DIR is a mount point of its own: the restored database is complete, only not in place.
    throw new BackupError(
      `Yedek ${staging} klasörüne geri yüklendi ama ${target} yerine konamadı ` +
        `(${(error as NodeJS.ErrnoException).code ?? reason(error)}). Sunucu durmuşken içeriğini elle taşıyın` +
        (keptAside && existsSync(keptAside) ? `; eski veri ${keptAside} klasöründe.` : '.'),
    );
  }
  return { target, bytes: content.length, seconds: seconds(started), counts, keptAside };
}

/**
 * How far a restore moves the revenue system's event numbers on. Events written after the backup's
 * point are gone from the restored database but not from the receivers, who keep the ids they have
 * processed (docs/integration.md): reused, a new event would be taken for one already seen, and a
 * feed reader's cursor would pass over new events until the numbers caught up.
 */
export const eventNumberGap = 1_000_000;

/** Moves the event id and commit-order sequences past every number the lost interval may have used. */
async function skipEventNumbers(db: Database): Promise<void> {
  const query = drizzleQuery(db);
  const [present] = await query<{ ids: string | null; seqs: string | null }>(
    `select to_regclass('integration_events_id_seq')::text as ids, to_regclass('integration_events_seq_numbers')::text as seqs`,
  );
  for (const sequence of [present.ids, present.seqs]) {
    if (!sequence) continue;
    await query(`select setval('${sequence}', (select last_value from ${sequence}) + ${eventNumberGap})`);
  }
}

function drizzleQuery(db: Database): RowQuery {
  return async <R>(text: string) => ((await db.execute(sql.raw(text))) as unknown as { rows: R[] }).rows;
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * The PostgreSQL tools' view of DATABASE_URL: the address without its password (which would show in
 * `ps`), and the password through PGPASSWORD.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool; its error output becomes the Turkish failure's reason. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} bulunamadı: PostgreSQL istemci araçlarını kurun (Debian: apt install postgresql-client, sunucuyla aynı ya da daha yeni ana sürüm).`
            : `${tool} çalıştırılamadı: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolvePromise(output);
      else reject(new BackupError(`${tool} başarısız oldu (çıkış kodu ${code}):\n${errors.trim()}`));
    });
  });
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'ebelediye-yedek' });
  try {
    await client.connect();
  } catch (error) {
    const missing = (error as { code?: string }).code === '3D000';
    throw new BackupError(
      missing
        ? `${databaseName(url)} veritabanı yok: önce oluşturun (CREATE DATABASE ${databaseName(url)} OWNER …).`
        : `Veritabanına bağlanılamadı (${databaseName(url)}): ${reason(error)}`,
    );
  }
  return client;
}

function pgQuery(client: pg.Client): RowQuery {
  return async <R>(text: string) => (await client.query(text)).rows as R[];
}

export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/**
 * `npm run backup` with DATABASE_URL: pg_dump's custom format. The counts (and digests) are read in a
 * transaction whose snapshot pg_dump then uses (`--snapshot`), so they are exactly the dump's, however
 * busy the server is meanwhile.
 */
export async function backupPostgres(
  url: string,
  file: string,
  options: { digests?: boolean } = {},
): Promise<BackupResult> {
  const started = performance.now();
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read, read only');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows;
    const counts = await rowCounts(pgQuery(client));
    const digests = options.digests ? await moneyDigests(pgQuery(client)) : undefined;
    const { dbname, env } = toolConnection(url);
    const bytes = await writePrivately(file, async (temporary) => {
      await runTool(
        'pg_dump',
        ['--format=custom', `--snapshot=${snapshot}`, `--file=${temporary}`, `--dbname=${dbname}`],
        env,
      );
    });
    await client.query('commit');
    return { file, bytes, seconds: seconds(started), counts, digests };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The tables a database holds outside PostgreSQL's own schemas: none in a new database. */
async function tableCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`,
  );
  return rows[0].count;
}

/**
 * `npm run restore` with DATABASE_URL: pg_restore into that database, in one transaction (all or
 * nothing), then this release's migrations. A database that holds tables is refused unless `replace`;
 * then it is first dumped beside the backup (`yedek-ebelediye-onceki-<database>-<time>.dump`), so
 * nothing is lost by a restore into the wrong database. The revenue system's event numbers move on
 * by eventNumberGap.
 */
export async function restorePostgres(
  file: string,
  url: string,
  options: { replace?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const started = performance.now();
  const head = await readBackupFile(file, 5);
  if (!isPgDump(head)) {
    // gzip's magic: PGlite's dump, most likely
    const pglite = head[0] === 0x1f && head[1] === 0x8b;
    throw new BackupError(
      pglite
        ? `${resolve(file)} bir PGlite yedeği: DATABASE_URL olmadan (DATA_DIR'e) geri yüklenir.`
        : `${resolve(file)} bir e-Belediye yedeği değil: pg_dump --format=custom ile alınmış bir yedek bekleniyordu.`,
    );
  }
  const { dbname, env } = toolConnection(url);
  await runTool('pg_restore', ['--list', resolve(file)], env).catch((error: BackupError) => {
    throw new BackupError(`${resolve(file)} okunamadı (bozuk ya da yarım bir yedek): ${error.message}`);
  });
  const client = await connect(url);
  let keptAside: string | undefined;
  try {
    if ((await tableCount(client)) > 0) {
      if (!options.replace) {
        throw new BackupError(
          `${databaseName(url)} veritabanı boş değil: yedeği onun yerine koymak için --replace verin ` +
            '(önce bugünkü hâli yedeğin yanına yedeklenir) ya da boş bir veritabanı verin (CREATE DATABASE …).',
        );
      }
      keptAside = join(
        dirname(resolve(file)),
        `yedek-ebelediye-onceki-${databaseName(url)}-${istanbulStamp(options.now ?? new Date())}.dump`,
      );
      await backupPostgres(url, keptAside);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  await runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${dbname}`, resolve(file)],
    env,
  );
  const handle = await openDatabase({ kind: 'postgres', url });
  let counts: Record<string, number>;
  try {
    await migrateDatabase(handle);
    await skipEventNumbers(handle.db);
    counts = await rowCounts(drizzleQuery(handle.db));
  } finally {
    await handle.close();
  }
  const { size } = await stat(file);
  return { target: databaseName(url), bytes: size, seconds: seconds(started), counts, keptAside };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
