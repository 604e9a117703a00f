/**
 * `react-refresh/runtime` as a dev build's modules see it (aliased in devConfig.ts): the page's one
 * copy, published by the dev client, which React DOM reports its roots to. A standalone page (no
 * dev client) gets the package's own runtime (under a name the alias leaves alone), hooked in by the
 * refresh plugin's own entry.
 */
module.exports = globalThis.__siteReactRefreshRuntime || require('site-react-refresh-package-runtime');
