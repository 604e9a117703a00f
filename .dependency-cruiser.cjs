/**
 * The packages' graph, kept a graph: each package by its role may use only the ones below it, so
 * no cycle can form between packages; and no module cycle within one (type-only imports aside).
 * `npm run graph` prints the packages and their arrows; the lint step (`npm run lint`) checks it.
 *
 *   site-config, form-schemas, test-kit            nothing of ours
 *   ui                                             site-config (test-kit for its tests)
 *   devkit (build and serve kit)                   ui, site-config, form-schemas, test-kit
 *   releases                                       devkit, test-kit
 *   mail-api                                       devkit, form-schemas, site-config, test-kit
 *   shell, mfe-*                                   ui, devkit, releases, form-schemas, site-config; never each other
 *                                                  (a remote's test may compose another's part)
 *   cms, scripts, e2e                              anything but each other
 */
const pkg = (name) => `^${name}/`;
const only = (name, allowed, { tests } = {}) => ({
  name: `${name}-uses-only-${allowed.join('-') || 'nothing'}`,
  comment: `${name} may use ${allowed.join(', ') || 'no other package of ours'} (the layering in .dependency-cruiser.cjs)`,
  severity: 'error',
  from: tests ? { path: pkg(name), pathNot: '\\.test\\.tsx?$' } : { path: pkg(name) },
  to: {
    path: '^(site-config|form-schemas|test-kit|ui|devkit|releases|mail-api|shell|mfe-[a-z]+|cms|scripts|e2e)/',
    pathNot: [pkg(name), ...allowed.map(pkg)],
  },
});

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } } },
    only('site-config', []),
    only('form-schemas', ['test-kit']),
    only('test-kit', []),
    only('ui', ['site-config', 'test-kit']),
    only('devkit', ['ui', 'site-config', 'form-schemas', 'test-kit']),
    only('releases', ['devkit', 'test-kit']),
    only('mail-api', ['devkit', 'form-schemas', 'site-config', 'test-kit']),
    only('shell', ['ui', 'devkit', 'releases', 'form-schemas', 'site-config', 'test-kit']),
    ...['mfe-marketing', 'mfe-resources', 'mfe-pricing', 'mfe-forms'].map((remote) =>
      only(remote, ['ui', 'devkit', 'releases', 'form-schemas', 'site-config', 'test-kit'], { tests: 'may compose another part' }),
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.nx|\\.prerender|\\.tools|reports|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
