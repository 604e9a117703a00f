/**
 * The compatibility guard: a remote and the shell meet on the page only through Module Federation's
 * share scope and its runtime. Before a deploy goes live, the shared-dependency declarations of both
 * builds (their mf-manifest.json) must agree, or the page would run two Reacts, or one React a part
 * was not built for; and a remote that takes the federation runtime from the shell (its
 * federation-runtime.json) must find one it was built for.
 */
import type { RuntimeDeclaration } from '@site/site-formats/runtime-declaration';
import semver from 'semver';

export interface SharedDeclaration {
  readonly name: string;
  /** The version this build bundles (and would provide). */
  readonly version: string;
  readonly singleton?: boolean;
  /** The range this build accepts; `false` accepts any. */
  readonly requiredVersion?: string | false;
}

/** The part of an mf-manifest.json (and the federation-runtime.json beside it) the guard reads. */
export interface FederationBuild {
  readonly name: string;
  readonly shared: readonly SharedDeclaration[];
  /** Absent for a build older than the declaration: it bundles its own core and lends none. */
  readonly runtime?: RuntimeDeclaration;
}

/** Every part of the site renders React: a remote that does not take the shell's copy brings its own. */
const SINGLETONS_EVERY_REMOTE_SHARES = ['react', 'react-dom'] as const;

function accepts(range: string | false | undefined, version: string): boolean {
  if (range === false || range === undefined || range === '' || range === '*') return true;
  return semver.satisfies(version, range, { includePrerelease: true });
}

/** `major.minor` of a version: the runtime core's API between the bundler runtime and it changes with either. */
function majorMinor(version: string): string | null {
  const parsed = semver.coerce(version);
  return parsed ? `${parsed.major}.${parsed.minor}` : null;
}

/**
 * A remote built with an external runtime has no federation runtime core of its own: its entry
 * starts with the one the shell put on the page, which must be there and of the same major.minor.
 */
function runtimeProblems(shell: FederationBuild, remote: FederationBuild): string[] {
  const needed = remote.runtime;
  if (!needed?.external) return []; // it brings its own core
  const wanted = majorMinor(needed.version);
  const lent = shell.runtime?.provides ? shell.runtime : null;
  if (!lent) {
    return [
      `${remote.name} takes the federation runtime from the shell (runtime-core ${wanted ?? needed.version}.x), but ${shell.name} ` +
        `provides none: its entry would not start.`,
    ];
  }
  const given = majorMinor(lent.version);
  if (wanted === null || wanted !== given) {
    return [
      `${remote.name} was built for the federation runtime ${wanted ?? needed.version}.x (runtime-core ${needed.version}), but ` +
        `${shell.name} provides ${lent.version}: its entry would run on a runtime it was not built for.`,
    ];
  }
  return [];
}

/**
 * What would break if `remote` ran under `shell`; empty when they fit. Used both ways: a remote's
 * deploy against the live shell, and a shell's deploy against every live remote.
 */
export function compatibilityProblems(shell: FederationBuild, remote: FederationBuild): string[] {
  const problems: string[] = runtimeProblems(shell, remote);
  const provided = new Map(shell.shared.map((declaration) => [declaration.name, declaration]));
  const consumed = new Map(remote.shared.map((declaration) => [declaration.name, declaration]));

  for (const name of SINGLETONS_EVERY_REMOTE_SHARES) {
    if (!provided.get(name)?.singleton) {
      problems.push(`${shell.name} does not provide ${name} as a shared singleton: ${remote.name} would bring a second copy.`);
    }
    if (!consumed.get(name)?.singleton) {
      problems.push(`${remote.name} does not share ${name} as a singleton: the page would run two copies of ${name}.`);
    }
  }

  for (const [name, fromShell] of provided) {
    const fromRemote = consumed.get(name);
    if (!fromShell.singleton || !fromRemote) continue;
    if (!fromRemote.singleton) {
      if (!SINGLETONS_EVERY_REMOTE_SHARES.includes(name as (typeof SINGLETONS_EVERY_REMOTE_SHARES)[number])) {
        problems.push(`${remote.name} shares ${name} without singleton: the page would run two copies of ${name}.`);
      }
      continue;
    }
    if (!accepts(fromRemote.requiredVersion, fromShell.version)) {
      problems.push(
        `${remote.name} needs ${name} ${String(fromRemote.requiredVersion)}, but ${shell.name} provides ${fromShell.version}: ` +
          `the singleton would give it a ${name} it was not built for.`,
      );
    }
    // MF picks the highest version of a singleton not yet loaded: a newer copy outside the shell's range could win.
    const newer = semver.valid(fromRemote.version) && semver.valid(fromShell.version) && semver.gt(fromRemote.version, fromShell.version);
    if (newer && !accepts(fromShell.requiredVersion, fromRemote.version)) {
      problems.push(
        `${shell.name} needs ${name} ${String(fromShell.requiredVersion)}, but ${remote.name} brings ${fromRemote.version}: ` +
          `the singleton could switch the whole page to the remote's copy.`,
      );
    }
  }
  return problems;
}
