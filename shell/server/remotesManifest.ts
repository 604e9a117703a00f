import { readFile } from 'node:fs/promises';
import { containerName, portOf, remoteNames } from '@site/devkit/topology';
import type { RemotesManifest } from '../src/federation/remoteRegistry';

/**
 * Where the remotes live. In a deployment REMOTES_FILE names a JSON file that a deploy rewrites
 * (read on every request, so switching a remote needs no shell restart). Locally, each remote is
 * on its own port of the host the visitor used.
 */
export async function readRemotesManifest(hostname: string, env: NodeJS.ProcessEnv = process.env): Promise<RemotesManifest> {
  if (env.REMOTES_FILE) return JSON.parse(await readFile(env.REMOTES_FILE, 'utf8')) as RemotesManifest;
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  return {
    remotes: remoteNames.map((remote) => ({
      name: containerName(remote),
      entry: `http://${host}:${portOf(remote, env)}/mf-manifest.json`,
    })),
  };
}
