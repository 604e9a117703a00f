/**
 * How both e2e configurations run (playwright.config.ts, engines.config.ts): one worker, since the
 * suite stops, restarts and redeploys shared servers and the engines take turns; no retry, so a
 * flaky test shows.
 */
export const runSettings = {
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
} as const;
