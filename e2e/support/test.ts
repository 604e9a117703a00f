/**
 * Playwright's `test` with a `page` whose `goto` and `reload` return once the page's islands loader
 * runs and its load-time islands are live, and whose `goBack`/`goForward` work with the
 * back/forward cache (which the suite's Chromium has on, as a visitor's has).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { remotePorts } from './environment';

export async function waitUntilLive(page: Page): Promise<void> {
  // A remote's own standalone page (its team's preview) has no shell to wait for.
  const url = new URL(page.url());
  if (remotePorts.has(url.port)) return;
  // Nor has the page refusing a bad preview link: plain HTML, no loader.
  if (url.pathname.startsWith('/__preview')) return;
  // The islands loader runs (it holds what a visitor does to an island until the island is live)…
  await page.locator('html[data-shell="live"]').waitFor({ state: 'attached' });
  // …and every island that wakes at load is live (or gave way to the "unavailable" message).
  await page
    .locator('site-island[data-hydrate="load"]:is([data-island-state="waiting"], [data-island-state="hydrating"])')
    .first()
    .waitFor({ state: 'detached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    const goForward = page.goForward.bind(page);
    // A page restored from the back/forward cache fires no load event: history moves are done once committed.
    page.goBack = (options) => goBack({ waitUntil: 'commit', ...options });
    page.goForward = (options) => goForward({ waitUntil: 'commit', ...options });
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitUntilLive(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitUntilLive(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
