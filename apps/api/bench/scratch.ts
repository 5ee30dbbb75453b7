// The bench's scratch PostgreSQL database: created when missing, refused when it holds anyone else's
// data, filled with N generated registries by set-based SQL (a million in minutes, not hours).
import pg from 'pg';

/** The table only the bench writes: a database without it that holds registries is not ours. */
const marker = 'bench_marker';

/** A session cookie the bench can present: the token is 'bench-<n>', the table keeps its SHA-256 (sessions.ts hashToken). */
export const benchToken = (n: number) => `bench-${n}`;
/** Generated registries are B-1 … B-N. */
export const benchRegistry = (n: number) => `B-${n}`;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'ebelediye-bench' });
  await client.connect();
  return client;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Opens the scratch database, creating it (through the `postgres` database) when missing. Refuses a
 * database with registries or members but no bench marker. A bench database generated for another N
 * is dropped and created again: its marker says it holds nothing but bench data.
 */
export async function openScratch(url: string, registries: number): Promise<{ client: pg.Client; generated: boolean }> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error('DATABASE_URL bir veritabanı adı içermeli (ör. …/ebelediye_bench).');
  const admin = await connect(withDatabase(url, 'postgres'));
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${quoted(name)}`);
    let client = await connect(url);
    const state = await scratchState(client);
    if (state === 'foreign') {
      await client.end();
      throw new Error(
        `${name} gerçek veri (sicil/üye) içeriyor ve bench tarafından üretilmemiş: bench burada çalışmaz. Boş bir veritabanı verin.`,
      );
    }
    if (state !== 'empty' && state !== registries) {
      await client.end();
      await admin.query(`drop database ${quoted(name)} with (force)`);
      await admin.query(`create database ${quoted(name)}`);
      client = await connect(url);
    }
    await client.query(
      `create table if not exists ${marker} (id int primary key default 1 check (id = 1), registries int, generated_at timestamptz)`,
    );
    await client.query(`insert into ${marker} (id) values (1) on conflict do nothing`);
    return { client, generated: state === registries };
  } finally {
    await admin.end();
  }
}

/** 'empty', 'foreign' (someone's data), or the N a previous bench run generated (null: not finished). */
async function scratchState(client: pg.Client): Promise<'empty' | 'foreign' | number | null> {
  const { rows } = await client.query<{ marker: string | null; registries: string | null; members: string | null }>(
    `select to_regclass('${marker}') as marker, to_regclass('registries') as registries, to_regclass('members') as members`,
  );
  if (rows[0].marker) {
    const { rows: mark } = await client.query<{ registries: number | null }>(`select registries from ${marker}`);
    return mark[0]?.registries ?? null;
  }
  for (const table of ['registries', 'members'] as const) {
    if (rows[0][table] && (await client.query(`select 1 from ${table} limit 1`)).rowCount) return 'foreign';
  }
  return 'empty';
}

/**
 * B-1 … B-N with 3–10 open accruals each (estate, ÇTV, water, fines due from 2024 to December 2026,
 * so interest runs over many rate periods), and `sessions` signed-in members spread evenly over the
 * registries. Foreign-key triggers are skipped while loading (the rows are generated consistent);
 * the indexes are kept, as production has them.
 */
export async function generate(client: pg.Client, registries: number, sessions: number): Promise<void> {
  await client.query('begin');
  try {
    await client.query(`set local session_replication_role = replica`);
    await client.query(
      `insert into registries (oid, kind, identity_no, name, surname, created_at)
       select 'B-' || i, 'G', (20000000000 + i)::text, 'Bench', 'Vatandaş ' || i, timestamptz '2020-01-01'
       from generate_series(1, $1::int) i`,
      [registries],
    );
    await client.query(
      `insert into accruals (registry_oid, revenue_code, year, installment, due_date, principal_kurus, description)
       select 'B-' || i, code, extract(year from due)::int, k, due, 5000 + (i::bigint * 7919 + k * 104729) % 400000, 'Bench tahakkuku ' || k
       from generate_series(1, $1::int) i
       cross join lateral generate_series(1, 3 + i % 8) k
       cross join lateral (select (array['EMLAK', 'KVKP', 'CTV', 'SU', 'CEZA'])[1 + (i + k) % 5] as code,
                                  date '2024-01-01' + ((i::bigint * 37 + k * 101) % 1090)::int as due) d`,
      [registries],
    );
    // Session n belongs to registry 1 + (n-1)·N/S: distinct registries spread over the whole range.
    await client.query(
      `insert into members (registry_oid, user_name, password_hash, phone, email, kvkk_accepted_at)
       select 'B-' || (1 + (n - 1)::bigint * $1 / $2), (20000000000 + 1 + (n - 1)::bigint * $1 / $2)::text, 'bench: signs in with no password', '5550000000', 'bench@ornek.example', now()
       from generate_series(1, $2::int) n`,
      [registries, sessions],
    );
    await renewSessions(client, registries, sessions);
    await client.query(`update ${marker} set registries = $1, generated_at = now()`, [registries]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze');
}

/**
 * The signed-in members' sessions, made anew: token `bench-<n>` for session n. A database kept from an
 * earlier run has lost them (the API's pruning job deletes sessions idle for 30 minutes).
 */
export async function renewSessions(client: pg.Client, registries: number, sessions: number): Promise<void> {
  await client.query(`delete from sessions where registry_oid like 'B-%'`);
  await client.query(
    `insert into sessions (token_hash, registry_oid, member_id, created_at, last_seen_at, expires_at, ip)
     select encode(sha256(convert_to('bench-' || n, 'UTF8')), 'hex'), m.registry_oid, m.id, now(), now(), now() + interval '12 hours', '127.0.0.1'
     from generate_series(1, $2::int) n
     join members m on m.registry_oid = 'B-' || (1 + (n - 1)::bigint * $1 / $2)`,
    [registries, sessions],
  );
}

/** Seen just now and valid for 12 hours: no session expires or needs its last-seen written during a measurement. */
export async function freshenSessions(client: pg.Client): Promise<void> {
  await client.query(
    `update sessions set last_seen_at = now(), expires_at = now() + interval '12 hours' where registry_oid like 'B-%'`,
  );
}

/**
 * Money collected twice: an accrual whose collected principal exceeds what it was, or whose paid
 * amount does; and a bank order posted as more than one collection.
 */
export async function doubleCollections(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ doubles: number }>(
    `select (select count(*) from (select l.accrual_id from collection_lines l join accruals a on a.id = l.accrual_id
                                   group by l.accrual_id, a.principal_kurus having sum(l.principal_kurus) > a.principal_kurus) over) +
            (select count(*) from accruals where paid_kurus > principal_kurus) +
            (select count(*) from (select order_no from collections where order_no is not null group by order_no having count(*) > 1) twice) as doubles`,
  );
  return Number(rows[0].doubles);
}
