/**
 * Which site a request gets, decided once per request by this module and handed on: the shell's
 * build folders, the remotes manifest, the route table, and what this browser previews. The live
 * releases, with a previewing browser's releases in place, else the canaries this visitor's bucket
 * falls in; then a browser's dev override points its part's manifest entry at the dev server (for
 * the browser only: the route table stays the releases' own). Each part is worked out when first
 * asked (a static file needs only the folders) and then shared by every handler of the request.
 */
import type express from 'express';
import { parseCookie } from 'cookie';
import {
  canaryChoices,
  newVisitorSeed,
  signedVisitorCookie,
  verifiedVisitorSeed,
  VISITOR_COOKIE,
  type RunningCanary,
} from '@site/releases/canary-bucket';
import type { PreviewedRelease } from '@site/releases/preview-token';
import { withChosenReleases, type ReleaseLocator } from '@site/releases/site-preview';
import type { RemotesManifest } from '../shared/contract';
import { devOverrideOf, withDevOverride, type ActiveDevOverride, type DevOverrideOptions } from './devOverride';
import type { SiteRoutes } from './liveRoutes';
import { previewOf, type ActivePreview, type SitePreviewOptions } from './preview';
import { firstPartyCookie } from './siteOrigin';

export interface RequestSite {
  /** The shell's build folders: this request's release first. */
  readonly dirs: readonly string[];
  readonly manifest: RemotesManifest | null;
  readonly routes: SiteRoutes;
  /** What this browser previews, or null for the live site. */
  readonly preview: ActivePreview | null;
  /** The part this browser gets from a dev server (already in `manifest`), or null. */
  readonly devOverride: ActiveDevOverride | null;
  /** This visitor's canary seed while a canary runs (from their signed cookie, or new), else null. */
  readonly visitor?: string | null;
}

/** The live site for a host name: its remotes (null when remotes.json cannot be read) and their route table. */
export interface LiveSite {
  readonly manifest: RemotesManifest | null;
  readonly routes: SiteRoutes;
}

export interface RequestSitesOptions {
  /** The shell's build folders, the live one first (a deploy switches them). */
  readonly distDirs: () => Promise<readonly string[]>;
  readonly remotesManifest: () => Promise<RemotesManifest>;
  /** The route table of a manifest's releases (cached by the remotes' files). */
  readonly routesOf: (manifest: RemotesManifest) => Promise<SiteRoutes>;
  /** Told every manifest read (the remote cache's metrics learn where each remote lives). */
  readonly onManifest?: (manifest: RemotesManifest) => void;
  readonly preview?: SitePreviewOptions | undefined;
  /** One browser's part from its own dev server (signed with the preview key); none without it. */
  readonly devOverride?: DevOverrideOptions | undefined;
  readonly canaries?:
    | {
        readonly running: () => Promise<readonly RunningCanary[]>;
        readonly locate: ReleaseLocator;
        /** The key visitors' seeds are signed with (the preview key). */
        readonly secret: () => string;
      }
    | undefined;
}

export interface RequestSites {
  /** The live site, for what stays on it whoever asks (the sitemap). */
  readonly liveSite: () => Promise<LiveSite>;
  /** The live site, once per request (a published document, then the page handler). */
  readonly liveSiteOf: (req: express.Request) => Promise<LiveSite>;
  /** The shell's build folders for this request, a chosen shell release first: all a static file needs. */
  readonly dirsOf: (req: express.Request) => Promise<readonly string[]>;
  /** The whole site this request gets. */
  readonly siteOf: (req: express.Request) => Promise<RequestSite>;
}

/** How long a visitor keeps their canary bucket: a canary's whole life, and the next ones'. */
const VISITOR_COOKIE_MS = 90 * 24 * 3_600_000;

/** `compute`, once per request: every later call for the same request gets the same promise. */
function perRequest<T>(compute: (req: express.Request) => Promise<T>): (req: express.Request) => Promise<T> {
  const answers = new WeakMap<express.Request, Promise<T>>();
  return (req) => {
    let answer = answers.get(req);
    if (!answer) {
      answer = compute(req);
      answers.set(req, answer);
    }
    return answer;
  };
}

interface ReleaseChoice {
  /** What this browser previews, or null. */
  readonly active: ActivePreview | null;
  /** The releases it gets instead of the live ones: the preview's, else its canary bucket's. */
  readonly chosen: readonly PreviewedRelease[];
  readonly locate: ReleaseLocator | undefined;
  /** The visitor's canary seed, while a canary runs. */
  readonly visitor: string | null;
}

const isShell = (release: PreviewedRelease) => release.part === 'shell';

export function createRequestSites({
  distDirs,
  remotesManifest,
  routesOf,
  onManifest,
  preview,
  devOverride,
  canaries,
}: RequestSitesOptions): RequestSites {
  const liveSite = async (): Promise<LiveSite> => {
    const manifest = await remotesManifest().catch(() => null);
    if (manifest) onManifest?.(manifest);
    return { manifest, routes: await routesOf(manifest ?? { remotes: [] }) };
  };
  const liveSiteOf = perRequest(() => liveSite());

  /** The key seeds are signed with; empty when it cannot be read (no seed can then be trusted). */
  const seedKey = () => {
    try {
      return canaries?.secret() ?? '';
    } catch {
      return '';
    }
  };

  /**
   * The canary releases this visitor gets, and their seed. Their bucket comes from a random seed kept
   * in a first-party cookie (no personal data), made on their first request while a canary runs, so
   * the HTML, the routes and the islands of every page agree, on reload too. The cookie holds the
   * seed signed with the site's key: one the site did not sign (made up, to pick a side) is replaced,
   * as a malformed one is. Without the key (unreadable) nobody gets a canary.
   */
  const canaryReleasesOf = async (req: express.Request): Promise<{ chosen: PreviewedRelease[]; visitor: string | null }> => {
    const running = canaries ? await canaries.running().catch(() => []) : [];
    const secret = running.length > 0 ? seedKey() : '';
    if (!secret) return { chosen: [], visitor: null };
    let seed = verifiedVisitorSeed(secret, parseCookie(req.headers.cookie ?? '')[VISITOR_COOKIE]);
    if (seed === null) {
      seed = newVisitorSeed();
      req.res?.cookie(VISITOR_COOKIE, signedVisitorCookie(secret, seed), { ...firstPartyCookie(req), maxAge: VISITOR_COOKIE_MS });
    }
    return { chosen: canaryChoices(seed, running), visitor: seed };
  };

  const choiceOf = perRequest((req): Promise<ReleaseChoice> => {
    const active = preview ? previewOf(req, preview) : null;
    return active && preview
      ? Promise.resolve({ active, chosen: active.releases, locate: preview.locate, visitor: null })
      : canaryReleasesOf(req).then(({ chosen, visitor }) => ({ active: null, chosen, locate: canaries?.locate, visitor }));
  });

  // state.json is read once per request: the static files and the page handler share it.
  const dirsOf = perRequest((req) =>
    Promise.all([distDirs(), choiceOf(req)]).then(([shellDirs, { chosen, locate }]) =>
      locate ? withChosenReleases({ shellDirs, manifest: { remotes: [] } }, chosen.filter(isShell), locate).shellDirs : shellDirs,
    ),
  );

  /** The site of the chosen releases (a preview's, a canary bucket's), else the live one. */
  const releasesSiteOf = async (live: LiveSite, { chosen, locate }: ReleaseChoice, dirs: readonly string[]): Promise<LiveSite> => {
    const remotes = chosen.filter((release) => !isShell(release));
    if (remotes.length === 0 || !locate) return live;
    const { manifest } = withChosenReleases({ shellDirs: dirs, manifest: live.manifest ?? { remotes: [] } }, remotes, locate);
    return { manifest, routes: await routesOf(manifest) };
  };

  const siteOf = perRequest((req) =>
    Promise.all([dirsOf(req), liveSiteOf(req), choiceOf(req)]).then(async ([dirs, live, choice]) => {
      const { manifest, routes } = await releasesSiteOf(live, choice, dirs);
      // Only the browser loads from a dev override's address: the server reads nothing there (the
      // routes stay the releases' own), or a signed link would make it fetch an address of the link's choosing.
      const override = devOverride ? devOverrideOf(req, devOverride) : null;
      return {
        dirs,
        manifest: override && manifest ? withDevOverride(manifest, override) : manifest,
        routes,
        preview: choice.active,
        devOverride: override,
        visitor: choice.visitor,
      };
    }),
  );

  return { liveSite, liveSiteOf, dirsOf, siteOf };
}
