import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { fieldMessages, footerWithNewsletter, mainHeading } from '../support/pageHelpers';

/** Serious and critical WCAG 2.x A/AA violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Text under WCAG 1.4.6's enhanced contrast (AAA: 7:1, 4.5:1 for large text), with its colours. */
async function enhancedContrastViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast-enhanced']).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => {
      const data = (n.any[0]?.data ?? {}) as { fgColor?: string; bgColor?: string; contrastRatio?: number };
      return `${n.target.join(' ')}: ${data.fgColor} on ${data.bgColor} is ${data.contrastRatio}:1`;
    }),
  );
}

/** No serious or critical A/AA violation, and all text at AAA contrast. */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await enhancedContrastViolations(page)).toEqual([]);
}

const pages = [
  '/',
  // One of each marketing page kind, and every about and legal page
  '/product',
  '/administrator',
  '/ndis-industry',
  '/roster-management',
  '/hr-operations',
  '/our-story',
  '/our-mission-and-vision',
  '/team',
  '/careers',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-Conditions',
  '/accessibility',
  '/release-notes',
  // Other remotes and the shell's own pages
  // Every resources page kind
  '/blogs',
  '/blogPost',
  '/blogPost3',
  '/addBlog',
  '/case-studies',
  '/support-documentation',
  '/whitepapers',
  '/faq',
  '/case-studies/riverbend-sil',
  '/support-documentation/approve-timesheets',
  '/article?item=no-such-item',
  '/pricing',
  '/pricing?industry=ict',
  '/requestDemo',
  '/coming-soon',
  '/search?q=roster',
  '/search?q=xylophone',
  '/no-such-page',
];

for (const path of pages) {
  test(`axe finds no serious or critical violation and no text under AAA contrast on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(mainHeading(page)).toBeVisible();
    await footerWithNewsletter(page);
    await expectAccessible(page);
  });
}

test('axe finds no serious or critical violation and no text under AAA contrast with a panel, the drawer or the free-trial dialog open', async ({
  page,
}) => {
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions', exact: true }).hover();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Solutions' }).click();
  await expectAccessible(page);
});

test('axe finds no serious or critical violation and no text under AAA contrast on /pricing with the comparison table open, on a phone too', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Show the full comparison' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});

test('axe finds no serious or critical violation and no text under AAA contrast on the free-trial dialog showing its errors', async ({
  page,
}) => {
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start your 7-day free trial' });
  await dialog.getByRole('button', { name: 'Start free trial' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Validation Error');
  await expect(fieldMessages(dialog, 'This field is required')).toHaveCount(9);
  await expectAccessible(page);
});

test('axe finds no serious or critical violation and no text under AAA contrast on a request form showing its errors', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/requestDemo');
  await expect(mainHeading(page)).toBeVisible();
  await page.getByTestId('enquiry-form').getByRole('button', { name: 'Submit' }).click();
  await expect(fieldMessages(page.getByTestId('enquiry-form'), 'Required')).toHaveCount(7);
  await expectAccessible(page);
});

test('axe finds no serious or critical violation and no text under AAA contrast on the footer newsletter box showing its error', async ({
  page,
}) => {
  await page.goto('/');
  const footer = await footerWithNewsletter(page);
  await footer.getByLabel('Email address').fill('jo@example');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();
  await expectAccessible(page);
});

test('axe finds no serious or critical violation and no text under AAA contrast with the search suggestions open, in the top bar and in the drawer', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
  await box.fill('timesheet');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await box.press('ArrowDown');
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Search the site' }).fill('payroll');
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('listbox')).toBeVisible();
  await expectAccessible(page);
});
