import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { isRunning, startSite, stopSite } from '../support/harness';
import { mainHeading } from '../support/pageHelpers';

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
const isSearchFile = (url: string) => url.endsWith('/search-index.json') || /\/minisearch\.[0-9a-f]+\.js$/.test(url);

test('the search adds nothing to a page load: its index and engine load on the first focus of the box', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter(isSearchFile)).toEqual([]);

  await searchBox(page).focus();
  await expect.poll(() => requested.filter((url) => url.endsWith('/search-index.json')).length).toBe(4);
  await expect.poll(() => requested.filter((url) => url.includes('/minisearch.')).length).toBe(1);
  // Each remote's index comes from that remote's own release.
  for (const url of requested.filter((u) => u.endsWith('/search-index.json')))
    expect(url).toMatch(/\/releases\/[0-9a-f]{12}\/search-index\.json$/);
});

// What visitors type, and the page they should land on (the first suggestion).
const queries: Array<[query: string, path: RegExp, heading: RegExp]> = [
  ['sleepover', /\/roster-management$/, /fortnight of shifts/],
  ['payroll', /\/accounting$/, /Pay staff and bill/],
  ['incident', /\/incident-management$/, /audit-ready record/],
  ['ndis audit', /\/ndis-industry$/, /ready for audit/],
  ['timesheet', /\/timesheet$/, /Timesheets that fill themselves in/],
  // Guides are prerendered and indexed in full: the how-to answers the task, the feature page follows.
  ['timesheet approval', /\/support-documentation\/approve-timesheets$/, /^Approve timesheets$/],
  ['pricing', /\/pricing$/, /PRICING/],
  // Words found only in a feature page's FAQ answer.
  ['finger stylus', /\/t-sign$/, /signed before the first shift/],
];

for (const [query, path, heading] of queries) {
  test(`typing "${query}" and choosing the first suggestion lands on ${path.source.replace(/\\/g, '')}`, async ({ page }) => {
    await page.goto('/blogs');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially(query);
    const firstOption = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first();
    await expect(firstOption).toBeVisible();
    // The four indexes arrive one by one: until the page's own has, the only option is "See all results".
    await expect(firstOption).not.toHaveText(/^See all results/);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(path);
    await expect(mainHeading(page)).toHaveText(heading);
  });
}

test('the search box works from the keyboard: arrows, Escape to close then clear, Enter for every result', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await page.keyboard.press('Tab'); // skip link
  await box.focus();
  await box.pressSequentially('roster');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('group').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status')).toContainText(/pages? match/);

  const options = listbox.getByRole('option');
  const count = await options.count();
  await box.press('ArrowUp'); // from the box, up goes to the last option: all results
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(count - 1)).toHaveText('See all results for “roster”');
  await box.press('ArrowDown'); // and wraps to the first
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveValue('roster');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await box.pressSequentially('roster');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=roster$/);
  await expect(mainHeading(page)).toHaveText('Search');
});

test('the results page lists every match by kind, survives a reload, searches again, and helps when nothing matches', async ({ page }) => {
  await page.goto('/search?q=payroll');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(/^\d+ pages match “payroll”\.$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Features' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Accounting, payroll and invoicing for care providers' })).toBeVisible();
  await expect(page).toHaveTitle('Search results for “payroll” | Wattlecare');

  await page.reload();
  await expect(main.getByRole('link', { name: 'Accounting, payroll and invoicing for care providers' })).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('payroll');

  await main.getByRole('searchbox', { name: 'Search the site' }).fill('xylophone');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=xylophone$/);
  await expect(main.getByRole('status')).toHaveText('No pages match “xylophone”.');
  const help = main.getByRole('region', { name: 'Try one of these' });
  for (const name of ['Pricing', 'FAQ', 'Support Documentation', 'Book a Demo', 'Contact Us'])
    await expect(help.getByRole('link', { name })).toBeVisible();
  await help.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('in the mobile drawer the search box finds a page, goes there and closes the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const box = drawer.getByRole('combobox', { name: 'Search the site' });
  await box.fill('clock in');
  await expect(drawer.getByRole('option', { name: /Clock In & Clock Out/ })).toBeVisible();
  await drawer.getByRole('option', { name: /Clock In & Clock Out/ }).click();
  await expect(page).toHaveURL(/\/clock-in-and-clock-out$/);
  await expect(drawer).toBeHidden();
});

test('with a remote down, the search still finds the other remotes’ pages and says some are missing', async ({ page }) => {
  await stopSite('resources');
  try {
    await page.goto('/search?q=rostering');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(/pages? match “rostering”/);
    await expect(main.getByRole('heading', { level: 2, name: 'Features' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Blog & resources' })).toHaveCount(0);
    await expect(main.getByText('Some parts of the site can’t be searched just now, so a few pages may be missing.')).toBeVisible();
  } finally {
    if (!isRunning('resources')) await startSite('resources');
  }
  await page.goto('/search?q=rostering');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Blog & resources' })).toBeVisible();
});
