import { siteConfig } from '@site/site-config';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { mainHeading } from '../support/pageHelpers';

const NDIS = 'National Disability Insurance Scheme';

test('the footer links to the accessibility statement: the standard, testing, limitations and how to report a barrier', async ({
  page,
}) => {
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(mainHeading(page)).toHaveText('Accessibility statement');
  await expect(page).toHaveTitle(/^Accessibility/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'The standard we meet',
    'How we test',
    'Known limitations',
    'Report a barrier',
  ]);
  await expect(main.getByRole('region', { name: 'The standard we meet' })).toContainText('WCAG) 2.2 at level AA');
  for (const criterion of ['1.4.6', '2.5.5', '2.4.13', '2.4.12', '3.1.4', '2.3.3'])
    await expect(main.getByRole('region', { name: 'The standard we meet' })).toContainText(criterion);
  await expect(main.getByRole('region', { name: 'How we test' })).toContainText('axe-core');
  await expect(main.getByRole('region', { name: 'Known limitations' }).getByRole('listitem')).not.toHaveCount(0);

  const report = main.getByRole('region', { name: 'Report a barrier' });
  await expect(report.getByRole('link', { name: siteConfig.mailboxes.support })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.mailboxes.support}?subject=Accessibility`,
  );
  await expect(report.getByRole('link', { name: siteConfig.contact.supportHotline.display })).toHaveAttribute(
    'href',
    `tel:${siteConfig.contact.supportHotline.tel}`,
  );
  await expect(report.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact-us');
  await expect(report).toContainText('We reply within 2 business days');
  await expect(main).toContainText(/This statement was prepared on \d{1,2} \w+ 20\d\d\./);
});

/** The texts of `main` in reading order, from the h1 on: the first is the h1's, the second what a reader meets next. */
async function textsAfterHeading(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('heading', { level: 1 })
    .evaluate((h1) => {
      const blocks = [...(h1.closest('main')?.querySelectorAll('h1, h2, h3, p, li') ?? [])];
      return blocks.slice(blocks.indexOf(h1)).map((block) => block.textContent.trim());
    });
}

for (const path of ['/product', '/ndis-industry']) {
  test(`${path}: the plain-language summary reads first, and NDIS is written out at its first use in the main content`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(mainHeading(page)).toBeVisible();
    const summary = page.getByRole('main').locator('[data-summary]');
    await expect(summary).toHaveCount(1);
    const [, firstText] = await textsAfterHeading(page);
    expect(firstText).toBe((await summary.textContent())?.trim());

    const terms = page.getByRole('main').locator(`abbr[title="${NDIS}"]`);
    await expect(terms.first()).toHaveText('NDIS');
    expect(await terms.first().evaluate((abbr) => abbr.parentElement?.textContent)).toContain(`${NDIS} (NDIS)`);
    // Only the first use is written out.
    expect((await page.getByRole('main').textContent())?.split(`${NDIS} (NDIS)`)).toHaveLength(2);
  });
}
