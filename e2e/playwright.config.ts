import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
import { shellUrl } from './support/environment';
import { runSettings } from './support/runSettings';

export default defineConfig({
  testDir: './tests',
  ...runSettings,
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
