import { staffRoleNames, staffRoles, type StaffInfo, type StaffRole } from '@ebelediye/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { staffAccounts, staffUnits } from '../../db/schema';
import type { StaffMember } from '../../domain';
import { hashPassword } from '../session/passwords';

/** The data-access module of staff accounts and units: the command, the seed and the desk use it. */

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
  const [existing] = await db
    .select({ id: staffUnits.id, name: staffUnits.name })
    .from(staffUnits)
    .where(eq(staffUnits.name, name));
  if (existing) return existing;
  const [created] = await db
    .insert(staffUnits)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: staffUnits.id, name: staffUnits.name });
  return created ?? (await unitNamed(db, name));
}

export async function staffByUserName(db: Queryable, userName: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.userName, userName));
  return row;
}

/** Creates an account (the password is stored as an argon2id hash only). Throws on a taken user name. */
export async function createStaffAccount(db: Queryable, account: NewStaffAccount): Promise<{ id: number }> {
  const unit = account.unitName ? await unitNamed(db, account.unitName) : null;
  const [row] = await db
    .insert(staffAccounts)
    .values({
      userName: account.userName,
      fullName: account.fullName,
      phone: account.phone,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      unitId: unit?.id ?? null,
    })
    .returning({ id: staffAccounts.id });
  return row;
}

/** The account as the session hook describes it (request.staff). */
export async function staffMemberById(db: Queryable, staffId: number): Promise<StaffMember> {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      userName: staffAccounts.userName,
      fullName: staffAccounts.fullName,
      role: staffAccounts.role,
      unitId: staffAccounts.unitId,
      unitName: staffUnits.name,
    })
    .from(staffAccounts)
    .leftJoin(staffUnits, eq(staffUnits.id, staffAccounts.unitId))
    .where(eq(staffAccounts.id, staffId));
  return row;
}

export function toStaffInfo(staff: StaffMember): StaffInfo {
  return {
    id: staff.id,
    userName: staff.userName,
    fullName: staff.fullName,
    role: staff.role,
    unit: staff.unitId === null ? null : { id: staff.unitId, name: staff.unitName ?? '' },
  };
}
