import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { mainHeading, openLive } from './pageState';
import { screenshotDir } from './screenshotGallery';

/** The first screen of three pages in this engine at this size, for a reviewer to compare (screenshotGallery.ts). */
const pages = [
  { page: '/', heading: /^Rosters, participants and compliance/ },
  { page: '/pricing', heading: /^PRICING$/ },
  { page: '/requestDemo', heading: /^Book a Demo$/ },
];
for (const { page, heading } of pages) {
  test(`${page} as it looks`, async ({ visitor, engine, sizeName }) => {
    await openLive(visitor, page);
    expect(await mainHeading(visitor)).toMatch(heading);
    mkdirSync(screenshotDir, { recursive: true });
    const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
    await visitor.screenshot(path.join(screenshotDir, `${name}--${engine}-${sizeName}.png`));
  });
}

test('what follows the first screen waits, hidden, for the page stylesheet; the first screen does not', async ({ visitor }) => {
  await openLive(visitor, '/pricing');
  const visibility = () =>
    visitor.evaluate(() => [
      getComputedStyle(document.querySelector('main h1')!).visibility,
      getComputedStyle(document.querySelector('main article')!).visibility,
    ]);
  expect(await visibility()).toEqual(['visible', 'visible']);
  // Without the page's stylesheet (as while it loads: Firefox paints what follows it at once).
  const setPageStylesheet = (disabled: boolean) =>
    visitor.evaluate((off: boolean) => {
      document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/__styles/"]')!.disabled = off;
    }, disabled);
  await setPageStylesheet(true);
  expect(await visibility()).toEqual(['visible', 'hidden']);
  await setPageStylesheet(false);
  await expect.poll(visibility).toEqual(['visible', 'visible']);
});
