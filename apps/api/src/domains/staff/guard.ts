import { type Operation, staffMessages, type StaffRole } from '@ebelediye/contract';
import type { FastifyRequest } from 'fastify';
import type { OperationContext, StaffMember } from '../../domain';
import { errors } from '../../errors';

/**
 * The operations plugin's check for `access: 'staff'`: a verified staff session (401 without one,
 * 403 for a citizen's session), and one of the operation's `staffRoles` when it names any.
 */
export function checkStaffAccess(operation: Operation, request: FastifyRequest): void {
  const { staff } = request;
  if (!staff) {
    if (request.member) throw errors.forbidden('Bu işlem yalnızca yetkili belediye personeline açıktır.');
    throw errors.unauthenticated(staffMessages.signInRequired);
  }
  if (staff.mustChangePassword && !answeredWhilePasswordMustChange.has(operation.name))
    throw errors.forbidden(staffMessages.mustChangePassword);
  if (operation.staffRoles && !operation.staffRoles.includes(staff.role))
    throw errors.forbidden(staffMessages.roleRequired);
}

/** What a person signed in with a temporary password may call: who they are, and the change itself. */
const answeredWhilePasswordMustChange = new Set(['GetStaffSession', 'ChangeStaffPassword']);

/** The signed-in staff member, even one who must still change a temporary password (the session, the change). */
export function requireSignedInStaff(context: Pick<OperationContext, 'staff'>): StaffMember {
  if (!context.staff) throw errors.unauthenticated(staffMessages.signInRequired);
  return context.staff;
}

/**
 * A desk handler's first line: the signed-in staff member, typed as present. With roles, refuses
 * anyone else with 403 — for checks finer than the operation's own `staffRoles` (e.g. a unit manager
 * acting only on their unit's work is the handler's rule, this only the role's).
 */
export function requireStaff(context: Pick<OperationContext, 'staff'>, ...roles: StaffRole[]): StaffMember {
  const staff = requireSignedInStaff(context);
  if (staff.mustChangePassword) throw errors.forbidden(staffMessages.mustChangePassword);
  if (roles.length > 0 && !roles.includes(staff.role)) throw errors.forbidden(staffMessages.roleRequired);
  return staff;
}
