/**
 * The site's own origin, from configuration, never from the request (issue 57). A `Host` header is
 * whatever a client typed: believed, it put another site's name in the canonical link, the JSON-LD and
 * the sitemap, and varied the pages enough to defeat their compression cache. So every absolute URL
 * the server writes uses the configured origin (`PUBLIC_URL`), whatever Host a request came with, and
 * what a browser says about where a request came from (Origin, Referer) is compared with the origins
 * the site is served on (the configured one, and the local names of the shell: SHELL_ORIGINS).
 */
import type { Application, Request } from 'express';

export interface SiteOrigins {
  /** The origin search engines index and every absolute URL names, e.g. `https://www.example.com`. */
  readonly canonical: string;
  /** Every origin a visitor's browser may be on: the canonical one first. */
  readonly accepted: readonly string[];
}

/** An http(s) URL, or null for anything else (a bad URL, `javascript:`, `data:`). */
function httpUrlOf(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `text`'s origin when it is a plain http(s) origin (no path, query, user or fragment), else null. */
function plainOriginOf(text: string): string | null {
  const url = httpUrlOf(text);
  return url && url.username === '' && url.password === '' && `${url.pathname}${url.search}${url.hash}` === '/' ? url.origin : null;
}

/**
 * The site's origins from its configuration: `publicUrl` (PUBLIC_URL) first, then the shell's own
 * (`shellOrigins`, e.g. localhost and 127.0.0.1 on its port). Throws, naming the value, when one is
 * not a plain http(s) origin: a server must not start with an origin it cannot write.
 */
export function siteOriginsFrom(publicUrl: string, shellOrigins: readonly string[] = []): SiteOrigins {
  const canonical = plainOriginOf(publicUrl.replace(/\/+$/, ''));
  if (!canonical) throw new Error(`PUBLIC_URL must be an http(s) origin such as https://www.example.com (got "${publicUrl}")`);
  const accepted = [canonical];
  for (const origin of shellOrigins) {
    const plain = plainOriginOf(origin);
    if (!plain) throw new Error(`SHELL_ORIGINS must list http(s) origins (got "${origin}")`);
    if (!accepted.includes(plain)) accepted.push(plain);
  }
  return { canonical, accepted };
}

const SITE_ORIGINS = Symbol('siteOrigins');

/** Keeps the site's origins on the app (`app.locals`), where every handler of a request finds them. */
export function setSiteOrigins(app: Application, origins: SiteOrigins): void {
  (app.locals as Record<symbol, SiteOrigins>)[SITE_ORIGINS] = origins;
}

/** The site's origins for a request's app; set at start (app.ts), so their absence is a programming error. */
export function siteOriginsOf(req: Request): SiteOrigins {
  const origins = (req.app.locals as Record<symbol, SiteOrigins | undefined>)[SITE_ORIGINS];
  if (!origins) throw new Error('The site origins are not set on this app (setSiteOrigins)');
  return origins;
}

/**
 * A path of this site (`/pricing?plan=team`), never something a browser reads as another site's
 * address: `//host`, `/\host` (browsers treat `\` as `/`), a scheme, or control characters (which
 * browsers strip, so `/\t/host` becomes `//host`).
 */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/** Where a redirect may go: `target` when it is a path of this site, else `fallback` (the home page). */
export function sitePathOr(target: string | undefined, fallback = '/'): string {
  return target !== undefined && isSitePath(target) ? target : fallback;
}

/**
 * The page of this site the request was made from (its Referer, when it is on one of the site's
 * origins), as a path; null when it came from elsewhere or does not say.
 */
export function refererPath(req: Request): string | null {
  const referer = req.get('referer');
  const url = referer ? httpUrlOf(referer) : null;
  if (!url || !siteOriginsOf(req).accepted.includes(url.origin)) return null;
  const path = `${url.pathname}${url.search}`;
  return isSitePath(path) ? path : null;
}

/**
 * A request a page of this site made: the browser says so in `Sec-Fetch-Site`, or in an `Origin` that
 * is one of the site's. Anything else, including a request that says neither, is refused: a form of
 * the site's own (a banner's exit) is what posts here, and browsers send one or both with it.
 */
export function fromThisSite(req: Request): boolean {
  const fetchSite = req.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = req.get('origin');
  if (origin === undefined) return fetchSite === 'same-origin';
  const plain = plainOriginOf(origin.trim());
  return plain !== null && siteOriginsOf(req).accepted.includes(plain);
}

/**
 * The site's own cookies (a preview, a dev override, a canary bucket): no script reads them, sent on
 * same-site navigations, and `Secure` when the site is served over https, which the configured origin
 * says even when a proxy in front ends TLS and the request here is plain http.
 */
export function firstPartyCookie(req: Request) {
  const secure = req.secure || siteOriginsOf(req).canonical.startsWith('https:');
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
}
