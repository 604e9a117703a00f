import type { RequestHandler } from 'express';
import type { ErrorBody } from './httpErrors';

/** Sec-Fetch-Site values naming a page of another origin (another site, or another host of this one). */
const foreignFetchSites = new Set(['cross-site', 'same-site']);

/**
 * The site's pages post forms from the shell's origin, and browsers send an Origin header with
 * every cross-origin request and every POST. A request naming any other origin is another site's
 * page trying to use our forms (and our mail server) from its visitors' browsers: 403.
 * Browsers also say where a request comes from in Sec-Fetch-Site, which the shell forwards with a
 * plain HTML post (issue 46): `cross-site` or `same-site` is another origin's page even when no Origin
 * came (a browser that leaves it out, or a proxy that dropped it): 403 too, unless the Origin is one of
 * ours (a site served on more than one allowed origin). Requests with neither, or `same-origin` or
 * `none` (typed in), pass: curl, server-to-server and health probes are not a browser acting for
 * someone else. No CORS headers are ever sent, so browsers also keep foreign pages from reading any answer.
 */
export function originCheck(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    const fetchSite = req.get('sec-fetch-site')?.trim().toLowerCase();
    const foreign = origin === undefined ? fetchSite !== undefined && foreignFetchSites.has(fetchSite) : !allowed.has(origin);
    if (!foreign) {
      next();
      return;
    }
    res.status(403).json({ error: 'Origin not allowed' } satisfies ErrorBody);
  };
}
