import type { StaffActionFilter } from '@ebelediye/contract';
import { and, asc, count, desc, eq, gte, inArray, like, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { queriesPerDatabase } from '../../db/cache';
import type { Queryable } from '../../db/client';
import { staffAccounts, staffActions, staffSessions, staffSignInGuards, staffUnits } from '../../db/schema';
import type { StaffMember } from '../../domain';

/**
 * The data-access module of staff: accounts and units, desk sessions, the audit trail and the
 * sign-in guards. The command, the seed and the desk go through it.
 */

export type StaffActionInsert = typeof staffActions.$inferInsert;
export type StaffSessionInsert = typeof staffSessions.$inferInsert;
export type StaffAccountInsert = typeof staffAccounts.$inferInsert;
export type GuardKind = 'account' | 'address';

// --- Accounts and units ----------------------------------------------------------------------------

export async function unitByName(db: Queryable, name: string): Promise<{ id: number; name: string } | undefined> {
  const [existing] = await db
    .select({ id: staffUnits.id, name: staffUnits.name })
    .from(staffUnits)
    .where(eq(staffUnits.name, name));
  return existing;
}

/** Adds a unit; undefined when another process added one by that name first. */
export async function insertUnit(db: Queryable, name: string): Promise<{ id: number; name: string } | undefined> {
  const [created] = await db
    .insert(staffUnits)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: staffUnits.id, name: staffUnits.name });
  return created;
}

export async function unitById(db: Queryable, id: number) {
  const [unit] = await db.select().from(staffUnits).where(eq(staffUnits.id, id));
  return unit;
}

export function unitsInNameOrder(db: Queryable) {
  return db.select({ id: staffUnits.id, name: staffUnits.name }).from(staffUnits).orderBy(asc(staffUnits.name));
}

export function fullNamesOf(db: Queryable, staffIds: number[]) {
  return db
    .select({ id: staffAccounts.id, fullName: staffAccounts.fullName })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, staffIds));
}

export async function staffByUserName(db: Queryable, userName: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.userName, userName));
  return row;
}

export async function insertStaffAccount(db: Queryable, account: StaffAccountInsert): Promise<{ id: number }> {
  const [row] = await db.insert(staffAccounts).values(account).returning({ id: staffAccounts.id });
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
      mustChangePassword: staffAccounts.mustChangePassword,
    })
    .from(staffAccounts)
    .leftJoin(staffUnits, eq(staffUnits.id, staffAccounts.unitId))
    .where(eq(staffAccounts.id, staffId));
  return row;
}

export async function markSignedIn(db: Queryable, staffId: number, at: Date): Promise<void> {
  await db.update(staffAccounts).set({ lastSignInAt: at }).where(eq(staffAccounts.id, staffId));
}

/** Which of these user names have an account. */
export async function existingUserNames(db: Queryable, userNames: string[]): Promise<string[]> {
  if (userNames.length === 0) return [];
  const rows = await db
    .select({ userName: staffAccounts.userName })
    .from(staffAccounts)
    .where(inArray(staffAccounts.userName, userNames));
  return rows.map((row) => row.userName);
}

/** Every account with its unit, for the administrators' staff list: never the password hash. */
export function staffAccountsWithUnits(db: Queryable, staffId?: number) {
  return db
    .select({
      id: staffAccounts.id,
      userName: staffAccounts.userName,
      fullName: staffAccounts.fullName,
      phone: staffAccounts.phone,
      role: staffAccounts.role,
      status: staffAccounts.status,
      unitId: staffAccounts.unitId,
      unitName: staffUnits.name,
      createdAt: staffAccounts.createdAt,
      lastSignInAt: staffAccounts.lastSignInAt,
    })
    .from(staffAccounts)
    .leftJoin(staffUnits, eq(staffUnits.id, staffAccounts.unitId))
    .where(staffId === undefined ? undefined : eq(staffAccounts.id, staffId))
    .orderBy(asc(staffAccounts.fullName), asc(staffAccounts.id));
}
export type StaffAccountListRow = Awaited<ReturnType<typeof staffAccountsWithUnits>>[number];

/**
 * The ids of the active administrators, locked until the transaction ends: two administrators
 * disabling each other at once cannot both pass the "one stays" check.
 */
export async function lockActiveAdministrators(db: Queryable): Promise<number[]> {
  const rows = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'administrator'), eq(staffAccounts.status, 'active')))
    .orderBy(asc(staffAccounts.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The account row itself, locked for a change. */
export async function lockStaffAccount(db: Queryable, staffId: number) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
  return row;
}

export async function updateStaffAccount(
  db: Queryable,
  staffId: number,
  set: Partial<Pick<StaffAccountInsert, 'status' | 'role' | 'unitId' | 'phone'>>,
): Promise<void> {
  await db.update(staffAccounts).set(set).where(eq(staffAccounts.id, staffId));
}

/** Whether any active administrator exists (staff:create makes only the first). */
export async function hasActiveAdministrator(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'administrator'), eq(staffAccounts.status, 'active')))
    .limit(1);
  return row !== undefined;
}

// --- Desk sessions ---------------------------------------------------------------------------------

const staffSessionQueries = queriesPerDatabase((db) => ({
  byTokenHash: db
    .select({
      staffId: staffSessions.staffId,
      verifiedAt: staffSessions.verifiedAt,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      userName: staffAccounts.userName,
      fullName: staffAccounts.fullName,
      role: staffAccounts.role,
      status: staffAccounts.status,
      unitId: staffAccounts.unitId,
      unitName: staffUnits.name,
      mustChangePassword: staffAccounts.mustChangePassword,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .leftJoin(staffUnits, eq(staffUnits.id, staffAccounts.unitId))
    .where(eq(staffSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('staff_session_by_token_hash'),
}));

/** The session with its account and unit, as every API call reads it (a prepared statement). */
export async function sessionWithAccount(db: Queryable, tokenHash: string) {
  const [row] = await staffSessionQueries(db).byTokenHash.execute({ tokenHash });
  return row;
}

export async function sessionByTokenHash(db: Queryable, tokenHash: string) {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
  return row;
}

export async function insertStaffSession(db: Queryable, session: StaffSessionInsert): Promise<void> {
  await db.insert(staffSessions).values(session);
}

/**
 * A new password for the account: a temporary one (sent by SMS, to be changed at the first sign-in,
 * valid until `expiresAt`) or the person's own (`expiresAt` null).
 */
export async function setStaffPassword(
  db: Queryable,
  staffId: number,
  password: { hash: string; temporaryUntil: Date | null },
): Promise<void> {
  await db
    .update(staffAccounts)
    .set({
      passwordHash: password.hash,
      mustChangePassword: password.temporaryUntil !== null,
      temporaryPasswordExpiresAt: password.temporaryUntil,
    })
    .where(eq(staffAccounts.id, staffId));
}

/** Every desk session of one person but the one in use (after they changed their password). */
export async function deleteOtherSessionsOfStaff(db: Queryable, staffId: number, keepTokenHash: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), ne(staffSessions.tokenHash, keepTokenHash)));
}

/** Ends every desk session of one person (pending ones too): a disabled account stops at once. */
export async function deleteSessionsOfStaff(db: Queryable, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

export async function deleteStaffSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function touchStaffSession(db: Queryable, tokenHash: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function setCodeAttempts(db: Queryable, tokenHash: string, attempts: number): Promise<void> {
  await db.update(staffSessions).set({ codeAttempts: attempts }).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Deletes the sessions past their end, and those not seen since `idleSince`. */
export async function deleteEndedStaffSessions(db: Queryable, now: Date, idleSince: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, sql`${now.toISOString()}::timestamptz`),
        lt(staffSessions.lastSeenAt, sql`${idleSince}::timestamptz`),
      ),
    );
}

// --- The audit trail -------------------------------------------------------------------------------

export async function insertStaffAction(db: Queryable, action: StaffActionInsert): Promise<void> {
  await db.insert(staffActions).values(action);
}

/** The first instant of a day in Turkey (UTC+3 all year since 2016). */
function istanbulDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** `LIKE` with the filter's own % and _ taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The trail's filters as the store takes them: a citizen's identity number is resolved to their
 * registries' oids first (the trail holds no TCKN), so `subjectRegistryOids` replaces it; an empty
 * list matches nothing.
 */
export type StaffActionQuery = Omit<StaffActionFilter, 'citizen'> & { subjectRegistryOids?: string[] };

function conditionsOf(filter: StaffActionQuery): SQL[] {
  const conditions: SQL[] = [];
  if (filter.subjectRegistryOids)
    conditions.push(
      filter.subjectRegistryOids.length
        ? inArray(staffActions.subjectRegistryOid, filter.subjectRegistryOids)
        : sql`false`,
    );
  if (filter.staffUserName)
    conditions.push(eq(staffAccounts.userName, filter.staffUserName.toLocaleLowerCase('tr-TR')));
  if (filter.action) conditions.push(like(staffActions.action, `${escapeLike(filter.action)}%`));
  if (filter.entity) conditions.push(eq(staffActions.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(staffActions.entityId, filter.entityId));
  // Days are the municipality's (Istanbul): "to" includes the whole of its day.
  if (filter.from)
    conditions.push(gte(staffActions.at, sql`${istanbulDayStart(filter.from).toISOString()}::timestamptz`));
  if (filter.to)
    conditions.push(lt(staffActions.at, sql`${istanbulDayStart(nextDay(filter.to)).toISOString()}::timestamptz`));
  return conditions;
}

export async function staffActionCount(db: Queryable, filter: StaffActionQuery): Promise<number> {
  const conditions = conditionsOf(filter);
  const [{ total }] = await db
    .select({ total: count() })
    .from(staffActions)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffActions.staffId))
    .where(conditions.length ? and(...conditions) : undefined);
  return total;
}

/** The actions that pass the filter, the latest first, with the name of the staff member who acted. */
export function staffActionsMatching(db: Queryable, filter: StaffActionQuery, limit: number, offset: number) {
  const conditions = conditionsOf(filter);
  return db
    .select({ row: staffActions, userName: staffAccounts.userName, fullName: staffAccounts.fullName })
    .from(staffActions)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffActions.staffId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(staffActions.at), desc(staffActions.id))
    .limit(limit)
    .offset(offset);
}

// --- Sign-in guards --------------------------------------------------------------------------------

/** The guard rows of an account name and of an address (at most one of each). */
export function guardRowsOf(db: Queryable, userName: string, address: string) {
  return db
    .select()
    .from(staffSignInGuards)
    .where(
      sql`(${staffSignInGuards.kind} = 'account' and ${staffSignInGuards.subject} = ${userName}) or (${staffSignInGuards.kind} = 'address' and ${staffSignInGuards.subject} = ${address})`,
    );
}

export async function countRefusedTry(db: Queryable, kind: GuardKind, subject: string, now: Date): Promise<void> {
  await db
    .update(staffSignInGuards)
    .set({ refused: sql`${staffSignInGuards.refused} + 1`, lastRefusedAt: now })
    .where(and(eq(staffSignInGuards.kind, kind), eq(staffSignInGuards.subject, subject)));
}

/**
 * Counts a failure in one statement (processes racing count each): a count whose last failure is
 * older than `windowMs` starts again. Returns the failures counted.
 */
export async function countFailure(
  db: Queryable,
  kind: GuardKind,
  subject: string,
  now: Date,
  windowMs: number,
): Promise<number> {
  const stale = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(staffSignInGuards)
    .values({ kind, subject, failures: 1, firstFailureAt: now, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [staffSignInGuards.kind, staffSignInGuards.subject],
      set: {
        failures: sql`case when ${staffSignInGuards.lastFailureAt} <= ${stale} then 1 else ${staffSignInGuards.failures} + 1 end`,
        firstFailureAt: sql`case when ${staffSignInGuards.lastFailureAt} <= ${stale} then ${at} else ${staffSignInGuards.firstFailureAt} end`,
        refused: sql`case when ${staffSignInGuards.lastFailureAt} <= ${stale} then 0 else ${staffSignInGuards.refused} end`,
        lastRefusedAt: sql`case when ${staffSignInGuards.lastFailureAt} <= ${stale} then null else ${staffSignInGuards.lastRefusedAt} end`,
        lastFailureAt: at,
      },
    })
    .returning({ failures: staffSignInGuards.failures });
  return row.failures;
}

export async function setGuardWait(db: Queryable, kind: GuardKind, subject: string, until: Date | null) {
  await db
    .update(staffSignInGuards)
    .set({ waitUntil: until })
    .where(and(eq(staffSignInGuards.kind, kind), eq(staffSignInGuards.subject, subject)));
}

export async function deleteGuard(db: Queryable, kind: GuardKind, subject: string): Promise<void> {
  await db
    .delete(staffSignInGuards)
    .where(and(eq(staffSignInGuards.kind, kind), eq(staffSignInGuards.subject, subject)));
}

export async function deleteGuardsFailedBefore(db: Queryable, before: Date): Promise<void> {
  await db
    .delete(staffSignInGuards)
    .where(lt(staffSignInGuards.lastFailureAt, sql`${before.toISOString()}::timestamptz`));
}

/** Guards with at least `minFailures` failures, the last after `since`; the latest 200. */
export function guardsFailingSince(db: Queryable, minFailures: number, since: Date) {
  return db
    .select()
    .from(staffSignInGuards)
    .where(
      and(
        gte(staffSignInGuards.failures, minFailures),
        sql`${staffSignInGuards.lastFailureAt} > ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(staffSignInGuards.lastFailureAt))
    .limit(200);
}
