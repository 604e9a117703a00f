/**
 * What a prerender writes and the shell's server reads: one JSON file per route, published with
 * the deployable under `prerender/`. Shared by both sides so they agree on names and shape.
 */

export interface PrerenderedHead {
  /** The page's full <title> text (with the brand). */
  readonly title: string;
  readonly description: string;
}

export interface PrerenderedRoute {
  /** Canonical path as in the route table, e.g. `/pricing`. */
  readonly path: string;
  /** The page's markup, as its client renders it first (hydration matches it). */
  readonly html: string;
  readonly head: PrerenderedHead;
  /** schema.org objects for JSON-LD (Organization, SoftwareApplication, FAQPage, BlogPosting…). */
  readonly structuredData: readonly object[];
  /** The browser build's scripts this page needs (files relative to the deployable's base), to preload. */
  readonly scripts?: readonly string[];
  /** The browser build's stylesheets this page needs, to inline (the rest load with their chunks). */
  readonly styles?: readonly string[];
}

export const PRERENDER_DIR = 'prerender';

/** Stands for the deployable's public base URL in prerendered markup; the shell replaces it per request. */
export const PUBLIC_BASE_TOKEN = '__SITE_PUBLIC_BASE__/';

/**
 * `/terms-and-Conditions` → `terms-and-Conditions.json`, `/blog/a-post` → `blog~a-post.json`,
 * `/` → `__root.json`. A slug never holds two `_` in a row, so `__root` cannot clash with a route.
 */
export function fragmentFileName(routePath: string): string {
  const slug = routePath
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/+/g, '~')
    .replace(/[^A-Za-z0-9~-]+/g, '_');
  return `${slug || '__root'}.json`;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * React 19 hoists <title>, <meta> and <link> to the front of server output rendered without an
 * <html> element. Splits them from the body markup and reads the title and description.
 */
export function splitHoistedHead(markup: string): { head: PrerenderedHead; hoisted: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)*/.exec(markup)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1] ?? '';
  return { head: { title: decodeEntities(title), description: decodeEntities(description) }, hoisted, body: markup.slice(hoisted.length) };
}
