/**
 * Preview on the live site (issue: ship safely). A signed link from `npm run preview -w <part>`
 * opens at `/__preview?token=…`: the token is checked, kept in an HttpOnly cookie, and from then on
 * this browser alone gets the site composed with the previewed releases (app.ts asks `previewOf` once
 * per request). Its responses are never stored by a shared cache nor indexed, and every page shows a
 * banner with "Exit preview". A link that is damaged, forged, expired or names a release the site no
 * longer has gets a page that says so, and changes nothing.
 */
import { parseCookie } from 'cookie';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { signPreviewToken, verifyPreviewToken, type PreviewedRelease } from '@site/releases/preview-token';
import {
  PREVIEW_COOKIE,
  PREVIEW_EXIT_PATH,
  PREVIEW_PATH,
  combinePreviews,
  unknownReleases,
  type ReleaseLocator,
} from '@site/releases/site-preview';
import { escapeHtml } from './pageParts';
import { noStore, privateResponses, sendPlainPage, siteBanner } from './privateView';
import { firstPartyCookie, fromThisSite, refererPath } from './siteOrigin';

export interface SitePreviewOptions {
  /** The key preview links are signed with (PREVIEW_SECRET, or the deploy root's own). */
  readonly secret: () => string;
  /** Where a part's release is (staged or kept in the deploy root). */
  readonly locate: ReleaseLocator;
}

export interface ActivePreview {
  readonly releases: readonly PreviewedRelease[];
  readonly expiresAt: number;
}

const previews = new WeakMap<Request, ActivePreview | null>();

/** The preview this request's cookie holds (checked once per request); null for the live site. */
export function previewOf(req: Request, options: SitePreviewOptions): ActivePreview | null {
  if (previews.has(req)) return previews.get(req) ?? null;
  const token = parseCookie(req.headers.cookie ?? '')[PREVIEW_COOKIE];
  const check = token ? verifyPreviewToken(options.secret(), token) : null;
  const preview = check?.ok ? { releases: check.releases, expiresAt: check.expiresAt } : null;
  previews.set(req, preview);
  return preview;
}

type Refusal = 'malformed' | 'forged' | 'expired' | 'unknown';

const refusals: Record<Refusal, { status: number; text: string }> = {
  malformed: { status: 400, text: 'This preview link is incomplete or damaged. Copy the whole link again from where you got it.' },
  forged: {
    status: 403,
    text: 'This preview link was not issued by this site, or the key it was signed with has changed. Ask for a new link.',
  },
  expired: {
    status: 410,
    text: 'This preview link has expired. Ask for a new one: a preview link lasts 24 hours unless it says otherwise.',
  },
  unknown: { status: 404, text: 'This preview link names a release this site does not have (any more). Ask for a new link.' },
};

function refusalPage(res: Response, reason: Refusal, missing: readonly PreviewedRelease[] = []): void {
  const { status, text } = refusals[reason];
  const named = missing.map(({ part, release }) => `<li>${escapeHtml(`${part} release ${release}`)}</li>`).join('');
  sendPlainPage(
    res,
    status,
    'Preview link not valid',
    `<p>${escapeHtml(text)}</p>${named ? `<ul>${named}</ul>` : ''}<p>Nothing was changed: you see the live site.</p><p><a href="/">Go to the live site</a></p>`,
  );
}

/**
 * Where "Exit preview" goes back to: the page of this site it was pressed on, else the home page; never
 * another site's address (`Referer: http://site//evil.example/x` names the path `//evil.example/x`).
 */
const pageExitedFrom = (req: Request): string => refererPath(req) ?? '/';

/** Opening a link (`GET /__preview?token=…`) and leaving (`POST /__preview/exit`). */
export function previewRoutes(options: SitePreviewOptions): express.Router {
  const router = express.Router();
  router.get(PREVIEW_PATH, (req, res) => {
    noStore(res);
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const check = verifyPreviewToken(options.secret(), token);
    if (!check.ok) {
      refusalPage(res, check.reason);
      return;
    }
    const missing = unknownReleases(check.releases, options.locate);
    if (missing.length) {
      refusalPage(res, 'unknown', missing);
      return;
    }
    // A second link adds its parts to the preview already open; it lasts as long as the shorter one.
    const open = previewOf(req, options);
    const releases = combinePreviews(open?.releases ?? [], check.releases);
    const expiresAt = Math.min(check.expiresAt, open?.expiresAt ?? Number.POSITIVE_INFINITY);
    const combined = signPreviewToken(options.secret(), releases, { lifetimeMs: Math.max(1, expiresAt - Date.now()) });
    res.cookie(PREVIEW_COOKIE, combined, { ...firstPartyCookie(req), expires: new Date(expiresAt) });
    res.redirect(303, '/');
  });
  router.post(PREVIEW_EXIT_PATH, (req, res) => {
    noStore(res);
    // Another site's page may not end this browser's preview (a cross-site form post).
    if (!fromThisSite(req)) {
      sendPlainPage(
        res,
        403,
        'Preview not left',
        '<p>A preview is left with the "Exit preview" button on a page of this site.</p><p>Nothing was changed.</p><p><a href="/">Go to the site</a></p>',
      );
      return;
    }
    res.clearCookie(PREVIEW_COOKIE, firstPartyCookie(req));
    res.redirect(303, pageExitedFrom(req));
  });
  return router;
}

/** Marks every response to a previewing browser as its own (set as the headers go out, over what a handler chose). */
export function previewResponses(options: SitePreviewOptions): RequestHandler {
  return privateResponses((req) => previewOf(req, options) !== null);
}

const banner = siteBanner({
  className: 'site-preview-banner',
  label: 'Preview',
  background: '#fdf3d0',
  border: '#b07d00',
  exit: { path: PREVIEW_EXIT_PATH, label: 'Exit preview' },
});

/** The banner stylesheet's CSP hash source (the page's policy allows inline styles by hash only). */
export const PREVIEW_BANNER_STYLE_HASH = banner.styleHash;

/**
 * The page with the preview banner first in its body: what is previewed, announced (an alert, so a
 * screen reader says it on every page of the preview), and a form that leaves the preview.
 */
export function withPreviewBanner(html: string, preview: ActivePreview): string {
  const named = preview.releases.map(({ part, release }) => `${part} release ${release}`).join(', ');
  return banner.addTo(html, `Preview: you are seeing ${named} inside the live site. Only this browser sees it.`);
}
