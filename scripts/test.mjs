// `npm test`: the one command that says whether the product works. In order: the format (Prettier),
// lint, each workspace's imports declared (scripts/undeclared-imports.mjs), commit messages since the
// formatting commit (scripts/commit-messages.mjs), typecheck, the web's size budget
// (scripts/size-budget.mjs), unit and API tests on PGlite, the API tests again on PostgreSQL when
// DATABASE_URL is set, then the Playwright journeys in Chromium. Stops at the first failure; ends with
// one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.test-data/reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${name}.json`];

const steps = [
  { title: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  { title: 'lint', command: 'npx', args: ['eslint', '.'] },
  { title: 'declared imports', command: 'node', args: ['scripts/undeclared-imports.mjs'] },
  { title: 'commit messages', command: 'node', args: ['scripts/commit-messages.mjs'] },
  { title: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { title: 'size budget', command: 'node', args: ['scripts/size-budget.mjs'] },
  {
    title: 'unit + API (PGlite)',
    command: 'npx',
    args: ['vitest', 'run', ...vitestReport('vitest-pglite')],
    report: 'vitest-pglite',
  },
  ...(DATABASE_URL
    ? [
        {
          title: 'API (PostgreSQL)',
          command: 'npx',
          args: ['vitest', 'run', '--project', 'node', 'apps/api', ...vitestReport('vitest-postgres')],
          env: { TEST_DATABASE_URL: DATABASE_URL },
          report: 'vitest-postgres',
        },
      ]
    : []),
  {
    title: 'e2e (Chromium)',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    cwd: `${root}e2e`,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    report: 'playwright',
  },
];

let passed = 0;
let failed = 0;
function count(report) {
  const file = `${reports}/${report}.json`;
  if (!existsSync(file)) return;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (data.stats) {
    passed += data.stats.expected + data.stats.flaky;
    failed += data.stats.unexpected;
  } else {
    passed += data.numPassedTests;
    failed += data.numFailedTests;
  }
}

for (const step of steps) {
  console.log(`\n━━ ${step.title} ━━`);
  const result = spawnSync(step.command, step.args, {
    cwd: step.cwd ?? root,
    env: { ...envWithoutDatabase, ...step.env },
    stdio: 'inherit',
  });
  if (step.report) count(step.report);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.title} başarısız (çıkış kodu ${result.status ?? result.signal})`);
    console.log(`Tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status || 1);
  }
}
if (!DATABASE_URL) console.log('\n(DATABASE_URL yok: PostgreSQL adımı atlandı.)');
console.log(`\nTests: ${passed} passed, ${failed} failed`);
