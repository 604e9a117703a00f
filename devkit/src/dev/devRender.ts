/**
 * A part's pages rendered on request from its development build: the prerender bundle
 * (`src/prerender.tsx`, the same code a build prerenders) is rebuilt by webpack in watch mode on
 * every save (the fragments keep the release's base token, as a build's do), and each request for a fragment, a published island, `routes.json`, a document or the
 * search index renders from the newest good bundle. So an edit to a page's markup, its YAML or
 * Markdown or its CSS module shows on the next render, with no prerendered file in between.
 *
 * After each rebuild it renders again the pages browsers have open and compares what only the server
 * renders (everything outside the islands, and the head): when that changed, the pages are told to
 * reload; a change inside the islands is the hot update's to apply in place.
 */
import webpack, { type Watching } from 'webpack';
import { fragmentFileName, PUBLIC_BASE_TOKEN, type PrerenderedIsland, type PrerenderedRoute } from '@site/site-formats/fragments';
import type { RoutesFile } from '@site/site-formats/routes';
import type { SearchIndexFile } from '@site/site-formats/search';
import type { Prerender } from '../prerender/render';
import { documentFilesOf, routesFileOf, searchIndexOf } from '../prerender/publish';
import { createPrerenderConfig, freshPrerenderBundle } from '../prerender/webpackConfig';

export interface DevRenderEvents {
  /** A rebuild failed: the message names the file and line; the last good bundle keeps rendering. */
  readonly onError: (message: string) => void;
  /** A rebuild changed what only the server renders on these open pages. */
  readonly onServerMarkupChanged: (paths: readonly string[], reason: string) => void;
  readonly onRebuilt?: (milliseconds: number) => void;
}

/** A page's markup without what its islands hold: the part a hot update cannot patch. */
export function serverOnlyMarkup(route: Pick<PrerenderedRoute, 'html' | 'head'>): string {
  const outsideIslands = route.html.replace(/(<site-island\b[^>]*>)[\s\S]*?<\/site-island>/g, '$1</site-island>');
  return JSON.stringify(route.head) + outsideIslands;
}

export interface DevRenderer {
  /** Resolves once the first bundle is built. */
  readonly ready: Promise<void>;
  fragment(file: string): Promise<PrerenderedRoute | null>;
  publishedIsland(name: string): Promise<PrerenderedIsland | null>;
  routesFile(): RoutesFile;
  document(file: string): { contentType: string; body: string | Buffer } | null;
  searchIndex(): Promise<SearchIndexFile>;
  close(): Promise<void>;
}

export function createDevRenderer(root: string, events: DevRenderEvents): DevRenderer {
  let current: Prerender | null = null;
  /** What the server alone rendered on each open page, as last served. */
  const served = new Map<string, string>();

  async function compareOpenPages(next: Prerender): Promise<void> {
    const changed: string[] = [];
    for (const [routePath, before] of served) {
      const route = await next.renderRoute?.(routePath).catch(() => null);
      if (!route) continue;
      const after = serverOnlyMarkup(route);
      if (after !== before) {
        changed.push(routePath);
        served.set(routePath, after);
      }
    }
    if (changed.length) events.onServerMarkupChanged(changed, 'the server-rendered markup changed');
  }

  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const compiler = webpack({ ...createPrerenderConfig(root, PUBLIC_BASE_TOKEN, true), cache: { type: 'memory', maxGenerations: 1 } });
  let started = Date.now();
  compiler.hooks.invalid.tap('DevRender', () => (started = Date.now()));
  const watching: Watching | undefined = compiler.watch({ aggregateTimeout: 20 }, (error, stats) => {
    if (error || stats?.hasErrors()) {
      events.onError(error ? String(error) : (stats?.toString('errors-only') ?? 'the prerender build failed'));
      return;
    }
    let next: Prerender;
    try {
      next = freshPrerenderBundle(root, true);
    } catch (loadError) {
      // Content that fails its checks (the pricing files disagreeing…) throws as the bundle loads.
      events.onError(loadError instanceof Error ? (loadError.stack ?? loadError.message) : String(loadError));
      return;
    }
    const first = current === null;
    current = next;
    events.onRebuilt?.(Date.now() - started);
    if (first) resolveReady();
    else void compareOpenPages(next);
  });

  const bundle = async (): Promise<Prerender> => {
    await ready;
    if (!current) throw new Error('the prerender bundle is not built');
    return current;
  };

  return {
    ready,
    async fragment(file) {
      const prerender = await bundle();
      const route = prerender.routes.find((candidate) => fragmentFileName(candidate.path) === file);
      const rendered = route ? await prerender.renderRoute?.(route.path) : null;
      if (!rendered) return null;
      served.set(rendered.path, serverOnlyMarkup(rendered));
      return rendered;
    },
    async publishedIsland(name) {
      const islands = (await (await bundle()).islands?.()) ?? [];
      return islands.find((island) => island.name === name) ?? null;
    },
    routesFile() {
      if (!current) throw new Error('the prerender bundle is not built');
      return routesFileOf(
        root,
        current.routes,
        documentFilesOf(current.documents?.() ?? []).map(({ published }) => published),
      );
    },
    document(file) {
      const found = documentFilesOf(current?.documents?.() ?? []).find(({ published }) => published.file === file);
      return found ? { contentType: found.published.contentType, body: found.body } : null;
    },
    async searchIndex() {
      const prerender = await bundle();
      return searchIndexOf(this.routesFile(), await prerender.render());
    },
    close: () => new Promise((resolve) => (watching ? watching.close(() => resolve()) : resolve())),
  };
}
