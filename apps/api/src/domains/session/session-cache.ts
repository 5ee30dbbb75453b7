/**
 * The sessions an API process has just looked up, so the calls a page makes one after another
 * (menus, the member, the debt list…) cost one PostgreSQL round trip instead of two. On the
 * deadline day the debt list is most of the load, and its session look-up was half its round trips
 * (docs/performance.md, issue 11).
 *
 * An entry is believed only while it can be known to be true:
 * - every change that could make it false is announced by the database (migration 0015's triggers:
 *   a session ended or touched, a member closed or given a temporary password, the employee register
 *   changed) and drops it in every process at that commit;
 * - while those announcements cannot be heard (the listening connection broke), nothing is believed
 *   and every call reads the database, as it did before the cache;
 * - the process's own changes drop the caller's entries at once (the operations plugin and sign-out),
 *   not a moment later when the announcement comes back;
 * - and no entry is older than `maxAgeMs`, whatever happens.
 * Expiry and idleness are still judged on every call, from the entry's own times.
 */
export interface CachedSession {
  registryOid: string;
  memberId: number | null;
  viaEDevlet: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  mustChangePassword: boolean | null;
  memberStatus: string | null;
  employeeNo: string | null;
}

export const sessionNoticeChannel = 'ebelediye_sessions';

export class SessionCache {
  #entries = new Map<string, { session: CachedSession; storedAt: number }>();
  /** Each member's kept tokens: every state-changing call drops its member's, and scanning all entries for them cost O(entries) a call. */
  #byMember = new Map<number, Set<string>>();
  #live = false;

  constructor(
    private readonly options: { maxAgeMs: number; maxEntries: number; clock?: () => number },
  ) {}

  get live(): boolean {
    return this.#live;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(tokenHash: string): CachedSession | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt > this.options.maxAgeMs) {
      this.forget(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  set(tokenHash: string, session: CachedSession): void {
    if (!this.#live) return;
    // A Map iterates in insertion order: the first key is the oldest entry.
    this.forget(tokenHash);
    if (this.#entries.size >= this.options.maxEntries) this.forget(this.#entries.keys().next().value!);
    this.#entries.set(tokenHash, { session, storedAt: this.#now() });
    if (session.memberId !== null) {
      const tokens = this.#byMember.get(session.memberId);
      if (tokens) tokens.add(tokenHash);
      else this.#byMember.set(session.memberId, new Set([tokenHash]));
    }
  }

  forget(tokenHash: string): void {
    const memberId = this.#entries.get(tokenHash)?.session.memberId;
    this.#entries.delete(tokenHash);
    if (memberId == null) return;
    const tokens = this.#byMember.get(memberId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#byMember.delete(memberId);
  }

  forgetMember(memberId: number): void {
    for (const tokenHash of this.#byMember.get(memberId) ?? []) this.#entries.delete(tokenHash);
    this.#byMember.delete(memberId);
  }

  clear(): void {
    this.#entries.clear();
    this.#byMember.clear();
  }

  /** A notice from migration 0015's trigger: `token:<hash>`, `member:<id>` or `all`. */
  hear(notice: string): void {
    if (notice.startsWith('token:')) this.forget(notice.slice('token:'.length));
    else if (notice.startsWith('member:')) this.forgetMember(Number(notice.slice('member:'.length)));
    else this.clear();
  }

  /** Whether changes are being heard; whatever was kept while they might not have been is dropped. */
  setLive(live: boolean): void {
    this.#live = live;
    this.clear();
  }

  #now(): number {
    return (this.options.clock ?? Date.now)();
  }
}
