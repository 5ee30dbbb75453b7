// The size budget, a step of `npm test`: builds the web app from this checkout into
// .test-data/size-budget and lets size-limit check each screen's first-load JavaScript (gzip) against
// its budget (.size-limit.mjs, scripts/first-load.mjs). Deterministic: sizes, not timings.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}.test-data/size-budget/web`;
rmSync(outDir, { recursive: true, force: true });

const run = (command, args, options) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status || 1);
};
run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: `${root}apps/web` });
run('npx', ['size-limit'], { cwd: root, env: { ...process.env, WEB_DIST: outDir } });
