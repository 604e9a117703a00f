/**
 * The releases CLI against object storage, as a team's CI job runs it (issue 47): only credentials
 * and an empty folder, no shell on the machine. A deploy from one folder is what another sees; a
 * preview link cannot be signed without the shared key.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { verifyPreviewToken } from '../previewToken';
import { pricingBuild, testEnv } from '../testBuilds';
import { s3Env, startTestS3, cleanUpTestStores, tempFolder } from './testStores';

beforeAll(startTestS3);
afterAll(cleanUpTestStores);
jest.setTimeout(60_000);

const cli = path.join(__dirname, '..', 'cli.ts');

const run = promisify(execFile);

/** Runs the CLI as a CI job would (asynchronously: s3rver answers from this test's process). */
async function releases(args: readonly string[], env: NodeJS.ProcessEnv): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: path.join(__dirname, '..', '..'),
      env: { ...process.env, ...testEnv, ...env, PREVIEW_SECRET: env.PREVIEW_SECRET ?? '' },
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

it('deploys and rolls back from folders that share nothing but the store, and says what it switched', async () => {
  const store = s3Env('ci-jobs');
  const first = await releases(['deploy', 'pricing', '--from', pricingBuild('aaaa8888')], { ...store, DEPLOY_ROOT: tempFolder('job-1') });
  expect(first.stderr).toBe('');
  expect(first.status).toBe(0);
  const [, version] = /published and live on release ([0-9a-f]{12})/.exec(first.stdout) ?? [];
  expect(first.stdout).toContain('Release store: s3://site-releases/ci-jobs/ (switched remotes.json, pricing/state.json).');

  const second = await releases(['deploy', 'pricing', '--from', pricingBuild('bbbb8888')], { ...store, DEPLOY_ROOT: tempFolder('job-2') });
  expect(second.status).toBe(0);
  expect(second.stdout).toContain(`(was ${version})`);

  const back = await releases(['rollback', 'pricing'], { ...store, DEPLOY_ROOT: tempFolder('job-3') });
  expect(back.status).toBe(0);
  expect(back.stdout).toContain(`pricing: rolled back to release ${version}`);

  const status = await releases(['status'], { ...store, DEPLOY_ROOT: tempFolder('someone-else') });
  expect(status.status).toBe(0);
  expect(status.stdout).toMatch(new RegExp(`^pricing +${version} `, 'm'));
  expect(status.stdout).not.toContain('Release store:'); // a status changes nothing
});

it('will not sign a preview link without the key every shell shares', async () => {
  const store = s3Env('previews');
  await releases(['deploy', 'pricing', '--from', pricingBuild('aaaa9999'), '--stage'], { ...store, DEPLOY_ROOT: tempFolder('job') });
  const preview = await releases(['preview', 'pricing'], { ...store, DEPLOY_ROOT: tempFolder('job') });
  expect(preview.status).toBe(1);
  expect(preview.stderr).toContain('PREVIEW_SECRET must be set when releases are in object storage');
  const signed = await releases(['preview', 'pricing'], {
    ...store,
    DEPLOY_ROOT: tempFolder('job'),
    PREVIEW_SECRET: 'shared-by-every-shell',
  });
  expect(signed.status).toBe(0);
  const staged = /Preview of pricing release ([0-9a-f]{12})/.exec(signed.stdout)?.[1];
  const token = decodeURIComponent(/\/__preview\?token=(\S+)/.exec(signed.stdout)?.[1] ?? '');
  // Signed with the shared key: any shell holding it opens the link.
  expect(verifyPreviewToken('shared-by-every-shell', token)).toMatchObject({ ok: true, releases: [{ part: 'pricing', release: staged }] });
});
