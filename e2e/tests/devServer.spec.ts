/**
 * A team's inner loop (issue 56): `npm run dev -w mfe-pricing` on a scratch copy of the checkout,
 * the rest of the site from the suite's last build. With /pricing open and its full comparison
 * shown, saving an edit to a component and to a YAML file shows both in place: no page load, the
 * comparison still open, the island's state kept. A server-only edit reloads the page; a broken save
 * shows webpack's overlay naming the file and line while the last good build keeps serving.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { makeScratchCheckout } from '@site/devkit/dev/scratch-checkout';
import { sitePortsFrom } from '@site/site-formats/topology';
import { deployRoot, specPort, workDir } from '../support/environment';
import { collectPageErrors, expectSameDocument, mainHeading, markDocument } from '../support/pageHelpers';
import { expect, test } from '../support/test';

const checkout = path.join(workDir, 'dev-checkout');
const devEnv = sitePortsFrom(Number(specPort(70)));
const site = `http://localhost:${devEnv.SHELL_PORT}`;

/** Saves an edit to a file of the copy, as an editor would. */
function edit(file: string, from: string, to: string): void {
  const target = path.join(checkout, 'mfe-pricing', file);
  const text = readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain "${from}"`);
  writeFileSync(target, text.replace(from, to));
}

/** How long after `since` the page showed `text` (polled every frame). */
async function shownAfter(page: Page, text: string, since: number): Promise<number> {
  await expect(page.getByText(text).first()).toBeVisible({ timeout: 15_000 });
  return Date.now() - since;
}

test('npm run dev -w mfe-pricing: a saved edit to a component or its YAML shows in place, with the open comparison and the island state kept', async ({
  page,
}) => {
  test.setTimeout(300_000);
  makeScratchCheckout(checkout, { leaveOut: ['e2e/tests/', 'e2e/fixtures/'] });
  // docs/teams.md's command in the copy; the other parts are the suite's deployed builds.
  const dev: ChildProcessWithoutNullStreams = spawn('npm', ['run', 'dev', '-w', 'mfe-pricing'], {
    cwd: checkout,
    env: { ...process.env, ...devEnv, DEPLOY_ROOT: deployRoot, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
    detached: true,
  });
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => dev.once('exit', (code) => resolve(code)));
  const startedAt = Date.now();
  try {
    await expect
      .poll(() => output, { timeout: 240_000, message: 'the dev site did not say it was ready' })
      .toContain(`The site is ready: ${site}`);
    console.log(`npm run dev -w mfe-pricing: ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

    const errors = collectPageErrors(page);
    const response = await page.goto(`${site}/pricing`);
    // Composed by the shell from the dev server's render: the page loads its dev client first, and is nobody else's.
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator(`head > script[src="http://localhost:${devEnv.PRICING_PORT}/__dev/client.js"]`)).toHaveCount(1);
    await expect(mainHeading(page)).toHaveText('PRICING');

    // The full comparison open, the island live (the industry switch woke it), this document marked.
    await page.getByRole('button', { name: 'Show the full comparison' }).click();
    const table = page.getByRole('table', { name: 'Features included in each NDIS plan' });
    await expect(table).toBeVisible();
    await page.getByRole('combobox', { name: 'Your industry' }).hover();
    await expect(page.locator('site-island[data-island="pricing/PricingPlans"]')).toHaveAttribute('data-island-state', 'live');
    await markDocument(page);
    const hide = page.getByRole('button', { name: 'Hide the full comparison' });

    // The component that shows `minimumUsers`.
    let saved = Date.now();
    edit('src/components/PlanCard.tsx', '{copy.minimumUsers}</p>', '{copy.minimumUsers} (billed per seat)</p>');
    console.log(`component edit on screen after ${await shownAfter(page, 'minimum 5 users (billed per seat)', saved)} ms`);
    await expectSameDocument(page);
    await expect(table).toBeVisible();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');

    // `minimumUsers` in the page's YAML.
    saved = Date.now();
    edit('src/content/page/pricing.yaml', 'minimumUsers: minimum 5 users', 'minimumUsers: minimum 3 users');
    console.log(`YAML edit on screen after ${await shownAfter(page, 'minimum 3 users (billed per seat)', saved)} ms`);
    await expectSameDocument(page);
    await expect(table).toBeVisible();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');

    // A save that does not build: the overlay names the file and line; the page keeps working on the last good build.
    edit('src/components/PlanCard.tsx', 'export function PlanCard(', 'export function PlanCard((');
    const overlay = page.frameLocator('#webpack-dev-middleware-hot-overlay');
    await expect(overlay.getByText(/src\/components\/PlanCard\.tsx/).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('minimum 3 users (billed per seat)').first()).toBeVisible();
    edit('src/components/PlanCard.tsx', 'export function PlanCard((', 'export function PlanCard(');
    await expect(page.locator('#webpack-dev-middleware-hot-overlay')).toHaveCount(0, { timeout: 20_000 });
    await expectSameDocument(page);

    // Markup only the server renders (the page's heading, outside every island): the page is rendered anew.
    edit('src/content/page/pricing.yaml', 'heading: PRICING', 'heading: PRICING AND PLANS');
    await expect(mainHeading(page)).toHaveText('PRICING AND PLANS', { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: string }).__e2eDocument)).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    // Ctrl-C, as a terminal sends it to the command's process group: everything it started stops.
    if (dev.pid) process.kill(-dev.pid, 'SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    if (dev.exitCode === null && dev.pid) process.kill(-dev.pid, 'SIGKILL');
  }
  for (const port of Object.values(devEnv)) {
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/`).then(
          () => 'listening',
          () => 'stopped',
        ),
      )
      .toBe('stopped');
  }
});
