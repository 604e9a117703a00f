/**
 * The first screen (the top bar and the page's first section) paints from the head's rules alone:
 * the composed head holds only the CSS rules the first screen uses, and the page's stylesheets come
 * after it (shell/server/firstScreen.ts). A rule the head lacks would move or restyle part of the
 * first screen when the stylesheets arrive, under the visitor's eyes (a layout shift). So, for each
 * template at a phone's and a laptop's width, every element of the first screen is measured as the
 * HTML paints it (no script) with the page's stylesheets, then with them switched off: the same
 * boxes, colours and type. And the elements put in at the first screen's end (an empty template,
 * the stylesheets' links) change no element of the page: moved to the head, the page looks the same.
 */
import { test as plainTest, type Page } from '@playwright/test';
import { expect } from '../support/test';

const templates = ['/', '/pricing', '/blogs', '/requestDemo', '/product', '/roster-manager', '/faq', '/privacy-policy', '/contact-us'];
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 900 } },
] as const;

/** Each element before the first screen's end: where it is and how it looks. */
const firstScreenLooks = (page: Page) =>
  page.evaluate(() => {
    const end = document.getElementById('first-screen-end');
    if (!end) throw new Error('no first-screen end in the page');
    const looks: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // What holds the first screen's end (the root, <main>) is as tall as the rest of the page too.
      const sides = element.contains(end) ? [box.x, box.y, box.width] : [box.x, box.y, box.width, box.height];
      const looksLike = sides.map((value) => value.toFixed(1)).join(',');
      const paint = [style.display, style.visibility, style.color, style.backgroundColor, style.font, style.borderTop, style.boxShadow];
      looks.push(`${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${looksLike} ${paint.join(' | ')}`);
    }
    return looks;
  });

/** Each element of the page (those that draw nothing left out): where it is and how it looks. */
const pageLooks = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => !['LINK', 'STYLE', 'TEMPLATE', 'SCRIPT'].includes(element.tagName))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${[box.x, box.y, box.width, box.height].map((value) => value.toFixed(1)).join(',')} ${style.display} ${style.color} ${style.backgroundColor} ${style.font}`;
      }),
  );

/** Switches off every stylesheet but the head's; says how many rules that took away (none would test nothing). */
const withoutPageStylesheets = (page: Page) =>
  page.evaluate(() => {
    let rules = 0;
    for (const sheet of document.querySelectorAll<HTMLStyleElement | HTMLLinkElement>('body style, body link[rel="stylesheet"]')) {
      rules += sheet.sheet?.cssRules.length ?? 0;
      sheet.disabled = true;
    }
    return rules;
  });

for (const screen of screens) {
  plainTest.describe(`The first screen paints from the head's rules alone (${screen.name})`, () => {
    plainTest.use({ javaScriptEnabled: false, viewport: screen.viewport });

    for (const path of templates) {
      plainTest(path, async ({ page }) => {
        await page.goto(path);
        const head = await page.evaluate(() => document.head.querySelectorAll('style').length);
        expect(head, 'the head holds one style element: the first screen’s rules').toBe(1);
        const withAll = await firstScreenLooks(page);
        expect(withAll.length).toBeGreaterThan(20);
        expect(await withoutPageStylesheets(page)).toBeGreaterThan(100);
        expect(await firstScreenLooks(page)).toEqual(withAll);
      });
    }
  });
}

plainTest.describe('What the first screen’s end puts in the page changes none of it', () => {
  plainTest.use({ javaScriptEnabled: false, viewport: screens[1].viewport });

  for (const path of templates) {
    plainTest(path, async ({ page }) => {
      await page.goto(path);
      const served = await pageLooks(page);
      // The same stylesheets in the same order, in the head, and no marker: the page as it was before the split.
      await page.evaluate(() => {
        document.head.append(...document.body.querySelectorAll('link[rel="stylesheet"], style[data-href]'));
        document.getElementById('first-screen-end')?.remove();
      });
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      );
      expect(await pageLooks(page)).toEqual(served);
    });
  }
});

plainTest(
  'a page with a hero image asks for it with its first bytes (Link: rel=preload), and a page without one asks for none',
  async ({ request }) => {
    const home = await request.get('/');
    expect(home.headers()['link']).toMatch(
      /^<http:\/\/[^>]+\/assets\/hero\.[0-9a-f]{10}\.svg>; rel=preload; as=image; fetchpriority=high$/,
    );
    const src = /<img src="([^"]+\/assets\/hero\.[0-9a-f]{10}\.svg)"[^>]*fetchPriority="high"/.exec(await home.text())?.[1];
    expect(home.headers()['link']).toBe(`<${src}>; rel=preload; as=image; fetchpriority=high`);
    expect((await request.get('/requestDemo')).headers()['link']).toBeUndefined();
  },
);
