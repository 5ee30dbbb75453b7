import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, errors } from '../errors';
import { databaseRateLimitStore } from './rate-limit-store';

export interface SecurityOptions {
  /** Extra origins the browser may post a form to: the banks' 3D Secure pages and e-Devlet. */
  formActionOrigins: string[];
  /** PUBLIC_URL: the one origin state-changing calls may come from; unset, the request's own host. */
  publicUrl?: string;
  /** The map tile server's origin (MAP_TILE_URL), the one outside server pages may load images from. */
  tileOrigin?: string;
}

export const crossOriginMessage =
  'Bu istek portalın kendi sayfalarından gelmediği için reddedildi. Lütfen işlemi e-Belediye sayfasından yapınız.';

/** What a caller over a route's limit reads: what happened, and when to try again. */
export function rateLimitedMessage(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds < 60 ? `${seconds} saniye` : `${Math.ceil(seconds / 60)} dakika`;
  return `Bu işlem için kısa sürede çok sayıda istek geldi. Lütfen ${wait} sonra tekrar deneyiniz.`;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function parsed(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined; // "null" (a sandboxed frame, a file) or garbage: not us
  }
}

/** Origin against the Host header; a port left out on either side is the default of the page's scheme. */
function sameHost(origin: string, host: string): boolean {
  const page = parsed(origin);
  const server = parsed(`http://${host}`);
  if (!page || !server || page.hostname !== server.hostname) return false;
  const defaultPort = page.protocol === 'https:' ? '443' : '80';
  return (page.port || defaultPort) === (server.port || defaultPort);
}

/**
 * Whether a state-changing call comes from the portal's own pages (CSRF). Browsers send Origin on
 * every POST; Sec-Fetch-Site is the fallback. A request with neither is not from a browser (curl, a
 * server) and cannot carry a citizen's cookie against their will, so it passes. Without PUBLIC_URL
 * only the host is compared: behind a TLS proxy the server may see http while the page is https.
 */
export function comesFromOwnPages(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (publicOrigin) return origin.toLowerCase() === publicOrigin;
    return sameHost(origin, request.host);
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return true;
}

/**
 * The headers helmet sets, computed once: with fixed options they are the same on every response,
 * and @fastify/helmet would build helmet anew on every request, parsing the whole CSP each time.
 */
function fixedHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers with a strict CSP that still lets the SPA, MUI's emotion styles and the ALTCHA
 * proof-of-work worker (a blob: worker) run. Rate limiting is registered but off by default;
 * sensitive operations switch it on for themselves (Domain.rateLimits). State-changing calls under
 * /api/ are accepted only from the portal's own pages, but for routes marked `crossSite` (the banks'
 * returns, verified by their signature or by asking the bank).
 */
async function security(app: FastifyInstance, options: SecurityOptions) {
  const securityHeaders = fixedHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // emotion injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.tileOrigin ? [options.tileOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...options.formActionOrigins],
        upgradeInsecureRequests: null,
      },
    },
    // The bank's 3D page posts back to us cross-site; a strict referrer policy keeps order ids out of logs elsewhere.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  // request.ip is the citizen's address when TRUST_PROXY names the proxy in front, the proxy's otherwise.
  // The counts live in the database, so a limit holds across processes (decision 050); a bare app
  // without a database (a unit test of a plugin) counts in memory.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    // Real time, like the captcha's expiry: a test that fixes the app's clock still sees windows end.
    ...(app.hasDecorator('db') ? { store: databaseRateLimitStore({ db: app.db, now: () => new Date() }) } : {}),
    errorResponseBuilder: (_request, context) => new AppError('too_many_requests', rateLimitedMessage(context.ttl)),
  });

  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin.toLowerCase() : undefined;
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.crossSite) return;
    if (!comesFromOwnPages(request, publicOrigin)) {
      request.log.warn(
        { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] },
        'başka bir kaynaktan gelen istek reddedildi',
      );
      throw errors.forbidden(crossOriginMessage);
    }
  });
}

/** Not encapsulated: it applies to every route of the app. */
export const securityPlugin = fp(security, { name: 'security' });
