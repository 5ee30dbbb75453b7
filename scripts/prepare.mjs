// The root `prepare` script, run by `npm install` and `npm ci`: builds the web app and the API's
// JavaScript (`npm run build`), so that `npm start` finds them on a fresh clone. An install without dev dependencies (`--omit=dev`, or NODE_ENV=production
// in the installing shell) has no Vite; it then says so instead of failing the whole install, and the
// build is made where the build tools are (docs/configuration.md, "Production").
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  createRequire(`${root}apps/web/package.json`).resolve('vite/package.json');
} catch {
  console.warn(
    'Vite kurulu değil (geliştirme paketleri atlanmış): web arayüzü ve API derlenmedi. Derlemeyi geliştirme paketleri kurulu bir yerde "npm run build" ile yapın.',
  );
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
process.exit(build.status ?? 1);
