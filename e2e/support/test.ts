/**
 * Playwright's `test` with a `page` whose `goto` and `reload` return once the page is live: the
 * server sends real HTML at once, and a click on a button before the shell and the remote have
 * taken that HTML over would do nothing (a visitor would click again; a test would fail).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { remotePorts } from './environment';

export async function waitUntilLive(page: Page): Promise<void> {
  // A remote's own standalone page (its team's preview) has no shell to wait for.
  if (remotePorts.has(new URL(page.url()).port)) return;
  // The shell's frame answers…
  await page.locator('html[data-shell="live"]').waitFor({ state: 'attached' });
  // …and the page's remote has mounted (or its slot gave way to the "unavailable" message).
  await page.locator('[data-page-slot][data-page-state="loading"]').waitFor({ state: 'detached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
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
