/**
 * The write side of a release root (its layout and the reading of its pointers: releaseRoot.ts).
 * Every build of a deployable is published into its own folder named after its content and never
 * changed again; going live is an atomic switch of small pointer files (written to a temporary file,
 * then renamed over the old one), under the deploy lock, after the guards (compatibility.ts).
 *
 * Older releases stay (the last `keep`), so pages opened before a switch keep loading their chunks.
 * A staged release is published and checked like a deploy but switches nobody: it waits there for a
 * preview or a canary.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';
import { buildRouteTable, ROUTES_FILE, type RouteSource } from '@site/site-formats/routes';
import { readRoutesOfBuild } from '@site/site-formats/routes/file';
import { RUNTIME_DECLARATION_FILE, type RuntimeDeclaration } from '@site/site-formats/runtime-declaration';
import { containerName, remoteNames } from '@site/site-formats/topology';
import { compatibilityProblems, type FederationBuild } from './compatibility';
import {
  deployables,
  listFiles,
  liveBuildDir,
  MANIFEST_FILE,
  readRemotesManifestFile,
  readState,
  releaseManifestUrl,
  releaseDir,
  releasesDir,
  stagedOf,
  stateFile,
  type Deployable,
  type ReleaseState,
} from './releaseRoot';
import { RELEASE_VERSION_LENGTH } from './releaseVersion';

/** Default number of releases kept per deployable (the live one included). */
export const DEFAULT_KEEP = 5;

/** Thrown when a deploy or rollback would break the page; nothing was switched. */
export class DeployRefused extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(problems.length ? `${message}\n${problems.map((problem) => `  - ${problem}`).join('\n')}` : message);
    this.name = 'DeployRefused';
  }
}

function writeState(root: string, name: Deployable, state: ReleaseState): void {
  writeFileAtomic.sync(stateFile(root, name), `${JSON.stringify(state, null, 2)}\n`);
}

/** A release's name: a hash of every file's path and bytes, so the same build is the same release. */
export function versionOf(buildDir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(buildDir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(buildDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, RELEASE_VERSION_LENGTH);
}

function isRuntimeDeclaration(value: unknown): value is RuntimeDeclaration {
  if (typeof value !== 'object' || value === null) return false;
  const { version, provides, external } = value as Partial<Record<keyof RuntimeDeclaration, unknown>>;
  return typeof version === 'string' && typeof provides === 'boolean' && typeof external === 'boolean';
}

/**
 * What the build needs and provides of the federation runtime (its federation-runtime.json), or
 * undefined for a build made before builds wrote it: it bundles its own core and lends none.
 */
function runtimeDeclarationOf(buildDir: string): RuntimeDeclaration | undefined {
  const file = path.join(buildDir, RUNTIME_DECLARATION_FILE);
  if (!existsSync(file)) return undefined;
  let declaration: unknown;
  try {
    declaration = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    declaration = null;
  }
  if (!isRuntimeDeclaration(declaration)) {
    throw new DeployRefused(`${file} does not say which federation runtime the build needs: { version, provides, external }.`);
  }
  return declaration;
}

/** The build's federation declarations: its mf-manifest.json, and the federation-runtime.json beside it. */
export function federationBuildOf(buildDir: string): FederationBuild {
  const file = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(file)) throw new DeployRefused(`${buildDir} has no mf-manifest.json: is it a build of this site?`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name: string; shared?: FederationBuild['shared'] };
  const runtime = runtimeDeclarationOf(buildDir);
  return { name: manifest.name, shared: manifest.shared ?? [], ...(runtime ? { runtime } : {}) };
}

/**
 * Copies a build into its release folder, unless that release exists already. The copy goes to a
 * temporary folder first and is renamed into place: a release folder is complete or absent.
 */
export function publish(root: string, name: Deployable, buildDir: string): { version: string; alreadyPublished: boolean } {
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new DeployRefused(`${buildDir} is not a build (no index.html). Build it first.`);
  const version = versionOf(buildDir);
  const target = releaseDir(root, name, version);
  if (existsSync(target)) return { version, alreadyPublished: true };
  const staging = path.join(releasesDir(root, name), `.staging-${version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(staging), { recursive: true });
  cpSync(buildDir, staging, { recursive: true });
  renameSync(staging, target);
  return { version, alreadyPublished: false };
}

/** Serialises deploys and rollbacks on one deploy root (two terminals, or a CI job and a person). */
export async function withDeployLock<T>(root: string, work: () => Promise<T> | T): Promise<T> {
  mkdirSync(root, { recursive: true });
  const release = await lock(root, {
    lockfilePath: path.join(root, '.deploy.lock'),
    realpath: false,
    retries: { retries: 50, minTimeout: 100, maxTimeout: 1000 },
    stale: 30_000,
  });
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Problems the compatibility guard finds if `name` ran `buildDir` beside the other live builds. */
export function problemsWithLiveSite(root: string, name: Deployable, buildDir: string): string[] {
  const others = new Map(
    deployables.flatMap((other) => {
      const dir = other === name ? null : liveBuildDir(root, other);
      return dir ? [[other, dir] as const] : [];
    }),
  );
  return [...federationProblems(name, buildDir, others), ...routeProblems(new Map([...others, [name, buildDir]]), name)];
}

function federationProblems(name: Deployable, buildDir: string, others: ReadonlyMap<Deployable, string>): string[] {
  const candidate = federationBuildOf(buildDir);
  if (name !== 'shell') {
    const shellDir = others.get('shell');
    return shellDir ? compatibilityProblems(federationBuildOf(shellDir), candidate) : [];
  }
  return remoteNames.flatMap((remote) => {
    const remoteDir = others.get(remote);
    return remoteDir ? compatibilityProblems(candidate, federationBuildOf(remoteDir)) : [];
  });
}

/**
 * The route guard: each build publishes the pages and documents it serves (routes.json); two
 * deployables may not answer one address (a path, a spelling of it, an old address that
 * redirects, or a document's path). Only the conflicts `name` takes part in count: it is checked
 * last, so the claims refused are its own, or, for the shell (whose own pages always win), the
 * remotes' claims on them.
 */
function routeProblems(builds: ReadonlyMap<Deployable, string>, name: Deployable): string[] {
  const problems: string[] = [];
  const sources: RouteSource[] = [];
  for (const [owner, dir] of [...builds].sort(([a], [b]) => (a === name ? 1 : b === name ? -1 : 0))) {
    try {
      const file = readRoutesOfBuild(dir);
      if (file) sources.push({ owner, routes: file.routes, documents: file.documents ?? [] });
      else if (owner === name)
        problems.push(`${dir} publishes no ${ROUTES_FILE}: build it with this site's devkit (its prerender writes it)`);
    } catch (error) {
      if (owner === name) problems.push((error as Error).message);
    }
  }
  const { conflicts } = buildRouteTable(sources);
  return [
    ...problems,
    ...conflicts.filter((conflict) => conflict.owner === name || conflict.holder.owner === name).map((conflict) => conflict.message),
  ];
}

/** Makes `version` live: the remotes manifest (for a remote) and the state file, each replaced atomically. */
function makeLive(
  root: string,
  name: Deployable,
  version: string,
  previous: readonly string[],
  keep: number,
  env: NodeJS.ProcessEnv,
): ReleaseState {
  const before = readState(root, name);
  const publishedAt = before.releases.find((release) => release.version === version)?.publishedAt ?? new Date().toISOString();
  const ordered = [{ version, publishedAt }, ...before.releases.filter((release) => release.version !== version)];
  const kept = ordered.slice(0, Math.max(1, keep));
  const keptVersions = new Set(kept.map((release) => release.version));
  // A staged release made live is staged no more; the others still wait.
  const staged = stagedOf(before).filter((release) => release.version !== version);
  const state: ReleaseState = {
    current: version,
    previous: previous.filter((v) => keptVersions.has(v) && v !== version),
    releases: kept,
    ...(staged.length ? { staged } : {}),
  };

  if (name !== 'shell') {
    const manifest = readRemotesManifestFile(root);
    const fallbackVersion = state.previous.at(-1);
    const entry = {
      name: containerName(name),
      entry: releaseManifestUrl(name, version, env),
      // The release live before this one: the shell falls back to it if this one fails to load.
      ...(fallbackVersion ? { fallback: releaseManifestUrl(name, fallbackVersion, env) } : {}),
    };
    const others = manifest.remotes.filter((remote) => remote.name !== entry.name);
    const remotes = [...others, entry].sort((a, b) => a.name.localeCompare(b.name));
    writeFileAtomic.sync(path.join(root, MANIFEST_FILE), `${JSON.stringify({ remotes }, null, 2)}\n`);
  }
  writeState(root, name, state);

  // Only now, with nothing pointing at them any more, remove releases beyond the kept ones (a staged one stays).
  const stagedVersions = new Set(staged.map((release) => release.version));
  for (const release of ordered.slice(kept.length)) {
    if (!stagedVersions.has(release.version)) rmSync(releaseDir(root, name, release.version), { recursive: true, force: true });
  }
  return state;
}

export interface DeployOptions {
  readonly keep?: number;
  readonly env?: NodeJS.ProcessEnv;
}

export interface SwitchResult {
  readonly name: Deployable;
  readonly version: string;
  /** The release that was live before (null on a first deploy). */
  readonly replaced: string | null;
  readonly alreadyPublished: boolean;
}

/** Publishes a build and makes it live, unless the compatibility guard finds a problem. */
export async function deploy(root: string, name: Deployable, buildDir: string, options: DeployOptions = {}): Promise<SwitchResult> {
  const problems = problemsWithLiveSite(root, name, buildDir);
  if (problems.length) throw new DeployRefused(`Refused to deploy ${name}: nothing was switched.`, problems);
  return withDeployLock(root, () => {
    // Checked again under the lock: another deploy may have switched the shell meanwhile.
    const problemsNow = problemsWithLiveSite(root, name, buildDir);
    if (problemsNow.length) throw new DeployRefused(`Refused to deploy ${name}: nothing was switched.`, problemsNow);
    return publishAndSwitch(root, name, buildDir, options);
  });
}

/** Publishes a build and makes it live, the release it replaces becoming the one to roll back to. Under the lock. */
function publishAndSwitch(root: string, name: Deployable, buildDir: string, options: DeployOptions): SwitchResult {
  const { version, alreadyPublished } = publish(root, name, buildDir);
  const before = readState(root, name);
  const previous = before.current && before.current !== version ? [...before.previous, before.current] : before.previous;
  makeLive(root, name, version, previous, options.keep ?? DEFAULT_KEEP, options.env ?? process.env);
  return { name, version, replaced: before.current, alreadyPublished };
}

export interface StageResult {
  readonly name: Deployable;
  readonly version: string;
  readonly alreadyPublished: boolean;
  /** The build is the live release already: nothing to stage. */
  readonly alreadyLive: boolean;
}

/**
 * Publishes a build after every check a deploy runs (the compatibility and route guards, against the
 * live site) and records it as staged: nobody is switched to it. The newest `keep` staged releases are
 * kept; an older one is removed unless it is also a kept live one.
 */
export async function stage(root: string, name: Deployable, buildDir: string, options: DeployOptions = {}): Promise<StageResult> {
  const refuse = (problems: string[]) => new DeployRefused(`Refused to stage ${name}: nothing was published.`, problems);
  const problems = problemsWithLiveSite(root, name, buildDir);
  if (problems.length) throw refuse(problems);
  return withDeployLock(root, () => {
    const problemsNow = problemsWithLiveSite(root, name, buildDir);
    if (problemsNow.length) throw refuse(problemsNow);
    const { version, alreadyPublished } = publish(root, name, buildDir);
    const before = readState(root, name);
    if (before.current === version) return { name, version, alreadyPublished, alreadyLive: true };
    const keep = Math.max(1, options.keep ?? DEFAULT_KEEP);
    const ordered = [{ version, stagedAt: new Date().toISOString() }, ...stagedOf(before).filter((release) => release.version !== version)];
    const staged = ordered.slice(0, keep);
    writeState(root, name, { ...before, staged });
    const liveOnes = new Set(before.releases.map((release) => release.version));
    for (const dropped of ordered.slice(keep)) {
      if (!liveOnes.has(dropped.version)) rmSync(releaseDir(root, name, dropped.version), { recursive: true, force: true });
    }
    return { name, version, alreadyPublished, alreadyLive: false };
  });
}

/** Makes the release live before the current one (or `to`) live again, after the same guard. */
export async function rollback(root: string, name: Deployable, options: DeployOptions & { to?: string } = {}): Promise<SwitchResult> {
  return withDeployLock(root, () => {
    const before = readState(root, name);
    const index = options.to ? before.previous.lastIndexOf(options.to) : before.previous.length - 1;
    const target = before.previous[index];
    if (!target) {
      throw new DeployRefused(
        options.to
          ? `${name} has no earlier release ${options.to}. Kept: ${before.releases.map((release) => release.version).join(', ') || 'none'}.`
          : `${name} has no earlier release to roll back to.`,
      );
    }
    const problems = problemsWithLiveSite(root, name, releaseDir(root, name, target));
    if (problems.length) throw new DeployRefused(`Refused to roll ${name} back to ${target}: nothing was switched.`, problems);
    makeLive(root, name, target, before.previous.slice(0, index), options.keep ?? DEFAULT_KEEP, options.env ?? process.env);
    return { name, version: target, replaced: before.current, alreadyPublished: true };
  });
}

/**
 * Deploys the shell and every remote from one source tree together (`npm start`, the e2e suite):
 * the guard checks the new builds against each other, not against the ones they replace.
 */
export async function deployTogether(
  root: string,
  builds: ReadonlyMap<Deployable, string>,
  options: DeployOptions = {},
): Promise<SwitchResult[]> {
  const shellBuild = builds.get('shell');
  const remoteBuilds = [...builds].filter(([name]) => name !== 'shell');
  const problems = shellBuild
    ? [
        ...remoteBuilds.flatMap(([, dir]) => compatibilityProblems(federationBuildOf(shellBuild), federationBuildOf(dir))),
        ...new Set([...builds.keys()].flatMap((name) => routeProblems(builds, name))),
      ]
    : remoteBuilds.flatMap(([name, dir]) => problemsWithLiveSite(root, name, dir));
  if (problems.length) throw new DeployRefused('Refused to deploy: these builds do not fit together; nothing was switched.', problems);
  return withDeployLock(root, () => [...builds].map(([name, dir]) => publishAndSwitch(root, name, dir, options)));
}
