/**
 * Serving a deployable from the deploy root (see store.ts). The live release is read from
 * its state file on every request, so a switch needs no restart and is seen by the next request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { immutableFiles, type ReleaseFiles } from '@site/server-kit/static-server';
import type { RemoteName } from '@site/site-formats/topology';
import { releaseStoreSyncFromEnv } from './objectStore/releaseSync';
import { releaseDir, releasesDir, type Deployable, type ReleaseState } from './releaseRoot';

/** The live release's folder first, then the other kept ones (most recently live first); empty before a deploy. */
export async function releaseDirs(root: string, name: Deployable): Promise<string[]> {
  let state: ReleaseState;
  try {
    state = JSON.parse(await readFile(path.join(root, name, 'state.json'), 'utf8')) as ReleaseState;
  } catch {
    return [];
  }
  if (!state.current) return [];
  const others = state.releases.map((release) => release.version).filter((version) => version !== state.current);
  return [state.current, ...others].map((version) => releaseDir(root, name, version));
}

/**
 * A remote's releases in the deploy root, for its server (createRemoteServer): the live one at the
 * site root, else a kept older one, and each under `/releases/<version>/`.
 */
export function deployRootFiles(root: string, remote: RemoteName): ReleaseFiles {
  return {
    liveDirs: () => releaseDirs(root, remote),
    // `/releases/<version>/…`: a release's files under its own path. They never change, so caches keep them.
    versioned: immutableFiles(releasesDir(root, remote)),
    description: `its live release in ${root}`,
  };
}

/**
 * A remote server's releases in DEPLOY_ROOT when it is set; null when it serves its build folder.
 * With RELEASES_URL that folder is its own copy of the release store, kept in step (releaseSync):
 * until it holds the remote's live release the server has nothing to serve, as before a first deploy.
 */
export function deployRootFilesFromEnv(remote: RemoteName, env: NodeJS.ProcessEnv = process.env): ReleaseFiles | null {
  if (!env.DEPLOY_ROOT) return null;
  const root = path.resolve(env.DEPLOY_ROOT);
  const sync = releaseStoreSyncFromEnv(env, root, remote, consoleLogger(remote));
  const files = deployRootFiles(root, remote);
  return sync ? { ...files, description: `its live release from ${sync.where} (its copy in ${root})` } : files;
}

/** Log lines of the sync for a remote's server, which has no structured logger of its own here. */
const consoleLogger = (remote: RemoteName) => ({
  info: (_fields: object, message: string) => console.log(`${remote}: ${message}`),
  warn: (_fields: object, message: string) => console.warn(`${remote}: ${message}`),
  error: (_fields: object, message: string) => console.error(`${remote}: ${message}`),
});
