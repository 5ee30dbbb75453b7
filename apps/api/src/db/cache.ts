import type { Database, Queryable } from './client';

/**
 * A read that almost never changes (the menu, interest rates), kept for a few seconds per database.
 * Every page load needs them and PGlite answers one query at a time, so this keeps busy days fast;
 * several processes still see an operator's change within `ttlMs`, or at once after `forget()`
 * (the debt lists forget the law when the database announces a change to it, decision 046).
 */
export function cachedPerDatabase<T>(
  load: (db: Queryable) => Promise<T>,
  ttlMs = 10_000,
): ((db: Queryable) => Promise<T>) & { forget(): void } {
  let cache = new WeakMap<Queryable | Database, { at: number; value: T }>();
  const read = async (db: Queryable) => {
    const hit = cache.get(db);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const forgotten = cache;
    const value = await load(db);
    // Forgotten while it was read: what was read may be the old value, so it is not kept.
    if (forgotten === cache) cache.set(db, { at: Date.now(), value });
    return value;
  };
  return Object.assign(read, {
    forget: () => {
      cache = new WeakMap();
    },
  });
}

/**
 * A domain's named queries, built once per database object: Drizzle builds a query's SQL anew on
 * every call (1–2 ms for a join, more than the database spends on it); a prepared statement with
 * `sql.placeholder` is built once and, on PostgreSQL, parsed once per connection.
 */
export function queriesPerDatabase<T>(build: (db: Queryable) => T): (db: Queryable) => T {
  const cache = new WeakMap<Queryable, T>();
  return (db) => {
    let queries = cache.get(db);
    if (!queries) {
      queries = build(db);
      cache.set(db, queries);
    }
    return queries;
  };
}
