/**
 * `npm run deploy|rollback|preview -w <workspace>` (each workspace's scripts name its deployable), and
 * `npm run deploy:status`:
 *
 *   tsx releases/src/cli.ts deploy pricing [--no-build] [--from <build folder>] [--keep N] [--stage]
 *   tsx releases/src/cli.ts rollback pricing [--to <version>]
 *   tsx releases/src/cli.ts preview pricing [--release <version>] [--hours N]
 *   tsx releases/src/cli.ts dev-link pricing [--address http://localhost:3003] [--site <origin>] [--hours N]
 *   tsx releases/src/cli.ts canary pricing --percent 10 [--release <version>] [--auto-promote]
 *   tsx releases/src/cli.ts canary pricing promote|abort
 *   tsx releases/src/cli.ts status
 *
 * `--stage` publishes the build after the same checks and switches nobody to it (a preview or a
 * canary takes it from there). `preview` prints a signed link that shows a staged (or kept) release
 * of that part inside the live site, to whoever opens it, for 24 hours. `canary` gives a staged release
 * to a share of visitors (decided on the shell's server, kept per visitor); `promote` makes it live for
 * everyone, `abort` puts everyone back on the live release. `dev-link` prints a signed link that
 * shows that part served by its dev server at `--address` inside the site at `--site` (else
 * PUBLIC_URL, else the local shell), in the browser that opens it only, for 12 hours; it needs no
 * release. The deploy root is DEPLOY_ROOT, else `.deploy/` at the repository root (what `npm start` serves).
 *
 * With RELEASES_URL (`s3://bucket/prefix`, objectStore/releasesStore.ts) the releases live in object
 * storage, and any machine holding its credentials can run these, as a team's CI job does: the
 * command pulls the store into its deploy root (its own folder, no shell needed), runs there with
 * every guard, then pushes what it changed: the new releases, then the pointers, refused with a
 * clear message (and nothing switched) when another deploy switched them meanwhile; with
 * RELEASES_DATABASE_URL that check and the switch hold a PostgreSQL lock every deploy shares.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '@site/server-kit/processes';
import { portOf, remoteNames, services, type RemoteName } from '@site/site-formats/topology';
import { DEFAULT_KEEP, DeployRefused, deploy, rollback, stage, type SwitchResult } from './store';
import { deployRootOf, deployables, isDeployable, readState, stagedOf, type Deployable } from './releaseRoot';
import { readCanaries } from './canaryFile';
import { abortCanary, CanaryRefused, promoteCanary, startCanary } from './canaryStore';
import { siteSignals } from './canaryWatch';
import { signalsRecordFromEnv } from './signalsRecord';
import { previewSecretOf } from './previewSecret';
import { DEFAULT_PREVIEW_LIFETIME_MS, signPreviewToken } from './previewToken';
import { DEFAULT_DEV_OVERRIDE_LIFETIME_MS, devOverrideLinkOf, signDevOverrideToken } from './devOverrideToken';
import { describeSignals } from './signals';
import { deployRootLocator, previewLinkOf, unknownReleases } from './sitePreview';
import { PointersMoved, pullMirror, pushWorkingCopy } from './objectStore/mirror';
import { releasesStoreFromEnv } from './objectStore/releasesStore';
import { switchLockFromEnv } from './objectStore/switchLock';

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

function buildWorkspace(name: Deployable): void {
  const { dir } = services[name];
  console.log(`Building ${dir} (Nx-cached when unchanged)…`);
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--scope', `@site/${dir}`, '--stream'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`building ${dir} failed: nothing was deployed`);
}

function describe(result: SwitchResult, verb: string): string {
  const from = result.replaced && result.replaced !== result.version ? ` (was ${result.replaced})` : '';
  return `${result.name}: ${verb} release ${result.version}${from}.`;
}

/** Commands that only read the release root: nothing is pushed after them. */
const READ_ONLY_COMMANDS = new Set(['status', 'preview']);

async function main(argv: readonly string[]): Promise<void> {
  const root = deployRootOf();
  // A dev link needs only the key (PREVIEW_SECRET, required with object storage): nothing to pull or push.
  if (!process.env.RELEASES_URL?.trim() || argv[0] === 'dev-link') return run(argv, root);
  const store = releasesStoreFromEnv(process.env, root);
  const pulled = await pullMirror(store, root, deployables);
  await run(argv, root);
  if (READ_ONLY_COMMANDS.has(argv[0] ?? '')) return;
  const written = await pushWorkingCopy(store, root, deployables, pulled, switchLockFromEnv(process.env, store.where));
  console.log(`Release store: ${store.where} (${written.length ? `switched ${written.join(', ')}` : 'no pointer changed'}).`);
}

async function run(argv: readonly string[], root: string): Promise<void> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      'no-build': { type: 'boolean', default: false },
      from: { type: 'string' },
      keep: { type: 'string' },
      to: { type: 'string' },
      stage: { type: 'boolean', default: false },
      release: { type: 'string' },
      hours: { type: 'string' },
      percent: { type: 'string' },
      'auto-promote': { type: 'boolean', default: false },
      address: { type: 'string' },
      site: { type: 'string' },
    },
  });
  const [command, name, action] = positionals;
  const keep = values.keep === undefined ? DEFAULT_KEEP : Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number of releases, at least 1 (got "${values.keep}")`);

  if (command === 'status') {
    for (const deployable of deployables) {
      const state = readState(root, deployable);
      const kept = state.releases.map((release) => `${release.version}${release.version === state.current ? ' (live)' : ''}`);
      const staged = stagedOf(state).map((release) => `${release.version} (${release.stagedAt})`);
      console.log(
        `${deployable.padEnd(10)} ${state.current ?? 'not deployed'}   kept: ${kept.join(', ') || '–'}   staged: ${staged.join(', ') || '–'}`,
      );
    }
    const signals = signalsRecordFromEnv(root);
    try {
      for (const record of await siteSignals(root, signals))
        console.log(`signals    ${record.part} ${record.release} (${record.role}): ${describeSignals(record)}`);
    } finally {
      await signals.close();
    }
    const { canaries, ended } = readCanaries(root);
    for (const canary of canaries) {
      const promote = canary.autoPromote ? ', promoted on its own once healthy' : '';
      console.log(
        `canary     ${canary.part} ${canary.version} to ${canary.percent}% of visitors since ${canary.startedAt} (live: ${canary.live ?? 'none'}${promote})`,
      );
    }
    for (const last of ended.slice(0, 5))
      console.log(`ended      ${last.part} ${last.version} ${last.outcome} at ${last.endedAt}: ${last.reason}`);
    return;
  }
  if (command === 'dev-link') {
    devLink(root, name, values);
    return;
  }
  if (!['deploy', 'rollback', 'preview', 'canary'].includes(command ?? '') || !name || !isDeployable(name)) {
    throw new Error(
      `usage: cli.ts deploy|rollback|preview|canary <${deployables.join('|')}> [options] | cli.ts dev-link <${remoteNames.join('|')}> --address <origin> [--site <origin>] [--hours N] | cli.ts status`,
    );
  }

  if (command === 'canary') {
    if (action === 'abort') {
      const ended = await abortCanary(root, name, 'aborted by hand (npm run canary -- abort)');
      console.log(
        `${name}: canary ${ended.version} aborted; every visitor is on the live release ${readState(root, name).current ?? 'none'}.`,
      );
      return;
    }
    if (action === 'promote') {
      const { switched } = await promoteCanary(root, name, 'promoted by hand (npm run canary -- promote)');
      console.log(describe(switched, 'canary promoted: every visitor is on'));
      return;
    }
    if (action !== undefined) throw new Error(`canary ${name}: "${action}" is not promote or abort`);
    const release = values.release ?? stagedOf(readState(root, name))[0]?.version;
    if (!release) throw new Error(`${name} has no staged release to give visitors: stage one first, or name one with --release.`);
    const canary = await startCanary(root, name, release, { percent: Number(values.percent ?? NaN), autoPromote: values['auto-promote'] });
    console.log(`${name}: canary ${canary.version} for ${canary.percent}% of visitors (the others stay on ${canary.live ?? 'none'}).`);
    return;
  }

  if (command === 'preview') {
    const state = readState(root, name);
    const release = values.release ?? stagedOf(state)[0]?.version;
    if (!release) {
      throw new Error(
        `${name} has no staged release to preview: stage one (npm run deploy -w ${services[name].dir} -- --stage) or name one with --release.`,
      );
    }
    const hours = values.hours === undefined ? DEFAULT_PREVIEW_LIFETIME_MS / 3_600_000 : Number(values.hours);
    if (!(hours > 0 && hours <= 24 * 30)) throw new Error(`--hours must be a number of hours from 0 to 720 (got "${values.hours}")`);
    const previewed = [{ part: name, release }];
    if (unknownReleases(previewed, deployRootLocator(root)).length) {
      const onDisk = [...stagedOf(state).map((staged) => staged.version), ...state.releases.map((kept) => kept.version)];
      throw new Error(`${name} has no release ${release} in ${root}. Staged or kept: ${onDisk.join(', ') || 'none'}.`);
    }
    const token = signPreviewToken(previewSecretOf(root), previewed, { lifetimeMs: hours * 3_600_000 });
    const origin = process.env.PUBLIC_URL?.trim() || `http://localhost:${portOf('shell')}`;
    console.log(`Preview of ${name} release ${release}${release === state.current ? ' (the live one)' : ''}, for ${hours} h:`);
    console.log(previewLinkOf(origin, token));
    console.log('Whoever opens it sees the live site with this release in it; everyone else sees the live site.');
    return;
  }

  if (command === 'deploy') {
    const from = values.from ? path.resolve(values.from) : path.join(repoRoot, services[name].dir, 'dist');
    if (!values['no-build'] && !values.from) buildWorkspace(name);
    if (values.stage) {
      const staged = await stage(root, name, from, { keep });
      console.log(
        staged.alreadyLive
          ? `${name}: release ${staged.version} is already live; nothing staged.`
          : `${name}: staged release ${staged.version}; nobody is switched to it (live stays ${readState(root, name).current ?? 'none'}).`,
      );
      return;
    }
    const result = await deploy(root, name, from, { keep });
    console.log(describe(result, result.alreadyPublished ? 'live again on the already published' : 'published and live on'));
  } else {
    const result = await rollback(root, name, { keep, to: values.to });
    console.log(describe(result, 'rolled back to'));
  }
  console.log(`Deploy root: ${root}. The next page load shows it; pages already open keep working.`);
}

/** Longest a dev link lasts: a week (12 hours unless `--hours` says). */
const MAX_DEV_LINK_HOURS = 7 * 24;

/**
 * `dev-link <part> [--address <origin>]` (default: its port on localhost): prints a link that, in the browser that opens it, serves
 * `part` from the dev server at `address` inside the site (the shell's server never fetches from it:
 * that browser does). Signed with the preview key, so every shell of the site accepts it.
 */
function devLink(
  root: string,
  part: string | undefined,
  values: { readonly address?: string | undefined; readonly site?: string | undefined; readonly hours?: string | undefined },
): void {
  if (!part || !isRemoteName(part)) {
    throw new Error(
      `usage: cli.ts dev-link <${remoteNames.join('|')}> --address http://localhost:${portOf('pricing')} [--site <origin>] [--hours N]`,
    );
  }
  // The part's dev server on this machine unless told otherwise. `http://localhost:3003/` names the
  // same origin; any other path is refused by the token.
  const address = (values.address ?? `http://localhost:${portOf(part)}`).trim().replace(/\/+$/, '');
  const hours = values.hours === undefined ? DEFAULT_DEV_OVERRIDE_LIFETIME_MS / 3_600_000 : Number(values.hours);
  if (!(hours > 0 && hours <= MAX_DEV_LINK_HOURS)) {
    throw new Error(`--hours must be a number of hours from 0 to ${MAX_DEV_LINK_HOURS} (got "${values.hours}")`);
  }
  const site = values.site?.trim() || process.env.PUBLIC_URL?.trim() || `http://localhost:${portOf('shell')}`;
  let siteOrigin: string;
  try {
    const url = new URL(site);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    siteOrigin = url.origin;
  } catch {
    throw new Error(`--site must be the site's http(s) address, e.g. https://www.example.com (got "${site}")`);
  }
  const token = signDevOverrideToken(previewSecretOf(root), { part, origin: address }, { lifetimeMs: hours * 3_600_000 });
  console.log(`Dev override of ${part} from ${address} on ${siteOrigin}, for ${hours} h:`);
  console.log(devOverrideLinkOf(siteOrigin, token));
  console.log(`Whoever opens it gets ${part} from ${address} as their own browser reaches it; everyone else sees the live site.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof DeployRefused || error instanceof CanaryRefused || error instanceof PointersMoved ? 2 : 1);
});
