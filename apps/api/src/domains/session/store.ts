import { and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { queriesPerDatabase } from '../../db/cache';
import type { Queryable, Transaction } from '../../db/client';
import {
  auditLog,
  eDevletLogins,
  employees,
  members,
  registries,
  registryAddresses,
  sessions,
  throttles,
  usedCaptchas,
} from '../../db/schema';

/**
 * The data-access module of session: registries and their addresses, members, citizens' sessions,
 * e-Devlet logins, used captchas and the shared throttle counters.
 */

export type RegistryRow = typeof registries.$inferSelect;
export type RegistryInsert = typeof registries.$inferInsert;
export type MemberRow = typeof members.$inferSelect;
export type MemberInsert = typeof members.$inferInsert;
export type AddressRow = typeof registryAddresses.$inferSelect;
export type AddressInsert = typeof registryAddresses.$inferInsert;
export type SessionInsert = typeof sessions.$inferInsert;

// --- Registries and members ------------------------------------------------------------------------

/** Registries of one identity number, the first found first (SPEC §3 "the first registry found"). */
export async function registriesOf(db: Queryable, identityNo: string): Promise<RegistryRow[]> {
  return db
    .select()
    .from(registries)
    .where(eq(registries.identityNo, identityNo))
    .orderBy(asc(registries.createdAt), asc(registries.oid));
}

export async function registryByOid(db: Queryable, oid: string): Promise<RegistryRow | undefined> {
  const [row] = await db.select().from(registries).where(eq(registries.oid, oid));
  return row;
}

export async function insertRegistry(db: Queryable, registry: RegistryInsert): Promise<RegistryRow> {
  const [row] = await db.insert(registries).values(registry).returning();
  return row;
}

export async function setRegistryContact(
  db: Queryable,
  oid: string,
  contact: { phone: string | null; email: string | null },
): Promise<void> {
  await db.update(registries).set(contact).where(eq(registries.oid, oid));
}

export function addressesOfRegistry(db: Queryable, registryOid: string) {
  return db
    .select()
    .from(registryAddresses)
    .where(eq(registryAddresses.registryOid, registryOid))
    .orderBy(asc(registryAddresses.id));
}

export async function insertRegistryAddress(db: Queryable, address: AddressInsert): Promise<void> {
  await db.insert(registryAddresses).values(address);
}

/** The employee number of the registry's person; undefined when they are not an employee. */
export async function employeeNoOf(db: Queryable, registryOid: string): Promise<{ no: string } | undefined> {
  const [employee] = await db
    .select({ no: employees.employeeNo })
    .from(employees)
    .where(eq(employees.registryOid, registryOid));
  return employee;
}

export async function memberByUserName(db: Queryable, userName: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.userName, userName));
  return row;
}

export async function memberById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function memberOfRegistry(db: Queryable, registryOid: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.registryOid, registryOid));
  return row;
}

/** Adds a member; undefined when the user name is taken (a double click or a retry made it first). */
export async function insertMember(db: Queryable, member: MemberInsert): Promise<MemberRow | undefined> {
  const [created] = await db.insert(members).values(member).onConflictDoNothing().returning();
  return created;
}

export async function updateMember(
  db: Queryable,
  id: number,
  change: Partial<MemberInsert>,
): Promise<MemberRow | undefined> {
  const [row] = await db.update(members).set(change).where(eq(members.id, id)).returning();
  return row;
}

export async function memberCount(db: Queryable): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(members);
  return total;
}

/** A page of members by id, with their registry's name. */
export function membersPage(db: Queryable, pageSize: number, pageIndex: number) {
  return db
    .select({
      id: members.id,
      userName: members.userName,
      status: members.status,
      name: registries.name,
      surname: registries.surname,
    })
    .from(members)
    .innerJoin(registries, eq(registries.oid, members.registryOid))
    .orderBy(asc(members.id))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
}

// --- Sessions --------------------------------------------------------------------------------------

export async function insertSession(db: Queryable, session: SessionInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Every session of the registry, an account's and e-Devlet's alike (an account being closed). */
export async function deleteSessionsOfRegistry(db: Queryable, registryOid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.registryOid, registryOid));
}

/** Deletes an account row; its sessions go with it (cascade), complaints keep their registry. */
export async function deleteMember(db: Queryable, memberId: number): Promise<void> {
  await db.delete(members).where(eq(members.id, memberId));
}

/**
 * The person's sign-ins as the audit log recorded them: with the password (by member id) and
 * through e-Devlet (by registry), newest first.
 */
export function signInsOf(db: Queryable, memberId: number | null, registryOid: string, limit = 500) {
  const byPassword = memberId
    ? and(eq(auditLog.action, 'session.login'), eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(memberId)))
    : undefined;
  const byEDevlet = and(
    eq(auditLog.action, 'session.login_edevlet'),
    eq(auditLog.entity, 'registry'),
    eq(auditLog.entityId, registryOid),
  );
  return db
    .select({ at: auditLog.at, ip: auditLog.ip, action: auditLog.action })
    .from(auditLog)
    .where(byPassword ? or(byPassword, byEDevlet) : byEDevlet)
    .orderBy(sql`${auditLog.at} desc`)
    .limit(limit);
}

/** Deletes the member's sessions, all of them or all but the one with `keepTokenHash`. */
export async function deleteSessionsOfMember(db: Queryable, memberId: number, keepTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.memberId, memberId),
    );
}

/** The look-up every signed-in API call makes, prepared once per database. */
const sessionQueries = queriesPerDatabase((db) => ({
  byTokenHash: db
    .select({
      registryOid: sessions.registryOid,
      memberId: sessions.memberId,
      viaEDevlet: sessions.viaEDevlet,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      mustChangePassword: members.mustChangePassword,
      memberStatus: members.status,
      employeeNo: employees.employeeNo,
    })
    .from(sessions)
    .leftJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(employees, eq(employees.registryOid, sessions.registryOid))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash'),
}));

/** The session with what every call needs of its member: their status, a pending password change, employment. */
export async function sessionWithMember(db: Queryable, tokenHash: string) {
  const [row] = await sessionQueries(db).byTokenHash.execute({ tokenHash });
  return row;
}

export async function touchSession(db: Queryable, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes the sessions past their end, and those not seen since `idleSince`. */
export async function deleteEndedSessions(db: Queryable, now: Date, idleSince: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`${now.toISOString()}::timestamptz`),
        lt(sessions.lastSeenAt, sql`${idleSince}::timestamptz`),
      ),
    );
}

// --- e-Devlet logins -------------------------------------------------------------------------------

/** Stores a new login's state; false when the state is already taken. */
export async function insertEDevletState(db: Queryable, state: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(eDevletLogins)
    .values({ state, expiresAt })
    .onConflictDoNothing()
    .returning({ state: eDevletLogins.state });
  return inserted.length === 1;
}

/** Gives the unexpired login of `state` its handle, once; undefined when there is no such login left. */
export async function claimEDevletState(db: Queryable, state: string, handle: string, now: Date) {
  const [login] = await db
    .update(eDevletLogins)
    .set({ handle })
    .where(
      and(
        eq(eDevletLogins.state, state),
        isNull(eDevletLogins.handle),
        gt(eDevletLogins.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning();
  return login;
}

/** The login of this handle while it is fresh. */
export async function eDevletLoginByHandle(db: Queryable, handle: string, now: Date) {
  const [row] = await db
    .select()
    .from(eDevletLogins)
    .where(and(eq(eDevletLogins.handle, handle), gt(eDevletLogins.expiresAt, sql`${now.toISOString()}::timestamptz`)));
  return row;
}

export async function updateEDevletLogin(
  db: Queryable,
  id: number,
  change: { accessToken?: string; kimlikNo?: string },
): Promise<void> {
  await db.update(eDevletLogins).set(change).where(eq(eDevletLogins.id, id));
}

/** Marks the login used; false when it already was. */
export async function markEDevletLoginUsed(db: Queryable, id: number, at: Date): Promise<boolean> {
  const used = await db
    .update(eDevletLogins)
    .set({ usedAt: at })
    .where(and(eq(eDevletLogins.id, id), isNull(eDevletLogins.usedAt)))
    .returning({ id: eDevletLogins.id });
  return used.length > 0;
}

// --- Captchas --------------------------------------------------------------------------------------

/** Records a solved challenge; false when it was used before (the primary key refuses the second). */
export async function insertUsedCaptcha(db: Queryable, signature: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(usedCaptchas)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  return inserted.length === 1;
}

export async function deleteCaptchasExpiredBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, sql`${before.toISOString()}::timestamptz`));
}

// --- Throttles -------------------------------------------------------------------------------------

export async function throttleByKey(db: Queryable, key: string) {
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key));
  return row;
}

/** Counts one hit in one statement; a window that started before `windowStart` starts again. Returns the count. */
export async function countHit(db: Queryable, key: string, windowStart: Date, now: Date): Promise<number> {
  const [row] = await db
    .insert(throttles)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${throttles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${throttles.count} + 1 end`,
        windowStartedAt: sql`case when ${throttles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${throttles.windowStartedAt} end`,
      },
    })
    .returning();
  return row.count;
}

/** Locks the key until `lockedUntil` and starts its count again. */
export async function lockThrottle(db: Queryable, key: string, lockedUntil: Date, now: Date): Promise<void> {
  await db.update(throttles).set({ lockedUntil, count: 0, windowStartedAt: now }).where(eq(throttles.key, key));
}

/**
 * Counts a use in one statement that leaves a locked key alone (uses racing from several processes
 * each get their own number); returns the count and the lock in force.
 */
export async function countUse(db: Queryable, key: string, windowMs: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const locked = sql`coalesce(${throttles.lockedUntil} > ${at}, false)`;
  const windowOver = sql`${throttles.windowStartedAt} < ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${locked} then ${throttles.count} when ${windowOver} then 1 else ${throttles.count} + 1 end`,
        windowStartedAt: sql`case when ${locked} or not ${windowOver} then ${throttles.windowStartedAt} else ${at} end`,
      },
    })
    .returning({ count: throttles.count, lockedUntil: throttles.lockedUntil });
  return row;
}

/** Locks the key unless another process locked it already (its lock stands). */
export async function lockThrottleUnlessLocked(
  db: Queryable,
  key: string,
  lockedUntil: Date,
  now: Date,
): Promise<void> {
  await db
    .update(throttles)
    .set({ lockedUntil, count: 0, windowStartedAt: now })
    .where(and(eq(throttles.key, key), or(isNull(throttles.lockedUntil), lte(throttles.lockedUntil, now))));
}

/** Takes one use of a quota whose window starts at its first use; returns the count and the window's start. */
export async function countQuotaUse(db: Queryable, key: string, windowMs: number, now: Date) {
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${throttles.windowStartedAt} <= ${windowStart} then 1 else ${throttles.count} + 1 end`,
        windowStartedAt: sql`case when ${throttles.windowStartedAt} <= ${windowStart} then ${now.toISOString()}::timestamptz else ${throttles.windowStartedAt} end`,
      },
    })
    .returning({ count: throttles.count, windowStartedAt: throttles.windowStartedAt });
  return row;
}

export async function uncountUse(db: Queryable, key: string): Promise<void> {
  await db
    .update(throttles)
    .set({ count: sql`greatest(${throttles.count} - 1, 0)` })
    .where(eq(throttles.key, key));
}

export async function deleteThrottle(db: Queryable, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

// --- The revenue system's registries -----------------------------------------------------------------

/** A registry as the revenue system pushes it, with the portal's oid it is to be stored under. */
export interface SourceRegistry {
  oid: string;
  registryNo: string;
  kind: 'G' | 'Y' | 'T' | 'K' | 'D' | 'U';
  identityNo: string;
  name: string;
  surname: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  version: number;
}

/** The registries with these revenue-system numbers, locked for the caller's transaction. */
export function lockedRegistriesByNo(tx: Transaction, registryNos: string[]) {
  return tx
    .select({ oid: registries.oid, registryNo: registries.registryNo, sourceVersion: registries.sourceVersion })
    .from(registries)
    .where(inArray(registries.registryNo, registryNos.length ? registryNos : ['']))
    .orderBy(asc(registries.oid))
    .for('update');
}

/** The registries with these numbers (unlocked): their oids. */
export function registriesByNo(db: Queryable, registryNos: string[]) {
  return db
    .select({ oid: registries.oid, registryNo: registries.registryNo })
    .from(registries)
    .where(inArray(registries.registryNo, registryNos.length ? registryNos : ['']));
}

/** Registries of these identity numbers the revenue system has not pushed (portal-only), oldest first, locked. */
export function lockedPortalOnlyRegistries(tx: Transaction, identityNos: string[]) {
  return tx
    .select({ oid: registries.oid, identityNo: registries.identityNo, kind: registries.kind })
    .from(registries)
    .where(and(inArray(registries.identityNo, identityNos.length ? identityNos : ['']), isNull(registries.registryNo)))
    .orderBy(asc(registries.createdAt), asc(registries.oid))
    .for('update');
}

/**
 * Writes the registries under their oids in one statement: a new oid is inserted; a stored one (a
 * claim or an older version) is overwritten unless its stored version is the same or newer. A phone
 * or e-mail left out keeps the stored one. Answers the oids written.
 */
export async function upsertSourceRegistries(tx: Transaction, rows: SourceRegistry[], now: Date): Promise<string[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({
      oid: row.oid,
      registry_no: row.registryNo,
      kind: row.kind,
      identity_no: row.identityNo,
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      email: row.email,
      version: row.version,
    })),
  );
  const { rows: written } = (await tx.execute(sql`
    insert into ${registries} (oid, kind, identity_no, name, surname, phone, email, registry_no, source_version, created_at)
    select r.oid, r.kind, r.identity_no, r.name, r.surname, r.phone, r.email, r.registry_no, r.version, ${now.toISOString()}::timestamptz
    from json_to_recordset(${json}::json) as r(oid text, registry_no text, kind text, identity_no text, name text,
      surname text, phone text, email text, version bigint)
    on conflict (oid) do update set
      registry_no = excluded.registry_no,
      kind = excluded.kind,
      identity_no = excluded.identity_no,
      name = excluded.name,
      surname = excluded.surname,
      phone = coalesce(excluded.phone, ${registries}.phone),
      email = coalesce(excluded.email, ${registries}.email),
      source_version = excluded.source_version
    where ${registries}.source_version is null or ${registries}.source_version < excluded.source_version
    returning oid`)) as unknown as { rows: { oid: string }[] };
  return written.map((row) => row.oid);
}

/**
 * The residence address as the revenue system writes it: the text of a registry's first residence
 * address is replaced (its codes kept), or one is added; one statement for every registry.
 */
export async function setSourceAddresses(tx: Transaction, rows: { oid: string; text: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((row) => ({ oid: row.oid, text: row.text })));
  await tx.execute(sql`
    with input as (select * from json_to_recordset(${json}::json) as r(oid text, text text)),
    first as (
      select distinct on (a.registry_oid) a.id, a.registry_oid from ${registryAddresses} a
      join input on input.oid = a.registry_oid where a.kind = 'ikamet' order by a.registry_oid, a.id
    ),
    updated as (
      update ${registryAddresses} set text = input.text from first, input
      where ${registryAddresses}.id = first.id and first.registry_oid = input.oid and ${registryAddresses}.text <> input.text
    )
    insert into ${registryAddresses} (registry_oid, kind, text)
    select input.oid, 'ikamet', input.text from input where not exists (select 1 from first where first.registry_oid = input.oid)`);
}
