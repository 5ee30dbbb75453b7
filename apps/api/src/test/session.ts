import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';

/** Does what the ALTCHA widget does in the browser: fetch a challenge, solve it, encode the payload. */
export async function solveCaptcha(t: Pick<TestApp, 'app'>, remoteAddress?: string): Promise<string> {
  // The challenge route has its own limit per address (30 a minute); a test that needs many passes addresses.
  const challenge = (
    await t.app.inject({ method: 'GET', url: '/api/captcha/challenge', ...(remoteAddress ? { remoteAddress } : {}) })
  ).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The session cookie a response set, as a header for the next request. */
export function sessionCookieOf(response: LightMyRequestResponse): Record<string, string> {
  const cookie = response.cookies.find((c) => c.name === 'ebelediye_oturum');
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return { cookie: `ebelediye_oturum=${cookie.value}` };
}

export async function signIn(t: TestApp, userName: string, password: string): Promise<Record<string, string>> {
  const response = await t.call('ValidateUserForEMunicipality', { userName, password, altcha: await solveCaptcha(t) });
  return sessionCookieOf(response);
}

/** The last SMS the sandbox provider received for a phone, after the outbox job ran. */
export async function lastSmsTo(t: TestApp, phone: string): Promise<string> {
  await t.app.jobs.runOnce();
  const messages = (await t.app.inject({ method: 'GET', url: `/sandbox/sms/messages.json?phone=${phone}` })).json()
    .messages;
  if (!messages.length) throw new Error(`no SMS to ${phone}`);
  return messages[0].text;
}
