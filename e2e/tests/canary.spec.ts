import { createHash } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { bucketOf, signedVisitorCookie } from '@site/releases/canary-bucket';
import { previewSecretOf } from '@site/releases/preview-secret';
import { readState } from '@site/releases/release-root';
import { deployRoot, shellUrl } from '../support/environment';
import { buildRemoteVariant, deployStatus, runDeployCommand, startSite, stopSite } from '../support/harness';

test.describe.configure({ mode: 'serial' });

const livePrice = '$19.99 per user / month';
// Not a price another spec deploys: the same build would be the same release, already published.
const canaryPrice = '$22.49 per user / month';
let release = '';

/** The release of the pricing remote a page was composed with (its inline remotes manifest). */
const pricingRelease = async (page: Page) =>
  /mfe_pricing","entry":"[^"]*\/releases\/([0-9a-f]{12})\//.exec((await page.locator('#remotes-manifest').textContent()) ?? '')?.[1];

/** The pricing release a page names for its beacon (pages whose islands start at load drop the inline manifest). */
const beaconPricingRelease = async (page: Page) =>
  /\bpricing@([0-9a-f]{12})\b/.exec((await page.locator('meta[name="site-releases"]').getAttribute('content')) ?? '')?.[1];

/**
 * A visitor whose canary bucket cookie falls inside or outside a 50% canary: a seed chosen for its
 * bucket, signed with the site's key as the server signs the seeds it makes (an unsigned one is replaced).
 */
function seedFor(inside: boolean): string {
  const seeds = Array.from({ length: 64 }, (_, index) =>
    createHash('sha256').update(`visitor ${index}`).digest().subarray(0, 16).toString('base64url'),
  );
  return seeds.find((candidate) => bucketOf(candidate, `pricing@${release}`) < 5000 === inside) ?? '';
}

async function visitor(browser: Browser, inside: boolean) {
  const seed = seedFor(inside);
  const context = await browser.newContext();
  await context.addCookies([{ name: 'site_bucket', value: signedVisitorCookie(previewSecretOf(deployRoot), seed), url: shellUrl }]);
  return context.newPage();
}

test('a canary at 50%: each visitor keeps their own release over three pages and a reload; abort and promote apply to both', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const build = buildRemoteVariant('pricing', [{ file: 'src/content/plans/professional.yaml', from: 'price: 19.99', to: 'price: 22.49' }]);
  const staged = runDeployCommand('deploy', 'pricing', ['--from', build, '--stage']);
  expect(staged.status).toBe(0);
  release = /staged release ([0-9a-f]{12})/.exec(staged.output)?.[1] ?? '';
  const started = runDeployCommand('canary', 'pricing', ['--percent', '50']);
  expect(started.output).toContain(`pricing: canary ${release} for 50% of visitors`);

  // A hostile client (issue 57, point 6): a seed chosen for the canary's side, unsigned, is not believed;
  // the server replaces it with a signed seed of its own.
  const chosen = seedFor(true);
  const unsigned = await fetch(`${shellUrl}/pricing`, { headers: { Accept: 'text/html', Cookie: `site_bucket=${chosen}` } });
  await unsigned.body?.cancel();
  const replaced = /^site_bucket=([\w-]{22})\.([\w-]+);/.exec(unsigned.headers.get('set-cookie') ?? '');
  expect(replaced?.[1]).toBeDefined();
  expect(replaced?.[1]).not.toBe(chosen);
  const forged = await fetch(`${shellUrl}/pricing`, {
    headers: { Accept: 'text/html', Cookie: `site_bucket=${chosen}.${'A'.repeat(22)}` },
  });
  await forged.body?.cancel();
  expect(forged.headers.get('set-cookie')).toMatch(/^site_bucket=[\w-]{22}\.[\w-]+;/);
  expect(forged.headers.get('set-cookie')).not.toContain(chosen);

  const inside = await visitor(browser, true);
  const outside = await visitor(browser, false);
  const price = (page: typeof inside) => page.getByTestId('plan-price').nth(1);
  try {
    for (const path of ['/pricing', '/', '/product']) {
      await inside.goto(path);
      await outside.goto(path);
      expect(await pricingRelease(inside)).toBe(release);
      expect(await pricingRelease(outside)).not.toBe(release);
    }
    await inside.goto('/pricing');
    await outside.goto('/pricing');
    await expect(price(inside)).toHaveText(canaryPrice);
    await expect(price(outside)).toHaveText(livePrice);
    await inside.reload();
    await outside.reload();
    await expect(price(inside)).toHaveText(canaryPrice);
    await expect(price(outside)).toHaveText(livePrice);

    const aborted = runDeployCommand('canary', 'pricing', ['abort']);
    expect(aborted.output).toContain(`pricing: canary ${release} aborted`);
    for (const page of [inside, outside]) {
      await page.reload();
      await expect(price(page)).toHaveText(livePrice);
    }

    expect(runDeployCommand('canary', 'pricing', ['--percent', '50']).status).toBe(0);
    const promoted = runDeployCommand('canary', 'pricing', ['promote']);
    expect(promoted.output).toMatch(new RegExp(`pricing: canary promoted: every visitor is on release ${release}`));
    for (const page of [inside, outside]) {
      await page.reload();
      await expect(price(page)).toHaveText(canaryPrice);
    }
  } finally {
    // Whatever happened, the suite goes on with the release it started with, and no canary.
    runDeployCommand('canary', 'pricing', ['abort']);
    if (readState(deployRoot, 'pricing').current === release) expect(runDeployCommand('rollback', 'pricing').status).toBe(0);
    await inside.context().close();
    await outside.context().close();
  }
});

/** Page views each side needs before the decision (CANARY_MIN_PAGE_VIEWS): low, so the test reaches it. */
const MIN_PAGE_VIEWS = 4;

test('a faulty canary is aborted by the decision: after the set page views every visitor has the live release, and deploy:status says why', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const liveRelease = readState(deployRoot, 'pricing').current;
  const build = buildRemoteVariant('pricing', [
    { file: 'src/islands/PricingPlans.tsx', copyOf: 'e2e/fixtures/mfe-pricing/FaultyPricingPlans.tsx' },
  ]);
  const staged = runDeployCommand('deploy', 'pricing', ['--from', build, '--stage']);
  expect(staged.status, staged.output).toBe(0);
  release = /staged release ([0-9a-f]{12})/.exec(staged.output)?.[1] ?? '';
  // The shell with the decision's threshold lowered; everything else as the suite runs it.
  await stopSite('shell');
  await startSite('shell', { CANARY_MIN_PAGE_VIEWS: String(MIN_PAGE_VIEWS) });
  const inside = await visitor(browser, true);
  const outside = await visitor(browser, false);
  try {
    expect(runDeployCommand('canary', 'pricing', ['--percent', '50']).status).toBe(0);
    const plans = (page: Page) => page.locator('site-island[data-island="pricing/PricingPlans"]');
    // Each visit's beacon goes when the page is left. `?industry=ndis` wakes the plans at load.
    for (let view = 1; view <= MIN_PAGE_VIEWS; view += 1) {
      await inside.goto('/pricing?industry=ndis');
      await outside.goto('/pricing?industry=ndis');
      expect(await beaconPricingRelease(inside)).toBe(release);
      expect(await beaconPricingRelease(outside)).toBe(liveRelease);
      // The canary's plans fail (their HTML stays, with Try again); the live ones come alive.
      await expect(plans(inside)).toHaveAttribute('data-island-state', 'unavailable');
      await expect(inside.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(plans(outside)).toHaveAttribute('data-island-state', 'live');
      await inside.goto('/privacy-policy');
      await outside.goto('/privacy-policy');
    }
    // Aborted by the shell's server on its own, with the reason, once both sides had their page views.
    const why = `aborted by the decision: error rate 100\\.0% vs live 0\\.0% \\(margin 2\\.0 points\\) over \\d+ canary page views`;
    await expect.poll(deployStatus, { timeout: 30_000 }).toMatch(new RegExp(`ended +pricing ${release} aborted at \\S+: ${why}`));
    expect(deployStatus()).not.toMatch(/^canary +pricing/m); // no canary runs any more
    expect(readState(deployRoot, 'pricing').current).toBe(liveRelease);
    // Every visitor, the canary's too, is on the live release again: its plans work.
    for (const page of [inside, outside]) {
      await page.goto('/pricing?industry=ndis');
      expect(await beaconPricingRelease(page)).toBe(liveRelease);
      await expect(plans(page)).toHaveAttribute('data-island-state', 'live');
      await expect(page.getByTestId('plan-price').nth(1)).toHaveText(livePrice);
    }
  } finally {
    runDeployCommand('canary', 'pricing', ['abort']);
    await inside.context().close();
    await outside.context().close();
    await stopSite('shell');
    await startSite('shell');
  }
});
