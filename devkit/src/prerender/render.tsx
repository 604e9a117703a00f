/**
 * Rendering routes to HTML on Node, used inside each deployable's prerender bundle (so React and
 * the components are one copy). `prerenderToNodeStream` waits for lazy pages and Suspense, giving
 * the markup the browser's first render hydrates.
 */
import { inspect } from 'node:util';
import {
  AddressProvider,
  IslandServerContext,
  PublishedIsland,
  ShellServicesProvider,
  staticAddress,
  type IslandComponent,
  type IslandServerRenderer,
  type LabelResolver,
  type Picture,
  type RemoteSlotProps,
  type ShellServices,
} from '@site/ui';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Location } from 'react-router-dom';
import { RemotePagesRoot, serverNavigator } from '@site/ui/router';
import type { RemoteName } from '@site/site-formats/topology';
import type { PageRoute } from '@site/site-formats/routes';
import { splitHoistedHead, type PrerenderedIsland, type PrerenderedRoute } from '@site/site-formats/fragments';

/**
 * Islands in the markup are rendered as their own roots (ui/src/islands), as the browser hydrates
 * them; `scope` names who renders (`frame`, a remote) so their `useId` prefixes never meet in a page.
 */
function islandRenderer(scope: string): IslandServerRenderer {
  let index = 0;
  return {
    scope,
    renderToString: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    nextIndex: () => index++,
  };
}

/**
 * `identifierPrefix` keeps the ids React gives (`useId`) apart from those of another render that
 * ends up in the same document: the shell's frame is rendered apart from the page in its slot.
 */
export async function renderToMarkup(element: ReactNode, scope: string, identifierPrefix?: string): Promise<string> {
  // A component that throws is a build error, not a page with a hole in it (React would leave
  // that part to the browser and carry on).
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(<IslandServerContext value={islandRenderer(scope)}>{element}</IslandServerContext>, {
    ...(identifierPrefix ? { identifierPrefix } : {}),
    onError(error) {
      failure ??= error;
    },
  });
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  if (failure) throw failure instanceof Error ? failure : new Error(typeof failure === 'string' ? failure : inspect(failure));
  return markup;
}

export function serverLocation(pathname: string): Location {
  return { pathname, search: '', hash: '', state: null, key: 'default' };
}

/** Another remote's parcel is mounted in the browser only; the server leaves its placeholder (as the shell's slot does while hydrating). */
function ServerRemoteSlot({ placeholder }: RemoteSlotProps) {
  return <>{placeholder ?? null}</>;
}

export function serverServices(resolveLabel: LabelResolver): ShellServices {
  return {
    resolveLabel,
    runAction: () => undefined,
    // Data from other remotes is read in the browser (e.g. below-the-fold sliders); never on the server.
    loadRemoteModule: () => Promise.reject(new Error('Remote modules are loaded in the browser only')),
    RemoteSlot: ServerRemoteSlot,
  };
}

export interface RemotePrerenderOptions {
  readonly remote: RemoteName;
  readonly PageRoutes: ComponentType;
  /**
   * Every page this remote serves, from its content: each is rendered, and published in
   * `routes.json` (the shell's route table) and, when indexable, in the search index.
   */
  readonly routes: readonly PageRoute[];
  /** The shell's central label map, with this remote's own page titles (the same resolver standalone mode uses). */
  readonly resolveLabel: LabelResolver;
  /** schema.org objects for a route's JSON-LD, when it has any. */
  readonly structuredData?: (path: string) => readonly object[];
  /** The picture a route's share card carries beside its title (an article's cover), when it has one. */
  readonly socialCover?: (path: string) => SocialCover | undefined;
  /** Files the remote publishes beside its pages (e.g. the blog's RSS feed), made from its content. */
  readonly documents?: () => readonly DocumentSource[];
  /** Islands other deployables' pages show (`<RemoteIsland>`), published as HTML for the shell's server to put in place. */
  readonly publishedIslands?: readonly IslandComponent<object>[];
}

/** A document a prerender makes: written to the build and published in `routes.json` (see PublishedDocument). */
export interface DocumentSource {
  /** The site address it answers at, e.g. `/blog/feed.xml` (no query). */
  readonly path: string;
  /** e.g. `application/rss+xml; charset=utf-8`. */
  readonly contentType: string;
  /** Its text; `SITE_ORIGIN_TOKEN` (fragments.ts) stands for the public origin, which the shell fills in per request. */
  readonly body: string;
}

/** A picture as the bundle names it (`src` is its URL in the build, as the page's `<img>` has it). */
export type SocialCover = Pick<Picture, 'src' | 'alt'>;

/** What a prerender bundle's default export offers cli.ts: plain functions (none uses `this`), so they can be passed on. */
export interface Prerender {
  readonly render: () => Promise<PrerenderedRoute[]>;
  /** Renders one of its routes, or null when it has none at that path (a dev server renders on request). */
  readonly renderRoute?: (path: string) => Promise<PrerenderedRoute | null>;
  /** The routes this deployable publishes (written to `routes.json`). */
  readonly routes: readonly PageRoute[];
  /** The documents this deployable publishes (written to `documents/` and listed in `routes.json`). */
  readonly documents?: () => readonly DocumentSource[];
  /** The cover picture of a route's share card, if any (see RemotePrerenderOptions). */
  readonly socialCover?: (path: string) => SocialCover | undefined;
  /**
   * Renders one route and names the bundle's modules that rendering loaded (lazy pages and what
   * they import). Meaningful in a fresh copy of the bundle only: a module loads once per copy.
   */
  readonly modulesLoadedBy?: (path: string) => Promise<string[]>;
  /** The islands it publishes for other deployables' pages, rendered alone. */
  readonly islands?: () => Promise<PrerenderedIsland[]>;
}

/** Inside the prerender bundle webpack turns `require.cache` into its own module cache, keyed by module name (`moduleIds: 'named'`). */
const loadedModuleNames = () => Object.keys(require.cache);

export function prerenderRemotePages({
  remote,
  PageRoutes,
  routes,
  resolveLabel,
  structuredData = () => [],
  socialCover,
  documents,
  publishedIslands = [],
}: RemotePrerenderOptions): Prerender {
  const services = serverServices(resolveLabel);
  const renderPath = (path: string) =>
    renderToMarkup(
      <RemotePagesRoot location={serverLocation(path)} navigator={serverNavigator} pages={routes} {...services} PageRoutes={PageRoutes} />,
      remote,
    );
  const renderRoute = async (path: string): Promise<PrerenderedRoute> => {
    const { head, body } = splitHoistedHead(await renderPath(path));
    return { path, html: body, head, structuredData: structuredData(path) };
  };
  return {
    routes,
    documents,
    socialCover,
    async islands() {
      const rendered: PrerenderedIsland[] = [];
      for (const island of publishedIslands) {
        const html = await renderToMarkup(
          <ShellServicesProvider value={services}>
            <AddressProvider value={staticAddress('/')}>
              <PublishedIsland island={island} props={{}} />
            </AddressProvider>
          </ShellServicesProvider>,
          `${remote}-published`,
        );
        rendered.push({ name: island.island.name, html });
      }
      return rendered;
    },
    async render() {
      const rendered: PrerenderedRoute[] = [];
      for (const { path } of routes) rendered.push(await renderRoute(path));
      return rendered;
    },
    renderRoute: (path) => (routes.some((route) => route.path === path) ? renderRoute(path) : Promise.resolve(null)),
    async modulesLoadedBy(path) {
      const before = new Set(loadedModuleNames());
      await renderPath(path);
      return loadedModuleNames().filter((name) => !before.has(name));
    },
  };
}
