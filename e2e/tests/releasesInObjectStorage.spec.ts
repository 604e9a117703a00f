/**
 * The site served from object storage (issue 47): every part deployed to an S3-compatible store
 * (s3rver, on loopback) from a CI job's folder, then a shell and the four remotes, each serving from
 * a copy of the store in a folder of its own (no disk shared). A remote is shipped alone, previewed
 * and given to a share of visitors, all through the store, as a team's CI job does it.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { readinessUrl, repoRoot, startService, waitUntilReady, type RunningService } from '@site/server-kit/processes';
import { startS3Server, type TestS3Server } from '@site/test-kit/s3-server';
import { remoteNames, services, type ServiceName } from '@site/site-formats/topology';
import { e2eEnv, specPort, workDir } from '../support/environment';
import { buildRemoteVariant } from '../support/harness';
import { expect, test } from '../support/test';

const ports = {
  SHELL_PORT: specPort(60),
  MARKETING_PORT: specPort(61),
  RESOURCES_PORT: specPort(62),
  PRICING_PORT: specPort(63),
  FORMS_PORT: specPort(64),
  MAIL_API_PORT: e2eEnv.MAIL_API_PORT,
};
const storeEnv = {
  RELEASES_URL: 's3://site-releases/e2e',
  RELEASES_S3_ENDPOINT: `http://127.0.0.1:${specPort(66)}`,
  RELEASES_S3_CONDITIONAL_WRITES: 'false',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  PREVIEW_SECRET: 'e2e-key-every-shell-shares',
  RELEASES_PULL_INTERVAL_MS: '500',
};
const siteUrl = `http://localhost:${ports.SHELL_PORT}`;
/**
 * The bucket's public origin (anonymous GETs, CORS for the shell's pages), as a CDN in front of it
 * would be: pricing's deploys name it in the manifest, so browsers load pricing's files from there.
 */
const bucketUrl = `http://127.0.0.1:${specPort(66)}/site-releases/e2e`;
const cdnEnv = { PRICING_PUBLIC_URL: `${bucketUrl}/pricing` };
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
const folders = path.join(workDir, 'object-storage');

const execFileAsync = promisify(execFile);

/** The releases CLI as a CI job runs it: its own empty folder, the store's credentials (s3rver answers from this process: not spawnSync). */
async function releases(args: readonly string[]): Promise<string> {
  const { stdout, stderr } = await execFileAsync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: path.join(repoRoot, 'releases'),
    env: { ...process.env, ...ports, ...storeEnv, ...cdnEnv, DEPLOY_ROOT: mkdtempSync(path.join(folders, 'ci-job-')) },
  });
  return `${stdout}${stderr}`;
}

let s3: TestS3Server;
const running: RunningService[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(folders, { recursive: true, force: true });
  mkdirSync(path.join(folders, 's3'), { recursive: true });
  s3 = await startS3Server({
    port: Number(specPort(66)),
    directory: path.join(folders, 's3'),
    buckets: [{ name: 'site-releases', configs: [CORS] }],
  });
  // The shell first: a remote's deploy is checked against the live shell.
  for (const part of ['shell', ...remoteNames] as const) {
    const output = await releases(['deploy', part, '--from', path.join(repoRoot, services[part].dir, 'dist')]);
    expect(output).toContain('Release store: s3://site-releases/e2e/');
  }
  for (const name of [...remoteNames, 'shell'] as ServiceName[]) {
    const env = { ...ports, ...storeEnv, LOG_LEVEL: 'warn', DEPLOY_ROOT: path.join(folders, `${name}-own-copy`) };
    const service = startService(name, { env });
    running.push(service);
    await waitUntilReady(service, readinessUrl(name, { ...process.env, ...env }));
  }
});

test.afterAll(async () => {
  await Promise.all(running.map((service) => service.stop()));
  await s3.stop();
});

const prices = (page: Page) => page.getByTestId('plan-price');

test('pages come from the store: a remote shipped alone, previewed, then given to half the visitors and promoted', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.goto(`${siteUrl}/pricing`);
  await expect(prices(page).nth(1)).toHaveText('$19.99 per user / month');
  await expect(page.locator('site-island[data-island-state="unavailable"]')).toHaveCount(0);
  // Pricing's files come from the bucket's origin, not through a server of ours.
  const manifest = (await (await page.request.get(`${siteUrl}/remotes.json`)).json()) as {
    remotes: Array<{ name: string; entry: string }>;
  };
  expect(manifest.remotes.find((remote) => remote.name === 'mfe_pricing')?.entry).toMatch(
    new RegExp(`^${bucketUrl}/pricing/releases/[0-9a-f]{12}/mf-manifest\\.json$`),
  );
  const fromBucket = page.waitForResponse(
    (response) => response.url().startsWith(`${bucketUrl}/pricing/releases/`) && response.url().endsWith('.js'),
  );
  for (const island of await page.locator('site-island[data-island^="pricing/"]').all()) await island.dispatchEvent('pointerover');
  expect((await fromBucket).status()).toBe(200);
  await expect(page.locator('site-island[data-island^="pricing/"]').first()).toHaveAttribute('data-island-state', 'live');

  // The pricing team stages a new price from its CI job: nobody is switched to it.
  const nextBuild = buildRemoteVariant('pricing', [
    { file: 'src/content/plans/professional.yaml', from: 'price: 19.99', to: 'price: 21.49' },
  ]);
  expect(await releases(['deploy', 'pricing', '--from', nextBuild, '--stage'])).toMatch(/pricing: staged release [0-9a-f]{12}/);
  await page.reload();
  await expect(prices(page).nth(1)).toHaveText('$19.99 per user / month');

  // A preview link signed by the CI job opens the staged release through the shell, which never saw the job.
  const preview = await releases(['preview', 'pricing']);
  const link = /(http:\/\/\S+\/__preview\?token=\S+)/.exec(preview)?.[1] ?? '';
  expect(link).not.toBe('');
  const previewer = await browser.newContext({ javaScriptEnabled: true });
  const previewPage = await previewer.newPage();
  await previewPage.goto(link.replace(/^http:\/\/[^/]+/, siteUrl));
  await previewPage.goto(`${siteUrl}/pricing`);
  await expect(prices(previewPage).nth(1)).toHaveText('$21.49 per user / month');
  await previewer.close();
  await page.reload();
  await expect(prices(page).nth(1)).toHaveText('$19.99 per user / month');

  // Half the visitors: each keeps the side they got, page after page, and both sides are served.
  expect(await releases(['canary', 'pricing', '--percent', '50'])).toMatch(/pricing: canary [0-9a-f]{12} for 50% of visitors/);
  await new Promise((resolve) => setTimeout(resolve, 1500)); // the shells' next pulls
  const sides = new Set<string>();
  for (let visitor = 0; visitor < 12; visitor += 1) {
    const context = await browser.newContext({ javaScriptEnabled: true });
    const visit = await context.newPage();
    await visit.goto(`${siteUrl}/pricing`);
    const first = (await prices(visit).nth(1).textContent()) ?? '';
    for (let load = 0; load < 3; load += 1) {
      await visit.reload();
      await expect(prices(visit).nth(1)).toHaveText(first);
    }
    sides.add(first);
    await context.close();
  }
  // Twelve visitors all on one side of a 50% canary: 1 chance in 2048.
  expect([...sides].sort()).toEqual(['$19.99 per user / month', '$21.49 per user / month']);

  // Promoted from the job: every visitor gets it within the shells' pull interval.
  expect(await releases(['canary', 'pricing', 'promote'])).toMatch(/canary promoted/);
  await expect
    .poll(
      async () => {
        await page.reload();
        return prices(page).nth(1).textContent();
      },
      { timeout: 10_000 },
    )
    .toBe('$21.49 per user / month');
});
