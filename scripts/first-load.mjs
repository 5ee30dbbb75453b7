// Which files a screen needs before it shows anything: the entry of index.html and every chunk it
// imports statically, then the screen's own chunk (the route's lazy import) and its static imports.
// Read from Vite's manifest (apps/web/dist/.vite/manifest.json). Used by the size budget
// (.size-limit.mjs) and by `node scripts/first-load.mjs [dist]`, which prints the table of
// docs/performance.md.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The screens a citizen opens first and the module of each (apps/web/src/app/paths.ts), with their budgets in kB
 * (1000 bytes) of gzip. The budgets hold today's sizes with a few kB to spare, so that nothing grows
 * unnoticed; the goal is 150 kB each (decision 049), and each cut lowers them (docs/performance.md).
 */
export const budgets = [
  { route: '/anasayfa', screen: 'src/app/routes/home/home-screen.tsx', limitKb: 220 },
  { route: '/session/signin', screen: 'src/features/session/screens/sign-in.tsx', limitKb: 269 },
  { route: '/DebtQuestioning', screen: 'src/features/debts/screens/debt-questioning-screen.tsx', limitKb: 245.5 },
];

export function webDist() {
  return process.env.WEB_DIST ? resolve(root, process.env.WEB_DIST) : join(root, 'apps/web/dist');
}

/** The JavaScript and CSS files (paths under `dist`) that the route's first render waits for. */
export function firstLoadFiles(dist, screen) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build (its route's lazy import moved?)`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(screen);
  return [...files].map((file) => join(dist, file));
}

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1000;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ? resolve(process.argv[2]) : webDist();
  console.log('| route | first-load files | raw kB | gzip kB | budget kB |\n|---|---|---|---|---|');
  for (const { route, screen, limitKb } of budgets) {
    const files = firstLoadFiles(dist, screen);
    const raw = files.reduce((sum, file) => sum + readFileSync(file).length / 1000, 0);
    const gzip = files.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`| ${route} | ${files.length} | ${raw.toFixed(1)} | ${gzip.toFixed(1)} | ${limitKb} |`);
  }
}
