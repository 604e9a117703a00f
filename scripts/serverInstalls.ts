/**
 * `tsx scripts/serverInstalls.ts` (a step of `npm test`): what a production install of each server
 * brings (npm's own `npm ls --omit=dev`, over the lockfile's tree), and a failure when the build
 * tooling is in it. The servers run on @site/server-kit and @site/site-formats; webpack, the
 * prerender's jsdom and the share cards' satori and resvg belong to devkit, which only the builds
 * and the tests install.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { services } from '@site/site-formats/topology';

const root = path.resolve(__dirname, '..');

/** Every deployable whose server runs in production (the topology's services, by folder). */
const servers = Object.values(services).map((service) => service.dir);

/** Build tooling that must not be installed beside a server. */
const buildOnly = ['@site/devkit', 'webpack', '@module-federation/enhanced', 'html-webpack-plugin', 'jsdom', 'satori', '@resvg/resvg-js'];

/** The folders of what `npm ls` installs for a workspace's production dependencies. */
function productionInstall(workspace: string): string[] {
  const listing = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable', '--workspace', workspace], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // npm ls exits 1 on a tree problem it reports (an extraneous or invalid package) but still lists the tree.
  if (!listing.stdout) throw new Error(`npm ls --workspace ${workspace} listed nothing: ${listing.stderr}`);
  return [...new Set(listing.stdout.split('\n').filter((line) => line && line !== root))];
}

/** The package a folder holds: `node_modules/@scope/name` or `node_modules/name`, or a workspace's link. */
function packageNameOf(folder: string): string {
  const relative = path.relative(root, folder);
  const inModules = relative.split('node_modules/').at(-1) ?? relative;
  if (inModules === relative) return `@site/${relative}`;
  const [scopeOrName = inModules, name] = inModules.split('/');
  return scopeOrName.startsWith('@') && name ? `${scopeOrName}/${name}` : scopeOrName;
}

let failures = 0;
for (const workspace of servers) {
  const names = new Set(productionInstall(workspace).map(packageNameOf));
  const found = buildOnly.filter((name) => names.has(name));
  console.log(
    `${workspace.padEnd(14)} ${String(names.size).padStart(4)} packages in production${found.length ? `; build tooling: ${found.join(', ')}` : ''}`,
  );
  if (found.length) failures += 1;
}
if (failures) {
  console.error(
    `${failures} server(s) would install build tooling: move what their server runs to @site/server-kit or @site/site-formats.`,
  );
  process.exit(1);
}
