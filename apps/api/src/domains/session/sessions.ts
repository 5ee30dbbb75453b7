import { sessionMessages } from '@ebelediye/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { errors } from '../../errors';
import { SessionCache, sessionNoticeChannel } from './session-cache';
import {
  deleteEndedSessions,
  deleteSession,
  deleteSessionsOfMember,
  insertSession,
  sessionWithMember,
  touchSession,
} from './store';

export const sessionCookie = 'ebelediye_oturum';
/** Signed out after 30 minutes without a request, and after 12 hours in any case. */
export const idleTimeoutMs = 30 * 60_000;
export const absoluteLifetimeMs = 12 * 60 * 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  registryOid: string;
  memberId: number | null;
  viaEDevlet: boolean;
}

/**
 * Whether the citizen reached us over HTTPS, so cookies are Secure: the socket is TLS, or the proxy
 * TRUST_PROXY names says so (X-Forwarded-Proto), or PUBLIC_URL is https (then citizens use nothing else).
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.PUBLIC_URL?.startsWith('https:') === true;
}

/** Opens a session and sets the httpOnly cookie; the token itself is never stored. */
export async function openSession(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  session: NewSession,
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + absoluteLifetimeMs);
  await insertSession(db, {
    tokenHash: hashToken(token),
    ...session,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: request.ip,
  });
  reply.setCookie(sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    // SPEC's remember-me is always checked: the cookie outlives the browser window, the server still ends it.
    expires: expiresAt,
  });
}

export function currentTokenHash(request: FastifyRequest): string | undefined {
  const token = request.cookies[sessionCookie];
  return token ? hashToken(token) : undefined;
}

export async function closeSession(db: Queryable, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const tokenHash = currentTokenHash(request);
  if (tokenHash) {
    await deleteSession(db, tokenHash);
    request.server.sessionCache.forget(tokenHash);
  }
  reply.clearCookie(sessionCookie, { path: '/' });
}

/** After a password change or closing the account: every other session of the member ends. */
export async function closeOtherSessions(db: Queryable, memberId: number, keepTokenHash?: string): Promise<void> {
  await deleteSessionsOfMember(db, memberId, keepTokenHash);
}

/** While a temporary password is in use, only these calls are allowed: set a new one, or leave. */
const allowedWhilePasswordMustChange = new Set([
  '/api/ChangePassword',
  '/api/GetUserOfEMunicipality',
  '/api/Logout',
  '/api/RetrieveMenus',
]);

/**
 * Resolves the cookie to `request.member` on every API call. Expired sessions are deleted on sight;
 * last_seen_at is written at most once a minute so reads stay reads. A session looked up a moment
 * ago comes from the process's cache (session-cache.ts); its expiry and idleness are judged all the same.
 */
async function sessionHook(app: FastifyInstance, options: { database: DatabaseHandle }) {
  const cache = new SessionCache({ maxAgeMs: app.config.SESSION_CACHE_MS, maxEntries: 50_000 });
  app.decorate('sessionCache', cache);
  // Never listening, the cache never goes live and keeps nothing (SESSION_CACHE_MS=0).
  if (app.config.SESSION_CACHE_MS > 0) {
    const stopListening = options.database.listen(sessionNoticeChannel, {
      onNotice: (notice) => cache.hear(notice),
      onLive: (live) => cache.setLive(live),
    });
    app.addHook('onClose', async () => stopListening());
  }

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const tokenHash = currentTokenHash(request);
    if (!tokenHash) return;
    const now = app.now();
    let row = cache.get(tokenHash);
    if (!row) {
      const ticket = cache.ticket();
      row = await sessionWithMember(app.db, tokenHash);
      if (!row) return;
      cache.set(tokenHash, row, ticket);
    }
    const idle = now.getTime() - row.lastSeenAt.getTime() > idleTimeoutMs;
    if (idle || row.expiresAt <= now || row.memberStatus === 'passive') {
      cache.forget(tokenHash);
      await deleteSession(app.db, tokenHash);
      return;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
      // The row's trigger drops the cached copy in every process; the next call reads it afresh.
      await touchSession(app.db, tokenHash, now);
      cache.forget(tokenHash);
    }
    request.member = {
      memberId: row.memberId,
      registryOid: row.registryOid,
      isEmployee: row.employeeNo !== null,
      viaEDevlet: row.viaEDevlet,
      mustChangePassword: row.mustChangePassword ?? false,
    };
    if (request.member.mustChangePassword && !allowedWhilePasswordMustChange.has(request.url.split('?')[0])) {
      throw errors.forbidden(sessionMessages.mustChangePassword);
    }
  });
}

export const sessionPlugin = fp(sessionHook, { name: 'sessions' });

export async function pruneExpiredSessions(db: Queryable, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - idleTimeoutMs).toISOString();
  await deleteEndedSessions(db, now, idleSince);
}
