import type { RuntimeDeclaration } from '@site/site-formats/runtime-declaration';
import { compatibilityProblems, type FederationBuild, type SharedDeclaration } from './compatibility';

const react = (version: string, requiredVersion: string | false = `^${version}`, singleton = true): SharedDeclaration[] => [
  { name: 'react', version, requiredVersion, singleton },
  { name: 'react-dom', version, requiredVersion, singleton },
];

const build = (name: string, shared: SharedDeclaration[]): FederationBuild => ({ name, shared });

const shell = build('shell', [...react('19.3.1'), { name: '@site/ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true }]);

describe('compatibilityProblems', () => {
  it('accepts a remote that takes the same singletons in a range the shell satisfies', () => {
    expect(
      compatibilityProblems(
        shell,
        build('mfe_pricing', [...react('19.3.1'), { name: '@site/ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true }]),
      ),
    ).toEqual([]);
    // An older patch bundled by the remote is never chosen over the shell's loaded copy.
    expect(compatibilityProblems(shell, build('mfe_pricing', react('19.2.0', '^19.0.0')))).toEqual([]);
  });

  it('refuses a remote that needs a React the shell does not provide', () => {
    const problems = compatibilityProblems(shell, build('mfe_pricing', react('18.3.1')));
    expect(problems).toContain(
      'mfe_pricing needs react ^18.3.1, but shell provides 19.3.1: the singleton would give it a react it was not built for.',
    );
    expect(problems).toHaveLength(2); // react and react-dom
  });

  it('refuses a remote that would bring a second React (not shared, or not as a singleton)', () => {
    expect(compatibilityProblems(shell, build('mfe_blog', []))).toEqual([
      'mfe_blog does not share react as a singleton: the page would run two copies of react.',
      'mfe_blog does not share react-dom as a singleton: the page would run two copies of react-dom.',
    ]);
    expect(compatibilityProblems(shell, build('mfe_blog', react('19.3.1', '^19.3.1', false)))).toHaveLength(2);
  });

  it('refuses a remote that shares another shell singleton without singleton', () => {
    const remote = build('mfe_forms', [
      ...react('19.3.1'),
      { name: '@site/ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: false },
    ]);
    expect(compatibilityProblems(shell, remote)).toEqual([
      'mfe_forms shares @site/ui without singleton: the page would run two copies of @site/ui.',
    ]);
  });

  it("refuses a newer copy outside the shell's range, which the share scope could pick for the page", () => {
    const problems = compatibilityProblems(shell, build('mfe_pricing', react('20.0.0', '>=19')));
    expect(problems[0]).toBe(
      "shell needs react ^19.3.1, but mfe_pricing brings 20.0.0: the singleton could switch the whole page to the remote's copy.",
    );
  });

  it('refuses a shell that stops providing React to the remotes (the reverse check of a shell deploy)', () => {
    expect(compatibilityProblems(build('shell', []), build('mfe_pricing', react('19.3.1')))).toEqual([
      'shell does not provide react as a shared singleton: mfe_pricing would bring a second copy.',
      'shell does not provide react-dom as a shared singleton: mfe_pricing would bring a second copy.',
    ]);
  });

  it('treats `false` and `*` as any version', () => {
    expect(compatibilityProblems(shell, build('mfe_pricing', react('19.3.1', false)))).toEqual([]);
    expect(compatibilityProblems(shell, build('mfe_pricing', react('19.3.1', '*')))).toEqual([]);
  });
});

describe('compatibilityProblems: one federation runtime on the page', () => {
  const lends = (version: string): RuntimeDeclaration => ({ version, provides: true, external: false });
  const takes = (version: string): RuntimeDeclaration => ({ version, provides: false, external: true });
  const withRuntime = (base: FederationBuild, runtime?: RuntimeDeclaration): FederationBuild => ({
    ...base,
    ...(runtime ? { runtime } : {}),
  });
  const remote = build('mfe_pricing', react('19.3.1'));

  it('accepts a remote that takes the runtime the shell lends, a patch apart either way', () => {
    expect(compatibilityProblems(withRuntime(shell, lends('2.9.2')), withRuntime(remote, takes('2.9.2')))).toEqual([]);
    expect(compatibilityProblems(withRuntime(shell, lends('2.9.2')), withRuntime(remote, takes('2.9.7')))).toEqual([]);
    expect(compatibilityProblems(withRuntime(shell, lends('2.9.7')), withRuntime(remote, takes('2.9.0')))).toEqual([]);
  });

  it('accepts a remote that brings its own runtime (built before, or without an external one) under any shell', () => {
    expect(compatibilityProblems(withRuntime(shell, lends('2.9.2')), remote)).toEqual([]);
    expect(compatibilityProblems(shell, remote)).toEqual([]);
    expect(compatibilityProblems(shell, withRuntime(remote, { version: '2.9.2', provides: false, external: false }))).toEqual([]);
  });

  it('refuses a remote that takes the runtime from a shell that lends none', () => {
    const problem =
      'mfe_pricing takes the federation runtime from the shell (runtime-core 2.9.x), but shell provides none: its entry would not start.';
    expect(compatibilityProblems(shell, withRuntime(remote, takes('2.9.2')))).toEqual([problem]);
    // A shell that bundles a runtime but does not put it on the page lends none either.
    expect(
      compatibilityProblems(
        withRuntime(shell, { version: '2.9.2', provides: false, external: false }),
        withRuntime(remote, takes('2.9.2')),
      ),
    ).toEqual([problem]);
  });

  it('refuses a remote built for another major or minor version of the runtime', () => {
    expect(compatibilityProblems(withRuntime(shell, lends('2.9.2')), withRuntime(remote, takes('2.10.0')))).toEqual([
      'mfe_pricing was built for the federation runtime 2.10.x (runtime-core 2.10.0), but shell provides 2.9.2: ' +
        'its entry would run on a runtime it was not built for.',
    ]);
    expect(compatibilityProblems(withRuntime(shell, lends('3.0.0')), withRuntime(remote, takes('2.9.2')))).toEqual([
      'mfe_pricing was built for the federation runtime 2.9.x (runtime-core 2.9.2), but shell provides 3.0.0: ' +
        'its entry would run on a runtime it was not built for.',
    ]);
  });

  it('refuses a shell that would leave a remote without the runtime it takes (the reverse check of a shell deploy)', () => {
    const liveRemote = withRuntime(remote, takes('2.9.2'));
    expect(compatibilityProblems(shell, liveRemote)).toHaveLength(1);
    expect(compatibilityProblems(withRuntime(shell, lends('2.8.4')), liveRemote)).toEqual([
      'mfe_pricing was built for the federation runtime 2.9.x (runtime-core 2.9.2), but shell provides 2.8.4: ' +
        'its entry would run on a runtime it was not built for.',
    ]);
  });
});
