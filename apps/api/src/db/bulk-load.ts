// One connection and one transaction for a bulk load (the first load of a municipality's revenue
// system, decision 080): on PostgreSQL a connection of the maintenance pool, which can stream
// COPY … FROM STDIN (pg-copy-streams); on PGlite the in-process database, which cannot.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Writable } from 'node:stream';
import type { DatabaseHandle } from './client';

export interface LoadSession {
  driver: 'postgres' | 'pglite';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
  /** PostgreSQL only: the stream a `COPY … FROM STDIN` statement reads (text format). */
  copyIn?(statement: string): Writable;
}

/**
 * Runs `work` in one transaction on one connection; commits only when it answers `commit: true`,
 * rolls back otherwise and when it throws: a load that found a problem writes nothing.
 */
export async function inLoadTransaction<T>(
  database: DatabaseHandle,
  work: (session: LoadSession) => Promise<{ commit: boolean; value: T }>,
): Promise<T> {
  // drizzle keeps the driver's own client as $client: a pg.Pool, or the PGlite instance.
  const driverClient = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.driver === 'postgres') {
    const client = await (driverClient as pg.Pool).connect();
    try {
      await client.query('begin');
      // Room for the sorts of the index builds and the hash joins of the checks, for this transaction only.
      await client.query(`set local maintenance_work_mem = '512MB'`);
      await client.query(`set local work_mem = '256MB'`);
      const session: LoadSession = {
        driver: 'postgres',
        query: async <R>(text: string, params?: unknown[]) => {
          const result = await client.query(text, params);
          return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
        },
        copyIn: (statement) => client.query(copyFrom(statement)),
      };
      let outcome: { commit: boolean; value: T };
      try {
        outcome = await work(session);
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      await client.query(outcome.commit ? 'commit' : 'rollback');
      return outcome.value;
    } finally {
      client.release();
    }
  }
  const pglite = driverClient as PGlite;
  let value: T | undefined;
  // PGlite's transaction holds the one connection for its callback: nothing else runs in between.
  const rolledBack = Symbol('rolled back');
  try {
    await pglite.transaction(async (tx) => {
      const outcome = await work({
        driver: 'pglite',
        query: async <R>(text: string, params?: unknown[]) => {
          const result = await tx.query<R>(text, params);
          return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
        },
      });
      value = outcome.value;
      if (!outcome.commit) throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  return value as T;
}

/**
 * Drops `table`'s secondary indexes and its foreign keys, and answers the function that makes them
 * again with the same names and definitions. A million rows go in several times faster into a table
 * without them, and building an index or checking a foreign key once over the whole table (one sort,
 * one join) costs far less than ten million single-row checks. Primary keys and the indexes behind
 * constraints stay. The DROP takes an exclusive lock on the table until the transaction ends: a first
 * load runs before the portal goes live, and no one should read a half-loaded table anyway.
 */
export async function suspendIndexesAndForeignKeys(session: LoadSession, table: string): Promise<() => Promise<void>> {
  const { rows: indexes } = await session.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass and not x.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [table],
  );
  const { rows: foreignKeys } = await session.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where conrelid = $1::regclass and contype = 'f'`,
    [table],
  );
  for (const { name } of foreignKeys) await session.query(`alter table ${table} drop constraint "${name}"`);
  for (const { name } of indexes) await session.query(`drop index "${name}"`);
  return async () => {
    for (const { definition } of indexes) await session.query(definition);
    for (const { name, definition } of foreignKeys)
      await session.query(`alter table ${table} add constraint "${name}" ${definition}`);
  };
}
