/**
 * The compatibility guard: a remote and the shell meet on the page only through Module Federation's
 * share scope. Before a deploy goes live, the shared-dependency declarations of both builds (their
 * mf-manifest.json) must agree, or the page would run two Reacts, or one React a part was not built for.
 */
import semver from 'semver';

export interface SharedDeclaration {
  readonly name: string;
  /** The version this build bundles (and would provide). */
  readonly version: string;
  readonly singleton?: boolean;
  /** The range this build accepts; `false` accepts any. */
  readonly requiredVersion?: string | false;
}

/** The part of an mf-manifest.json the guard reads. */
export interface FederationBuild {
  readonly name: string;
  readonly shared: readonly SharedDeclaration[];
}

/** Every part of the site renders React: a remote that does not take the shell's copy brings its own. */
const SINGLETONS_EVERY_REMOTE_SHARES = ['react', 'react-dom'] as const;

function accepts(range: string | false | undefined, version: string): boolean {
  if (range === false || range === undefined || range === '' || range === '*') return true;
  return semver.satisfies(version, range, { includePrerelease: true });
}

/**
 * What would break if `remote` ran under `shell`; empty when they fit. Used both ways: a remote's
 * deploy against the live shell, and a shell's deploy against every live remote.
 */
export function compatibilityProblems(shell: FederationBuild, remote: FederationBuild): string[] {
  const problems: string[] = [];
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
