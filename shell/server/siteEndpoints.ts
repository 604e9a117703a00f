/** The site's small endpoints: remotes.json, the route table, the sitemap, robots.txt and the speculation rules. */
import express from 'express';
import { cacheControlHeader } from '@site/server-kit/static-server';
import { ROUTE_TABLE_URL, type PublishedRouteTable, type RemotesManifest } from '../shared/contract';
import type { RequestSites } from './requestSite';
import { robotsTxt, sitemapXml } from './seo';
import { SPECULATION_RULES_PATH, speculationRules } from './speculationRules';

export interface SiteEndpointsOptions {
  readonly sites: RequestSites;
  readonly remotesManifest: () => Promise<RemotesManifest>;
  /** The site's configured origin (PUBLIC_URL), for absolute URLs; never the request's Host. */
  readonly siteOrigin: string;
}

export function siteEndpoints({ sites, remotesManifest, siteOrigin }: SiteEndpointsOptions): express.Router {
  const router = express.Router();
  router.get('/remotes.json', (req, res, next) => {
    // The answer depends on the visitor's cookies (preview, canary bucket): no shared cache entry.
    res.vary('Cookie');
    sites
      .siteOf(req)
      .then(async ({ manifest, preview: active }) => {
        res.setHeader('Cache-Control', 'no-store');
        // Unreadable for the live site: the error it was (the page handler falls back on its own).
        res.json(manifest ?? (active ? { remotes: [] } : await remotesManifest()));
      })
      .catch(next);
  });

  router.get('/sitemap.xml', (req, res, next) => {
    sites
      .liveSite()
      .then(({ routes }) => {
        res.setHeader('Cache-Control', cacheControlHeader.revalidate);
        res.type('application/xml').send(sitemapXml(siteOrigin, routes.table.routes));
      })
      .catch(next);
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', cacheControlHeader.revalidate);
    res.type('text/plain').send(robotsTxt(siteOrigin));
  });
  router.get(SPECULATION_RULES_PATH, (_req, res) => {
    res.setHeader('Cache-Control', cacheControlHeader.revalidate);
    res.type('application/speculationrules+json').send(JSON.stringify(speculationRules));
  });
  // The live route table, fetched by the islands runtime when it starts: revalidated (ETag), so a
  // returning visitor's copy costs a 304, and a deploy is seen on the next page.
  router.get(ROUTE_TABLE_URL, (req, res, next) => {
    res.vary('Cookie');
    sites
      .siteOf(req)
      .then(({ routes }) => {
        res.setHeader('Cache-Control', cacheControlHeader.revalidate);
        res.json({ routes: routes.table.routes, unavailableRemotes: routes.unknownRemotes } satisfies PublishedRouteTable);
      })
      .catch(next);
  });
  return router;
}
