// `npm start`: starts the one server process (SPA, /api, /AppSetting.json and, in demo mode, /sandbox)
// on PGlite under ./data, or on DATABASE_URL. It never builds: the web app is built by `npm run build`,
// which `npm install` and `npm ci` run (the root `prepare` script), so a production install without
// the build tools starts as well as a developer's clone.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// WEB_DIST moves the build elsewhere (the e2e runs each build their own, so parallel runs never share one).
const webDist = process.env.WEB_DIST ? resolve(root, process.env.WEB_DIST) : join(root, 'apps/web/dist');
const builtIndex = join(webDist, 'index.html');

if (!existsSync(builtIndex)) {
  console.error(`Web arayüzü derlenmemiş (${webDist} yok).\nÖnce "npm run build" çalıştırın (npm install bunu kendisi yapar), sonra yeniden "npm start".`);
  process.exit(1);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

// After a `git pull` without `npm install` the build may be older than the code it was made from.
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contract/src', 'packages/finance/src']
  .map((p) => join(root, p))
  .filter(existsSync);
const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
if (statSync(builtIndex).mtimeMs < sourceTime) {
  console.warn('Uyarı: web arayüzü kaynaklarından daha eski bir derlemeyle açılıyor; güncellemek için "npm run build".');
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: webDist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
