/**
 * The read side of a release root (a deploy root, or a server's copy of the release store): its
 * layout, and the two pointers every server reads, each checked with zod as it is read. Servers
 * load only this (and what serves from it); publishing, the deploy guards and the lock are the write
 * side (store.ts), which only deploys and canary steps load.
 *
 *   <root>/remotes.json                        which release of each remote the site runs
 *   <root>/<part>/state.json                   a part's live, previous and staged releases
 *   <root>/<part>/releases/<version>/…         a release's files, never changed once written
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '@site/server-kit/processes';
import { publicUrlOf, remoteNames, type RemoteName } from '@site/site-formats/topology';
import { RELEASE_VERSION, RELEASE_VERSION_IN_PATH } from './releaseVersion';

export type Deployable = 'shell' | RemoteName;
export const deployables: readonly Deployable[] = ['shell', ...remoteNames];

export function isDeployable(name: string): name is Deployable {
  return (deployables as readonly string[]).includes(name);
}

const version = z.string().regex(RELEASE_VERSION, 'a release version: 12 lowercase hex characters');

const releaseStateSchema = z.object({
  /** The live release, or null before the first deploy. */
  current: version.nullable(),
  /** Releases that were live before the current one, oldest first: a rollback goes back to the last. */
  previous: z.array(version).readonly(),
  /** Releases on disk, most recently live first. */
  releases: z.array(z.object({ version, publishedAt: z.string() }).readonly()).readonly(),
  /** Releases published but never live, newest first (absent in state files written before staging). */
  staged: z
    .array(z.object({ version, stagedAt: z.string() }).readonly())
    .readonly()
    .optional(),
});
export type ReleaseState = Readonly<z.infer<typeof releaseStateSchema>>;

const remotesManifestSchema = z.object({
  remotes: z
    .array(
      z
        .object({
          /** MF container name, e.g. `mfe_pricing`. */
          name: z.string().min(1),
          /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
          entry: z.string().min(1),
          /** The remote's previous release, used when `entry` cannot be loaded (the shell's federation plugins). */
          fallback: z.string().min(1).optional(),
          /**
           * Served by a part's dev server (`npm run dev`): pages holding it load its dev client first
           * (`DEV_CLIENT_FILE`), may open its hot-update socket, and are never stored. `local`: the
           * shell's server composes its pages from it (the dev harness's own remotes.json); `browser`:
           * only the browser that asked can reach it (a dev override), so the server sends none of its
           * HTML and the browser renders its parts.
           */
          dev: z.enum(['local', 'browser']).optional(),
        })
        .readonly(),
    )
    .readonly(),
});
/** remotes.json: the one type of it, for the deploys, the shell's server and the browser. */
export type RemotesManifest = Readonly<z.infer<typeof remotesManifestSchema>>;
export type RemoteManifestEntry = RemotesManifest['remotes'][number];

export const MANIFEST_FILE = 'remotes.json';

/** DEPLOY_ROOT, else `.deploy/` at the repository root (what `npm start` serves). */
export function deployRootOf(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DEPLOY_ROOT || path.join(repoRoot, '.deploy'));
}

export function releasesDir(root: string, name: Deployable): string {
  return path.join(root, name, 'releases');
}

export function releaseDir(root: string, name: Deployable, release: string): string {
  return path.join(releasesDir(root, name), release);
}

export function stateFile(root: string, name: Deployable): string {
  return path.join(root, name, 'state.json');
}

/** `text` checked against `schema`; a file that is not what it should be is an error naming it, not a cast. */
function parsed<T>(schema: z.ZodType<T>, text: string, file: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new Error(`${file} is not a valid ${path.basename(file)}: ${z.prettifyError(result.error)}`);
  return result.data;
}

const EMPTY_STATE: ReleaseState = { current: null, previous: [], releases: [] };

export function readState(root: string, name: Deployable): ReleaseState {
  const file = stateFile(root, name);
  return existsSync(file) ? parsed(releaseStateSchema, readFileSync(file, 'utf8'), file) : EMPTY_STATE;
}

/** The staged releases of a state, newest first. */
export const stagedOf = (state: ReleaseState) => state.staged ?? [];

/** remotes.json's text, checked: `file` names it in the error. */
export const parseRemotesManifest = (text: string, file: string): RemotesManifest => parsed(remotesManifestSchema, text, file);

export function readRemotesManifestFile(root: string): RemotesManifest {
  const file = path.join(root, MANIFEST_FILE);
  return existsSync(file) ? parseRemotesManifest(readFileSync(file, 'utf8'), file) : { remotes: [] };
}

/** Every file under `dir`, as slash-separated paths relative to it, sorted. */
export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** The build a deployable runs now, or null when it has never been deployed. */
export function liveBuildDir(root: string, name: Deployable): string | null {
  const { current } = readState(root, name);
  return current ? releaseDir(root, name, current) : null;
}

/** Where a remote's release publishes its federation manifest (the remotes manifest's `entry`). */
export function releaseManifestUrl(remote: RemoteName, release: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${publicUrlOf(remote, env)}/releases/${release}/mf-manifest.json`;
}

/** The release a manifest entry names (`…/releases/<version>/…`), or null for a plain build's. */
export function releaseOfEntry(entry: string): string | null {
  return RELEASE_VERSION_IN_PATH.exec(entry)?.[1] ?? null;
}
