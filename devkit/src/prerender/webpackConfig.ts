/**
 * The Node build of a deployable's `src/prerender.tsx`: the same components, content, CSS Module
 * class names and asset file names as its browser build, bundled as one CommonJS file that
 * `cli.ts` runs at build time to write each route's HTML.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { assetFileName, cssLoader, markdownCollectionRule, scriptRule } from '../webpack';
import type { Prerender } from './render';

const require = createRequire(__filename);

/**
 * Where the bundle is written: a dev server keeps its own (under `.prerender-dev/`, beside its other
 * files), so a build beside it never collides. The folder is emptied on each build.
 */
const prerenderBundlePath = (root: string, development = false) =>
  development ? path.join(root, '.prerender-dev', 'bundle', 'prerender.cjs') : path.join(root, '.prerender', 'prerender.cjs');

/** Our own sources and every stylesheet are bundled; packages are required from node_modules at run time. */
function isBundled(request: string): boolean {
  return request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@site/') || /(\.css$|\/css(\/|$))/.test(request);
}

/**
 * A new copy of the prerender bundle, with its own module cache (packages stay shared): the bundle
 * is CommonJS, so dropping it from Node's `require.cache` (Node's own record, keyed by file name)
 * and requiring it again evaluates it anew. `import()` cannot do this: its module map keeps a module
 * for the life of the process. The build renders with it (cli.ts), and a dev server after each rebuild.
 */
export function freshPrerenderBundle(root: string, development = false): Prerender {
  const bundle = prerenderBundlePath(root, development);
  Reflect.deleteProperty(require.cache, bundle);
  return (require(bundle) as { default: Prerender }).default;
}

/**
 * `development`: the dev server's copy (devkit/src/dev/), with the asset names of the development
 * browser build beside it (unhashed), rebuilt on every save.
 */
export function createPrerenderConfig(root: string, publicPath: string, development = false): Configuration {
  return {
    mode: development ? 'development' : 'production',
    context: root,
    entry: './src/prerender.tsx',
    target: 'node20',
    devtool: false,
    output: {
      path: path.dirname(prerenderBundlePath(root, development)),
      filename: path.basename(prerenderBundlePath(root, development)),
      library: { type: 'commonjs2' },
      publicPath,
      assetModuleFilename: assetFileName(!development),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    externals: [
      ({ request }, callback) => {
        if (!request || isBundled(request)) callback();
        else callback(undefined, `commonjs ${request}`);
      },
    ],
    module: {
      rules: [
        scriptRule(!development),
        markdownCollectionRule,
        // Global stylesheets add nothing to markup; CSS Modules give their class names only.
        { test: /\.css$/, use: [cssLoader(true)] },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?|pdf)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Lazy pages are rendered too: one file, no chunk loading at build time.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Named module ids: the same names the browser build's lazy-chunks.json uses (see lazyChunks.ts).
    optimization: { minimize: false, moduleIds: 'named' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
