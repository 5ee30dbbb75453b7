import type { Access, OperationName, Operations, StaffRole } from '@ebelediye/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CheckedAnswer } from './checked-answer';
import type { Config } from './config';
import type { Database } from './db/client';
import type { SettingsSnapshot } from './domains/settings/snapshot';
import type { Outbound } from './outbound';

/**
 * Who is behind a request (set from the session cookie), or null for a visitor. `memberId` is null
 * when someone without an account signed in through e-Devlet: they act on their registry only.
 */
export interface Member {
  memberId: number | null;
  registryOid: string;
  isEmployee: boolean;
  viaEDevlet: boolean;
  mustChangePassword: boolean;
}

/** A municipal staff member signed in at the desk (/yonetim): their own session, never a member's. */
export interface StaffMember {
  id: number;
  userName: string;
  fullName: string;
  role: StaffRole;
  unitId: number | null;
  unitName: string | null;
  /** Signed in with a temporary password: the desk answers only the password change (staff/guard.ts). */
  mustChangePassword: boolean;
}

export interface AuditEntry {
  entity?: string;
  entityId?: string | number;
  detail?: Record<string, unknown>;
}

/** What a handler gets besides its validated input. */
export interface OperationContext {
  db: Database;
  settings: SettingsSnapshot;
  member: Member | null;
  /** The signed-in staff member (desk calls); `requireStaff(context)` narrows it for a handler. */
  staff: StaffMember | null;
  request: FastifyRequest;
  /** For cookies (sign-in, sign-out); the handler's return value is the body. */
  reply: FastifyReply;
  config: Config;
  /** Requests to outside parties (e-Devlet, NVİ, SMS, banks); relative URLs reach the sandbox in-process. */
  outbound: Outbound;
  log: FastifyBaseLogger;
  now(): Date;
  /** Writes one audit row: who (member), what, when, from which IP, under which request id. */
  audit(action: string, entry?: AuditEntry): Promise<void>;
}

/**
 * The context of an operation with the given access level. The operations plugin refuses a call
 * without the person its access level requires before the handler runs, so a member's (or an
 * employee's) handler gets a `Member` and a desk handler a `StaffMember`, never null.
 */
export type ContextFor<A extends Access> = Omit<OperationContext, 'member' | 'staff'> & {
  member: [A] extends ['member' | 'employee'] ? Member : Member | null;
  staff: [A] extends ['staff'] ? StaffMember : StaffMember | null;
};

/** What a member's (or an employee's) handler and its helpers get: the member is signed in. */
export type MemberContext = ContextFor<'member'>;
/** What a desk handler and its helpers get: the staff member is signed in. */
export type StaffContext = ContextFor<'staff'>;

/** A handler returns its result, or an answer already checked and serialized (one a process keeps, checked-answer.ts). */
export type Handler<N extends OperationName> = (
  input: z.output<Operations[N]['input']>,
  context: ContextFor<Operations[N]['access']>,
) => Promise<z.input<Operations[N]['output']> | CheckedAnswer>;

export type Handlers = { [N in OperationName]?: Handler<N> };

export interface RateLimit {
  max: number;
  timeWindow: string | number;
}

/** A domain of the API: the handlers of its operations, their rate limits and any plain routes. */
export interface Domain {
  name: string;
  handlers: Handlers;
  rateLimits?: { [N in OperationName]?: RateLimit };
  /** Routes outside the POST /api/<Name> contract (files, callbacks from banks). */
  routes?: (app: FastifyInstance) => Promise<void>;
}

export function defineDomain(domain: Domain): Domain {
  return domain;
}
