/**
 * The shell's server, as a pipeline read top to bottom: request logs and metrics, security headers,
 * the release store's gate, previews, dev overrides, /metrics, beacons, the `/api` proxy, then for
 * everything else the request's site (decided once, requestSite.ts) and, in turn, the small
 * endpoints, the shell's files, the documents the live remotes publish, composed pages, plain form
 * posts, and 404.
 */
import compression from 'compression';
import express from 'express';
import type { RunningCanary } from '@site/releases/canary-bucket';
import type { ReleaseLocator } from '@site/releases/site-preview';
import { filesFromDirs, plainErrorHandler, wantsHtmlPage } from '@site/server-kit/static-server';
import type { TrustProxySetting } from '@site/server-kit/trust-proxy';
import { requestLogger, type Logger } from '@site/server-kit/telemetry';
import { Counter, createServiceRegistry, httpMetrics } from '@site/server-kit/metrics';
import type { RemotesManifest } from '../shared/contract';
import { apiProxy } from './apiProxy';
import { formPostRoutes } from './formPost/formPostHandler';
import { createLiveRoutes } from './liveRoutes';
import { liveDocuments } from './liveDocuments';
import { metricsHandler, type ReleaseMetrics } from './metrics';
import { devOverrideResponses, devOverrideRoutes, type DevOverrideOptions } from './devOverride';
import { createPageHandler } from './pageHandler';
import { previewResponses, previewRoutes, type SitePreviewOptions } from './preview';
import { releaseStoreGate, releaseStoreMetrics, type ReleaseStoreStatus } from './releaseStoreStatus';
import { remoteCacheMetrics } from './remoteCacheMetrics';
import { createRequestSites } from './requestSite';
import { createRevalidatingCache } from './revalidatingCache';
import { shellRouteKind } from './routeKind';
import { securityHeaders } from './securityHeaders';
import { signalsRoutes, type SignalsOptions } from './signals';
import { setSiteOrigins, siteOriginsFrom } from './siteOrigin';
import { siteEndpoints } from './siteEndpoints';
import { spanResults, tracedCache } from './tracedCache';

export interface ShellServerOptions {
  /**
   * The shell's build folders: the live one first, then older kept releases whose content-hashed
   * files pages opened before a deploy may still ask for. Asked per request (a deploy switches it).
   */
  readonly distDirs: () => Promise<readonly string[]>;
  /** Base URL of the mail API, e.g. http://127.0.0.1:3005. */
  readonly mailApiUrl: string;
  /** The live remotes manifest (remotes.json, read per request: a deploy switches it). */
  readonly remotesManifest: () => Promise<RemotesManifest>;
  /**
   * The site's origin (PUBLIC_URL), e.g. https://www.example.com: every absolute URL it writes (canonical,
   * og:url, JSON-LD, sitemap) names it, whatever Host a request came with (siteOrigin.ts).
   */
  readonly publicUrl: string;
  /** The other origins a visitor's browser may be on (SHELL_ORIGINS: localhost and 127.0.0.1 locally). */
  readonly shellOrigins?: readonly string[];
  /**
   * The proxies in front of this server whose X-Forwarded-For entries are believed (TRUST_PROXY):
   * none by default, so the client address is the connection's.
   */
  readonly trustProxy?: TrustProxySetting;
  /** Previewing staged releases on the live site (with a deploy root); none without it. */
  readonly preview?: SitePreviewOptions;
  /**
   * One browser's part from its own dev server (`cli.ts dev-link`), signed with the preview key (with a
   * deploy root); none without it.
   */
  readonly devOverride?: DevOverrideOptions;
  /**
   * Canaries: staged releases given to a share of visitors (with a deploy root), each visitor's side
   * from a seed in a cookie signed with `secret` (the preview key); none without it.
   */
  readonly canaries?: {
    readonly running: () => Promise<readonly RunningCanary[]>;
    readonly locate: ReleaseLocator;
    readonly secret: () => string;
  };
  /**
   * One JSON line per request (server-kit telemetry: request id, route kind, the releases a page was
   * composed from, status, duration); none without a logger (tests).
   */
  readonly logger?: Logger;
  /** `npm run dev -w shell`: the shell's dev server, whose client every page loads first (never in production). */
  readonly shellDevServer?: string | undefined;
  /**
   * `/metrics` (server-kit/metrics): METRICS_TOKEN, which lets it answer beyond loopback, and whether
   * Node's process metrics are in it (not in tests). Always served, to loopback at least.
   */
  readonly metrics?: { readonly token?: string | undefined; readonly processMetrics?: boolean };
  /** Releases pulled from object storage (RELEASES_URL): pages wait for the first pull; `/metrics` tells its state. */
  readonly releaseStore?: ReleaseStoreStatus;
  /** Real-user signals: beacons in (`POST /__signals`), and their aggregates for operators (`/metrics`). */
  readonly signals?: SignalsOptions & {
    readonly metrics: () => Promise<readonly ReleaseMetrics[]>;
    /** SIGNALS_SAMPLE_RATE: the share of page views that send a beacon (0–1; default 1). */
    readonly sampleRate?: number;
  };
}

export function createShellServer({
  distDirs,
  mailApiUrl,
  remotesManifest,
  publicUrl,
  shellOrigins = [],
  trustProxy = false,
  preview,
  devOverride,
  canaries,
  signals,
  metrics,
  logger,
  releaseStore,
  shellDevServer,
}: ShellServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  if (logger) {
    app.use(
      requestLogger({
        logger,
        ignore: (req) => req.url === '/metrics',
        // The route kind, and for a page the release of each part it was composed from (pageHandler.ts).
        kindOf: shellRouteKind,
        props: (_req, res) => {
          const releases: unknown = (res as express.Response).locals.releases;
          return releases ? { releases } : {};
        },
      }),
    );
  }
  const registry = createServiceRegistry('shell', { defaultMetrics: metrics?.processMetrics ?? false });
  app.use(httpMetrics(registry, shellRouteKind));
  // req.ip and req.protocol come from the socket and the proxies we run, never from what a visitor sent.
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders());
  if (releaseStore) {
    releaseStoreMetrics(registry, releaseStore);
    app.use(releaseStoreGate(releaseStore));
  }
  const origins = siteOriginsFrom(publicUrl, shellOrigins);
  setSiteOrigins(app, origins);
  if (preview) {
    app.use(previewResponses(preview));
    app.use(previewRoutes(preview));
  }
  if (devOverride) {
    app.use(devOverrideResponses(devOverride));
    app.use(devOverrideRoutes(devOverride));
  }
  app.get('/metrics', metricsHandler({ registry, token: metrics?.token, ...(signals ? { collect: signals.metrics } : {}) }));
  if (signals) app.use(signalsRoutes(signals));
  app.use(apiProxy(mailApiUrl));
  app.use(compression());

  // Remote files (routes, pages, manifests, styles), revalidated with their ETags.
  const remoteCache = remoteCacheMetrics(registry);
  const cache = tracedCache(createRevalidatingCache({ observer: spanResults(remoteCache.observer) }));
  const sites = createRequestSites({
    distDirs,
    remotesManifest,
    routesOf: createLiveRoutes(cache, logger),
    onManifest: (manifest) => remoteCache.learn(manifest),
    preview,
    devOverride,
    canaries,
  });

  app.use(siteEndpoints({ sites, remotesManifest, siteOrigin: origins.canonical }));
  app.use(filesFromDirs(sites.dirsOf));
  app.use(liveDocuments(sites.liveSiteOf, cache, origins.canonical));
  const { sendPage, sendPageStylesheet } = createPageHandler({
    siteOf: sites.siteOf,
    cache,
    siteOrigin: origins.canonical,
    signals,
    shellDevServer,
  });
  app.get('/__styles/*file', sendPageStylesheet);
  app.use((req, res, next) => {
    if (wantsHtmlPage(req)) sendPage(req, res, next);
    else next();
  });

  // A form posted as plain HTML to the page it is on: taken through the mail API, answered with a page.
  const formPosts = new Counter({
    name: 'shell_form_posts_total',
    help: 'Forms posted as plain HTML (no script): sent (303 to the success page), invalid (the page with the messages), failed (not taken: the page, values kept), refused',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['sent', 'invalid', 'failed', 'refused']) formPosts.inc({ outcome }, 0);
  app.use(
    formPostRoutes({
      mailApiUrl,
      isPage: async (req, pagePath) => (await sites.siteOf(req)).routes.table.match(pagePath) !== undefined,
      sendPage,
      siteOrigin: origins.canonical,
      counted: (outcome) => formPosts.inc({ outcome }),
    }),
  );

  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(plainErrorHandler);

  return app;
}
