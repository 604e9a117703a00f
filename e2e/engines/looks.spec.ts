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
