// `npm run build` (after the web app): compiles the API to one JavaScript file, apps/api/dist/main.js,
// so `npm start` runs JavaScript instead of loading TypeScript through tsx on every start. The
// workspace packages (@ebelediye/contract, finance, sandbox) are TypeScript source and go into the
// bundle; every other package stays in node_modules, loaded as it is (PGlite's wasm, pdfkit's and the
// fonts' data files, the swagger UI's assets are found relative to their own packages).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const externalPackages = {
  name: 'external-packages',
  setup(onBuild) {
    // A bare name that is not one of ours: leave it to Node at run time.
    onBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ebelediye/') ? undefined : { path: args.path, external: true },
    );
  },
};

const dist = `${root}apps/api/dist`;
await build({
  // Both at the top of dist/, one level below apps/api like src/paths.ts (paths are found from there).
  entryPoints: { main: `${root}apps/api/src/main.ts`, 'make-template': `${root}apps/api/src/db/make-template.ts` },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Error stacks and the log keep the names of functions and classes (ConfigError, DemoDataError).
  keepNames: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});

// The PGlite databases a new data directory starts as a copy of (client.ts, pgliteTemplates): migrated,
// and migrated and seeded with the demo municipality. A fresh `npm start` then skips PostgreSQL's
// initdb and the demo seed, most of its time.
const template = spawnSync(process.execPath, [`${dist}/make-template.js`], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
