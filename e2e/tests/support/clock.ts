/**
 * The clock of this run's server. Normally the machine's; to try the journeys on another day
 * (docs/testing.md), E2E_FAKETIME ("2027-01-01 10:00:00", UTC) starts the server under libfaketime
 * at that moment (playwright.config.ts), and the specs and the browser follow it from here.
 * Chromium itself cannot run under libfaketime, so its clock is set by Playwright (fixtures.ts).
 */
const fakeStart = process.env.E2E_FAKETIME ? Date.parse(`${process.env.E2E_FAKETIME.replace(' ', 'T')}Z`) : undefined;
if (fakeStart !== undefined && Number.isNaN(fakeStart))
  throw new Error(`E2E_FAKETIME: ${process.env.E2E_FAKETIME} is not "YYYY-MM-DD HH:MM:SS"`);
const loadedAt = Date.now();

export const fakeClock = fakeStart !== undefined;

export function serverNow(): Date {
  return fakeStart === undefined ? new Date() : new Date(fakeStart + Date.now() - loadedAt);
}
