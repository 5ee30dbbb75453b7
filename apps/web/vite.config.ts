import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress.ts';
import { routePreloads } from './route-preloads.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), routePreloads()],
  // No source maps: citizens' browsers get the bundles only (the sources are in the repository).
  // The manifest (dist/.vite, never served) tells the size budget which chunks each screen loads first.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 900,
    // The staff desk (/yonetim) is imported from the citizens' entry; the list of its chunks to preload
    // would ride in every citizen's first load. Its chunk imports them itself when a desk page opens.
    modulePreload: { resolveDependencies: (filename, deps) => (filename.includes('desk-app') ? [] : deps) },
    // The prerender's files are ES modules wherever the build is copied, whatever package.json is above them.
    ...(isSsrBuild
      ? {
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
        }
      : {
          // What every first visit runs (the entry's static imports, `$initial`) comes in two files, the
          // libraries and the app's own code, instead of some fifty small chunks: on a phone over
          // HTTP/1.1 each request waits its turn for one of six connections, a round trip each.
          // Screens and libraries that only some screens use stay in chunks of their own.
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'libraries', test: /node_modules/, tags: ['$initial'], priority: 2 },
                  { name: 'app', tags: ['$initial'], priority: 1 },
                ],
              },
            },
          },
        }),
  },
  // The prerender (`vite build --ssr src/entry-server.tsx`, decision 032) is one file with every library
  // in it: the API loads it from dist/.ssr without resolving the web's packages itself. Only for that
  // build: Vitest runs through Vite's SSR graph too, and inlining every package there loads a second
  // copy of some (notistack's closeSnackbar then belongs to another instance than its provider).
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  // The prerender is React's and MUI's production build, as the browser's bundle is, whatever NODE_ENV the
  // API runs with (the demo's `npm start` runs without it): in development MUI names every class after
  // its component (`css-1t1iis4-MuiPaper-root`), the browser's build does not (`css-1ep7s0f`), and then
  // emotion's browser cache adopted none of the server's styles and inserted and laid out all of them
  // again while hydrating, beside class names the DOM kept from the server (decision 042).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // `npm run dev`: Vite serves the SPA with hot reload and sends the server's paths to the API process.
  server: {
    port: 5173,
    // The browser's Host goes through unchanged: the API accepts POSTs only from a page on the host they name.
    proxy: Object.fromEntries(
      ['/api', '/AppSetting.json', '/sandbox', '/healthz'].map((path) => [
        path,
        { target: apiTarget, changeOrigin: false },
      ]),
    ),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // jsdom renders of whole screens take seconds on a busy 2-core machine; a slow run is not a failure.
    testTimeout: 20_000,
    // A stray `.only` fails the run (vitest.config.ts says why).
    allowOnly: false,
  },
}));
