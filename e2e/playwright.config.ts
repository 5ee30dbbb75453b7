import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// A port per run, so two runs on one machine never meet; workers inherit it from the runner's environment.
// 20000–23999, and the settings servers' next to it (+1001…, support/settings-server.ts): clear of the
// services a machine may run (MariaDB 3306, NATS 4222, Erlang's epmd 4369, RabbitMQ 5672 and 25672,
// PostgreSQL 5432, Redis 6379) and below Linux's ephemeral ports (32768 and up).
process.env.E2E_PORT ??= String(20000 + (process.pid % 4000));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
/** This run's database and web build; emptied before the server starts, so every run begins fresh. */
const runDir = `${root}.test-data/e2e-${port}`;
const fakeTime = process.env.E2E_FAKETIME ? `DONT_FAKE_MONOTONIC=1 faketime -f '@${process.env.E2E_FAKETIME}' ` : '';

/**
 * Journeys in Debian's Chromium (/usr/bin/chromium) against the real server: `npm start` on a
 * throw-away PGlite directory, so every run begins with a freshly seeded demo municipality, and a
 * web build of this run's sources (`npm start` itself never builds). The API runs from the install's
 * build (apps/api/dist) when it is current, through tsx from its sources otherwise.
 */
export default defineConfig({
  testDir: './tests',
  // Traces and screenshots of failures, per run like the database (parallel runs must not share it).
  outputDir: `${runDir}/results`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A stray `test.only` would silently skip every other journey: the run fails instead.
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // E2E_FAKETIME="2027-01-01 10:00:00" (UTC) starts the server under libfaketime at that moment, to
    // try the journeys on another day (docs/testing.md; the specs and browser follow, support/clock.ts).
    command: `rm -rf "${runDir}" && (cd ../apps/web && npx vite build --outDir "${runDir}/web" --emptyOutDir --logLevel warn && npx vite build --ssr src/entry-server.tsx --outDir "${runDir}/web/.ssr" --emptyOutDir false --logLevel warn) && ${fakeTime}node ../scripts/start.mjs`,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `${runDir}/data`,
      WEB_DIST: `${runDir}/web`,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
