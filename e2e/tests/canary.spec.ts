import { createHash } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { bucketOf } from '@site/releases/canary-bucket';
import { readState } from '@site/devkit/deploy/store';
import { deployRoot, shellUrl } from '../support/environment';
import { buildRemoteVariant, runDeployCommand } from '../support/harness';

test.describe.configure({ mode: 'serial' });

const livePrice = '$19.99 per user / month';
// Not a price another spec deploys: the same build would be the same release, already published.
const canaryPrice = '$22.49 per user / month';
let release = '';

/** A visitor whose canary bucket cookie (as the server makes it) falls inside or outside a 50% canary. */
async function visitor(browser: Browser, inside: boolean) {
  const seeds = Array.from({ length: 64 }, (_, index) =>
    createHash('sha256').update(`visitor ${index}`).digest().subarray(0, 16).toString('base64url'),
  );
  const seed = seeds.find((candidate) => bucketOf(candidate, `pricing@${release}`) < 5000 === inside) ?? '';
  const context = await browser.newContext();
  await context.addCookies([{ name: 'site_bucket', value: seed, url: shellUrl }]);
  return context.newPage();
}

test('a canary at 50%: each visitor keeps their own release over three pages and a reload; abort and promote apply to both', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const build = buildRemoteVariant('pricing', [{ file: 'src/content/plans.ts', from: 'Pricing: 19.99,', to: 'Pricing: 22.49,' }]);
  const staged = runDeployCommand('deploy', 'pricing', ['--from', build, '--stage']);
  expect(staged.status).toBe(0);
  release = /staged release ([0-9a-f]{12})/.exec(staged.output)?.[1] ?? '';
  const started = runDeployCommand('canary', 'pricing', ['--percent', '50']);
  expect(started.output).toContain(`pricing: canary ${release} for 50% of visitors`);

  const inside = await visitor(browser, true);
  const outside = await visitor(browser, false);
  const price = (page: typeof inside) => page.getByTestId('plan-price').nth(1);
  /** The release of the pricing remote the page was composed with (its inline remotes manifest). */
  const pricingRelease = async (page: typeof inside) =>
    /mfe_pricing","entry":"[^"]*\/releases\/([0-9a-f]{12})\//.exec((await page.locator('#remotes-manifest').textContent()) ?? '')?.[1];
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
