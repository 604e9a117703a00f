/**
 * The site's route table at run time: the shell's own routes, then each live remote's published
 * `routes.json` (fetched beside its mf-manifest.json through the revalidating cache, so a redeploy
 * is in the next response and a remote that is down keeps its last known routes), with the
 * documents each release publishes and where to fetch them.
 */
import { parseRoutesFile } from '@site/site-formats/routes/file';
import { ROUTES_FILE, type RouteSource, type RoutesFile, type SiteDocument } from '@site/site-formats/routes';
import { containerName, remoteNames, type RemoteName } from '@site/site-formats/topology';
import type { RemotesManifest } from '../shared/contract';
import { liveRoutesFrom, type LiveRoutes } from '../shared/liveRoutes';
import type { Logger } from '@site/server-kit/telemetry';
import type { RevalidatingCache } from './revalidatingCache';

/** A document of a live release, with the URL of its file there. */
interface LiveDocument extends SiteDocument {
  readonly url: string;
}

export interface SiteRoutes extends LiveRoutes {
  /** Remotes in the manifest whose routes could not be had at all (down since this server started). */
  readonly unknownRemotes: readonly RemoteName[];
  /** The live document at `pathname`, spelled any way (case, trailing slash). */
  documentAt(pathname: string): LiveDocument | undefined;
}

const remoteOf = (container: string) => remoteNames.find((remote) => containerName(remote) === container);

export function createLiveRoutes(cache: RevalidatingCache, logger?: Logger) {
  /** The routes of one remote's live release, else of the release before it (a release broken on the CDN). */
  async function routesOf(entry: string, fallback: string | undefined): Promise<{ text: string; url: string } | null> {
    for (const manifestUrl of [entry, ...(fallback ? [fallback] : [])]) {
      const url = new URL(ROUTES_FILE, manifestUrl).href;
      const cached = await cache.get(url);
      if (cached) return { text: cached.body, url };
    }
    return null;
  }

  // The table is rebuilt only when a routes file, or the release it came from, changed (the cache
  // hands back the same text otherwise). The release counts: a document's URL is in it. A few
  // tables are kept, not one: previewing browsers' requests come between the live site's.
  const recent = new Map<string, SiteRoutes>();
  const RECENT_TABLES = 8;

  return async function siteRoutes(manifest: RemotesManifest): Promise<SiteRoutes> {
    const fetched = await Promise.all(
      manifest.remotes.map(async ({ name, entry, fallback }) => {
        const remote = remoteOf(name);
        return remote ? { remote, file: await routesOf(entry, fallback) } : null;
      }),
    );
    const known = fetched.filter((item) => item !== null);
    const key = known.map(({ remote, file }) => `${remote}\0${file?.url ?? ''}\0${file?.text ?? ''}`).join('\0\0');
    const built = recent.get(key);
    if (built) return built;

    const sources: RouteSource[] = [];
    /** Each remote's document files are relative to its routes.json (the release's folder). */
    const documentBaseOf = new Map<RemoteName, string>();
    const unknownRemotes: RemoteName[] = [];
    for (const { remote, file } of known) {
      if (!file) {
        unknownRemotes.push(remote);
        continue;
      }
      let published: RoutesFile;
      try {
        published = parseRoutesFile(file.text, file.url);
      } catch (error) {
        // A bad file is refused at deploy; here it can only mean a release made another way.
        const message = `ignoring the routes of ${remote}: ${(error as Error).message}`;
        if (logger) logger.error({ remote }, message);
        else console.error(`[shell] ${message}`);
        unknownRemotes.push(remote);
        continue;
      }
      sources.push({ owner: remote, routes: published.routes, documents: published.documents ?? [] });
      documentBaseOf.set(remote, file.url);
    }
    // The shell's own routes come first in the table (liveRoutesFrom): its pages always win.
    const live = liveRoutesFrom(sources);
    const routes: SiteRoutes = {
      ...live,
      unknownRemotes,
      documentAt(pathname) {
        const found = live.table.documentAt(pathname);
        const base = found && found.owner !== 'shell' ? documentBaseOf.get(found.owner) : undefined;
        return found && base ? { ...found, url: new URL(found.file, base).href } : undefined;
      },
    };
    recent.set(key, routes);
    if (recent.size > RECENT_TABLES) recent.delete(recent.keys().next().value as string);
    return routes;
  };
}
