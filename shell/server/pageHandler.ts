/**
 * The page at a request's address, composed on the server from the request's site (requestSite.ts):
 * the frame of the shell's release, the owning remote's prerendered page, the islands' HTML, the CSP
 * of its remotes. Composition is an improvement, never a reason for an error page: when it fails the
 * client-rendered page goes out instead.
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type express from 'express';
import { PRERENDER_DIR } from '@site/site-formats/fragments';
import type { SiteRoute } from '@site/site-formats/routes';
import { cacheControlHeader } from '@site/server-kit/static-server';
import { inSpan, type Logger } from '@site/server-kit/telemetry';
import type { RemotesManifest } from '../shared/contract';
import { createPageComposer, pageStatus } from './composePage';
import { clientRenderedDocument } from './pageParts';
import { createCompressedPages } from './compressedPages';
import { devServerOrigins, withDevClients } from './devParts';
import { DEV_OVERRIDE_BANNER_STYLE_HASH, withDevOverrideBanner, type ActiveDevOverride } from './devOverride';
import { contentSecurityPolicy, prepareContentSecurityPolicy } from './contentSecurityPolicy';
import type { PageAnswer } from './formPost/formPostHandler';
import type { SiteRoutes } from './liveRoutes';
import { pageViewTicketOf, partsOnPage, releasesOnPage, withReleasesMeta } from './pageReleases';
import { PREVIEW_BANNER_STYLE_HASH, withPreviewBanner, type ActivePreview } from './preview';
import type { RequestSite } from './requestSite';
import type { RevalidatingCache } from './revalidatingCache';
import { createPageStyles } from './pageStyles';
import { refererPath, sitePathOr } from './siteOrigin';
import { SPECULATION_RULES_HEADER } from './speculationRules';

export interface PageHandlerOptions {
  readonly siteOf: (req: express.Request) => Promise<RequestSite>;
  readonly cache: RevalidatingCache;
  /** The site's configured origin (PUBLIC_URL) for the page's absolute URLs, never the request's Host. */
  readonly siteOrigin: string;
  /**
   * With real-user signals on, a visitor's page names its releases for its beacon, for this share of
   * page views, with the page-view ticket (signed with `secret`, the preview key) its beacon needs.
   */
  readonly signals?: { readonly sampleRate?: number; readonly secret: () => string } | undefined;
  /** The shell's own dev server (`npm run dev -w shell`), whose client every page loads; none in production. */
  readonly shellDevServer?: string | undefined;
}

/**
 * Composes the page at the request's address and sends it: the page a GET asks for, or with `answer`
 * the page answering a plain form post that was not taken (its form's state drawn in: private to that
 * visitor, so never stored, nor compressed into the shared cache).
 */
type SendPage = (req: express.Request, res: express.Response, next: express.NextFunction, answer?: PageAnswer) => void;

/** A `Link` header's preload of an image (its URL as `URL` writes it: no `<`, `>` or space in it). */
const preloadLink = (href: string) => `<${href}>; rel=preload; as=image; fetchpriority=high`;

export interface PageHandler {
  readonly sendPage: SendPage;
  /** `GET /__styles/page.<hash>.css`: a page's stylesheet below its first screen (pageStyles.ts). */
  readonly sendPageStylesheet: express.RequestHandler;
}

export function createPageHandler({ siteOf, cache, siteOrigin, signals, shellDevServer }: PageHandlerOptions): PageHandler {
  const pageStyles = createPageStyles();
  // One composer per build of the shell (it reads that build's template and frames once).
  const composers = new Map<string, ReturnType<typeof createPageComposer>>();
  const composerFor = (distDir: string) => {
    // A release's folder never changes; a build folder served as it is (DIST_DIR: the shell's dev
    // server prerenders its frames anew into it on every save) is read again when its frames change.
    const key = `${distDir}@${statSync(path.join(distDir, PRERENDER_DIR), { throwIfNoEntry: false })?.mtimeMs ?? 0}`;
    let composer = composers.get(key);
    if (!composer) {
      composer = createPageComposer({ distDir, cache, pageStyles });
      for (const stale of composers.keys()) if (stale.startsWith(`${distDir}@`)) composers.delete(stale);
      composers.set(key, composer);
    }
    return composer;
  };

  const sendCompressedHtml = createCompressedPages();

  const sendPage: SendPage = (req, res, next, answer) => {
    // A page holding a dev server's part is one developer's: never stored, never compressed into the shared cache.
    const devServers = () => devServerOrigins(manifest, shellDevServer);
    const privatePage = () => Boolean(answer) || devServers().length > 0;
    const sendHtml = (status: number, html: string) =>
      // A page holding a visitor's own page-view ticket is new on every view: compressed as it goes, not cached.
      privatePage() || perViewTicket
        ? Promise.resolve(
            void res
              .status(answer?.status ?? status)
              .type('html')
              .send(html),
          )
        : sendCompressedHtml(req, res, status, html);
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
    let override: ActiveDevOverride | null = null;
    /** The visitor's canary seed (while a canary runs): their pages' tickets are theirs, one per page view. */
    let visitor: string | null = null;
    let perViewTicket = false;
    /**
     * A previewing browser's pages say so, with a way out, and so do a dev override's; with signals on,
     * a visitor's page names its releases for its beacon.
     */
    const finished = (composed: string, pageRemote: string | null) => {
      const html = withDevClients(answered(composed), devServers());
      const previewed = active ? withPreviewBanner(html, active) : html;
      const withBanner = override ? withDevOverrideBanner(previewed, override) : previewed;
      if (!distDir) return withBanner;
      const releases = releasesOnPage(distDir, manifest, partsOnPage(html, pageRemote));
      // For the request's log line: which release of each part made this page.
      if (releases.length > 0) res.locals.releases = Object.fromEntries(releases.map(({ part, release }) => [part, release]));
      // A preview or a dev override is a team member's look, not a visitor's page view: no beacon, in no release's figures.
      if (!signals || active || override) return withBanner;
      const ticket = pageViewTicketOf({ secret: signals.secret, releases, visitorSeed: visitor, now: Date.now() }, (error) =>
        (req as { log?: Logger }).log?.error({ err: error }, 'No page-view ticket: the page goes out without a beacon'),
      );
      perViewTicket = ticket !== null && visitor !== null;
      return withReleasesMeta(withBanner, releases, signals.sampleRate ?? 1, ticket);
    };
    const bannerStyle = () => [...(active ? [PREVIEW_BANNER_STYLE_HASH] : []), ...(override ? [DEV_OVERRIDE_BANNER_STYLE_HASH] : [])];
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
          prepareContentSecurityPolicy(res, manifest, bannerStyle(), devServers());
          contentSecurityPolicy(req, res, () => {
            res.setHeader('Cache-Control', privatePage() ? 'no-store' : cacheControlHeader.revalidate);
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
        override = site.devOverride;
        visitor = site.visitor ?? null;
        // Variant spellings (/requestdemo) and old addresses (/article?item=…) move for good.
        const moved = routes.table.redirectFor(req.path, query);
        if (moved) {
          res.redirect(301, sitePathOr(moved));
          return;
        }
        res.setHeader('Cache-Control', privatePage() ? 'no-store' : cacheControlHeader.revalidate);
        if (!distDir) throw new Error('the shell has no build to serve (not deployed yet?)');
        const composePage = composerFor(distDir);
        const request = { route, origin: siteOrigin, routes, manifest: site.manifest, wholeCssInHead: privatePage() };
        const composing = inSpan('compose page', { attributes: { 'page.route': route?.path ?? '(none)' } }, async (span) => {
          const page = await composePage(request);
          span.setAttributes({ 'page.status': page.status, 'page.remote': page.composedRemote ?? 'none' });
          return page;
        });
        return composing.then((page) => {
          prepareContentSecurityPolicy(res, manifest, [...page.styleHashes, ...bannerStyle()], devServers());
          contentSecurityPolicy(req, res, () => {
            res.setHeader('X-Composed-Remote', page.composedRemote ?? 'none');
            // The hero's image is asked for with the HTML's first bytes, not once the parser meets it (the edge keeps the header).
            if (page.preloadImages.length > 0) res.setHeader('Link', page.preloadImages.map(preloadLink));
            sendHtml(page.status, finished(page.html, page.composedRemote)).catch(next);
          });
        });
      })
      .catch(sendClientRenderedPage);
  };
  const sendPageStylesheet: express.RequestHandler = (req, res, next) => {
    if (!pageStyles.isAddress(req.path)) {
      next();
      return;
    }
    const send = (css: string | undefined) => {
      if (css === undefined) {
        res.status(404).type('text/plain').send('No such stylesheet');
        return;
      }
      // Named by its content: the same address is always the same rules.
      res.setHeader('Cache-Control', cacheControlHeader.immutable);
      res.type('text/css').send(css);
    };
    const kept = pageStyles.cssAt(req.path);
    if (kept !== undefined) {
      send(kept);
      return;
    }
    // Not made here since this shell started (another shell's page, a restart): the page that asks
    // for it is composed again, for this visitor's releases, and makes it if it is still that page's.
    const pagePath = refererPath(req);
    if (!pagePath) {
      send(undefined);
      return;
    }
    siteOf(req)
      .then(async (site) => {
        const route = site.routes.table.match(new URL(pagePath, siteOrigin).pathname);
        const distDir = site.dirs[0];
        if (route && distDir) await composerFor(distDir)({ route, origin: siteOrigin, routes: site.routes, manifest: site.manifest });
        send(pageStyles.cssAt(req.path));
      })
      .catch(next);
  };
  return { sendPage, sendPageStylesheet };
}
