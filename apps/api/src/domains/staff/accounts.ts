import { staffRoleNames, staffRoles, type StaffInfo, type StaffRole } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import type { StaffMember } from '../../domain';
import { hashPassword } from '../session/passwords';
import { fullNamesOf, insertStaffAccount, insertUnit, unitByName, unitsInNameOrder } from './store';

export { staffByUserName, staffMemberById, unitById } from './store';

/** Staff accounts and units: the command, the seed and the desk create and read them through here. */

export interface NewStaffAccount {
  userName: string;
  fullName: string;
  /** 10 digits starting with 5. */
  phone: string;
  password: string;
  role: StaffRole;
  /** The unit's name; created when the municipality has no unit by that name yet. */
  unitName?: string | null;
}

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

export { staffRoleNames };

/** The unit with this name, made on first use (units are the municipality's, named by the command). */
export async function unitNamed(db: Queryable, name: string): Promise<{ id: number; name: string }> {
  const existing = await unitByName(db, name);
  if (existing) return existing;
  const created = await insertUnit(db, name);
  return created ?? (await unitNamed(db, name));
}

/** Creates an account (the password is stored as an argon2id hash only). Throws on a taken user name. */
export async function createStaffAccount(db: Queryable, account: NewStaffAccount): Promise<{ id: number }> {
  const unit = account.unitName ? await unitNamed(db, account.unitName) : null;
  return insertStaffAccount(db, {
    userName: account.userName,
    fullName: account.fullName,
    phone: account.phone,
    passwordHash: await hashPassword(account.password),
    role: account.role,
    unitId: unit?.id ?? null,
  });
}

/** Every unit, by name (the database's order; a Turkish list sorts it again). */
export function allUnits(db: Queryable): Promise<{ id: number; name: string }[]> {
  return unitsInNameOrder(db);
}

/** The full names of these staff members (none asked, none read). */
export async function staffFullNames(db: Queryable, staffIds: number[]): Promise<{ id: number; fullName: string }[]> {
  return staffIds.length ? fullNamesOf(db, staffIds) : [];
}

export function toStaffInfo(staff: StaffMember): StaffInfo {
  return {
    id: staff.id,
    userName: staff.userName,
    fullName: staff.fullName,
    role: staff.role,
    unit: staff.unitId === null ? null : { id: staff.unitId, name: staff.unitName ?? '' },
    mustChangePassword: staff.mustChangePassword,
  };
}
