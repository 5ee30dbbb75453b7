/** When a read of the database began, in drops and in time. */
export interface Ticket {
  drops: number;
  at: number;
}

/**
 * What an API process keeps of the database's answers while the database tells it of every change
 * that could make them false (LISTEN/NOTIFY on a connection of the process's own): the sessions
 * (decision 041) and the debt lists (decision 046). An entry is believed only while it can be known
 * to be true:
 * - each entry carries tags (its key is one), and a notice naming a tag drops every entry that
 *   carries it; the notice `all` drops everything;
 * - an answer read from the database is kept only if nothing it rests on was dropped while it was
 *   being read: take a `ticket()` before reading and hand it to `set` (otherwise a notice arriving
 *   between the read and the `set` would be lost, and the old answer kept);
 *   (a read that took longer than `readingMs` is not kept either: drops are remembered that long);
 * - while notices cannot be heard (the listening connection broke), nothing is kept or believed;
 * - and no entry is older than `maxAgeMs`, nor are there more than `maxEntries` (oldest out first).
 */
export class HeardCache<V> {
  #entries = new Map<string, { value: V; storedAt: number; tags: string[] }>();
  /** Each tag's keys: a notice drops them without scanning every entry. */
  #keysByTag = new Map<string, Set<string>>();
  #live = false;
  /** Counts drops; a ticket holds its value when a read began. */
  #drops = 0;
  /** Each tag's last drop, oldest first, for the last `readingMs` (a read that takes longer is not kept). */
  #dropped = new Map<string, { drop: number; at: number }>();
  /** Everything dropped at once (a notice `all`, going live or dark). */
  #clearedAt = 0;

  constructor(
    private readonly options: { maxAgeMs: number; maxEntries: number; clock?: () => number; readingMs?: number },
  ) {}

  get live(): boolean {
    return this.#live;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Take before reading what will be kept; `set` refuses the answer if something it rests on was dropped since. */
  ticket(): Ticket {
    return { drops: this.#drops, at: this.#now() };
  }

  get(key: string): V | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt > this.options.maxAgeMs) {
      this.#remove(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` under `key`, also dropped by a notice naming any of `tags`, unless dropped since `ticket`. */
  set(key: string, value: V, ticket: Ticket, tags: string[] = []): void {
    if (!this.#live || this.#clearedAt > ticket.drops || this.#now() - ticket.at > this.#readingMs) return;
    const all = [key, ...tags];
    if (all.some((tag) => (this.#dropped.get(tag)?.drop ?? 0) > ticket.drops)) return;
    this.#remove(key);
    // A Map iterates in insertion order: the first key is the oldest entry.
    const oldest = this.#entries.keys().next();
    if (this.#entries.size >= this.options.maxEntries && !oldest.done) this.#remove(oldest.value);
    this.#entries.set(key, { value, storedAt: this.#now(), tags: all });
    for (const tag of all) {
      const keys = this.#keysByTag.get(tag);
      if (keys) keys.add(key);
      else this.#keysByTag.set(tag, new Set([key]));
    }
  }

  /** Drops every entry tagged `tag` (its key is a tag too), and any answer being read for it. */
  drop(tag: string): void {
    for (const key of this.#keysByTag.get(tag) ?? []) this.#remove(key);
    const now = this.#now();
    this.#dropped.delete(tag); // re-inserted last: the map stays in the order of the drops
    this.#dropped.set(tag, { drop: ++this.#drops, at: now });
    // Only drops newer than a read under way matter, and no read counts for longer than readingMs.
    for (const [oldTag, { at }] of this.#dropped) {
      if (now - at <= this.#readingMs) break;
      this.#dropped.delete(oldTag);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#keysByTag.clear();
    this.#dropped.clear();
    this.#clearedAt = ++this.#drops;
  }

  /** A notice from the database: a tag to drop, or `all`. */
  hear(notice: string): void {
    if (notice === 'all') this.clear();
    else this.drop(notice);
  }

  /** Whether changes are being heard; whatever was kept while they might not have been is dropped. */
  setLive(live: boolean): void {
    this.#live = live;
    this.clear();
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }

  get #readingMs(): number {
    return this.options.readingMs ?? 10_000;
  }

  #now(): number {
    return (this.options.clock ?? Date.now)();
  }
}
