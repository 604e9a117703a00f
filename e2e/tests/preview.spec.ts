import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { signPreviewToken } from '@site/releases/preview-token';
import { previewSecretOf } from '@site/releases/preview-secret';
import { deployRoot } from '../support/environment';
import { mainHeading } from '../support/pageHelpers';
import { buildRemoteVariant, runDeployCommand } from '../support/harness';

test.describe.configure({ mode: 'serial' });

const livePrices = ['$9.99 per user / month', '$19.99 per user / month', '$39.99 per user / month'];
const stagedPrices = ['$9.99 per user / month', '$24.95 per user / month', '$39.99 per user / month'];
let stagedRelease = '';
let previewLink = '';

test('a staged pricing release is published for nobody: visitors keep the live price', async ({ page }) => {
  test.setTimeout(180_000);
  // Not the price resilience.spec deploys: the same build would be the same release, already published.
  const nextBuild = buildRemoteVariant('pricing', [
    { file: 'src/content/plans/professional.yaml', from: 'price: 19.99', to: 'price: 24.95' },
  ]);
  const staged = runDeployCommand('deploy', 'pricing', ['--from', nextBuild, '--stage']);
  expect(staged.status).toBe(0);
  stagedRelease = /pricing: staged release ([0-9a-f]{12}); nobody is switched to it/.exec(staged.output)?.[1] ?? '';
  expect(stagedRelease).not.toBe('');

  await page.goto('/pricing');
  await expect(page.getByTestId('plan-price')).toHaveText(livePrices);

  // The preview command signs a link to the newest staged release.
  const preview = runDeployCommand('preview', 'pricing');
  expect(preview.status).toBe(0);
  expect(preview.output).toContain(`Preview of pricing release ${stagedRelease}, for 24 h:`);
  previewLink = /https?:\/\/\S+(\/__preview\?token=[\w.%-]+)/.exec(preview.output)?.[1] ?? '';
  expect(previewLink).not.toBe('');
});

test('the preview link shows the staged release to that browser alone, says so, and "Exit preview" brings the live site back', async ({
  page,
  browser,
}) => {
  await page.goto(previewLink);
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('region', { name: 'Preview' });
  await expect(banner.getByRole('alert')).toHaveText(
    `Preview: you are seeing pricing release ${stagedRelease} inside the live site. Only this browser sees it.`,
  );

  await page.goto('/pricing');
  await expect(page.getByTestId('plan-price')).toHaveText(stagedPrices);
  // A team member's preview sends no beacon: it must not count for or against a release's canary.
  await expect(page.locator('meta[name="site-releases"]')).toHaveCount(0);
  // The island runs the staged release's code: its industry switch works as live.
  await page.getByRole('combobox', { name: 'Your industry' }).selectOption({ label: 'ICT Industry' });
  await expect(page).toHaveURL(/\/pricing\?industry=ict$/);
  const axe = await new AxeBuilder({ page })
    .include('.site-preview-banner')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Another browser at the same moment: the live price, no banner.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/pricing');
  await expect(visitorPage.getByTestId('plan-price')).toHaveText(livePrices);
  await expect(visitorPage.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await expect(visitorPage.locator('meta[name="site-releases"]')).toHaveCount(1);
  await visitor.close();

  await page.goto('/pricing');
  await banner.getByRole('button', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId('plan-price')).toHaveText(livePrices);
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
});

test('a forged or expired preview link gets a page that says so, and changes nothing', async ({ page }) => {
  const [payload = '', signature = ''] = decodeURIComponent(previewLink.split('token=')[1] ?? '').split('.');
  const forged = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  const expired = signPreviewToken(previewSecretOf(deployRoot), [{ part: 'pricing', release: stagedRelease }], {
    now: Date.now() - 2 * 24 * 3_600_000,
  });
  for (const [token, says] of [
    [forged, 'not issued by this site'],
    [expired, 'has expired'],
  ] as const) {
    const response = await page.goto(`/__preview?token=${token}`);
    expect(response?.status()).toBe(token === forged ? 403 : 410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview link not valid');
    await expect(page.getByText(says)).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-price')).toHaveText(livePrices);
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  }
});

test('a staged article is reachable and searchable in its preview, while the sitemap and the feed stay live', async ({ page, request }) => {
  test.setTimeout(240_000);
  const address = '/blog/restrictive-practice-reports';
  const title = 'Restrictive practice reports: what the Commission expects each month';
  // Not the article teamPages.spec deploys: the same build would be the same release, already published.
  const build = buildRemoteVariant('resources', [
    { file: 'src/content/blog/restrictive-practice-reports.md', copyOf: 'e2e/fixtures/mfe-resources/restrictive-practice-reports.md' },
  ]);
  const staged = runDeployCommand('deploy', 'resources', ['--from', build, '--stage']);
  expect(staged.status).toBe(0);
  const preview = runDeployCommand('preview', 'resources');
  expect(preview.status).toBe(0);
  const link = /https?:\/\/\S+(\/__preview\?token=[\w.%-]+)/.exec(preview.output)?.[1] ?? '';

  await page.goto(link);
  await page.goto(address);
  await expect(mainHeading(page)).toHaveText(title);
  await page.goto('/search?q=restrictive');
  await expect(page.getByRole('main').locator(`a[href="${address}"]`)).toBeVisible();

  // The previewing browser's own sitemap and feed, and everyone else's page: live.
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(address);
  expect(await (await page.request.get('/blog/feed.xml')).text()).not.toContain(address);
  expect((await request.get(address, { headers: { Accept: 'text/html' } })).status()).toBe(404);
  await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Exit preview' }).click();
  await expect(page.getByRole('main').locator(`a[href="${address}"]`)).toHaveCount(0);
});
