import { defineConfig, devices } from '@playwright/test';
import { shellUrl } from './support/environment';

export default defineConfig({
  testDir: './tests',
  // The suite stops, restarts and redeploys shared servers: one worker keeps that deterministic.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  globalSetup: './support/globalSetup.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: shellUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
