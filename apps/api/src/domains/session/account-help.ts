import type { Queryable } from '../../db/client';
import { enqueueSms } from '../sms/outbox';
import type { SettingsSnapshot } from '../settings/snapshot';
import { hashPassword, temporaryPassword } from './passwords';
import {
  addressesOfRegistry,
  deleteMember,
  deleteSessionsOfRegistry,
  memberOfRegistry,
  type MemberRow,
  setRegistryContact,
  signInsOf,
  updateMember,
} from './store';
import { clearThrottle, lockedUntilOf, throttleKey } from './throttle';

/**
 * Session's services for citizens' support (decision 088): the desk unlocks an account, sends a
 * temporary password through the same flow as "forgot password", and completes a closure; the
 * data download reads the account, addresses and sign-ins through here.
 */

export type { MemberRow } from './store';
export { addressesOfRegistry, memberOfRegistry };

export const temporaryPasswordLifetimeMs = 24 * 60 * 60_000;

/** Until when wrong passwords lock the account's sign-in; null when they do not now. */
export async function signInLockOf(
  db: Queryable,
  member: Pick<MemberRow, 'userName'>,
  now: Date,
): Promise<Date | null> {
  const until = await lockedUntilOf(db, throttleKey('login-id', member.userName));
  return until && until > now ? until : null;
}

/**
 * Clears the counters that lock a member out: wrong passwords at sign-in (per ID) and at a password
 * check. Answers whether sign-in was locked. The per-address counter stays: it guards many accounts.
 */
export async function unlockMember(
  db: Queryable,
  member: Pick<MemberRow, 'id' | 'userName'>,
  now: Date,
): Promise<boolean> {
  const wasLocked = (await signInLockOf(db, member, now)) !== null;
  await clearThrottle(db, throttleKey('login-id', member.userName));
  await clearThrottle(db, throttleKey('password-check', String(member.id)));
  return wasLocked;
}

/**
 * "Forgot password": a temporary password (24 hours) to the member's phone on record, queued in the
 * same transaction. The old password keeps working until the temporary one is used.
 */
export async function issueTemporaryPassword(
  tx: Queryable,
  member: Pick<MemberRow, 'id' | 'phone'>,
  settings: SettingsSnapshot,
  at: Date,
): Promise<void> {
  const password = temporaryPassword();
  const tempPasswordHash = await hashPassword(password);
  await updateMember(tx, member.id, {
    tempPasswordHash,
    tempPasswordExpiresAt: new Date(at.getTime() + temporaryPasswordLifetimeMs),
  });
  await enqueueSms(tx, {
    phone: member.phone,
    purpose: 'password',
    body: `${settings.public.MunicipalityName} e-Belediye geçici şifreniz: ${password} . 24 saat geçerlidir; ilk girişte yeni şifre belirlemeniz istenecektir.`,
  });
}

/**
 * Closes an account for good (KVKK art. 11): the member row (user name, password hashes, phone,
 * e-mail, consent), every session of the registry, and the registry's phone and e-mail. The registry
 * and its addresses stay (tax law); signing up again later makes a new account on the same registry.
 */
export async function closeMemberAccount(tx: Queryable, member: Pick<MemberRow, 'id' | 'registryOid'>): Promise<void> {
  await deleteSessionsOfRegistry(tx, member.registryOid);
  await deleteMember(tx, member.id);
  await setRegistryContact(tx, member.registryOid, { phone: null, email: null });
}

/** The person's sign-ins, newest first: with the password and through e-Devlet. */
export async function signInsOfPerson(db: Queryable, memberId: number | null, registryOid: string) {
  const rows = await signInsOf(db, memberId, registryOid);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    ip: row.ip,
    via: row.action === 'session.login_edevlet' ? 'e-Devlet' : 'Şifre',
  }));
}
