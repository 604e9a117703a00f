/**
 * The share cards a build publishes: one per indexable page, written as documents of its release
 * (docs/architecture.md: routes and documents are published), so they are deployed and rolled back with the pages that name them and
 * served at the site's origin, like the blog's feed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@site/site-config';
import { contentHashOf } from '@site/site-formats/content-hash';
import { PUBLIC_BASE_TOKEN, type PrerenderedRoute } from '@site/site-formats/fragments';
import type { SocialCover } from '../prerender/render';
import { pageName } from '../search/extractPageText';
import { renderSocialImage, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from './socialImage';

/**
 * `/blog/a-post` → `/social/blog/a-post.0123456789.png`, `/` → `/social/index.0123456789.png`. The
 * hash is the PNG's: caches keep the file for good (cachePolicy.ts), and a changed card gets a new
 * address, which social sites, keeping an image by its URL, fetch anew.
 */
export function socialImagePath(routePath: string, png: Uint8Array): string {
  const hash = contentHashOf(png);
  return `/social/${routePath.replace(/^\/+|\/+$/g, '') || 'index'}.${hash}.png`;
}

/**
 * The file a cover's URL names in the build folder: `__SITE_PUBLIC_BASE__/assets/post-1.….svg` in a
 * remote's bundle, `/assets/….svg` in the shell's, are `<dist>/assets/….svg`.
 */
export function coverFileIn(distDir: string, src: string): string {
  const relative = src.startsWith(PUBLIC_BASE_TOKEN) ? src.slice(PUBLIC_BASE_TOKEN.length) : src.replace(/^\//, '');
  const file = path.resolve(distDir, relative.split(/[?#]/)[0] ?? '');
  if (!file.startsWith(path.resolve(distDir) + path.sep) || !existsSync(file))
    throw new Error(`the share card cover ${src} is not a file of the build in ${distDir}`);
  return file;
}

/** A card as a document of the release (like the prerender's DocumentSource, with bytes for its body). */
export interface SocialImageDocument {
  readonly path: string;
  readonly contentType: 'image/png';
  readonly body: Buffer;
}

export interface SocialImageOptions {
  /** The build folder (its covers are there). */
  readonly distDir: string;
  /** Whether a route is in the sitemap: those, and only those, get a card. */
  readonly indexable: (routePath: string) => boolean;
  readonly cover?: (routePath: string) => SocialCover | undefined;
}

/**
 * Each indexable route with its card named in its head, and the cards as documents to publish.
 * Drawn one after another: about 20–50 ms a card, and the build's other steps are not waiting.
 */
export async function withSocialImages(
  routes: readonly PrerenderedRoute[],
  { distDir, indexable, cover: coverOf = () => undefined }: SocialImageOptions,
): Promise<{ routes: PrerenderedRoute[]; documents: SocialImageDocument[] }> {
  const { name: brand } = siteConfig.brand;
  const documents: SocialImageDocument[] = [];
  const withCards: PrerenderedRoute[] = [];
  for (const route of routes) {
    if (!indexable(route.path)) {
      withCards.push(route);
      continue;
    }
    const title = pageName(route.head.title, brand);
    const cover = coverOf(route.path);
    const png = await renderSocialImage({ title, ...(cover ? { coverFile: coverFileIn(distDir, cover.src) } : {}) });
    const imagePath = socialImagePath(route.path, png);
    documents.push({ path: imagePath, contentType: 'image/png', body: png });
    const alt = `${brand}: ${title}${cover?.alt ? `. ${cover.alt}` : ''}`;
    withCards.push({
      ...route,
      head: { ...route.head, socialImage: { path: imagePath, width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, alt } },
    });
  }
  return { routes: withCards, documents };
}
