import { sessionMessages } from '@ebelediye/contract';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/fastify';
import { verify } from 'altcha-lib/frameworks/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import { errors } from '../../errors';
import { deleteCaptchasExpiredBefore, insertUsedCaptcha } from './store';

/**
 * ALTCHA, self-hosted (no third party sees the citizen): the browser solves a small proof of work
 * that the server signed; the server accepts each solution once, before it expires.
 * The signing secret derives from the deployment's machineKey.
 */
const lifetimeMs = 10 * 60_000;

async function secrets(app: FastifyInstance) {
  const machineKey = (await app.settings.get()).secret('machineKey');
  return {
    challenge: await deriveHmacKeySecret(`altcha:${machineKey}`),
    key: await deriveHmacKeySecret(`altcha-key:${machineKey}`),
  };
}

export async function createCaptchaChallenge(app: FastifyInstance, maxCounter: number) {
  const secret = await secrets(app);
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1_000,
    counter: randomInt(Math.ceil(maxCounter / 4), maxCounter),
    deriveKey,
    // altcha-lib checks expiry against the real clock, so the real clock sets it too.
    expiresAt: new Date(Date.now() + lifetimeMs),
    hmacSignatureSecret: secret.challenge,
    hmacKeySignatureSecret: secret.key,
  });
}

/** Throws the SPEC §5 warning unless `payload` is a valid, unexpired, never-used solution. */
export async function verifyCaptcha(app: FastifyInstance, db: Queryable, payload: string): Promise<void> {
  const secret = await secrets(app);
  // Real time, like the challenge's own expiry (a test's moved clock must not keep a solution alive).
  const now = new Date();
  const result = await verify(payload, deriveKey, secret.challenge, secret.key, {
    get: () => undefined,
    set: () => undefined,
    // Atomic single use: the primary key refuses the second insert of the same challenge.
    setIfAbsent: (challengeId: string) => insertUsedCaptcha(db, challengeId, new Date(now.getTime() + lifetimeMs)),
  });
  if (result.error) throw errors.badInput(sessionMessages.captchaRequired, 'altcha');
}

export async function pruneUsedCaptchas(db: Queryable): Promise<void> {
  await deleteCaptchasExpiredBefore(db, new Date());
}
