/**
 * Focus appearance and focus not obscured (WCAG 2.4.11, 2.4.12, 2.4.13): Tab through the whole home
 * page, on a desktop screen and on a phone; every control that takes focus ends up wholly in the
 * viewport, clear of the sticky top bar, with a ring of at least 2px round it.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { footerWithNewsletter, mainHeading } from '../support/pageHelpers';

/** What the focused element looks like once the page has stopped moving. */
interface Focused {
  readonly name: string;
  readonly inBanner: boolean;
  readonly rect: { top: number; bottom: number; left: number; right: number };
  readonly viewport: { width: number; height: number };
  readonly bannerBottom: number;
  /** Nothing else is painted over the element's centre (it lies on top of the bar, e.g. the skip link). */
  readonly onTop: boolean;
  /** Its ring: the thickest solid outline or box-shadow spread on it or on its ::after (a card's stretched link). */
  readonly ringWidth: number;
}

/**
 * Resolves once the page holds still: the scroll position and the focused element's box the same
 * over 5 frames in a row (a scroll still running, or an island waking and changing the page under
 * it, keeps it waiting), at most 5 s.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 5000;
        let last = '';
        let still = 0;
        const frame = () => {
          const rect = document.activeElement?.getBoundingClientRect();
          const now = `${window.scrollX},${window.scrollY},${rect?.top},${rect?.left},${rect?.height}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 5 || performance.now() > deadline) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

async function focused(page: Page): Promise<Focused | null> {
  return page.getByRole('banner').evaluate((banner) => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const bannerRect = banner.getBoundingClientRect();
    const { top, bottom, left, right } = element.getBoundingClientRect();
    const pixels = (value = '') => Number.parseFloat(value) || 0;
    const ring = (style: CSSStyleDeclaration) => {
      const outline = style.outlineStyle === 'solid' ? pixels(style.outlineWidth) : 0;
      // "rgb(…) 0px 0px 0px 2px": the fourth length is the spread; a ring has no offset and no blur.
      const shadows = [...style.boxShadow.matchAll(/(-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px/g)]
        .filter(([, x, y, blur]) => pixels(x) === 0 && pixels(y) === 0 && pixels(blur) === 0)
        .map(([, , , , spread]) => pixels(spread));
      return Math.max(outline, ...shadows);
    };
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    const label = element.getAttribute('aria-label') ?? element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
    const attributes = ['type', 'name'].map((attribute) =>
      element.hasAttribute(attribute) ? `[${attribute}=${element.getAttribute(attribute)}]` : '',
    );
    return {
      name: `${element.tagName.toLowerCase()}${attributes.join('')} "${label}"`,
      inBanner: banner.contains(element),
      rect: { top, bottom, left, right },
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
      bannerBottom: bannerRect.bottom,
      onTop: hit !== null && (hit === element || element.contains(hit)),
      ringWidth: Math.max(ring(getComputedStyle(element)), ring(getComputedStyle(element, '::after'))),
    };
  });
}

/** Why this focused element fails, or nothing. */
function problems(f: Focused): string[] {
  const found: string[] = [];
  const { rect, viewport } = f;
  if (rect.top < -0.5 || rect.left < -0.5 || rect.bottom > viewport.height + 0.5 || rect.right > viewport.width + 0.5) {
    found.push(
      `not wholly in the ${viewport.width}×${viewport.height} viewport (top ${rect.top}, bottom ${rect.bottom}, left ${rect.left}, right ${rect.right})`,
    );
  }
  if (!f.inBanner && rect.top < f.bannerBottom - 0.5 && !f.onTop) {
    found.push(`under the sticky top bar (its top ${rect.top}, the bar's bottom ${f.bannerBottom})`);
  }
  if (f.ringWidth < 2) found.push(`focus ring ${f.ringWidth}px, under 2px`);
  return found;
}

/**
 * Presses `key` until focus leaves the page, checking each control it lands on; returns the names
 * of the controls in order and what was wrong with them.
 */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<{ visited: string[]; failures: string[] }> {
  const visited: string[] = [];
  const failures: string[] = [];
  for (let press = 0; press < 300; press += 1) {
    await page.keyboard.press(key);
    await settled(page);
    const now = await focused(page);
    // Past the last (or first) control, focus leaves the document for the browser's own controls.
    if (now === null) break;
    visited.push(now.name);
    for (const problem of problems(now)) failures.push(`${key} ${visited.length}. ${now.name}: ${problem}`);
  }
  return { visited, failures };
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height}, Tab and Shift+Tab show every control of the home page whole, clear of the top bar, with a 2px+ ring`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    // The newsletter box is there (its island still asleep: focus wakes it, and the page must hold still).
    await footerWithNewsletter(page);

    const forward = await tabThrough(page, 'Tab');
    // Backwards, each control comes into view from above, where the sticky top bar is.
    const backward = await tabThrough(page, 'Shift+Tab');

    expect([...forward.failures, ...backward.failures]).toEqual([]);
    // It went all the way: through the page to the footer's newsletter box and the legal links, and back.
    expect(forward.visited.length).toBeGreaterThan(40);
    expect(forward.visited).toContain('input[type=email][name=email] ""');
    // (Backwards it may meet more: the blog posts load as their section nears the viewport.)
    expect(backward.visited.length).toBeGreaterThanOrEqual(forward.visited.length);
    expect(backward.visited.at(-1)).toBe(forward.visited[0]);
  });
}
