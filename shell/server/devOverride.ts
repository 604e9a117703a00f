/**
 * One's own part on a deployed site, for oneself only (issue 56, point 3). A link signed with the
 * preview key (`cli.ts dev-link <part> --address http://localhost:3003`, devOverrideToken.ts) opens at
 * `/__dev-override?token=…`: the token is checked and kept in an HttpOnly cookie, and from then on this
 * browser alone gets the site with that part's remotes manifest entry pointing at the dev server, marked
 * `dev: 'browser'`. The server never fetches anything from that address (only the browser can reach a
 * developer's localhost, and a server fetching addresses a link names would be a request forgery): the
 * route table stays the one of the releases the site serves, the part's pages and islands are rendered
 * by the browser (remoteParts.ts), and the page loads the dev server's client first (devParts.ts).
 * Every response to that browser is its own (never stored by a shared cache, never indexed), and every
 * page says so in a banner with "Exit dev override". A link that is damaged, forged or expired gets a
 * page that says so and changes nothing; a cookie that is no longer valid is ignored.
 */
import { parseCookie } from 'cookie';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { DEV_OVERRIDE_COOKIE, DEV_OVERRIDE_EXIT_PATH, DEV_OVERRIDE_PATH, verifyDevOverrideToken } from '@site/releases/dev-override-token';
import { containerName, type RemoteName } from '@site/site-formats/topology';
import type { RemotesManifest } from '../shared/contract';
import { escapeHtml } from './pageParts';
import { noStore, privateResponses, sendPlainPage, siteBanner } from './privateView';
import { firstPartyCookie, fromThisSite, refererPath } from './siteOrigin';

export interface DevOverrideOptions {
  /** The key dev override links are signed with: the preview key (PREVIEW_SECRET, or the deploy root's own). */
  readonly secret: () => string;
}

export interface ActiveDevOverride {
  readonly part: RemoteName;
  /** The dev server's origin, e.g. `http://localhost:3003` (an http(s) origin, checked when the token was read). */
  readonly origin: string;
  readonly expiresAt: number;
}

const overrides = new WeakMap<Request, ActiveDevOverride | null>();

/** The dev override this request's cookie holds (checked once per request); null for the live site. */
export function devOverrideOf(req: Request, options: DevOverrideOptions): ActiveDevOverride | null {
  if (overrides.has(req)) return overrides.get(req) ?? null;
  const token = parseCookie(req.headers.cookie ?? '')[DEV_OVERRIDE_COOKIE];
  const check = token ? verifyDevOverrideToken(options.secret(), token) : null;
  const override = check?.ok ? { part: check.part, origin: check.origin, expiresAt: check.expiresAt } : null;
  overrides.set(req, override);
  return override;
}

/**
 * The remotes manifest this browser gets: the part's entry replaced by its dev server's, for the
 * browser alone to load (`dev: 'browser'`), with no fallback (a dev server that is not running says so).
 */
export function withDevOverride(manifest: RemotesManifest, override: ActiveDevOverride): RemotesManifest {
  const name = containerName(override.part);
  const entry = { name, entry: `${override.origin}/mf-manifest.json`, dev: 'browser' as const };
  const remotes = [...manifest.remotes.filter((remote) => remote.name !== name), entry];
  return { remotes: remotes.sort((a, b) => a.name.localeCompare(b.name)) };
}

type Refusal = 'malformed' | 'forged' | 'expired';

const refusals: Record<Refusal, { status: number; text: string }> = {
  malformed: {
    status: 400,
    text: 'This dev override link is incomplete or damaged. Copy the whole link again from where you got it.',
  },
  forged: {
    status: 403,
    text: 'This dev override link was not issued by this site, or the key it was signed with has changed. Make a new link.',
  },
  expired: {
    status: 410,
    text: 'This dev override link has expired. Make a new one: a dev override link lasts 12 hours unless it says otherwise.',
  },
};

function plainPage(res: Response, status: number, title: string, text: string): void {
  sendPlainPage(res, status, title, `<p>${escapeHtml(text)}</p><p>Nothing was changed.</p><p><a href="/">Go to the site</a></p>`);
}

/**
 * Where "Exit dev override" goes back to: the page of this site it was pressed on, else the home page
 * (never another site's address, nor the dev override link, which would open it again).
 */
function pathExitedFrom(req: Request): string {
  const path = refererPath(req);
  if (path === null) return '/';
  const { pathname } = new URL(path, 'http://site.invalid');
  return pathname === DEV_OVERRIDE_PATH || pathname.startsWith(`${DEV_OVERRIDE_PATH}/`) ? '/' : path;
}

/**
 * Opening a link (`GET /__dev-override?token=…`) and leaving (`POST /__dev-override/exit`, from this
 * site's own pages only).
 */
export function devOverrideRoutes(options: DevOverrideOptions): express.Router {
  const router = express.Router();
  router.get(DEV_OVERRIDE_PATH, (req, res) => {
    noStore(res);
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const check = verifyDevOverrideToken(options.secret(), token);
    if (!check.ok) {
      const { status, text } = refusals[check.reason];
      plainPage(res, status, 'Dev override link not valid', `${text} You see the live site.`);
      return;
    }
    // One part at a time: a second link replaces the first.
    res.cookie(DEV_OVERRIDE_COOKIE, token, { ...firstPartyCookie(req), expires: new Date(check.expiresAt) });
    res.redirect(303, '/');
  });
  router.post(DEV_OVERRIDE_EXIT_PATH, (req, res) => {
    noStore(res);
    if (!fromThisSite(req)) {
      plainPage(res, 403, 'Dev override not left', 'A dev override is left with the "Exit dev override" button on a page of this site.');
      return;
    }
    res.clearCookie(DEV_OVERRIDE_COOKIE, firstPartyCookie(req));
    res.redirect(303, pathExitedFrom(req));
  });
  return router;
}

/** Marks every response to a browser with a dev override as its own (set as the headers go out, over what a handler chose). */
export function devOverrideResponses(options: DevOverrideOptions): RequestHandler {
  return privateResponses((req) => devOverrideOf(req, options) !== null);
}

const banner = siteBanner({
  className: 'site-dev-override-banner',
  label: 'Dev override',
  background: '#e3ecfb',
  border: '#2d4e9e',
  exit: { path: DEV_OVERRIDE_EXIT_PATH, label: 'Exit dev override' },
});

/** The banner stylesheet's CSP hash source (the page's policy allows inline styles by hash only). */
export const DEV_OVERRIDE_BANNER_STYLE_HASH = banner.styleHash;

/**
 * The page with the dev override banner first in its body: which part comes from where, announced
 * (an alert, so a screen reader says it on every page), and a form that leaves the dev override.
 */
export function withDevOverrideBanner(html: string, override: ActiveDevOverride): string {
  return banner.addTo(html, `Dev override: ${override.part} comes from ${override.origin} in this browser only.`);
}
