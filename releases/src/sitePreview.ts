/**
 * Previewing staged releases on the live site. A signed link (previewToken.ts) names a release of one
 * or more parts; the shell's server keeps it in a cookie and, for that browser alone, composes the
 * site with those releases in place of the live ones: the shell's build, the remotes manifest (and so
 * the routes, the islands and the search index that follow from it).
 */
import { existsSync } from 'node:fs';
import { RELEASE_VERSION } from './releaseVersion';
import { isDeployable, releaseDir, releaseManifestUrl, type Deployable, type RemotesManifest } from './releaseRoot';
import { containerName } from '@site/site-formats/topology';
import type { PreviewedRelease } from './previewToken';

export const PREVIEW_COOKIE = 'site_preview';
/** Opening a preview link: `/__preview?token=…`. Outside any page's address space. */
export const PREVIEW_PATH = '/__preview';
export const PREVIEW_EXIT_PATH = '/__preview/exit';

export function previewLinkOf(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${PREVIEW_PATH}?token=${encodeURIComponent(token)}`;
}

/** Previews opened one after the other add up; a part opened again shows the release opened last. */
export function combinePreviews(earlier: readonly PreviewedRelease[], later: readonly PreviewedRelease[]): PreviewedRelease[] {
  const byPart = new Map(earlier.map((release) => [release.part, release] as const));
  for (const release of later) byPart.set(release.part, release);
  return [...byPart.values()].sort((a, b) => a.part.localeCompare(b.part));
}

/** What one request is served from: the shell's build folders (its release first) and the remotes manifest. */
export interface SiteReleases {
  readonly shellDirs: readonly string[];
  readonly manifest: RemotesManifest;
}

/** Where a release of a part is, or null when the part is unknown or that release is not on disk. */
export interface ReleaseLocator {
  shellDir(version: string): string | null;
  remoteEntry(part: string, version: string): { readonly name: string; readonly entry: string } | null;
}

/** Releases in the deploy root (staged or kept), each remote's at the address its server publishes. */
export function deployRootLocator(root: string, env: NodeJS.ProcessEnv = process.env): ReleaseLocator {
  const onDisk = (part: Deployable, version: string) => RELEASE_VERSION.test(version) && existsSync(releaseDir(root, part, version));
  return {
    shellDir: (version) => (onDisk('shell', version) ? releaseDir(root, 'shell', version) : null),
    remoteEntry(part, version) {
      if (!isDeployable(part) || part === 'shell' || !onDisk(part, version)) return null;
      return { name: containerName(part), entry: releaseManifestUrl(part, version, env) };
    },
  };
}

/** The previewed releases the locator cannot find (a link to a release since removed, or a wrong part). */
export function unknownReleases(previewed: readonly PreviewedRelease[], locate: ReleaseLocator): PreviewedRelease[] {
  return previewed.filter(({ part, release }) =>
    part === 'shell' ? locate.shellDir(release) === null : locate.remoteEntry(part, release) === null,
  );
}

/**
 * The live site with chosen releases in place (a preview's, or a canary bucket's); a release the
 * locator cannot find leaves its part live.
 */
export function withChosenReleases(live: SiteReleases, previewed: readonly PreviewedRelease[], locate: ReleaseLocator): SiteReleases {
  let shellDirs = live.shellDirs;
  let remotes = [...live.manifest.remotes];
  for (const { part, release } of previewed) {
    if (part === 'shell') {
      const dir = locate.shellDir(release);
      // The live and kept builds stay behind it: files a page asks for that this build lacks.
      if (dir) shellDirs = [dir, ...live.shellDirs.filter((other) => other !== dir)];
      continue;
    }
    const entry = locate.remoteEntry(part, release);
    if (!entry) continue;
    const liveEntry = remotes.find((remote) => remote.name === entry.name);
    // The live release is the fallback: a previewed release that fails to load shows the live one.
    const fallback = liveEntry && liveEntry.entry !== entry.entry ? { fallback: liveEntry.entry } : {};
    remotes = [...remotes.filter((remote) => remote.name !== entry.name), { ...entry, ...fallback }];
  }
  return { shellDirs, manifest: { remotes: remotes.sort((a, b) => a.name.localeCompare(b.name)) } };
}
