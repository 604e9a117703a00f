import path from 'node:path';
import { releaseDirs } from '@site/devkit/deploy/serving';
import { listenWithGracefulShutdown } from '@site/devkit/static-server';
import { portOf } from '@site/devkit/topology';
import { describeTrustProxy, parseTrustProxy } from '@site/devkit/trust-proxy';
import { previewSecretOf } from '@site/releases/preview-secret';
import { deployRootLocator } from '@site/releases/site-preview';
import { createShellServer } from './app';
import { readRemotesManifest } from './remotesManifest';

// With DEPLOY_ROOT the shell serves its live release from there (a deploy switches it); else one build folder.
const deployRoot = process.env.DEPLOY_ROOT ? path.resolve(process.env.DEPLOY_ROOT) : null;
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '../dist'));
const distDirs = deployRoot ? () => releaseDirs(deployRoot, 'shell') : () => Promise.resolve([distDir]);
const mailApiUrl = process.env.MAIL_API_URL ?? `http://127.0.0.1:${portOf('mailApi')}`;

// Set in production so sitemap.xml and robots.txt name the public origin, not an internal host.
const publicUrl = process.env.PUBLIC_URL?.trim() || undefined;

// The load balancer(s) in front of the shell, if any: hop count or addresses (see trustProxy.ts).
let trustProxy;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY, false);
} catch (error) {
  console.error(`shell: ${(error as Error).message}`);
  process.exit(1);
}

/** Staged and kept releases can be previewed where there is a deploy root; the key is read once. */
let previewSecret: string | undefined;
const preview = deployRoot
  ? { secret: () => (previewSecret ??= previewSecretOf(deployRoot)), locate: deployRootLocator(deployRoot) }
  : undefined;

const app = createShellServer({
  distDirs,
  mailApiUrl,
  publicUrl,
  trustProxy,
  remotesManifest: (hostname) => readRemotesManifest(hostname),
  preview,
});
listenWithGracefulShutdown(app, portOf('shell'), (port) => {
  const source = deployRoot ? `its live release in ${deployRoot}` : distDir;
  console.log(`shell: serving ${source} on http://localhost:${port} (/api → ${mailApiUrl}; ${describeTrustProxy(trustProxy)})`);
});
