/**
 * What a prerender writes and the shell's server reads: one JSON file per route, published with
 * the deployable under `prerender/`, and the documents it publishes under `documents/`. Shared by
 * both sides so they agree on names and shape.
 */
import type { AlternateLink } from '@site/ui';
import { decodeHTML } from 'entities';

export interface PrerenderedHead {
  /** The page's full <title> text (with the brand). */
  readonly title: string;
  readonly description: string;
  /** The page's `<link rel="alternate">` tags (e.g. the blog's feed), when it has any. */
  readonly alternates?: readonly AlternateLink[];
  /** Its share card (og:image), for an indexable page: published with the release as a document (../socialImage). */
  readonly socialImage?: PrerenderedSocialImage;
}

/** A page's share card: a PNG the release publishes at a site address, which the shell's server writes with the public origin. */
export interface PrerenderedSocialImage {
  /** Its address on the site, e.g. `/social/pricing.0123456789.png`. */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  /** What it shows, for `og:image:alt`. */
  readonly alt: string;
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

/** An island a deployable publishes for other deployables' pages (`<RemoteIsland>`), rendered alone. */
export interface PrerenderedIsland {
  /** Its name in the owner's contract, e.g. `Newsletter`. */
  readonly name: string;
  /** The `<site-island>` element, server-rendered. */
  readonly html: string;
}

export const PRERENDER_DIR = 'prerender';

/**
 * Marks the element a page's first screen ends with, where its first element holds more than the
 * first screen (e.g. /pricing's hero header, before its plans). The shell paints a page once the top
 * bar and everything up to the end of this element have arrived, with only the CSS rules they use;
 * the rest of the page and its stylesheets follow (shell/server/firstScreen.ts). Unmarked, a page's
 * first element is its first screen.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * A part's dev server (devkit/src/dev/) publishes the same files as a release, and its dev client
 * here: development React with Fast Refresh for the page, loaded before anything else runs.
 */
export const DEV_CLIENT_FILE = '__dev/client.js';

/** Where a published island's JSON is, under the deployable's base: `prerender/islands/Newsletter.json`. */
export function publishedIslandFile(name: string): string {
  return `${PRERENDER_DIR}/islands/${name}.json`;
}

/** Where a build's published documents (e.g. the blog's RSS feed) are, beside `routes.json`. */
export const DOCUMENTS_DIR = 'documents';

/** Stands for the deployable's public base URL in prerendered markup; the shell replaces it per request. */
export const PUBLIC_BASE_TOKEN = '__SITE_PUBLIC_BASE__/';

/**
 * Stands for the site's public origin (e.g. `https://www.example.com`) in a published document: the
 * shell replaces it per request, since a build does not know where the site will be served. A real
 * origin on a reserved name (RFC 2606 `.invalid`), so libraries that check their URLs (the feed's)
 * accept it, and it can never be a site's own.
 */
export const SITE_ORIGIN_TOKEN = 'https://site-origin.invalid';

/** A path as one file name: `/` between segments becomes `~`, any run of other characters outside `keep` becomes `_`. */
function pathSlug(sitePath: string, keep: RegExp): string {
  return sitePath
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/+/g, '~')
    .replace(keep, '_');
}

/**
 * `/terms-and-Conditions` → `terms-and-Conditions.json`, `/blog/a-post` → `blog~a-post.json`,
 * `/` → `__root.json`. A slug never holds two `_` in a row, so `__root` cannot clash with a route.
 */
export function fragmentFileName(routePath: string): string {
  return `${pathSlug(routePath, /[^A-Za-z0-9~-]+/g) || '__root'}.json`;
}

/**
 * A document's file name in `documents/`, keeping its extension: `/blog/feed.xml` → `blog~feed.xml`,
 * `/` → `__root`. No name starts with a dot (nor is `.` or `..`).
 */
export function documentFileName(documentPath: string): string {
  return (pathSlug(documentPath, /[^A-Za-z0-9~.-]+/g) || '__root').replace(/^\./, '_');
}

/** The attributes of one tag as React writes it (`name="value"`, values escaped), decoded. */
function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(/\s([A-Za-z][\w:-]*)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, decodeHTML(value)]));
}

/** The `<link rel="alternate">` tags among the hoisted ones, in their order. */
function alternatesOf(hoisted: string): AlternateLink[] {
  return [...hoisted.matchAll(/<link\b[^>]*>/g)].flatMap(([tag]) => {
    const attributes = attributesOf(tag);
    const [type, href] = [attributes.get('type'), attributes.get('href')];
    return attributes.get('rel') === 'alternate' && type && href ? [{ type, title: attributes.get('title') ?? '', href }] : [];
  });
}

/**
 * React 19 hoists <title>, <meta> and <link> to the front of server output rendered without an
 * <html> element. Splits them from the body markup and reads the title, description and alternate links.
 */
export function splitHoistedHead(markup: string): { head: PrerenderedHead; hoisted: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)*/.exec(markup)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1] ?? '';
  const alternates = alternatesOf(hoisted);
  return {
    head: { title: decodeHTML(title), description: decodeHTML(description), ...(alternates.length ? { alternates } : {}) },
    hoisted,
    body: markup.slice(hoisted.length),
  };
}
