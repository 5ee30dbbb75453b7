import type { Config } from './config';
import type { Database } from './db/client';
import type { Member, StaffMember } from './domain';
import type { SettingsStore } from './domains/settings/store';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    settings: SettingsStore;
    /** The server's clock; tests move it (the pause window, interest to today). */
    now(): Date;
    config: Config;
    jobs: { runOnce(): Promise<void> };
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
