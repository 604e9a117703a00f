import path from 'node:path';
import { listenWithGracefulShutdown, shellOrigins } from '@site/server-kit/static-server';
import { portOf, remoteNames } from '@site/site-formats/topology';
import { metricsTokenFromEnv } from '@site/server-kit/metrics';
import { describeTrustProxy, parseTrustProxy } from '@site/server-kit/trust-proxy';
import { createLogger, type Logger } from '@site/server-kit/telemetry';
import { runningCanaries } from '@site/releases/canary-file';
import { createReviewScheduler, decisionPolicyFromEnv, siteSignals } from '@site/releases/canary-watch';
import { signalsRecordFromEnv } from '@site/releases/signals-record';
import { stepInStore } from '@site/releases/canary-in-store';
import { switchLockFromEnv } from '@site/releases/switch-lock';
import { previewSecretOf } from '@site/releases/preview-secret';
import { releaseDirs } from '@site/releases/serving';
import { releaseStoreSyncFromEnv } from '@site/releases/release-sync';
import { deployRootLocator, unknownReleases } from '@site/releases/site-preview';
import { createShellServer } from './app';
import { sampleRateFromEnv } from './pageReleases';
import { readRemotesManifest } from './remotesManifest';

// With DEPLOY_ROOT the shell serves its live release from there (a deploy switches it); else one build folder.
const deployRoot = process.env.DEPLOY_ROOT ? path.resolve(process.env.DEPLOY_ROOT) : null;
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '../dist'));
// `npm run dev -w shell` (scripts/dev.ts): the shell's own files from its dev build (DIST_DIR), the
// remotes still from the deploy root, and every page loading the shell dev server's client.
const shellDevServer = process.env.SHELL_DEV_SERVER?.trim() || undefined;
const distDirs = deployRoot && !shellDevServer ? () => releaseDirs(deployRoot, 'shell') : () => Promise.resolve([distDir]);
const mailApiUrl = process.env.MAIL_API_URL ?? `http://127.0.0.1:${portOf('mailApi')}`;

/**
 * The site's origin, which every absolute URL names (canonical, og:url, JSON-LD, sitemap): PUBLIC_URL,
 * required in production (NODE_ENV=production), where a Host header must never stand in for it.
 * Elsewhere the shell's own first origin: SHELL_ORIGINS' first, or http://localhost:<port> (`npm start`).
 */
const localOrigins = shellOrigins(portOf('shell'));
const publicUrl = process.env.PUBLIC_URL?.trim() || (process.env.NODE_ENV === 'production' ? undefined : localOrigins[0]);
if (publicUrl === undefined) {
  console.error("shell: PUBLIC_URL is required in production: the site's origin, e.g. PUBLIC_URL=https://www.example.com");
  process.exit(1);
}

// The load balancer(s) in front of the shell, if any: hop count or addresses (see trustProxy.ts).
let trustProxy;
let sampleRate;
// JSON lines on stdout, LOG_LEVEL honoured (server-kit telemetry).
let logger: Logger;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY, false);
  sampleRate = sampleRateFromEnv();
  logger = createLogger({ service: 'shell' });
} catch (error) {
  console.error(`shell: ${(error as Error).message}`);
  process.exit(1);
}

/**
 * RELEASES_URL: the releases are in object storage, and DEPLOY_ROOT is this shell's own folder, kept
 * in step with it (no disk shared with other shells); pages wait for the first pull.
 */
let releaseStore;
try {
  releaseStore = releaseStoreSyncFromEnv(process.env, deployRoot, 'shell', logger);
} catch (error) {
  logger.error({ err: error }, `shell: ${(error as Error).message}`);
  process.exit(1);
}

/**
 * Staged and kept releases can be previewed, or given to a share of visitors, where there is a deploy
 * root; a developer's own part can be seen inside the site (a dev override link, signed with the same
 * key). The preview key is read once; the canaries per request (canary.json, as remotes.json).
 */
let previewSecret: string | undefined;
const previewKey = deployRoot ? () => (previewSecret ??= previewSecretOf(deployRoot)) : null;
const locate = deployRoot ? deployRootLocator(deployRoot) : null;
const preview = previewKey && locate ? { secret: previewKey, locate } : undefined;
const devOverride = previewKey ? { secret: previewKey } : undefined;
// A visitor's canary side comes from a seed in a cookie the preview key signs: nobody picks their own.
const canaries =
  deployRoot && locate && previewKey ? { running: () => runningCanaries(deployRoot), locate, secret: previewKey } : undefined;

/**
 * Real visitors' beacons go to the deploy root's record (with RELEASES_DATABASE_URL, the one every
 * shell shares); after they come in (and once a minute, for a canary healthy long enough to promote)
 * the running canaries are reviewed: one review at a time, at most one every 2 s however many beacons
 * come in. With releases in object storage a review is a step in the store, taken once across shells
 * (releases/src/objectStore/canaryInStore.ts). The review promotes or aborts, so it is the releases'
 * write side (the deploy guard, the lock files): loaded when a review first runs, not with the server.
 */
const policy = decisionPolicyFromEnv();
const signalsRecord = deployRoot ? signalsRecordFromEnv(deployRoot) : null;
const review = async (root: string) => {
  const { reviewCanaries } = await import('@site/releases/canary-review');
  const reviewHere = () => reviewCanaries(root, { policy, ...(signalsRecord ? { signals: signalsRecord } : {}) });
  if (!releaseStore) return reviewHere();
  const step = { store: releaseStore.store, localRoot: root, deployables: ['shell', ...remoteNames], sync: releaseStore };
  const lock = switchLockFromEnv(process.env, releaseStore.where);
  return stepInStore(lock ? { ...step, lock } : step, reviewHere);
};
const reviews = deployRoot
  ? createReviewScheduler(() =>
      review(deployRoot)
        .then((decided) => {
          for (const { canary, verdict } of decided) {
            if (verdict.action === 'abort' || verdict.action === 'promote')
              logger.info(
                { part: canary.part, release: canary.version, action: verdict.action },
                `canary ${canary.part} ${canary.version}: ${verdict.action}, ${verdict.reason}`,
              );
          }
        })
        .catch((error: unknown) => logger.error({ err: error }, 'Reviewing the canaries failed')),
    )
  : null;
/**
 * A beacon counts with its page's ticket, signed with the preview key (pageViewTicket.ts), and only
 * for releases in the deploy root; a part with a running canary, only from visitors' own tickets.
 */
const signals =
  deployRoot && signalsRecord && previewKey && locate
    ? {
        record: async (beacon: Parameters<typeof signalsRecord.record>[0]) => {
          await signalsRecord.record(beacon);
          reviews?.ask();
        },
        metrics: () => siteSignals(deployRoot, signalsRecord),
        sampleRate,
        secret: previewKey,
        unknownReleases: (releases: Parameters<typeof unknownReleases>[0]) => unknownReleases(releases, locate),
        // As for pages: a canary.json that cannot be read puts everyone on the live releases.
        canaryParts: async () => new Set((await runningCanaries(deployRoot).catch(() => [])).map(({ part }) => part)),
      }
    : undefined;
if (reviews) setInterval(reviews.ask, 60_000).unref();

const app = createShellServer({
  distDirs,
  mailApiUrl,
  publicUrl,
  shellOrigins: localOrigins,
  trustProxy,
  // Without a remotes file, the remotes are on their own ports of the site's host (never the Host a client typed).
  remotesManifest: () => readRemotesManifest(new URL(publicUrl).hostname),
  preview,
  ...(devOverride ? { devOverride } : {}),
  canaries,
  signals,
  ...(releaseStore ? { releaseStore } : {}),
  // /metrics: to loopback, and with METRICS_TOKEN to whoever bears it.
  metrics: { token: metricsTokenFromEnv(), processMetrics: true },
  logger,
  shellDevServer,
});
listenWithGracefulShutdown(app, portOf('shell'), (port) => {
  const source = releaseStore
    ? `its live release from ${releaseStore.where} (its copy in ${deployRoot ?? ''})`
    : deployRoot
      ? `its live release in ${deployRoot}`
      : distDir;
  logger.info(
    { url: `http://localhost:${port}`, mailApiUrl },
    `shell: serving ${source} on http://localhost:${port} (/api → ${mailApiUrl}; ${describeTrustProxy(trustProxy)})`,
  );
});
