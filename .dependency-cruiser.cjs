/**
 * The packages' graph, kept a graph: each package by its role may use only the ones below it, so
 * no cycle can form between packages; and no module cycle within one, type-only imports included.
 * `npm run graph` prints the packages and their arrows; the lint step (`npm run lint`) checks it.
 *
 *   site-config, form-schemas, test-kit            nothing of ours
 *   ui                                             site-config (test-kit for its tests)
 *   site-formats (shared facts and file formats)   ui's types, test-kit
 *   server-kit (what the servers run on)           site-formats, test-kit
 *   devkit (build kit, test helpers)               ui, site-config, form-schemas, site-formats, server-kit, test-kit
 *   releases                                       server-kit, site-formats, test-kit
 *   mail-api                                       server-kit, site-formats, form-schemas, site-config, test-kit
 *   shell, mfe-*                                   ui, devkit, releases, server-kit, site-formats, form-schemas, site-config;
 *                                                  never each other (a remote's test may compose another's part)
 *   cms, scripts, e2e                              anything but each other
 *
 * And no server reaches devkit at run time: the shell's server and shared code and the remotes'
 * servers use server-kit and site-formats (scripts/serverInstalls.ts checks what they install).
 */
const pkg = (name) => `^${name}/`;
const only = (name, allowed, { tests } = {}) => ({
  name: `${name}-uses-only-${allowed.join('-') || 'nothing'}`,
  comment: `${name} may use ${allowed.join(', ') || 'no other package of ours'} (the layering in .dependency-cruiser.cjs)`,
  severity: 'error',
  from: tests ? { path: pkg(name), pathNot: '\\.test\\.tsx?$' } : { path: pkg(name) },
  to: {
    path: '^(site-config|form-schemas|test-kit|ui|site-formats|server-kit|devkit|releases|mail-api|shell|mfe-[a-z]+|cms|scripts|e2e)/',
    pathNot: [pkg(name), ...allowed.map(pkg)],
  },
});

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    only('site-config', []),
    only('form-schemas', ['test-kit']),
    only('test-kit', []),
    only('ui', ['site-config', 'test-kit']),
    only('site-formats', ['ui', 'test-kit']),
    only('server-kit', ['site-formats', 'test-kit']),
    only('devkit', ['ui', 'site-config', 'form-schemas', 'site-formats', 'server-kit', 'test-kit']),
    only('releases', ['server-kit', 'site-formats', 'test-kit']),
    only('mail-api', ['server-kit', 'site-formats', 'form-schemas', 'site-config', 'test-kit']),
    only('shell', ['ui', 'devkit', 'releases', 'server-kit', 'site-formats', 'form-schemas', 'site-config', 'test-kit']),
    ...['mfe-marketing', 'mfe-resources', 'mfe-pricing', 'mfe-forms'].map((remote) =>
      only(remote, ['ui', 'devkit', 'releases', 'server-kit', 'site-formats', 'form-schemas', 'site-config', 'test-kit'], {
        tests: 'may compose another part',
      }),
    ),
    {
      name: 'servers-never-load-devkit',
      comment: "a server's code runs on server-kit and site-formats; devkit (webpack, jsdom, satori) is build tooling",
      severity: 'error',
      from: { path: '^(shell/(server|shared)/|mfe-[a-z]+/server\\.ts$)', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^devkit/' },
    },
    {
      name: 'site-formats-uses-only-ui-types',
      comment: "site-formats names ui's types only: browsers, servers and builds all load it",
      severity: 'error',
      from: { path: '^site-formats/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^ui/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(dist|node_modules|\\.tmp|\\.nx|\\.prerender|\\.prerender-dev|\\.dev-dist|\\.tools|reports|test-results|playwright-report)/',
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
