/** What the flows wait for and read in a page, in the same terms in every engine. */
import { expect } from '@playwright/test';
import type { Visitor } from './visitor';

/**
 * Until the islands loader runs and every island that wakes at load is live (or gave way to its
 * "unavailable" message): what e2e/support/test.ts waits for in Chromium.
 */
export async function waitUntilLive(visitor: Visitor): Promise<void> {
  await expect
    .poll(() =>
      visitor.evaluate(
        () =>
          document.documentElement.dataset.shell === 'live' &&
          !document.querySelector('site-island[data-hydrate="load"]:is([data-island-state="waiting"], [data-island-state="hydrating"])'),
      ),
    )
    .toBe(true);
}

/** Opens a path of the site and waits until it is live. */
export async function openLive(visitor: Visitor, path: string): Promise<void> {
  await visitor.open(path);
  await waitUntilLive(visitor);
}

/** The text of the first element matching `selector` (spaces collapsed), or null when there is none. */
export function textOf(visitor: Visitor, selector: string): Promise<string | null> {
  return visitor.evaluate((css: string) => {
    const element = document.querySelector(css);
    return element ? element.textContent.replace(/\s+/g, ' ').trim() : null;
  }, selector);
}

export const mainHeading = (visitor: Visitor) => textOf(visitor, 'main h1');

/** The path of the page the visitor is on, as the page itself knows it. */
export function pathOf(visitor: Visitor): Promise<string> {
  return visitor.evaluate(() => location.pathname);
}

/** Scrolls the element into the middle of the viewport, at once (no smooth scroll to wait for). */
export async function scrollToElement(visitor: Visitor, selector: string): Promise<void> {
  await visitor.evaluate((css: string) => document.querySelector(css)?.scrollIntoView({ block: 'center', behavior: 'instant' }), selector);
}

/** An attribute of the first element matching `selector`. */
export function attributeOf(visitor: Visitor, selector: string, name: string): Promise<string | null> {
  return visitor.evaluate((css: string, attribute: string) => document.querySelector(css)?.getAttribute(attribute) ?? null, selector, name);
}
