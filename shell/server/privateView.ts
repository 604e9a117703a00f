/**
 * What a view of the site for one browser alone (a preview, preview.ts; a dev override,
 * devOverride.ts) is made of, apart from what it shows: a banner first in every page that says so
 * with a way out, responses no shared cache stores and no search engine indexes, and a plain page
 * for a link that opens nothing.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import { escapeHtml } from './pageParts';

/** A stylesheet's CSP hash source, `'sha256-…'` (the page's policy allows inline styles by hash only). */
const cspStyleSource = (css: string): string => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

export interface SiteBanner {
  /** The banner stylesheet's CSP hash source. */
  readonly styleHash: string;
  /**
   * The page with the banner first in its body (its stylesheet last in the head): `message`, announced
   * (an alert, so a screen reader says it on every page), and a form that posts to the exit.
   */
  readonly addTo: (html: string, message: string) => string;
}

/**
 * A banner of its own class and colours: the region is named `label`, and its button (`exit.label`)
 * posts to `exit.path`.
 */
export function siteBanner({
  className,
  label,
  background,
  border,
  exit,
}: {
  readonly className: string;
  readonly label: string;
  readonly background: string;
  readonly border: string;
  readonly exit: { readonly path: string; readonly label: string };
}): SiteBanner {
  const css =
    `.${className}{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:.5rem 1rem;padding:.5rem 1rem;` +
    `background:${background};color:#1f2a28;border-bottom:2px solid ${border};font:inherit}` +
    `.${className} p{margin:0}` +
    `.${className} button{min-height:44px;padding:0 1rem;border:2px solid #1f2a28;border-radius:6px;background:#fff;color:#1f2a28;font:inherit;font-weight:600;cursor:pointer}`;
  const style = `<style>${css}</style>`;
  return {
    styleHash: cspStyleSource(css),
    addTo(html, message) {
      const banner =
        `<div class="${className}" role="region" aria-label="${escapeHtml(label)}"><p role="alert">${escapeHtml(message)}</p>` +
        `<form method="post" action="${escapeHtml(exit.path)}"><button type="submit">${escapeHtml(exit.label)}</button></form></div>`;
      if (!/<body[^>]*>/i.test(html)) return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${style}${banner}`);
      return html.replace('</head>', () => `${style}</head>`).replace(/<body[^>]*>/i, (body) => `${body}${banner}`);
    },
  };
}

/** Opening or leaving a private view: never stored, never indexed. */
export function noStore(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
}

/**
 * Marks every response to a browser `isPrivate` says has a private view as its own, whatever the page
 * says: no shared cache, no index (set as the headers go out, over what a handler chose).
 */
export function privateResponses(isPrivate: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (isPrivate(req)) {
      onHeaders(res, () => {
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('X-Robots-Tag', 'noindex');
      });
    }
    next();
  };
}

/**
 * A plain page's policy: it has no script, no style and nothing to load, posts only to this site and is
 * framed by nobody, so whatever a link put in it (escaped as it is) could run or load nothing.
 */
const PLAIN_PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** A page of its own: `title` as its title and heading, then `mainHtml` (HTML, escaped by the caller). */
export function sendPlainPage(res: Response, status: number, title: string, mainHtml: string): void {
  res
    .status(status)
    .setHeader('Content-Security-Policy', PLAIN_PAGE_POLICY)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${mainHtml}</main></body></html>`,
    );
}
