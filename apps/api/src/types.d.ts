import type { Config } from './config';
import type { Database } from './db/client';
import type { Member, StaffMember } from './domain';
import type { DebtListAnswers } from './domains/debts/debt-list-answers';
import type { EndOfDayOptions } from './domains/payments/end-of-day';
import type { SessionCache } from './domains/session/session-cache';
import type { SettingsStore } from './domains/settings/snapshot';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    settings: SettingsStore;
    /** The server's clock; tests move it (the pause window, interest to today). */
    now(): Date;
    config: Config;
    jobs: { runOnce(): Promise<void>; deliverWebhooks(): Promise<void> };
    /** Sessions just looked up (session-cache.ts); drop the caller's after changing them. */
    sessionCache: SessionCache;
    /** Debt lists computed today (debt-list-answers.ts); drop the caller's after changing what they owe. */
    debtLists: DebtListAnswers;
    /**
     * Where the desk's end of day reads the bank's day list and the revenue system's acknowledgements:
     * empty means the real ones; tests put fakes in (end-of-day.test.ts).
     */
    endOfDaySources: Omit<EndOfDayOptions, 'outbound'>;
  }
  interface FastifyRequest {
    member: Member | null;
    staff: StaffMember | null;
  }
  interface FastifyContextConfig {
    /** A state-changing route another site may call (a bank's return): exempt from the same-origin check. */
    crossSite?: boolean;
  }
}
