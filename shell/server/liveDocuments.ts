/**
 * A document a live remote publishes (the blog's RSS feed, the pages' share cards), fetched from its
 * release per request through the cache. Before the page handler: a browser opening the feed accepts
 * HTML too.
 */
import type express from 'express';
import { SITE_ORIGIN_TOKEN } from '@site/site-formats/fragments';
import { cacheControlHeader, cachePolicyFor } from '@site/server-kit/static-server';
import type { LiveSite } from './requestSite';
import type { RevalidatingCache } from './revalidatingCache';
import { sitePathOr } from './siteOrigin';

/** A document that is text (a feed, JSON), where the site's origin is filled in; anything else (a PNG) is bytes. */
const isTextual = (contentType: string) => /^text\/|[/+](xml|json)\b|;\s*charset=/i.test(contentType);

export function liveDocuments(
  liveSiteOf: (req: express.Request) => Promise<LiveSite>,
  cache: RevalidatingCache,
  siteOrigin: string,
): express.RequestHandler {
  return (req, res, next) => {
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
          res.redirect(301, sitePathOr(`${liveDocument.path}${req.originalUrl.slice(req.path.length)}`));
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
        res.send('body' in file ? file.body.split(SITE_ORIGIN_TOKEN).join(siteOrigin) : file.bytes);
      })
      .catch(next);
  };
}
