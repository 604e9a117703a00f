import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { footerWithNewsletter, mainHeading, openPanel } from '../support/pageHelpers';
import { undersizedTargets } from '../support/targetSize';

/*
 * WCAG 2.5.5 Target Size (AAA): every link and control outside running text is at least 44 × 44
 * CSS px. The rule for what counts, and for what is running text, is in support/targetSize.ts.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/** One page of each template: home, a feature page, the blog and a post, pricing, a request form. */
const templates = ['/', '/roster-management', '/blogs', '/blogPost', '/pricing', '/requestDemo'];

/**
 * The links' own border boxes smaller than 44 × 44, whatever a stretched ::after or the running-text
 * rule would allow: the features slider's card titles (one line of text) and the pricing page's
 * support phone and e-mail (a label and a link is not running text).
 */
async function ownBoxesUnder44(links: import('@playwright/test').Locator): Promise<string[]> {
  return links.evaluateAll((elements) =>
    elements
      .map((element) => ({ text: element.textContent.trim(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 - 0.01 || box.height < 44 - 0.01)
      .map(({ text, box }) => `"${text}" is ${String(Math.round(box.width))} × ${String(Math.round(box.height))}`),
  );
}

/** Loads `path` with everything that arrives late (the footer's newsletter box), then rests at the bottom. */
async function loadWhole(page: Page, path: string) {
  await page.goto(path);
  await expect(mainHeading(page)).toBeVisible();
  await footerWithNewsletter(page);
  // At the bottom the scroll-to-top button shows (on pages long enough to have it).
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
}

for (const [name, viewport] of Object.entries({ phone, desktop })) {
  test.describe(`at ${viewport.width}×${viewport.height} (${name})`, () => {
    test.use({ viewport });

    for (const path of templates) {
      test(`every link and control on ${path} is at least 44 × 44 outside running text`, async ({ page }) => {
        await loadWhole(page, path);
        if (path === '/') await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
        expect(await undersizedTargets(page)).toEqual([]);
        if (path === '/') {
          const cardLinks = page.getByTestId('features-slider').getByRole('link');
          await expect(cardLinks).toHaveCount(15);
          expect(await ownBoxesUnder44(cardLinks)).toEqual([]);
        }
        if (path === '/pricing') {
          const help = page.getByRole('region', { name: 'Still have questions?' }).locator('li a');
          await expect(help).toHaveCount(2);
          expect(await ownBoxesUnder44(help)).toEqual([]);
          // Open, the comparison table is part of the page too.
          const toggle = page.getByRole('button', { name: /the full comparison/ });
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          expect(await undersizedTargets(page)).toEqual([]);
        }
      });
    }

    test('the free-trial dialog’s controls are at least 44 × 44', async ({ page }) => {
      await page.goto('/');
      if (viewport === phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign Up' }).click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
      }
      const dialog = page.getByRole('dialog', { name: 'Start your 7-day free trial' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
      expect(await undersizedTargets(page, dialog)).toEqual([]);
    });
  });
}

/** The other page kinds, at both widths. */
const otherPages = [
  '/product',
  '/ndis-industry',
  '/our-story',
  '/careers',
  '/contact-us',
  '/privacy-policy',
  '/accessibility',
  '/faq',
  '/case-studies/riverbend-sil',
  '/addBlog',
  '/search?q=roster',
  '/search?q=xylophone',
  '/article?item=no-such-item',
  '/no-such-page',
];

test('every link and control on the other page kinds is at least 44 × 44 outside running text', async ({ page }) => {
  const failures: string[] = [];
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    for (const path of otherPages) {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      failures.push(...(await undersizedTargets(page)).map((failure) => `${viewport.width} ${path}: ${failure}`));
    }
  }
  expect(failures).toEqual([]);
});

test.describe('open menus', () => {
  test('the mobile drawer’s links and buttons are at least 44 × 44, with a group open', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await undersizedTargets(page, drawer)).toEqual([]);
    await drawer.getByRole('button', { name: 'Solutions' }).click();
    await expect(drawer.getByRole('link', { name: 'Administrator' })).toBeVisible();
    expect(await undersizedTargets(page, drawer)).toEqual([]);

    await drawer.getByRole('combobox').fill('roster');
    await expect(drawer.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    expect(await undersizedTargets(page, drawer)).toEqual([]);
  });

  test('a desktop top-bar panel’s links are at least 44 × 44', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    for (const label of ['Solutions', 'Product']) {
      const panel = await openPanel(page, label);
      await expect(panel).toBeVisible();
      expect(await undersizedTargets(page, page.getByRole('banner'))).toEqual([]);
    }
  });

  test('the top bar’s search suggestions are at least 44 × 44', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('combobox').fill('roster');
    await expect(banner.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await expect(banner.getByRole('option').first()).toBeVisible();
    expect(await undersizedTargets(page, banner)).toEqual([]);
  });
});
