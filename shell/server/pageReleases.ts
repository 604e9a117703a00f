/**
 * Which release of each part a page was composed with, written into the page for its beacon
 * (`<meta name="site-releases">`): the shell, the remote whose page it is, and the owners of its
 * islands. A part counted on a page it has no code in would dilute its canary's figures. The meta
 * also holds the page-view ticket its beacon must bring back to be counted (pageViewTicket.ts).
 */
import path from 'node:path';
import { containerName, remoteNames, type RemoteName } from '@site/site-formats/topology';
import { RELEASE_VERSION } from '@site/releases/release-version';
import { releaseOfEntry } from '@site/releases/release-root';
import { issuePageViewTicket } from '@site/releases/page-view-ticket';
import type { RemotesManifest } from '../shared/contract';
import { RELEASES_META_NAME, type PartRelease } from '../shared/contract';

const remoteOfContainer = new Map<string, RemoteName>(remoteNames.map((remote) => [containerName(remote), remote]));

/** The parts with code in `html`: the shell, the page's remote, and every island's owner. */
export function partsOnPage(html: string, pageRemote: string | null): Set<string> {
  const parts = new Set(['shell']);
  if (pageRemote) parts.add(pageRemote);
  for (const [, owner] of html.matchAll(/<site-island[^>]*\sdata-island="([a-z]+)\//g)) if (owner) parts.add(owner);
  return parts;
}

/**
 * The release of each part in `parts`: the shell's is its build folder's name in the deploy root, a
 * remote's is in its manifest entry (`…/releases/<version>/mf-manifest.json`). A part served from a
 * plain build (no deploy root) has no release and is left out.
 */
export function releasesOnPage(shellDir: string, manifest: RemotesManifest, parts: ReadonlySet<string>): PartRelease[] {
  const releases: PartRelease[] = [];
  const shellRelease = path.basename(shellDir);
  if (parts.has('shell') && RELEASE_VERSION.test(shellRelease)) releases.push({ part: 'shell', release: shellRelease });
  for (const { name, entry } of manifest.remotes) {
    const part = remoteOfContainer.get(name);
    const release = releaseOfEntry(entry);
    if (part && release && parts.has(part)) releases.push({ part, release });
  }
  return releases;
}

/**
 * The page with its releases named for the beacon, the share of page views that send one
 * (`sampleRate`, 0–1) and the page-view ticket the beacon brings back. No releases or no ticket, no
 * meta: the page then sends nothing.
 */
export function withReleasesMeta(html: string, releases: readonly PartRelease[], sampleRate: number, ticket: string | null): string {
  if (releases.length === 0 || ticket === null) return html;
  const content = releases.map(({ part, release }) => `${part}@${release}`).join(' ');
  // A ticket is base64url and a dot: nothing to escape in an attribute.
  const meta = `<meta name="${RELEASES_META_NAME}" content="${content}" data-sample-rate="${sampleRate}" data-ticket="${ticket}">`;
  return html.replace('</head>', `${meta}</head>`);
}

/**
 * The page-view ticket for a page served with `releases`: the visitor's own for this page view when
 * they have a canary seed, else the window's shared one. Null when there is nothing to ticket, or
 * when the key cannot be read (told to `onError`): the page then goes out without a beacon rather
 * than not at all.
 */
export function pageViewTicketOf(
  {
    secret,
    releases,
    visitorSeed,
    now,
  }: {
    readonly secret: () => string;
    readonly releases: readonly PartRelease[];
    readonly visitorSeed: string | null;
    readonly now: number;
  },
  onError: (error: unknown) => void,
): string | null {
  if (releases.length === 0) return null;
  try {
    return issuePageViewTicket(secret(), { releases, visitorSeed, now });
  } catch (error) {
    onError(error);
    return null;
  }
}

/** SIGNALS_SAMPLE_RATE: the share of page views that send a beacon, 0–1 (default 1: every one). */
export function sampleRateFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SIGNALS_SAMPLE_RATE?.trim();
  if (!value) return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`SIGNALS_SAMPLE_RATE must be a number from 0 to 1 (got "${value}")`);
  return rate;
}
