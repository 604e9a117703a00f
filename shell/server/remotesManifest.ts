import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE, parseRemotesManifest } from '@site/releases/release-root';
import { containerName, portOf, remoteNames } from '@site/site-formats/topology';
import type { RemotesManifest } from '../shared/contract';

/**
 * Where the remotes live: REMOTES_FILE, or the remotes.json of DEPLOY_ROOT that `npm run deploy`
 * switches (read on every request, so switching a remote needs no shell restart). Without either,
 * each remote's build is on its own port of the host the visitor used.
 */
export async function readRemotesManifest(hostname: string, env: NodeJS.ProcessEnv = process.env): Promise<RemotesManifest> {
  const file = env.REMOTES_FILE || (env.DEPLOY_ROOT ? path.join(env.DEPLOY_ROOT, MANIFEST_FILE) : null);
  if (file) return parseRemotesManifest(await readFile(file, 'utf8'), file);
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return {
    remotes: remoteNames.map((remote) => ({
      name: containerName(remote),
      entry: `http://${host}:${portOf(remote, env)}/mf-manifest.json`,
    })),
  };
}
