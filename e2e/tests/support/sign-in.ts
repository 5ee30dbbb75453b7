import { expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Signing in from a test without the sign-in form: the page's own request context (which shares its
 * cookies) solves an ALTCHA challenge the way the widget does, calls ValidateUserForEMunicipality, and
 * the returned member is written where the web app keeps it (sessionStorage 'MemberInfo', SPEC §3,
 * apps/web/src/features/session/member-storage.ts).
 */

/** The demo members of the seed (README): Ayşe owes estate tax, water and a fine. */
export const demoMembers = {
  ayse: { userName: '10000000146', password: 'Demo2026' },
  mehmet: { userName: '17291716060', password: 'Demo2026' },
} as const;

const MEMBER_INFO_KEY = 'MemberInfo';
/** The httpOnly session cookie the server sets on sign-in. */
const SESSION_COOKIE = 'ebelediye_oturum';

type SolveChallenge = (options: { challenge: unknown; deriveKey: unknown }) => Promise<unknown>;

// altcha-lib is a dependency of the API, not of the e2e package: load it from there.
const requireFromApi = createRequire(new URL('../../../apps/api/package.json', import.meta.url));

async function loadAltchaLib(): Promise<{ solveChallenge: SolveChallenge; deriveKey: unknown }> {
  const lib = await import(pathToFileURL(requireFromApi.resolve('altcha-lib')).href);
  const pbkdf2 = await import(pathToFileURL(requireFromApi.resolve('altcha-lib/algorithms/pbkdf2')).href);
  return {
    solveChallenge: lib.solveChallenge ?? lib.default.solveChallenge,
    deriveKey: pbkdf2.deriveKey ?? pbkdf2.default.deriveKey,
  };
}

/** A fresh ALTCHA payload, solved in Node: base64(JSON.stringify({ challenge, solution })). */
export async function solveCaptcha(from: Page | APIRequestContext): Promise<string> {
  const { solveChallenge, deriveKey } = await loadAltchaLib();
  const request = 'request' in from ? from.request : from;
  const response = await request.get('/api/captcha/challenge');
  expect(response.ok(), 'captcha challenge').toBeTruthy();
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('ALTCHA challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Sessions already opened in this worker: the sign-in call is rate-limited (20 a minute per address). */
const sessions = new Map<string, { cookies: Cookie[]; member: unknown }>();

async function openSession(page: Page, member: { userName: string; password: string }) {
  const response = await page.request.post('/api/ValidateUserForEMunicipality', {
    data: { userName: member.userName, password: member.password, altcha: await solveCaptcha(page) },
  });
  expect(response.ok(), `sign-in of ${member.userName}: ${await response.text()}`).toBeTruthy();
  const { member: memberInfo } = await response.json();
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name === SESSION_COOKIE);
  expect(cookies, 'session cookie').toHaveLength(1);
  return { cookies, member: memberInfo as unknown };
}

/**
 * Signs `page`'s browser context in as a demo member: the session cookie is set in the context and
 * the member is stored for the app before any page script runs, so guarded pages open straight away.
 * A worker signs each member in once and reuses the session in later tests.
 */
export async function signIn(
  page: Page,
  member: { userName: string; password: string } = demoMembers.ayse,
): Promise<unknown> {
  let session = sessions.get(member.userName);
  if (session) {
    await page.context().addCookies(session.cookies);
    // Another test may have signed this session out; then open a new one.
    const stillValid = (await page.request.post('/api/GetUserOfEMunicipality', { data: {} })).ok();
    if (!stillValid) session = undefined;
  }
  if (!session) {
    session = await openSession(page, member);
    sessions.set(member.userName, session);
  }
  await page.context().addInitScript(
    ({ key, value }) => {
      try {
        if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no sessionStorage.
      }
    },
    { key: MEMBER_INFO_KEY, value: JSON.stringify(session.member) },
  );
  return session.member;
}
