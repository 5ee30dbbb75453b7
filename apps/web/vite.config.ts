import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
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
    ...(isSsrBuild ? { copyPublicDir: false, rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } } } : {}),
  },
  // The prerender (`vite build --ssr src/entry-server.tsx`, decision 032) is one file with every library
  // in it: the API loads it from dist/.ssr without resolving the web's packages itself. Only for that
  // build: Vitest runs through Vite's SSR graph too, and inlining every package there loads a second
  // copy of some (notistack's closeSnackbar then belongs to another instance than its provider).
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  // `npm run dev`: Vite serves the SPA with hot reload and sends the server's paths to the API process.
  server: {
    port: 5173,
    // The browser's Host goes through unchanged: the API accepts POSTs only from a page on the host they name.
    proxy: Object.fromEntries(['/api', '/AppSetting.json', '/sandbox', '/healthz'].map((path) => [path, { target: apiTarget, changeOrigin: false }])),
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
