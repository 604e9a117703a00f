/**
 * The first paint of a page never shows the top bar half-parsed. A fresh-clone CI run once failed
 * islands.spec.ts with a layout shift of 0.005 after moving to /blogs: with a busy CPU, Chromium
 * painted the new document while its parser was part-way through the top bar, and the bar's buttons
 * then moved left as the rest of them arrived. The composed head now holds rendering until `#main`
 * is parsed (`<link rel="expect" blocking="render">`); this repeats that navigation on a slowed CPU.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { mainHeading } from '../support/pageHelpers';

/** Every layout shift since the document started, with the elements that moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Array<{ value: number; moved: string[] }>>((resolve) => {
        const shifts: Array<{ value: number; moved: string[] }> = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
          >) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              moved: (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '?')),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 300);
      }),
  );

test('the composed head holds the first paint until the top bar is parsed', async ({ request }) => {
  const html = await (await request.get('/blogs', { headers: { Accept: 'text/html' } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link rel="expect" href="#main" blocking="render">');
  expect(html.indexOf('<main id="main"')).toBeGreaterThan(html.indexOf('</header>'));
});

test('moving to /blogs on a slowed CPU paints no half-parsed top bar (no layout shift, 8 times)', async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await page.goto('/pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(mainHeading(page)).toHaveText('BLOG');
    expect(await layoutShifts(page)).toEqual([]);
  }
});
