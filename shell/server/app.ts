/**
 * The shell's server: serves the shell's build, publishes remotes.json, forwards same-origin
 * /api/* to the mail API, serves the documents the live remotes publish (e.g. the blog's RSS
 * feed, the pages' share cards), and answers page paths with the right status (404 for unknown paths, 301 from variant
 * spellings to the canonical one).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { parseCookie as parseCookieHeader } from 'cookie';
import { canaryChoices, isValidVisitorSeed, newVisitorSeed, VISITOR_COOKIE, type RunningCanary } from '@site/releases/canary-bucket';
import type { PreviewedRelease } from '@site/releases/preview-token';
import { withChosenReleases, type ReleaseLocator } from '@site/releases/site-preview';
import { SITE_ORIGIN_TOKEN } from '@site/devkit/prerender/fragments';
import { cacheControlHeader, cachePolicyFor, filesFromDirs, plainErrorHandler, wantsHtmlPage } from '@site/devkit/static-server';
import type { TrustProxySetting } from '@site/devkit/trust-proxy';
import { inSpan, REQUEST_ID_HEADER, requestLogger, type Logger } from '@site/devkit/telemetry';
import { CONTENT_HASHED_PATH, Counter, createServiceRegistry, httpMetrics, type Registry } from '@site/devkit/metrics';
import { containerName, remoteNames } from '@site/devkit/topology';
import type { RemotesManifest } from '../src/federation/remoteRegistry';
import { ROUTE_TABLE_URL, type PublishedRouteTable } from '../src/routing/routeTableStore';
import { createCompressedPages } from './compressedPages';
import { formPostRoutes, type PageAnswer } from './formPost/formPostHandler';
import { clientRenderedDocument, createPageComposer, pageStatus } from './composePage';
import { contentSecurityPolicy, prepareContentSecurityPolicy } from './contentSecurityPolicy';
import type { SiteRoute } from '@site/devkit/routes';
import { createLiveRoutes, type SiteRoutes } from './liveRoutes';
import { createRevalidatingCache, type CacheObserver } from './revalidatingCache';
import { spanResults, tracedCache } from './tracedCache';
import {
  previewOf,
  previewResponses,
  previewRoutes,
  PREVIEW_BANNER_STYLE_HASH,
  withPreviewBanner,
  firstPartyCookie,
  type ActivePreview,
  type SitePreviewOptions,
} from './preview';
import { releaseStoreGate, releaseStoreMetrics, type ReleaseStoreStatus } from './releaseStoreStatus';
import { metricsHandler, type ReleaseMetrics } from './metrics';
import { partsOnPage, releasesOnPage, withReleasesMeta } from './pageReleases';
import { robotsTxt, sitemapXml } from './seo';
import { signalsRoutes, type SignalsOptions } from './signals';
import { SPECULATION_RULES_HEADER, SPECULATION_RULES_PATH, speculationRules } from './speculationRules';

export interface ShellServerOptions {
  /**
   * The shell's build folders: the live one first, then older kept releases whose content-hashed
   * files pages opened before a deploy may still ask for. Asked per request (a deploy switches it).
   */
  readonly distDirs: () => Promise<readonly string[]>;
  /** Base URL of the mail API, e.g. http://127.0.0.1:3005. */
  readonly mailApiUrl: string;
  /** The remotes manifest for a request (the host name the visitor used). */
  readonly remotesManifest: (hostname: string) => Promise<RemotesManifest>;
  /** The origin search engines should index, e.g. https://www.example.com; default: the request's own. */
  readonly publicUrl?: string;
  /**
   * The proxies in front of this server whose X-Forwarded-For entries are believed (TRUST_PROXY):
   * none by default, so the client address is the connection's.
   */
  readonly trustProxy?: TrustProxySetting;
  /** Previewing staged releases on the live site (with a deploy root); none without it. */
  readonly preview?: SitePreviewOptions;
  /** Canaries: staged releases given to a share of visitors (with a deploy root); none without it. */
  readonly canaries?: { readonly running: () => Promise<readonly RunningCanary[]>; readonly locate: ReleaseLocator };
  /**
   * One JSON line per request (devkit telemetry: request id, route kind, the releases a page was
   * composed from, status, duration); none without a logger (tests).
   */
  readonly logger?: Logger;
  /**
   * `/metrics` (devkit/metrics): METRICS_TOKEN, which lets it answer beyond loopback, and whether
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

/** A document that is text (a feed, JSON), where the site's origin is filled in; anything else (a PNG) is bytes. */
const isTextual = (contentType: string) => /^text\/|[/+](xml|json)\b|;\s*charset=/i.test(contentType);

/** How long a visitor keeps their canary bucket: a canary's whole life, and the next ones'. */
const VISITOR_COOKIE_MS = 90 * 24 * 3_600_000;

/** The shell's requests by kind, for `http_requests_total` (bounded: never the path itself). */
function shellRouteKind(req: express.Request): string {
  const { path: pathname } = req;
  if (pathname === '/metrics') return 'metrics';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname === '/remotes.json') return 'remotes_json';
  if (pathname === ROUTE_TABLE_URL) return 'routes_json';
  if (pathname.startsWith('/__')) return 'internal'; // beacons, previews
  if (CONTENT_HASHED_PATH.test(pathname)) return 'asset_immutable';
  return path.posix.extname(pathname) === '' ? 'page' : 'asset';
}

/**
 * Counts the remote cache's lookups and failed fetches per remote. A file's remote is the one whose
 * manifest entry's folder (its releases' root) the URL is under, as the live manifests said.
 */
function remoteCacheMetrics(registry: Registry) {
  const lookups = new Counter({
    name: 'shell_remote_cache_requests_total',
    help: "Lookups in the shell's cache of remote files: hit (from memory or confirmed by a 304), miss (downloaded), stale (the remote failed; the last good copy)",
    labelNames: ['remote', 'result'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'shell_remote_fetch_failures_total',
    help: 'Fetches of remote files that failed: no answer in time, no connection, or an error status other than 404',
    labelNames: ['remote'] as const,
    registers: [registry],
  });
  const remoteOfContainer = new Map<string, string>(remoteNames.map((remote) => [containerName(remote), remote]));
  /** Root URL of a remote's files (its entry's folder above `releases/<version>/`) → the remote. */
  const roots = new Map<string, string>();
  const rootOf = (entry: string) => new URL('.', entry).href.replace(/releases\/[^/]+\/$/, '');
  const remoteOf = (url: string) => {
    for (const [root, remote] of roots) if (url.startsWith(root)) return remote;
    return 'unknown';
  };
  for (const remote of remoteNames) for (const result of ['hit', 'miss', 'stale']) lookups.inc({ remote, result }, 0);
  for (const remote of remoteNames) failures.inc({ remote }, 0);
  const observer: CacheObserver = {
    lookup: (url, result) => lookups.inc({ remote: remoteOf(url), result }),
    fetchFailed: (url) => failures.inc({ remote: remoteOf(url) }),
  };
  return {
    observer,
    /** Learns where each remote of a manifest lives (a handful of entries; a deploy may move one). */
    learn(manifest: RemotesManifest) {
      for (const { name, entry, fallback } of manifest.remotes) {
        const remote = remoteOfContainer.get(name);
        if (!remote) continue;
        for (const url of fallback ? [entry, fallback] : [entry]) {
          try {
            const root = rootOf(url);
            if (roots.get(root) === remote) continue;
            roots.set(root, remote);
            if (roots.size > 64) roots.delete(roots.keys().next().value as string);
          } catch {
            // not a URL: nothing to learn from it
          }
        }
      }
    },
  };
}

/** Headers through which a client could name its own address or origin; the mail API gets ours instead. */
const clientSuppliedForwardingHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

export function createShellServer({
  distDirs,
  mailApiUrl,
  remotesManifest,
  publicUrl,
  trustProxy = false,
  preview,
  canaries,
  signals,
  metrics,
  logger,
  releaseStore,
}: ShellServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  if (logger) {
    app.use(
      requestLogger({
        logger,
        ignore: (req) => req.url === '/metrics',
        // The route kind, and for a page the release of each part it was composed from (`finished` below).
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
  const remoteCache = remoteCacheMetrics(registry);
  // req.ip and req.protocol come from the socket and the proxies we run, never from what a visitor sent.
  app.set('trust proxy', trustProxy);
  // The Content-Security-Policy depends on the request's remotes: set per page (contentSecurityPolicy.ts).
  app.use(
    helmet({
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS is sent (browsers honour it over HTTPS only): one year, subdomains too.
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      // Not `same-origin`: that puts every arrival from another site or a new tab in a browsing context
      // group of its own, so a fresh renderer process (Android isolates COOP sites only) does the first
      // paint cold. Measured under Lighthouse: TBT 0 in 16 of 16 runs without it, up to 75 ms with it.
      // These pages keep no session or account; clickjacking is refused by frame-ancestors, and our own
      // new-tab links are noopener. README: Security headers.
      crossOriginOpenerPolicy: { policy: 'unsafe-none' },
    }),
  );
  app.use((_req, res, next) => {
    // No feature the site does not use (helmet leaves Permissions-Policy to the app).
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    next();
  });
  if (releaseStore) {
    releaseStoreMetrics(registry, releaseStore);
    app.use(releaseStoreGate(releaseStore));
  }
  if (preview) {
    app.use(previewResponses(preview));
    app.use(previewRoutes(preview));
  }
  app.get('/metrics', metricsHandler({ registry, token: metrics?.token, ...(signals ? { collect: signals.metrics } : {}) }));
  if (signals) app.use(signalsRoutes(signals));

  // Before compression and body parsing: the proxy streams requests and responses untouched, except
  // the forwarding headers: the mail API (which trusts this server) gets exactly one address, the
  // client as decided above, so a made-up X-Forwarded-For changes nothing in its rate limits or logs.
  app.use(
    createProxyMiddleware<express.Request, express.Response>({
      target: mailApiUrl,
      pathFilter: '/api',
      proxyTimeout: 15_000,
      on: {
        proxyReq(proxyReq, req) {
          for (const header of clientSuppliedForwardingHeaders) proxyReq.removeHeader(header);
          if (req.ip !== undefined) proxyReq.setHeader('X-Forwarded-For', req.ip);
          proxyReq.setHeader('X-Forwarded-Proto', req.protocol);
          proxyReq.setHeader('X-Forwarded-Host', req.host);
          // One request id across both servers' logs (the trace context is added by OpenTelemetry, when on).
          const { id } = req as { id?: unknown };
          if (typeof id === 'string') proxyReq.setHeader(REQUEST_ID_HEADER, id);
        },
        error(_error, _req, res) {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ error: 'The mail service is unavailable. Please try again later.' }));
          }
        },
      },
    }),
  );

  app.use(compression());

  // Remote files (routes, pages, manifests, styles), revalidated with their ETags.
  const cache = tracedCache(createRevalidatingCache({ observer: spanResults(remoteCache.observer) }));
  const siteRoutesFor = createLiveRoutes(cache, logger);
  /** The request's remotes and the route table of their live releases; none when remotes.json cannot be read. */
  const liveSite = async (hostname: string): Promise<{ manifest: RemotesManifest | null; routes: SiteRoutes }> => {
    const manifest = await remotesManifest(hostname).catch(() => null);
    if (manifest) remoteCache.learn(manifest);
    return { manifest, routes: await siteRoutesFor(manifest ?? { remotes: [] }) };
  };
  // Asked once per request: the document handler and the page handler after it share the answer.
  const liveSiteByRequest = new WeakMap<express.Request, ReturnType<typeof liveSite>>();
  const liveSiteOf = (req: express.Request) => {
    let live = liveSiteByRequest.get(req);
    if (!live) {
      live = liveSite(req.hostname);
      liveSiteByRequest.set(req, live);
    }
    return live;
  };

  interface RequestSite {
    /** The shell's build folders: this request's release first. */
    readonly dirs: readonly string[];
    readonly manifest: RemotesManifest | null;
    readonly routes: SiteRoutes;
    /** What this browser previews, or null for the live site. */
    readonly preview: ActivePreview | null;
  }

  /**
   * The canary releases this visitor gets. Their bucket comes from a random seed kept in a
   * first-party cookie (no personal data), made on their first request while a canary runs, so the
   * HTML, the routes and the islands of every page agree, on reload too.
   */
  const canaryReleasesOf = async (req: express.Request) => {
    const running = canaries ? await canaries.running().catch(() => []) : [];
    if (running.length === 0) return [];
    let seed: unknown = parseCookieHeader(req.headers.cookie ?? '')[VISITOR_COOKIE];
    if (!isValidVisitorSeed(seed)) {
      seed = newVisitorSeed();
      req.res?.cookie(VISITOR_COOKIE, seed, { ...firstPartyCookie(req), maxAge: VISITOR_COOKIE_MS });
    }
    return canaryChoices(seed as string, running);
  };

  interface ReleaseChoice {
    /** What this browser previews, or null. */
    readonly active: ActivePreview | null;
    /** The releases it gets instead of the live ones: the preview's, else its canary bucket's. */
    readonly chosen: readonly PreviewedRelease[];
    readonly locate: ReleaseLocator | undefined;
  }
  const choiceByRequest = new WeakMap<express.Request, Promise<ReleaseChoice>>();
  const choiceOf = (req: express.Request): Promise<ReleaseChoice> => {
    let choice = choiceByRequest.get(req);
    if (!choice) {
      const active = preview ? previewOf(req, preview) : null;
      choice =
        active && preview
          ? Promise.resolve({ active, chosen: active.releases, locate: preview.locate })
          : canaryReleasesOf(req).then((chosen) => ({ active: null, chosen, locate: canaries?.locate }));
      choiceByRequest.set(req, choice);
    }
    return choice;
  };
  const isShell = (release: PreviewedRelease) => release.part === 'shell';

  /** The shell's build folders for this request, a chosen shell release first: all a static file needs. */
  /** Asked once per request (state.json read once): the static files and the page handler share it. */
  const dirsByRequest = new WeakMap<express.Request, Promise<readonly string[]>>();
  const dirsOf = (req: express.Request): Promise<readonly string[]> => {
    let dirs = dirsByRequest.get(req);
    if (!dirs) {
      dirs = Promise.all([distDirs(), choiceOf(req)]).then(([shellDirs, { chosen, locate }]) =>
        locate ? withChosenReleases({ shellDirs, manifest: { remotes: [] } }, chosen.filter(isShell), locate).shellDirs : shellDirs,
      );
      dirsByRequest.set(req, dirs);
    }
    return dirs;
  };

  /**
   * The site this request gets, decided once: the live releases, with a previewing browser's releases
   * in place, else the canaries this visitor's bucket falls in. The sitemap and the published
   * documents (the feed) stay on the live site.
   */
  const siteByRequest = new WeakMap<express.Request, Promise<RequestSite>>();
  const siteOf = (req: express.Request): Promise<RequestSite> => {
    let site = siteByRequest.get(req);
    if (!site) {
      site = Promise.all([dirsOf(req), liveSiteOf(req), choiceOf(req)]).then(async ([dirs, live, { active, chosen, locate }]) => {
        const remotes = chosen.filter((release) => !isShell(release));
        if (remotes.length === 0 || !locate) return { dirs, manifest: live.manifest, routes: live.routes, preview: active };
        const { manifest } = withChosenReleases({ shellDirs: dirs, manifest: live.manifest ?? { remotes: [] } }, remotes, locate);
        return { dirs, manifest, routes: await siteRoutesFor(manifest), preview: active };
      });
      siteByRequest.set(req, site);
    }
    return site;
  };

  app.get('/remotes.json', (req, res, next) => {
    // The answer depends on the visitor's cookies (preview, canary bucket): no shared cache entry.
    res.vary('Cookie');
    siteOf(req)
      .then(async ({ manifest, preview: active }) => {
        res.setHeader('Cache-Control', 'no-store');
        // Unreadable for the live site: the error it was (the page handler falls back on its own).
        res.json(manifest ?? (active ? { remotes: [] } : await remotesManifest(req.hostname)));
      })
      .catch(next);
  });

  const originOf = (req: express.Request) => publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  app.get('/sitemap.xml', (req, res, next) => {
    liveSite(req.hostname)
      .then(({ routes }) => {
        res.setHeader('Cache-Control', cacheControlHeader.revalidate);
        res.type('application/xml').send(sitemapXml(originOf(req), routes.table.routes));
      })
      .catch(next);
  });
  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', cacheControlHeader.revalidate);
    res.type('text/plain').send(robotsTxt(originOf(req)));
  });
  app.get(SPECULATION_RULES_PATH, (_req, res) => {
    res.setHeader('Cache-Control', cacheControlHeader.revalidate);
    res.type('application/speculationrules+json').send(JSON.stringify(speculationRules));
  });
  // The live route table, fetched by the islands runtime when it starts: revalidated (ETag), so a
  // returning visitor's copy costs a 304, and a deploy is seen on the next page.
  app.get(ROUTE_TABLE_URL, (req, res, next) => {
    res.vary('Cookie');
    siteOf(req)
      .then(({ routes }) => {
        res.setHeader('Cache-Control', cacheControlHeader.revalidate);
        res.json({ routes: routes.table.routes, unavailableRemotes: routes.unknownRemotes } satisfies PublishedRouteTable);
      })
      .catch(next);
  });

  // One composer per build of the shell (it reads that build's template and frames once).
  const composers = new Map<string, ReturnType<typeof createPageComposer>>();
  const composerFor = (distDir: string) => {
    let composer = composers.get(distDir);
    if (!composer) {
      composer = createPageComposer({ distDir, cache });
      composers.set(distDir, composer);
    }
    return composer;
  };

  app.use(filesFromDirs(dirsOf));

  // A document a live remote publishes (the blog's RSS feed), fetched from its release per request
  // through the cache. Before the page handler: a browser opening the feed accepts HTML too.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    liveSiteOf(req)
      // Without the live site the page handler, which falls back gracefully, has the request.
      .then(
        ({ routes }) => routes.documentAt(req.path),
        () => undefined,
      )
      .then(async (liveDocument) => {
        if (!liveDocument) {
          next();
          return;
        }
        // Other spellings move to the published one, as for pages.
        if (liveDocument.path !== req.path) {
          res.redirect(301, `${liveDocument.path}${req.originalUrl.slice(req.path.length)}`);
          return;
        }
        const file = isTextual(liveDocument.contentType) ? await cache.get(liveDocument.url) : await cache.getBytes(liveDocument.url);
        if (!file) {
          // Not the page handler's 404: the address is a live document, only its file is out of reach.
          res.status(503).setHeader('Cache-Control', 'no-store');
          res.setHeader('Retry-After', '60');
          res.type('text/plain').send(`${liveDocument.path} is unavailable right now. Please try again in a minute.`);
          return;
        }
        // A content-hashed name (a share card's) never changes content: cached for good, as in the release.
        res.setHeader('Cache-Control', cacheControlHeader[cachePolicyFor(liveDocument.file)]);
        // As the remote published it; res.send() makes its charset utf-8, the encoding it sends text in.
        res.setHeader('Content-Type', liveDocument.contentType);
        // The build cannot know the origin the site is served on; the request does. Bytes go as they are.
        res.send('body' in file ? file.body.split(SITE_ORIGIN_TOKEN).join(originOf(req)) : file.bytes);
      })
      .catch(next);
  });

  const sendCompressedHtml = createCompressedPages();

  /**
   * Composes the page at the request's address and sends it: the page a GET asks for, or with `answer`
   * the page answering a plain form post that was not taken (its form's state drawn in: private to that
   * visitor, so never stored, nor compressed into the shared cache).
   */
  const sendPage = (req: express.Request, res: express.Response, next: express.NextFunction, answer?: PageAnswer) => {
    const sendHtml = (status: number, html: string) =>
      answer ? Promise.resolve(void res.status(answer.status).type('html').send(html)) : sendCompressedHtml(req, res, status, html);
    const answered = (html: string) => (answer ? answer.transform(html) : html);
    const query = req.originalUrl.slice(req.path.length);
    res.setHeader('Speculation-Rules', SPECULATION_RULES_HEADER);
    // Composed for this visitor's releases (a preview, a canary bucket): caches key it by the cookie.
    res.vary('Cookie');
    let distDir: string | undefined;
    let manifest: RemotesManifest = { remotes: [] };
    let routes: SiteRoutes | undefined;
    /** The route this path matched: once per request, for the composition, the status and the fallback. */
    let route: SiteRoute | undefined;
    let active: ActivePreview | null = null;
    /** A previewing browser's pages say so, with a way out; with signals on, a visitor's page names its releases for its beacon. */
    const finished = (composed: string, pageRemote: string | null) => {
      const html = answered(composed);
      const withBanner = active ? withPreviewBanner(html, active) : html;
      if (!distDir) return withBanner;
      const releases = releasesOnPage(distDir, manifest, partsOnPage(html, pageRemote));
      // For the request's log line: which release of each part made this page.
      if (releases.length > 0) res.locals.releases = Object.fromEntries(releases.map(({ part, release }) => [part, release]));
      // A preview is a team member's look, not a visitor's page view: no beacon, in no release's figures.
      if (!signals || active) return withBanner;
      return withReleasesMeta(withBanner, releases, signals.sampleRate ?? 1);
    };
    const bannerStyle = () => (active ? [PREVIEW_BANNER_STYLE_HASH] : []);
    const sendClientRenderedPage = (error: unknown) => {
      // Composition is an improvement, never a reason for an error page: send the client-rendered one.
      (req as { log?: Logger }).log?.error({ err: error }, 'Page composition failed; sending the client-rendered page');
      if (!distDir) {
        next(error);
        return;
      }
      const indexHtml = path.join(distDir, 'index.html');
      readFile(indexHtml, 'utf8')
        .then((template) => {
          prepareContentSecurityPolicy(res, manifest, bannerStyle());
          contentSecurityPolicy(req, res, () => {
            res.setHeader('Cache-Control', answer ? 'no-store' : cacheControlHeader.revalidate);
            const status = routes ? pageStatus(route, routes) : 200;
            sendHtml(status, finished(clientRenderedDocument(template), null)).catch(next);
          });
        })
        .catch(next);
    };
    siteOf(req)
      .then((site) => {
        distDir = site.dirs[0];
        manifest = site.manifest ?? manifest;
        routes = site.routes;
        route = routes.table.match(req.path);
        active = site.preview;
        // Variant spellings (/requestdemo) and old addresses (/article?item=…) move for good.
        const moved = routes.table.redirectFor(req.path, query);
        if (moved) {
          res.redirect(301, moved);
          return;
        }
        res.setHeader('Cache-Control', answer ? 'no-store' : cacheControlHeader.revalidate);
        if (!distDir) throw new Error('the shell has no build to serve (not deployed yet?)');
        const composePage = composerFor(distDir);
        const request = { route, origin: originOf(req), routes, manifest: site.manifest };
        const composing = inSpan('compose page', { attributes: { 'page.route': route?.path ?? '(none)' } }, async (span) => {
          const page = await composePage(request);
          span.setAttributes({ 'page.status': page.status, 'page.remote': page.composedRemote ?? 'none' });
          return page;
        });
        return composing.then((page) => {
          prepareContentSecurityPolicy(res, manifest, [...page.styleHashes, ...bannerStyle()]);
          contentSecurityPolicy(req, res, () => {
            res.setHeader('X-Composed-Remote', page.composedRemote ?? 'none');
            sendHtml(page.status, finished(page.html, page.composedRemote)).catch(next);
          });
        });
      })
      .catch(sendClientRenderedPage);
  };

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
      isPage: async (req, pagePath) => (await siteOf(req)).routes.table.match(pagePath) !== undefined,
      sendPage,
      counted: (outcome) => formPosts.inc({ outcome }),
    }),
  );

  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(plainErrorHandler);

  return app;
}
