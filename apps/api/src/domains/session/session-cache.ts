import { HeardCache, type Ticket } from '../../db/heard-cache';

/**
 * The sessions an API process has just looked up, so the calls a page makes one after another
 * (menus, the member, the debt list…) cost one PostgreSQL round trip instead of two. On the
 * deadline day the debt list is most of the load, and its session look-up was half its round trips
 * (docs/performance-log.md, "Sessions kept per process").
 *
 * An entry is believed only while it can be known to be true:
 * - every change that could make it false is announced by the database (migration 0015's triggers:
 *   a session ended or touched, a member closed or given a temporary password, the employee register
 *   changed) and drops it in every process at that commit;
 * - while those announcements cannot be heard (the listening connection broke), nothing is believed
 *   and every call reads the database, as it did before the cache;
 * - the process's own changes drop the caller's entries at once (the operations plugin and sign-out),
 *   not a moment later when the announcement comes back;
 * - a session read while an announcement about it arrived is not kept (HeardCache's tickets);
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

/** Kept under `token:<hash>`, tagged `member:<id>`: the names migration 0015's notices use. */
export class SessionCache {
  #kept: HeardCache<CachedSession>;

  constructor(options: { maxAgeMs: number; maxEntries: number; clock?: () => number }) {
    this.#kept = new HeardCache(options);
  }

  get live(): boolean {
    return this.#kept.live;
  }

  get size(): number {
    return this.#kept.size;
  }

  /** Take before reading a session from the database, for `set`. */
  ticket(): Ticket {
    return this.#kept.ticket();
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.#kept.get(`token:${tokenHash}`);
  }

  set(tokenHash: string, session: CachedSession, ticket: Ticket): void {
    this.#kept.set(
      `token:${tokenHash}`,
      session,
      ticket,
      session.memberId === null ? [] : [`member:${session.memberId}`],
    );
  }

  forget(tokenHash: string): void {
    this.#kept.drop(`token:${tokenHash}`);
  }

  forgetMember(memberId: number): void {
    this.#kept.drop(`member:${memberId}`);
  }

  clear(): void {
    this.#kept.clear();
  }

  /** A notice from migration 0015's trigger: `token:<hash>`, `member:<id>` or `all`. */
  hear(notice: string): void {
    this.#kept.hear(notice);
  }

  /** Whether changes are being heard; whatever was kept while they might not have been is dropped. */
  setLive(live: boolean): void {
    this.#kept.setLive(live);
  }
}
