/**
 * A remote's parts of a composed page, fetched from its live release through the cache: its
 * prerendered page with its stylesheets, and the islands it publishes into other parts' pages.
 * Whatever cannot be had is null: the page goes without it, and the browser renders it.
 */
import {
  fragmentFileName,
  PRERENDER_DIR,
  PUBLIC_BASE_TOKEN,
  publishedIslandFile,
  type PrerenderedIsland,
  type PrerenderedRoute,
} from '@site/site-formats/fragments';
import { containerName, remoteNames, type RemoteName } from '@site/site-formats/topology';
import type { RemotesManifest } from '../shared/contract';
import { parseJson, type Stylesheet } from './pageParts';
import type { RevalidatingCache } from './revalidatingCache';

interface FederationManifest {
  readonly exposes?: ReadonlyArray<{
    readonly path: string;
    readonly assets: { readonly css: { readonly sync: string[]; readonly async: string[] } };
  }>;
  readonly metaData?: { readonly remoteEntry?: { readonly name: string; readonly path: string } };
}

/** A `<RemoteIsland>` placeholder as the prerender writes it (ui/src/islands/Island.tsx). */
const REMOTE_ISLAND_PLACEHOLDER =
  /<site-island data-island="([a-z]+)\/([A-Za-z0-9]+)" data-hydrate="visible" data-compose="">[\s\S]*?<\/site-island>/g;

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

export function createRemoteParts(cache: RevalidatingCache) {
  /** Where a remote's release is (its manifest entry's folder), or null when this request's remotes.json lacks it. */
  const remoteBase = (remote: RemoteName, manifest: RemotesManifest | null) => {
    const remoteEntry = manifest?.remotes.find((candidate) => candidate.name === containerName(remote));
    // A dev server only the visitor's browser can reach (a dev override): the browser renders its parts.
    if (!remoteEntry || remoteEntry.dev === 'browser') return null;
    const { entry } = remoteEntry;
    return { entry, base: new URL('.', entry).href };
  };

  /** The stylesheets' text, or null when one cannot be had (unstyled HTML would be worse than none). */
  async function stylesheets(base: string, files: readonly string[]): Promise<Stylesheet[] | null> {
    const sheets = await Promise.all(files.map(async (file) => ({ href: base + file, css: (await cache.get(base + file))?.body })));
    if (sheets.some((sheet) => sheet.css === undefined)) return null;
    return sheets.map(({ href, css }) => ({ href, css: css ?? '' }));
  }

  async function federationManifest(entry: string): Promise<FederationManifest | null> {
    return entry.endsWith('.json') ? (parseJson((await cache.get(entry))?.body) as FederationManifest | null) : null;
  }

  /** The remote's page and its stylesheets, or nothing when the remote can't say. */
  async function remotePage(remote: RemoteName, routePath: string, manifest: RemotesManifest | null) {
    const release = remoteBase(remote, manifest);
    if (!release) return null;
    const [fragmentText, federation] = await Promise.all([
      cache.get(`${release.base}${PRERENDER_DIR}/${fragmentFileName(routePath)}`),
      federationManifest(release.entry),
    ]);
    const fragment = parseJson(fragmentText?.body) as PrerenderedRoute | null;
    if (!fragment) return null;
    // The page's own stylesheets as its prerender listed them; else every one of its pages module's.
    const exposeCss = (path: string) => {
      const expose = federation?.exposes?.find((candidate) => candidate.path === path);
      return expose ? [...expose.assets.css.sync, ...expose.assets.css.async] : [];
    };
    // And those of its islands, from the start: loaded only when one wakes, they would come after
    // the page's and could change the cascade (and the layout) under the visitor.
    const islands = [...fragment.html.matchAll(/data-island="([a-z]+)\/([A-Za-z0-9]+)"/g)].filter(([, owner]) => owner === remote);
    const files = [...(fragment.styles ?? exposeCss('./Pages')), ...islands.flatMap(([, , name = '']) => exposeCss(`./islands/${name}`))];
    const styles = await stylesheets(release.base, [...new Set(files)]);
    if (!styles) return null;
    return { fragment: { ...fragment, html: fragment.html.split(PUBLIC_BASE_TOKEN).join(release.base) }, styles };
  }

  /**
   * Another deployable's island in this page (`<RemoteIsland>`: the footer's newsletter box,
   * Contact Us's enquiry form): its owner's live published HTML and stylesheets, or null (the
   * browser then renders it when it comes into view).
   */
  async function publishedIsland(owner: RemoteName, name: string, manifest: RemotesManifest | null) {
    const release = remoteBase(owner, manifest);
    if (!release) return null;
    const [islandText, federation] = await Promise.all([
      cache.get(release.base + publishedIslandFile(name)),
      federationManifest(release.entry),
    ]);
    const island = parseJson(islandText?.body) as PrerenderedIsland | null;
    const expose = federation?.exposes?.find((candidate) => candidate.path === `./islands/${name}`);
    if (!island || !expose) return null;
    const styles = await stylesheets(release.base, [...expose.assets.css.sync, ...expose.assets.css.async]);
    return styles ? { html: island.html.split(PUBLIC_BASE_TOKEN).join(release.base), styles } : null;
  }

  /** Fills each `<RemoteIsland>` placeholder of the page with its owner's published island, where it can be had. */
  async function composeIslands(body: string, manifest: RemotesManifest | null) {
    const placeholders = [...body.matchAll(REMOTE_ISLAND_PLACEHOLDER)];
    const filled = await Promise.all(
      placeholders.map(async ([, owner = '', name = '']) =>
        isRemoteName(owner) ? publishedIsland(owner, name, manifest).catch(() => null) : null,
      ),
    );
    let index = 0;
    const html = body.replace(REMOTE_ISLAND_PLACEHOLDER, (placeholder) => filled[index++]?.html ?? placeholder);
    return { html, styles: filled.flatMap((island) => (island ? [island.styles] : [])) };
  }

  return { remotePage, composeIslands };
}
