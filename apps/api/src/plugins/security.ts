import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Extra origins the browser may post a form to: the banks' 3D Secure pages and e-Devlet. */
export interface SecurityOptions {
  formActionOrigins: string[];
}

/**
 * Security headers with a strict CSP that still lets the SPA, MUI's emotion styles and the ALTCHA
 * proof-of-work worker (a blob: worker) run. Rate limiting is registered but off by default;
 * sensitive operations switch it on for themselves (Domain.rateLimits).
 */
async function security(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // emotion injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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
  await app.register(rateLimit, { global: false });
}

/** Not encapsulated: it applies to every route of the app. */
export const securityPlugin = fp(security, { name: 'security' });
