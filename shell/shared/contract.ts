/**
 * What the shell's server and its browser code agree on: names, markers and shapes, with no code of
 * either side. The server imports from `shared/` only (never `src/`, which is the browser's: a lint
 * rule keeps it so), so loading it loads no federation runtime, React or behaviour.
 */
import type { SiteRoute } from '@site/site-formats/routes';
import type { RemoteName } from '@site/site-formats/topology';
import type { PublishedPage } from '@site/ui';

export type { RemoteManifestEntry, RemotesManifest } from '@site/releases/release-root';

/** The shell's server puts the manifest into the page it composes, saving the browser a round trip. */
export const REMOTES_MANIFEST_ELEMENT_ID = 'remotes-manifest';

/** In a prerendered frame, where the shell's server puts the owning remote's page. */
export const PAGE_SLOT_MARKER = '<!--page-slot-->';

/**
 * In a prerendered frame, Back's address: the listing the page belongs to (its route's parent) or
 * home, which the server writes in per request (the frame is shared by every page of its variant).
 */
export const BACK_TARGET_TOKEN = '/__back-target__';

/**
 * The footer's id. The composed head holds the first paint until the parser reaches it: by then the
 * top bar and the whole of `<main>` are parsed, so nothing in view is painted half-built.
 */
export const FOOTER_ELEMENT_ID = 'site-footer';

/**
 * Which links the browser may load ahead of a click (Speculation Rules): same-origin pages, not the
 * API or documents (feeds, sitemaps), nor links that open elsewhere or act. Shared by the rules the
 * server names in its `Speculation-Rules` header and by the islands loader's rule for a focused link.
 */
export const NOT_SPECULATED_PATHS = ['/api/*', '/*.xml', '/*.json', '/*.txt'] as const;
export const NOT_SPECULATED_SELECTOR = '[target], [download], [data-shell-action], [rel~="nofollow"]';

/** `<meta name="site-releases" content="shell@<release> pricing@<release>…">`: the server names a page's releases for its beacon. */
export const RELEASES_META_NAME = 'site-releases';

/** One part's release in a page (`pricing@0123456789ab`), as the meta names it and the beacon sends it. */
export interface PartRelease {
  readonly part: string;
  readonly release: string;
}

/** Where the page's beacon goes (the shell's server takes it: server/signals.ts). */
export const SIGNALS_PATH = '/__signals';

/** The shell server's live route table, which the islands runtime fetches when it starts. */
export const ROUTE_TABLE_URL = '/routes.json';

export interface PublishedRouteTable {
  readonly routes: readonly SiteRoute[];
  /** Remotes whose routes the server could not read just now (`/routes.json` only): their pages are missing. */
  readonly unavailableRemotes?: readonly string[];
}

/** The props of the island that renders a remote's whole page in the browser (the server writes them into the page). */
export interface RemotePageProps {
  readonly remote: RemoteName;
  /** The remote's pages in the live route table (its router is made from them). */
  readonly pages: readonly PublishedPage[];
}
