import { defineConfig } from '@playwright/test';
// Temporary: runs the specs against an already running server (not committed).
export default defineConfig({
  testDir: './tests',
  outputDir: '/tmp/pay-dev/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: process.env.DEV_URL ?? 'http://127.0.0.1:3950',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] },
  },
});
