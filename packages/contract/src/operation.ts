import { z } from 'zod';
import './zod-config';

/**
 * Who may call an operation: anyone, a signed-in member, a member linked to an employee record, or
 * municipal staff signed in at the desk (/yonetim) with their own session (domains/staff).
 */
export type Access = 'public' | 'member' | 'employee' | 'staff';

/**
 * Roles of municipal staff accounts (decision 056): a unit's complaints operator and its manager (their
 * unit's complaints only), the contract-cancellation desk's operator (its own unit), and an
 * administrator (accounts, keys, the audit trail; reads of any unit's complaint with a reason).
 */
export const staffRoles = [
  'revenue_operator',
  'revenue_supervisor',
  'complaints_operator',
  'unit_manager',
  'subscriptions_operator',
  'administrator',
] as const;
export type StaffRole = (typeof staffRoles)[number];

export interface Operation<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** Exactly as SPEC §7 spells it; mounted as POST /api/<name>. */
  name: string;
  domain: string;
  summary: string;
  /** Kept as its literal (`'member'`, …) so the API types a handler's context by it (apps/api domain.ts). */
  access: A;
  /**
   * With access 'staff': the roles allowed (any role when absent). The operations plugin refuses the
   * others with 403 before the handler runs; `requireStaff(context)` then hands the handler its staff.
   */
  staffRoles?: readonly StaffRole[];
  /** State-changing calls are refused during the operation pause window; reads keep working. */
  changesState: boolean;
  /**
   * A state-changing call that still runs inside the pause window: the desk's settings (an
   * administrator must be able to move or end the window itself) and the staff sign-in that reaches them.
   */
  runsDuringPause?: boolean;
  input: I;
  output: O;
}

export function defineOperation<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  op: Operation<I, O, A>,
): Operation<I, O, A> {
  return op;
}

/**
 * Every request body carries SPEC §7's fixed `userName` field for compatibility with existing
 * clients; authorization never rests on it.
 */
export function requestBody<S extends z.ZodRawShape>(shape: S) {
  return z.object({ userName: z.string().max(100).optional() }).extend(shape);
}

export type OperationInput<Op> = Op extends Operation<infer I, z.ZodType> ? z.input<I> : never;
export type OperationOutput<Op> = Op extends Operation<z.ZodType, infer O> ? z.output<O> : never;
