/**
 * The navigation measure (`npm run budget`): on a page, hover a link to another template, click it,
 * and time from the click to the next page's h1 painted. Unthrottled, desktop screen, fresh browser
 * context per try. Measured the same way whatever the site does on a click:
 * - a new document (full navigation, perhaps prefetched on hover): its first contentful paint, which
 *   holds the h1 (the page is server-rendered and the h1 is in the first screen), counted from its
 *   activation when it was prerendered;
 * - the same document (client-side routing): the first frame after the h1's text changed.
 * Chromium driven over the DevTools protocol never prerenders (PrerenderingDisabledByDevTools), so a
 * speculation rule's prerender shows here as its prefetch: a visitor's Chrome is faster still.
 */
import type { Browser, Page } from '@playwright/test';
import { median } from './lighthouse';

export interface NavigationResult {
  readonly from: string;
  readonly to: string;
  /** Median of the tries, ms; null when none could be measured. */
  readonly ms: number | null;
  readonly tries: number[];
  /** How the click was served: a new document or the same one. */
  readonly kind: 'new document' | 'same document' | null;
  readonly error?: string;
}

const CLICK_KEY = 'budget:click-at';
const H1_KEY = 'budget:h1-painted-at';

/** Records, in this tab's sessionStorage (it outlives the document), when a click happened and when a new h1 was painted. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(
    ([clickKey, h1Key]) => {
      (window as unknown as { budgetDocument: boolean }).budgetDocument = true;
      addEventListener('click', (event) => sessionStorage.setItem(clickKey, String(performance.timeOrigin + event.timeStamp)), {
        capture: true,
      });
      const before = document.querySelector('main h1')?.textContent;
      const observer = new MutationObserver(() => {
        if (document.querySelector('main h1')?.textContent === before) return;
        observer.disconnect();
        // After the next frame's paint: a task queued from requestAnimationFrame runs after it.
        requestAnimationFrame(() => setTimeout(() => sessionStorage.setItem(h1Key, String(performance.timeOrigin + performance.now()))));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [CLICK_KEY, H1_KEY] as const,
  );
}

async function once(browser: Browser, base: string, from: string, to: string): Promise<{ ms: number; kind: NavigationResult['kind'] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(base + from, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await instrument(page);
    // A link that opens the page here (not one that opens a new tab, like a form's privacy link).
    const link = page
      .locator(`header a[href="${to}"]:visible, main a[href="${to}"]:not([target]):visible, footer a[href="${to}"]:not([target])`)
      .first();
    const headingBefore = await page.locator('main h1').first().textContent();
    await link.hover();
    await page.waitForTimeout(400); // a visitor's hover: long enough for a moderate speculation rule (200 ms) to start
    await link.click();
    await page.waitForURL((url) => url.pathname === to);
    await page.waitForFunction((before) => {
      const heading = document.querySelector('main h1');
      return heading !== null && heading.textContent !== before;
    }, headingBefore);
    await page.waitForTimeout(300);
    const timing = await page.evaluate(
      ([clickKey, h1Key]) => {
        const clickAt = Number(sessionStorage.getItem(clickKey));
        if ((window as unknown as { budgetDocument?: boolean }).budgetDocument) {
          return { kind: 'same document' as const, ms: Number(sessionStorage.getItem(h1Key)) - clickAt };
        }
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number };
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        if (!paint) throw new Error('the new page reported no first contentful paint');
        const paintedAt = performance.timeOrigin + Math.max(paint.startTime, navigation.activationStart ?? 0);
        return { kind: 'new document' as const, ms: paintedAt - clickAt };
      },
      [CLICK_KEY, H1_KEY] as const,
    );
    if (!Number.isFinite(timing.ms) || timing.ms <= 0) throw new Error(`no paint after the click was recorded (${timing.ms})`);
    return timing;
  } finally {
    await context.close();
  }
}

export async function measureNavigation(
  browser: Browser,
  base: string,
  pairs: ReadonlyArray<{ from: string; to: string }>,
  tries = 3,
): Promise<NavigationResult[]> {
  const results: NavigationResult[] = [];
  for (const { from, to } of pairs) {
    const measured: number[] = [];
    let kind: NavigationResult['kind'] = null;
    let error: string | undefined;
    for (let attempt = 0; attempt < tries; attempt += 1) {
      try {
        const timing = await once(browser, base, from, to);
        measured.push(Math.round(timing.ms));
        kind = timing.kind;
      } catch (failure) {
        error = failure instanceof Error ? failure.message.split('\n')[0] : String(failure);
      }
    }
    results.push({ from, to, ms: median(measured), tries: measured, kind, ...(error ? { error } : {}) });
  }
  return results;
}
