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
import { canaryChoices, isValidVisitorSeed, newVisitorSeed, VISITOR_COOKIE, type RunningCanary } from '@site/releases/canary-bucket';
import type { PreviewedRelease } from '@site/releases/preview-token';
import { withChosenReleases, type ReleaseLocator } from '@site/releases/site-preview';
import type { RemotesManifest } from '../shared/contract';
import { devOverrideOf, withDevOverride, type ActiveDevOverride, type DevOverrideOptions } from './devOverride';
import type { SiteRoutes } from './liveRoutes';
import { firstPartyCookie, previewOf, type ActivePreview, type SitePreviewOptions } from './preview';

export interface RequestSite {
  /** The shell's build folders: this request's release first. */
  readonly dirs: readonly string[];
  readonly manifest: RemotesManifest | null;
  readonly routes: SiteRoutes;
  /** What this browser previews, or null for the live site. */
  readonly preview: ActivePreview | null;
  /** The part this browser gets from a dev server (already in `manifest`), or null. */
  readonly devOverride: ActiveDevOverride | null;
}

/** The live site for a host name: its remotes (null when remotes.json cannot be read) and their route table. */
export interface LiveSite {
  readonly manifest: RemotesManifest | null;
  readonly routes: SiteRoutes;
}

export interface RequestSitesOptions {
  /** The shell's build folders, the live one first (a deploy switches them). */
  readonly distDirs: () => Promise<readonly string[]>;
  readonly remotesManifest: (hostname: string) => Promise<RemotesManifest>;
  /** The route table of a manifest's releases (cached by the remotes' files). */
  readonly routesOf: (manifest: RemotesManifest) => Promise<SiteRoutes>;
  /** Told every manifest read (the remote cache's metrics learn where each remote lives). */
  readonly onManifest?: (manifest: RemotesManifest) => void;
  readonly preview?: SitePreviewOptions | undefined;
  /** One browser's part from its own dev server (signed with the preview key); none without it. */
  readonly devOverride?: DevOverrideOptions | undefined;
  readonly canaries?: { readonly running: () => Promise<readonly RunningCanary[]>; readonly locate: ReleaseLocator } | undefined;
}

export interface RequestSites {
  /** The live site, for what stays on it whoever asks (the sitemap). */
  readonly liveSite: (hostname: string) => Promise<LiveSite>;
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
  const liveSite = async (hostname: string): Promise<LiveSite> => {
    const manifest = await remotesManifest(hostname).catch(() => null);
    if (manifest) onManifest?.(manifest);
    return { manifest, routes: await routesOf(manifest ?? { remotes: [] }) };
  };
  const liveSiteOf = perRequest((req) => liveSite(req.hostname));

  /**
   * The canary releases this visitor gets. Their bucket comes from a random seed kept in a
   * first-party cookie (no personal data), made on their first request while a canary runs, so the
   * HTML, the routes and the islands of every page agree, on reload too.
   */
  const canaryReleasesOf = async (req: express.Request) => {
    const running = canaries ? await canaries.running().catch(() => []) : [];
    if (running.length === 0) return [];
    let seed: unknown = parseCookie(req.headers.cookie ?? '')[VISITOR_COOKIE];
    if (!isValidVisitorSeed(seed)) {
      seed = newVisitorSeed();
      req.res?.cookie(VISITOR_COOKIE, seed, { ...firstPartyCookie(req), maxAge: VISITOR_COOKIE_MS });
    }
    return canaryChoices(seed as string, running);
  };

  const choiceOf = perRequest((req): Promise<ReleaseChoice> => {
    const active = preview ? previewOf(req, preview) : null;
    return active && preview
      ? Promise.resolve({ active, chosen: active.releases, locate: preview.locate })
      : canaryReleasesOf(req).then((chosen) => ({ active: null, chosen, locate: canaries?.locate }));
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
      };
    }),
  );

  return { liveSite, liveSiteOf, dirsOf, siteOf };
}
