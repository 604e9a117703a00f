import { expect, test } from '../support/test';
import path from 'node:path';
import { buildRemoteVariant, deployRemote, isRunning, startSite, stopSite } from '../support/harness';
import { repoRoot } from '@site/devkit/processes';
import { expectSameDocument, mainHeading, markDocument } from '../support/pageHelpers';

test.describe.configure({ mode: 'serial' });

test('with a remote down the shell keeps working, and Try again brings the page back', async ({ page }) => {
  await stopSite('pricing');
  try {
    await page.goto('/pricing');
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeFocused();
    // The shell's navigation and footer stay, and other areas keep working.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources', exact: true }).hover();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(mainHeading(page)).toHaveText('BLOG');
    await page.goBack();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();

    await startSite('pricing');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(mainHeading(page)).toHaveText('PRICING');
    await expectSameDocument(page);
  } finally {
    if (!isRunning('pricing')) await startSite('pricing');
  }
});

test('a price changed, rebuilt and redeployed in the pricing remote alone is what the running site shows on the next load', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const prices = page.getByTestId('plan-price');
  await page.goto('/pricing');
  await expect(prices.nth(1)).toHaveText('$19.99 per user / month');

  // The pricing team changes the Professional price and deploys only its remote; the shell,
  // the other remotes and their servers keep running untouched.
  const nextBuild = buildRemoteVariant('pricing', 'src/content/plans.ts', 'Pricing: 19.99,', 'Pricing: 21.49,');
  try {
    deployRemote('pricing', nextBuild);
    await page.reload();
    await expect(prices).toHaveText(['$9.99 per user / month', '$21.49 per user / month', '$39.99 per user / month']);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  } finally {
    // Roll the deploy folder back to the build from the repository.
    deployRemote('pricing', path.join(repoRoot, 'mfe-pricing/dist'));
  }
  await page.reload();
  await expect(prices.nth(1)).toHaveText('$19.99 per user / month');
});
