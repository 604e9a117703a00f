import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
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
    // Playwright turns the back/forward cache off by default; visitors have it, and Back relies on it.
    launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
  },
});
