/**
 * `npm run deploy -w <workspace>` / `npm run rollback -w <workspace>` (each workspace's scripts name
 * its deployable), and `status`:
 *
 *   tsx devkit/src/deploy/cli.ts deploy pricing [--no-build] [--from <build folder>] [--keep N] [--stage]
 *   tsx devkit/src/deploy/cli.ts rollback pricing [--to <version>]
 *   tsx devkit/src/deploy/cli.ts status
 *
 * `--stage` publishes the build after the same checks and switches nobody to it (a preview or a
 * canary takes it from there). The deploy root is DEPLOY_ROOT, else `.deploy/` at the repository root (what `npm start` serves).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../processes';
import { services } from '../topology';
import {
  DEFAULT_KEEP,
  DeployRefused,
  deploy,
  deployRootOf,
  deployables,
  isDeployable,
  readState,
  rollback,
  stage,
  stagedOf,
  type Deployable,
  type SwitchResult,
} from './releaseStore';

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

async function main(argv: readonly string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      'no-build': { type: 'boolean', default: false },
      from: { type: 'string' },
      keep: { type: 'string' },
      to: { type: 'string' },
      stage: { type: 'boolean', default: false },
    },
  });
  const [command, name] = positionals;
  const root = deployRootOf();
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
    return;
  }
  if ((command !== 'deploy' && command !== 'rollback') || !name || !isDeployable(name)) {
    throw new Error(`usage: cli.ts deploy|rollback <${deployables.join('|')}> [options] | cli.ts status`);
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

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof DeployRefused || error instanceof Error ? error.message : error);
  process.exit(error instanceof DeployRefused ? 2 : 1);
});
