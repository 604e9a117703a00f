/**
 * Server composition of a page: the shell's prerendered frame (top bar, footer) for the route,
 * with the owning remote's prerendered page and head in it, fetched from the remote's own origin at
 * request time (cached with revalidation), so a remote's redeploy is live on the next request.
 * Whatever cannot be had is left out: the client then renders that part as it always could.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fragmentFileName, PRERENDER_DIR, type PrerenderedRoute } from '@site/site-formats/fragments';
import type { SiteRoute } from '@site/site-formats/routes';
import type { RemoteName } from '@site/site-formats/topology';
import {
  BACK_TARGET_TOKEN,
  FOOTER_ELEMENT_ID,
  PAGE_SLOT_MARKER,
  REMOTES_MANIFEST_ELEMENT_ID,
  type RemotePageProps,
  type RemotesManifest,
} from '../shared/contract';
import { frameName, frameVariantFor, resolveFrameLabels } from '../shared/frames';
import type { SiteRoutes } from './liveRoutes';
import { siteConfig } from '@site/site-config';
import { createFirstScreens, FIRST_SCREEN_END_ID, REST_SHOWN_CSS } from './firstScreen';
import {
  clientRenderedDocument,
  escapeHtml,
  inlineStyle,
  inlineStyles,
  namedStyles,
  organization,
  parseJson,
  ROOT_ELEMENT,
  scriptJson,
} from './pageParts';
import { createRemoteParts } from './remoteParts';
import type { PageStyles } from './pageStyles';
import type { RevalidatingCache } from './revalidatingCache';

export interface PageRequest {
  /** The route the request's path matched (once, by the server), or none. */
  readonly route: SiteRoute | undefined;
  /** Public origin for canonical and Open Graph URLs, e.g. https://www.example.com. */
  readonly origin: string;
  /** The live route table (the shell's routes and every live remote's). */
  readonly routes: SiteRoutes;
  /** The remotes for this request (null when remotes.json could not be read: the browser then asks for it). */
  readonly manifest: RemotesManifest | null;
  /**
   * All the page's CSS in the head, as one piece (a page answering a visitor's form post, whose
   * drawn-in state the first screen's rules were not found for; a page holding a dev server's part,
   * whose hot CSS updates replace the stylesheets only). Otherwise the head holds the rules the
   * first screen uses and the stylesheets follow it (firstScreen.ts).
   */
  readonly wholeCssInHead?: boolean;
}

export interface ComposedPage {
  /** 503 for an unknown path while some remote's routes cannot be had: it may be one of its pages. */
  readonly status: 200 | 404 | 503;
  readonly html: string;
  /** Which remote's page is in the HTML, if any (for logs and tests). */
  readonly composedRemote: RemoteName | null;
  /** CSP sources (`'sha256-…'`) of the inlined stylesheets: the page's only inline content. */
  readonly styleHashes: readonly string[];
  /** The first screen's largest-paint images, absolute: the response's `Link: rel=preload`. */
  readonly preloadImages: readonly string[];
}

export interface PageComposerOptions {
  readonly distDir: string;
  readonly cache: RevalidatingCache;
  /** Where each page's stylesheet below its first screen is kept for the shell to serve (pageStyles.ts). */
  readonly pageStyles: PageStyles;
}

/** The status of a page: found, or not found, or perhaps the page of a remote whose routes are out of reach. */
export function pageStatus(route: SiteRoute | undefined, routes: SiteRoutes): 200 | 404 | 503 {
  if (route) return 200;
  return routes.unknownRemotes.length > 0 ? 503 : 404;
}

export function createPageComposer({ distDir, cache, pageStyles }: PageComposerOptions) {
  // The shell's own build does not change under a running server: read once.
  const once = <T>(load: () => Promise<T>) => {
    let value: Promise<T> | null = null;
    return () => (value ??= load());
  };
  const indexHtml = once(() => readFile(path.join(distDir, 'index.html'), 'utf8'));
  const shellStyles = once(async () => {
    const files = (await readdir(distDir)).filter((file) => file.endsWith('.css')).sort();
    return Promise.all(files.map(async (file) => ({ href: `/${file}`, css: await readFile(path.join(distDir, file), 'utf8') })));
  });
  const frames = new Map<string, Promise<PrerenderedRoute | null>>();
  const frameFor = (routePath: string) => {
    let frame = frames.get(routePath);
    if (!frame) {
      frame = readFile(path.join(distDir, PRERENDER_DIR, fragmentFileName(routePath)), 'utf8').then(
        (text) => parseJson(text) as PrerenderedRoute | null,
        () => null,
      );
      frames.set(routePath, frame);
    }
    return frame;
  };

  const { remotePage, composeIslands } = createRemoteParts(cache);
  const splitFirstScreen = createFirstScreens();

  /** A remote's page the server has no HTML of: the browser renders it whole (the shell's RemotePage island). */
  function browserRenderedPage(remote: RemoteName, routes: SiteRoutes): string {
    const pages = routes.table.routes
      .filter((candidate) => candidate.owner === remote)
      .map(({ path: pagePath, title, template }) => ({ path: pagePath, title, ...(template ? { template } : {}) }));
    const props: RemotePageProps = { remote, pages };
    return `<script type="application/json" data-island-props="">${scriptJson(props)}</script><site-island data-island="shell/RemotePage" data-hydrate="load"></site-island>`;
  }

  return async function composePage(request: PageRequest): Promise<ComposedPage> {
    const { routes, manifest } = request;
    const { route } = request;
    const status = pageStatus(route, routes);
    const [template, frame] = await Promise.all([
      indexHtml(),
      frameFor(frameName(frameVariantFor(route, routes.resolveLabel, routes.unknownRemotes.length > 0))),
    ]);
    // The shell's build is broken: the browser renders the page.
    if (!frame) return { status, html: clientRenderedDocument(template), composedRemote: null, styleHashes: [], preloadImages: [] };

    const owner = route && route.owner !== 'shell' ? route.owner : null;
    const remote = owner && route ? await remotePage(owner, route.path, manifest).catch(() => null) : null;
    const page = remote?.fragment ?? null;
    const head = page?.head ?? frame.head;
    const canonical = route ? `${request.origin}${route.path === '/' ? '/' : route.path}` : null;
    // The page's share card: a document of its release, so on this origin (the sitemap's, the canonical's).
    const card = head.socialImage;
    const cardUrl = card ? new URL(card.path, request.origin).href : null;
    const structuredData = [...(route?.path === '/' ? [organization(request.origin)] : []), ...(page?.structuredData ?? [])];

    const framed = resolveFrameLabels(frame.html, routes.resolveLabel)
      .replace(PAGE_SLOT_MARKER, () => page?.html ?? (owner ? browserRenderedPage(owner, routes) : ''))
      .split(BACK_TARGET_TOKEN)
      .join(route?.parent ?? '/')
      .replace(/(<span data-current-year="">)\d{4}/, (_match, open: string) => `${open}${new Date().getFullYear()}`);
    const islands = await composeIslands(framed, manifest);

    // One pass in the page's order, so a stylesheet two deployables both built is sent once.
    const stylesheets = [...(await shellStyles()), ...(remote?.styles ?? []), ...islands.styles.flat()];
    const inline = inlineStyles(stylesheets);
    // Below the first screen, one stylesheet of the shell's own with all of them (pageStyles.ts), and
    // each file named, empty, so that webpack's loader and the federation runtime know it is here.
    // Chromium's parser waits at it; in Firefox, which paints on, the head keeps what follows hidden
    // until it comes (REST_HELD_CSS): what follows never shows without its rules.
    const named = namedStyles(stylesheets);
    const belowFirstScreen = () =>
      `<link rel="stylesheet" href="${pageStyles.addressOf(`${inline.css}\n${REST_SHOWN_CSS}`)}" fetchpriority="low">${named.html}`;
    const split = request.wholeCssInHead ? null : await splitFirstScreen(islands.html, inline.css, belowFirstScreen());
    const sheets = split ? named : inline;
    const firstScreenStyle = split ? inlineStyle(split.css, { 'data-first-screen': '' }) : null;
    const headTags = [
      ...(head.description ? [`<meta name="description" content="${escapeHtml(head.description)}">`] : []),
      ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}">`] : []),
      ...(head.alternates ?? []).map(
        ({ type, title, href }) =>
          `<link rel="alternate" type="${escapeHtml(type)}" title="${escapeHtml(title)}" href="${escapeHtml(href)}">`,
      ),
      ...(head.title
        ? [
            `<meta property="og:type" content="website">`,
            `<meta property="og:site_name" content="${escapeHtml(siteConfig.brand.name)}">`,
            `<meta property="og:title" content="${escapeHtml(head.title)}">`,
            `<meta property="og:description" content="${escapeHtml(head.description)}">`,
            ...(canonical ? [`<meta property="og:url" content="${escapeHtml(canonical)}">`] : []),
            `<meta property="og:locale" content="en_AU">`,
            ...(card && cardUrl
              ? [
                  `<meta property="og:image" content="${escapeHtml(cardUrl)}">`,
                  `<meta property="og:image:type" content="image/png">`,
                  `<meta property="og:image:width" content="${escapeHtml(String(card.width))}">`,
                  `<meta property="og:image:height" content="${escapeHtml(String(card.height))}">`,
                  `<meta property="og:image:alt" content="${escapeHtml(card.alt)}">`,
                  `<meta name="twitter:card" content="summary_large_image">`,
                  `<meta name="twitter:image" content="${escapeHtml(cardUrl)}">`,
                  `<meta name="twitter:image:alt" content="${escapeHtml(card.alt)}">`,
                ]
              : [`<meta name="twitter:card" content="summary">`]),
          ]
        : []),
      ...(route && !route.indexable ? [`<meta name="robots" content="noindex">`] : []),
      ...structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
      ...(manifest ? [`<script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">${scriptJson(manifest)}</script>`] : []),
      firstScreenStyle?.html ?? sheets.html,
      // The first paint waits until the parser reaches the end of the first screen: painted part-way
      // through the top bar or the hero (a slow CPU, a page after a click), right-aligned items grew
      // as their text arrived and moved (CLS 0.005 in 1 of 15 loads of /blogs, then the New Blog
      // link 0.00034 in 1 of 25, at CPU ×6). Chromium lifts the block when the element is inserted:
      // the target is an empty element after the first screen. What is below it streams in.
      ...(split
        ? [`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`]
        : islands.html.includes(`id="${FOOTER_ELEMENT_ID}"`)
          ? [`<link rel="expect" href="#${FOOTER_ELEMENT_ID}" blocking="render">`]
          : []),
    ].join('');

    let html = template;
    if (head.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
    // The template is minified: attribute quotes are optional there.
    if (head.description) html = html.replace(/<meta name="?description"?[^>]*>/, '');
    html = html.replace('</head>', () => `${headTags}</head>`);
    // Replacer functions: page text may hold `$&` and the like.
    html = html.replace(ROOT_ELEMENT, () => `<div id="root">${split?.body ?? islands.html}</div>`);
    return {
      status,
      html,
      composedRemote: page && owner ? owner : null,
      styleHashes: [...(firstScreenStyle ? [firstScreenStyle.hash] : []), ...sheets.hashes],
      preloadImages: (split?.priorityImages ?? []).flatMap((src) => URL.parse(src, request.origin)?.href ?? []),
    };
  };
}
