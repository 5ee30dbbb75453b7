import { test as base } from '@playwright/test';
import { fakeClock, serverNow } from './clock';

export * from '@playwright/test';

/**
 * Playwright's `test`, with the browser's clock on the server's when a run moves the server's
 * (E2E_FAKETIME, support/clock.ts): the web app takes this year's defaults from the browser.
 * Otherwise nothing changes.
 */
export const test = base.extend<{ serverClock: void }>({
  serverClock: [
    async ({ context }, use) => {
      if (fakeClock) await context.clock.setSystemTime(serverNow());
      await use();
    },
    { auto: true },
  ],
});
