/**
 * Serving a deployable from the deploy root (see store.ts). The live release is read from
 * its state file on every request, so a switch needs no restart and is seen by the next request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { immutableFiles, type ReleaseFiles } from '@site/devkit/static-server';
import type { RemoteName } from '@site/devkit/topology';
import { releaseDir, releasesDir, type Deployable, type ReleaseState } from './store';

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

/** A remote server's releases in DEPLOY_ROOT when it is set; null when it serves its build folder. */
export function deployRootFilesFromEnv(remote: RemoteName, env: NodeJS.ProcessEnv = process.env): ReleaseFiles | null {
  return env.DEPLOY_ROOT ? deployRootFiles(path.resolve(env.DEPLOY_ROOT), remote) : null;
}
