import { expect, test } from '../support/test';
import { siteConfig } from '@site/site-config';
import { expectSameDocument, mainHeading, markDocument } from '../support/pageHelpers';

const industry = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Your industry' });

test('the industry switch swaps plans for the sales contact, lives in the address and survives a reload', async ({ page }) => {
  await page.goto('/pricing');
  await expect(mainHeading(page)).toHaveText('PRICING');
  await expect(industry(page)).toHaveValue('ndis');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByTestId('plan-price')).toHaveText(['$9.99 per user / month', '$19.99 per user / month', '$39.99 per user / month']);

  await markDocument(page);
  await industry(page).selectOption({ label: 'Construction' });
  await expect(page).toHaveURL(/\/pricing\?industry=construction$/);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pricing for your industry: Construction' })).toBeVisible();
  await expectSameDocument(page);

  await page.reload();
  await expect(industry(page)).toHaveValue('construction');
  await expect(page.getByTestId('sales-contact')).toBeVisible();

  // A shared address opens on its industry; choosing NDIS again cleans the address.
  await page.goto('/pricing?industry=ict');
  await expect(page.getByRole('heading', { name: 'Pricing for your industry: ICT Industry' })).toBeVisible();
  await industry(page).selectOption({ label: 'NDIS Industry' });
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('the comparison table opens and closes from its button, with keyboard too', async ({ page }) => {
  await page.goto('/pricing');
  const toggle = page.getByRole('button', { name: 'Show the full comparison' });
  await expect(page.getByRole('table')).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Features included in each NDIS plan' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide the full comparison' })).toHaveAttribute('aria-expanded', 'true');
  await expect(table.getByRole('row', { name: /^Support Chat/ })).toContainText('+ Dedicated Manager');
  await expect(table.getByRole('row', { name: /^Bank Feed/ }).getByRole('cell')).toHaveText(['Not included', 'Not included', 'Included']);
  await page.keyboard.press('Space');
  await expect(table).toBeHidden();

  // On a phone the open table scrolls inside its own box; the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Show the full comparison' }).click();
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test('the pricing links: Talk to an expert, Book a Demo, hotline, and the support e-mail fallback', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('article').nth(1).getByRole('link', { name: 'Talk to an expert' }).click();
  await expect(page).toHaveURL(/\/salesPage$/);
  await expect(mainHeading(page)).toHaveText('Talk to an expert');

  await page.goto('/pricing');
  const help = page.getByRole('region', { name: 'Still have questions? We are here to help' });
  await expect(help.getByRole('link', { name: siteConfig.contact.supportHotline.display })).toHaveAttribute(
    'href',
    `tel:${siteConfig.contact.supportHotline.tel}`,
  );
  const email = help.getByRole('link', { name: siteConfig.mailboxes.support });
  await expect(email).toHaveAttribute('href', `mailto:${siteConfig.mailboxes.support}?subject=Inquiry`);
  // No mail app in this browser: the page keeps focus, so after a second the address is shown in the page.
  await email.click();
  await expect(help.getByTestId('mailto-hint')).toHaveText(
    `If your e-mail app didn't open, please e-mail us at ${siteConfig.mailboxes.support}.`,
  );

  await help.getByRole('link', { name: 'Book a Demo' }).click();
  await expect(page).toHaveURL(/\/requestDemo$/);
  await expect(mainHeading(page)).toHaveText('Book a Demo');
});
