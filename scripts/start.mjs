// `npm start`: starts the server (SPA, /api, /AppSetting.json and, in demo mode, /sandbox) on PGlite
// under ./data, or on DATABASE_URL; with WEB_CONCURRENCY > 1 (PostgreSQL only) one process per core
// (apps/api/src/cluster.ts). It never builds: the web app and the API's JavaScript are built by
// `npm run build`, which `npm install` and `npm ci` run (the root `prepare` script), so a production
// install without the build tools starts as well as a developer's clone.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// WEB_DIST moves the build elsewhere (the e2e runs each build their own, so parallel runs never share one).
const webDist = process.env.WEB_DIST ? resolve(root, process.env.WEB_DIST) : join(root, 'apps/web/dist');
const builtIndex = join(webDist, 'index.html');

if (!existsSync(builtIndex)) {
  console.error(
    `Web arayüzü derlenmemiş (${webDist} yok).\nÖnce "npm run build" çalıştırın (npm install bunu kendisi yapar), sonra yeniden "npm start".`,
  );
  process.exit(1);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || /\.test\.tsx?$/.test(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The newest change under these files and folders (tests left out: they are not in a build). */
function sourceTime(paths) {
  const present = paths.map((p) => join(root, p)).filter(existsSync);
  return Math.max(...present.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
}

// After a `git pull` without `npm install` the build may be older than the code it was made from.
const shared = ['packages/contract/src', 'packages/finance/src'];
if (statSync(builtIndex).mtimeMs < sourceTime(['apps/web/src', 'apps/web/public', 'apps/web/index.html', ...shared])) {
  console.warn(
    'Uyarı: web arayüzü kaynaklarından daha eski bir derlemeyle açılıyor; güncellemek için "npm run build".',
  );
}

// The API runs as JavaScript compiled by the build (scripts/build-api.mjs). When there is none, or it
// is older than its sources, the TypeScript runs through tsx instead: slower to start, but the code
// that is there.
const builtApi = join(root, 'apps/api/dist/main.js');
const apiBuilt =
  existsSync(builtApi) && statSync(builtApi).mtimeMs >= sourceTime(['apps/api/src', 'apps/sandbox/src', ...shared]);
if (!apiBuilt) {
  console.warn(
    `Uyarı: API'nin derlemesi ${existsSync(builtApi) ? 'kaynaklarından eski' : 'yok'}; TypeScript tsx ile çalıştırılıyor (açılış daha yavaş). Derlemek için "npm run build".`,
  );
}
const args = apiBuilt ? ['--enable-source-maps', builtApi] : ['--import', 'tsx', join(root, 'apps/api/src/main.ts')];

// Started by systemd's socket unit (deploy/ebelediye.socket), this process has inherited the listening
// socket as descriptor 3 (sd_listen_fds: LISTEN_FDS, LISTEN_PID). The API process gets it as its own
// descriptor 3 and is told so by LISTEN_FD; systemd's two variables name this process, not that one.
const { LISTEN_FDS, LISTEN_PID, ...env } = process.env;
const activated = Number(LISTEN_FDS) >= 1 && LISTEN_PID === String(process.pid);

const server = spawn(process.execPath, args, {
  cwd: root,
  stdio: activated ? ['inherit', 'inherit', 'inherit', 3] : 'inherit',
  env: { ...env, WEB_DIST: webDist, ...(activated ? { LISTEN_FD: '3' } : {}) },
});
// SIGHUP is systemd's reload: the API's primary replaces its workers one at a time (apps/api/src/cluster.ts).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
