/**
 * The site's route table at run time: the shell's own routes, then each live remote's published
 * `routes.json` (fetched beside its mf-manifest.json through the revalidating cache, so a redeploy
 * is in the next response and a remote that is down keeps its last known routes).
 */
import { parseRoutesFile } from '@site/devkit/routes/file';
import { ROUTES_FILE, type PageRoute, type SiteRoute } from '@site/devkit/routes';
import { containerName, remoteNames, type RemoteName } from '@site/devkit/topology';
import type { RemotesManifest } from '../src/federation/remoteRegistry';
import { liveRoutesFrom, type LiveRoutes } from '../src/routing/routeTableStore';
import type { RevalidatingCache } from './revalidatingCache';

export interface SiteRoutes extends LiveRoutes {
  /** Remotes in the manifest whose routes could not be had at all (down since this server started). */
  readonly unknownRemotes: readonly RemoteName[];
}

const remoteOf = (container: string) => remoteNames.find((remote) => containerName(remote) === container);

export function createLiveRoutes(cache: RevalidatingCache) {
  /** The routes of one remote's live release, else of the release before it (a release broken on the CDN). */
  async function routesOf(entry: string, fallback: string | undefined): Promise<{ text: string; url: string } | null> {
    for (const manifestUrl of [entry, ...(fallback ? [fallback] : [])]) {
      const url = new URL(ROUTES_FILE, manifestUrl).href;
      const cached = await cache.get(url);
      if (cached) return { text: cached.body, url };
    }
    return null;
  }

  // The table is rebuilt only when a routes file changed (the cache hands back the same text otherwise).
  let last: { key: string; routes: SiteRoutes } | null = null;

  return async function siteRoutes(manifest: RemotesManifest): Promise<SiteRoutes> {
    const fetched = await Promise.all(
      manifest.remotes.map(async ({ name, entry, fallback }) => {
        const remote = remoteOf(name);
        return remote ? { remote, file: await routesOf(entry, fallback) } : null;
      }),
    );
    const known = fetched.filter((item) => item !== null);
    const key = known.map(({ remote, file }) => `${remote}\0${file?.text ?? ''}`).join('\0\0');
    if (last?.key === key) return last.routes;

    const remoteRoutes: SiteRoute[] = [];
    const unknownRemotes: RemoteName[] = [];
    for (const { remote, file } of known) {
      if (!file) {
        unknownRemotes.push(remote);
        continue;
      }
      let routes: readonly PageRoute[];
      try {
        routes = parseRoutesFile(file.text, file.url).routes;
      } catch (error) {
        // A bad file is refused at deploy; here it can only mean a release made another way.
        console.error(`[shell] ignoring the routes of ${remote}: ${(error as Error).message}`);
        unknownRemotes.push(remote);
        continue;
      }
      remoteRoutes.push(...routes.map((route) => ({ ...route, owner: remote })));
    }
    // The shell's own routes come first in the table (liveRoutesFrom): its pages always win.
    const routes: SiteRoutes = { ...liveRoutesFrom(remoteRoutes), unknownRemotes };
    last = { key, routes };
    return routes;
  };
}
