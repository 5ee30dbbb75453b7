import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { fakeClock, serverNow } from './clock';

/**
 * A second portal for the journeys that need other settings than the demo's (another bank, another
 * store model). Settings are per deployment — the `settings` table with `SETTING_<Name>` environment
 * overrides (README, docs/payments.md) — so a describe block that needs, say, Vakıfbank starts its own
 * server with those overrides on a throw-away PGlite directory, next to the run's main server, and
 * stops it afterwards. The product has no test-only switch for this, on purpose.
 *
 *   const server = settingsServer('vakif', 1, { ActiveBankMerchantCode: '0015', … });
 *   test.use({ baseURL: server.baseURL });
 *   test.beforeAll(server.start);
 *   test.afterAll(server.stop);
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface SettingsServer {
  baseURL: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * `slot` (1, 2, …) picks the port next to the run's own (E2E_PORT + 1000 + slot), so parallel runs
 * on one machine never meet; the web build is the one the main server made for this run. `env` sets
 * environment configuration (not settings) that may name the server's own address, e.g. MAP_TILE_URL.
 */
export function settingsServer(
  name: string,
  slot: number,
  settings: Record<string, string>,
  env: (baseURL: string) => Record<string, string> = () => ({}),
): SettingsServer {
  const mainPort = Number(process.env.E2E_PORT);
  if (!mainPort) throw new Error('E2E_PORT is not set: run through playwright.config.ts');
  const port = mainPort + 1000 + slot;
  const baseURL = `http://127.0.0.1:${port}`;
  const runDir = `${root}.test-data/e2e-${mainPort}`;
  const dataDir = `${runDir}/${name}-data`;
  let child: ChildProcess | undefined;
  let output = '';

  async function start() {
    // A fresh portal migrates and seeds before it answers: a minute at load 20 on two cores. The hook
    // waits for it (up to the health check's own 150 s below), not for the test's 60 s.
    test.setTimeout(180_000);
    if (!existsSync(`${runDir}/web/index.html`)) throw new Error(`the run's web build is missing (${runDir}/web)`);
    await rm(dataDir, { recursive: true, force: true });
    // The API itself, not scripts/start.mjs: the run's build is reused as it is, never rebuilt.
    const command = [process.execPath, '--import', 'tsx', `${root}apps/api/src/main.ts`];
    // On a run that moves the server's clock (E2E_FAKETIME), this one starts at the same moment.
    if (fakeClock) command.unshift('faketime', '-f', `@${serverNow().toISOString().slice(0, 19).replace('T', ' ')}`);
    child = spawn(command[0], command.slice(1), {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO_MODE: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: `${runDir}/web`,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        DONT_FAKE_MONOTONIC: '1',
        ...env(baseURL),
        ...Object.fromEntries(Object.entries(settings).map(([key, value]) => [`SETTING_${key}`, value])),
      },
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<never>((_resolve, reject) => {
      child?.once('exit', (code) => reject(new Error(`the ${name} server stopped (exit ${code}):\n${output}`)));
    });
    exited.catch(() => {});
    // Ready when /healthz answers; a server that dies on the way fails at once with its output.
    await Promise.race([exited, waitForHealth(baseURL)]);
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await gone;
    await rm(dataDir, { recursive: true, force: true });
  }

  return { baseURL, start, stop };
}

async function waitForHealth(baseURL: string) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseURL}/healthz did not answer within 150 s`);
}
