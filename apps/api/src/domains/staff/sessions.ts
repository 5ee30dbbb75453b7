import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client';
import type { StaffMember } from '../../domain';
import { hashToken, isHttps } from '../session/sessions';
import {
  deleteEndedStaffSessions,
  deleteStaffSession,
  insertStaffSession,
  sessionWithAccount,
  touchStaffSession,
} from './store';

/** Not the citizens' cookie: a desk session and a citizen's session never stand in for each other. */
export const staffSessionCookie = 'ebelediye_personel';
/** Signed out after 30 minutes without a request, and after a working day (10 hours) in any case. */
export const staffIdleTimeoutMs = 30 * 60_000;
export const staffAbsoluteLifetimeMs = 10 * 60 * 60_000;

export function staffTokenHash(request: FastifyRequest): string | undefined {
  const token = request.cookies[staffSessionCookie];
  return token ? hashToken(token) : undefined;
}

/** The SMS code's hash, salted with the session token the database never sees: a copy of the table cannot test codes. */
export function staffCodeHash(token: string, code: string): string {
  return createHash('sha256').update(`${token}:${code}`).digest('hex');
}

export function staffToken(request: FastifyRequest): string | undefined {
  return request.cookies[staffSessionCookie];
}

/**
 * Opens a staff session and sets its cookie (SameSite=Strict: the desk is never reached from another
 * site). After the password step it is pending, holding the SMS code's hash; when the code is right a
 * new, verified one replaces it, so the token that waited for the code never becomes a working session.
 */
export async function openStaffSession(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { staffId: number; code?: string; verifiedAt?: Date; expiresAt: Date },
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertStaffSession(db, {
    tokenHash: hashToken(token),
    staffId: session.staffId,
    codeHash: session.code ? staffCodeHash(token, session.code) : null,
    verifiedAt: session.verifiedAt ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: session.expiresAt,
    ip: request.ip,
  });
  reply.setCookie(staffSessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(request),
  });
}

export async function closeStaffSession(db: Queryable, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const tokenHash = staffTokenHash(request);
  if (tokenHash) await deleteStaffSession(db, tokenHash);
  reply.clearCookie(staffSessionCookie, { path: '/' });
}

/**
 * Resolves the staff cookie to `request.staff` on every API call: only a verified, fresh session of
 * an active account counts. Expired ones are deleted on sight; last_seen_at is written at most once a minute.
 */
async function staffSessionHook(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const tokenHash = staffTokenHash(request);
    if (!tokenHash) return;
    const now = app.now();
    const row = await sessionWithAccount(app.db, tokenHash);
    if (!row || !row.verifiedAt) return;
    const idle = now.getTime() - row.lastSeenAt.getTime() > staffIdleTimeoutMs;
    if (idle || row.expiresAt <= now || row.status !== 'active') {
      await deleteStaffSession(app.db, tokenHash);
      return;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
      await touchStaffSession(app.db, tokenHash, now);
    }
    request.staff = {
      id: row.staffId,
      userName: row.userName,
      fullName: row.fullName,
      role: row.role,
      unitId: row.unitId,
      unitName: row.unitName,
      mustChangePassword: row.mustChangePassword,
    } satisfies StaffMember;
  });
}

export const staffSessionPlugin = fp(staffSessionHook, { name: 'staff-sessions' });

export async function pruneExpiredStaffSessions(db: Queryable, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - staffIdleTimeoutMs).toISOString();
  await deleteEndedStaffSessions(db, now, idleSince);
}
