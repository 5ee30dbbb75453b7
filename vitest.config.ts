import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; the web's component tests run in jsdom (apps/web/vite.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/sandbox/src/**/*.test.ts'],
          environment: 'node',
          // A stray `.only` would silently skip the rest of the suite: it fails the run instead, on every
          // machine (.ci/run sets no CI variable). `npx vitest --allowOnly` focuses on purpose.
          allowOnly: false,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
