import { expect, test } from '../support/test';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readState, releaseDir } from '@site/releases/release-root';
import { repoRoot } from '@site/server-kit/processes';
import { deployRoot, workDir } from '../support/environment';
import { buildRemoteVariant, isRunning, runDeployCommand, startSite, stopSite } from '../support/harness';
import { expectSameDocument, loadedSharedModules, mainHeading, markDocument } from '../support/pageHelpers';

test.describe.configure({ mode: 'serial' });

test('with a remote down the shell keeps working, and Try again brings the page back', async ({ page }) => {
  await stopSite('pricing');
  // A shell server that has no copy of the pricing page yet (one that has serves it: see the next test).
  await stopSite('shell');
  await startSite('shell');
  try {
    await page.goto('/pricing');
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeFocused();
    // The shell's navigation and footer stay, and other areas keep working.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources', exact: true }).hover();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(mainHeading(page)).toHaveText('BLOG');
    // Back loads the page again (a 503 is never kept in the back/forward cache): still unavailable.
    await page.goBack();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await markDocument(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();

    await startSite('pricing');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(mainHeading(page)).toHaveText('PRICING');
    await expectSameDocument(page); // brought back in place, no reload
  } finally {
    if (!isRunning('pricing')) await startSite('pricing');
  }
});

test('with a remote down, a page the shell has served before still reads in full; its islands offer Try again', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-price').nth(1)).toHaveText('$19.99 per user / month');
  await stopSite('pricing');
  try {
    await page.reload();
    await expect(mainHeading(page)).toHaveText('PRICING');
    await expect(page.getByTestId('plan-price').nth(1)).toHaveText('$19.99 per user / month');
    // The industry switch needs the remote's code: it says so, in place, and the rest of the page stays.
    await page.getByRole('combobox', { name: 'Your industry' }).focus();
    const unavailable = page.getByTestId('remote-unavailable');
    await expect(unavailable).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await startSite('pricing');
    await unavailable.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('site-island[data-island="pricing/PricingPlans"]')).toHaveAttribute('data-island-state', 'live');
    await expect(unavailable).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Your industry' }).selectOption({ label: 'ICT Industry' });
    await expect(page).toHaveURL(/\/pricing\?industry=ict$/);
  } finally {
    if (!isRunning('pricing')) await startSite('pricing');
  }
});

test('a page the server cannot compose is rendered in the browser: frame, page and islands', async ({ page }) => {
  test.setTimeout(120_000);
  // A shell build whose prerendered frames are missing (a broken upload): the server cannot compose.
  const broken = path.join(workDir, 'shell-without-frames');
  rmSync(broken, { recursive: true, force: true });
  cpSync(path.join(repoRoot, 'shell/dist'), broken, { recursive: true });
  for (const file of readdirSync(path.join(broken, 'prerender')))
    if (file.startsWith('_frame')) rmSync(path.join(broken, 'prerender', file));
  expect(runDeployCommand('deploy', 'shell', ['--from', broken]).status).toBe(0);
  try {
    const response = await page.goto('/our-story');
    expect(await response?.text()).toContain('data-island="shell/ClientRenderedPage"');
    await expect(mainHeading(page)).toHaveText('Our Story');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Start your 7-day free trial' })).toBeVisible();
    // The remote's routes render in the browser here, with the shell's one copy of React Router.
    expect(await loadedSharedModules(page)).toEqual(expect.arrayContaining(['react-router-dom from shell', 'single-spa-react from shell']));
  } finally {
    expect(runDeployCommand('rollback', 'shell').status).toBe(0);
  }
});

test('a price changed and deployed in the pricing remote alone is live on the next load, and a rollback brings the old one back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const prices = page.getByTestId('plan-price');
  await page.goto('/pricing');
  await expect(prices.nth(1)).toHaveText('$19.99 per user / month');

  // The pricing team changes the Professional price and deploys only its remote; the shell,
  // the other remotes and every server keep running untouched.
  const nextBuild = buildRemoteVariant('pricing', [
    { file: 'src/content/plans/professional.yaml', from: 'price: 19.99', to: 'price: 21.49' },
  ]);
  const deployed = runDeployCommand('deploy', 'pricing', ['--from', nextBuild]);
  expect(deployed.output).toMatch(/pricing: published and live on release [0-9a-f]{12} \(was [0-9a-f]{12}\)\./);
  expect(deployed.status).toBe(0);
  try {
    await page.reload();
    await expect(prices).toHaveText(['$9.99 per user / month', '$21.49 per user / month', '$39.99 per user / month']);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  } finally {
    const rolledBack = runDeployCommand('rollback', 'pricing');
    expect(rolledBack.output).toMatch(/pricing: rolled back to release [0-9a-f]{12}/);
    expect(rolledBack.status).toBe(0);
  }
  await page.reload();
  await expect(prices.nth(1)).toHaveText('$19.99 per user / month');
});

test('a deploy that would put a second React on the page is refused, and the site keeps the live release', async ({ page }) => {
  test.setTimeout(180_000);
  const manifestBefore: unknown = await (await page.request.get('/remotes.json')).json();
  // The pricing team pins React 18: the shell provides React 19 as the one shared copy.
  const pinned = buildRemoteVariant('pricing', [{ file: 'package.json', from: '"react": "^19.3.1"', to: '"react": "^18.3.1"' }]);
  const refused = runDeployCommand('deploy', 'pricing', ['--from', pinned]);
  expect(refused.status).toBe(2);
  expect(refused.output).toContain('Refused to deploy pricing: nothing was switched.');
  expect(refused.output).toContain('mfe_pricing needs react ^18.3.1, but shell provides 19.3.1');

  expect(await (await page.request.get('/remotes.json')).json()).toEqual(manifestBefore);
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-price').nth(1)).toHaveText('$19.99 per user / month');
});

test('a build that needs a federation runtime the live shell does not lend is refused, and so is a shell that stops lending it', async ({
  page,
}) => {
  const manifestBefore: unknown = await (await page.request.get('/remotes.json')).json();
  /** A copy of a part's live release with its federation-runtime.json changed, as if built elsewhere (CI) with another Module Federation. */
  const liveReleaseWith = (name: 'pricing' | 'shell', runtime: { version: string; provides: boolean; external: boolean }) => {
    const copy = path.join(workDir, `${name}-other-runtime`);
    rmSync(copy, { recursive: true, force: true });
    cpSync(releaseDir(deployRoot, name, readState(deployRoot, name).current!), copy, { recursive: true });
    writeFileSync(path.join(copy, 'federation-runtime.json'), JSON.stringify(runtime));
    return copy;
  };
  const lent = JSON.parse(
    readFileSync(path.join(releaseDir(deployRoot, 'shell', readState(deployRoot, 'shell').current!), 'federation-runtime.json'), 'utf8'),
  ) as {
    version: string;
  };
  const [major, minor] = lent.version.split('.').map(Number);

  // The pricing team built with the next minor of Module Federation: its entry expects that runtime.
  const nextMinor = `${major}.${minor! + 1}.0`;
  const remote = runDeployCommand('deploy', 'pricing', [
    '--from',
    liveReleaseWith('pricing', { version: nextMinor, provides: false, external: true }),
  ]);
  expect(remote.status).toBe(2);
  expect(remote.output).toContain('Refused to deploy pricing: nothing was switched.');
  expect(remote.output).toContain(
    `mfe_pricing was built for the federation runtime ${major}.${minor! + 1}.x (runtime-core ${nextMinor}), but shell provides ${lent.version}`,
  );

  // A shell build that no longer lends its runtime would leave every live remote without one.
  const shell = runDeployCommand('deploy', 'shell', [
    '--from',
    liveReleaseWith('shell', { version: lent.version, provides: false, external: false }),
  ]);
  expect(shell.status).toBe(2);
  expect(shell.output).toContain('Refused to deploy shell: nothing was switched.');
  for (const name of ['mfe_marketing', 'mfe_resources', 'mfe_pricing', 'mfe_forms']) {
    expect(shell.output).toContain(
      `${name} takes the federation runtime from the shell (runtime-core ${major}.${minor}.x), but shell provides none`,
    );
  }

  expect(await (await page.request.get('/remotes.json')).json()).toEqual(manifestBefore);
  // The live releases still work together: pricing's island wakes on the shell's runtime.
  await page.goto('/pricing');
  const plans = page.locator('site-island[data-island="pricing/PricingPlans"]');
  await plans.locator('select').first().hover();
  await expect(plans).toHaveAttribute('data-island-state', 'live');
});

test('when the live release of a remote is broken on the CDN, pages load the release before it', async ({ page }) => {
  test.setTimeout(180_000);
  const nextBuild = buildRemoteVariant('pricing', [
    { file: 'src/content/plans/professional.yaml', from: 'price: 19.99', to: 'price: 21.49' },
  ]);
  expect(runDeployCommand('deploy', 'pricing', ['--from', nextBuild]).status).toBe(0);
  const { current: live, previous } = readState(deployRoot, 'pricing');
  const before = previous.at(-1)!;
  const entry = path.join(releaseDir(deployRoot, 'pricing', live!), 'remoteEntry.js');
  const entryText = readFileSync(entry);
  rmSync(entry); // half an upload, a purge gone wrong
  try {
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
    });
    await page.goto('/pricing');
    // The page reads as published (its HTML is there)…
    await expect(page.getByTestId('plan-price').nth(1)).toHaveText('$21.49 per user / month');
    // …and its island runs on the previous release's code: it works (the industry switch).
    await page.getByRole('combobox', { name: 'Your industry' }).selectOption({ label: 'ICT Industry' });
    await expect(page).toHaveURL(/\/pricing\?industry=ict$/);
    await expect(page.getByRole('heading', { name: 'Pricing for your industry: ICT Industry' })).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    expect(entries).toContain(`/releases/${before}/remoteEntry.js`);
  } finally {
    writeFileSync(entry, entryText);
    expect(runDeployCommand('rollback', 'pricing').status).toBe(0);
  }
});
