/**
 * One webpack + Module Federation config for every browser deployable (the shell and the four
 * remotes), so they agree on what is shared and how assets are named and cached.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Compiler, Configuration } from 'webpack';
import { siteConfig } from '@site/site-config';
import { LazyChunksPlugin } from './lazyChunks';
import { FederationRuntimePlugin, runtimeCoreProviderPlugin } from './federationRuntime';
import { CONTENT_HASH_LENGTH } from '@site/site-formats/content-hash';
import { IslandsLoaderPlugin } from './islandsLoader';
import { containerName, services, type RemoteName } from '@site/site-formats/topology';

const require = createRequire(__filename);
const repoRoot = path.resolve(__dirname, '../..');

export interface FederatedAppOptions {
  /** Absolute path of the workspace folder (where package.json and src/ live). */
  readonly root: string;
  /** MF container name, e.g. `shell` or `mfe_pricing`. Also the webpack `uniqueName`. */
  readonly name: string;
  /** `host` is the shell; a `remote` serves its exposes from its own origin. */
  readonly role: 'host' | 'remote';
  /** The remote's public contract (see each remote's `src/contract.ts`). */
  readonly exposes?: Readonly<Record<string, string>>;
  /** Title of the generated index.html (the shell's page, or a remote's standalone page). */
  readonly htmlTitle: string;
}

interface PackageJson {
  readonly version: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * Singletons every app shares: one React, one router, one copy of the design system.
 * Versions come from the workspace's package.json (MF checks them at run time). Never `eager`:
 * it puts the shared code into the entry of every app.
 */
function installedVersion(packageName: string, root: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${packageName}/package.json`, { paths: [root] }), 'utf8')) as PackageJson).version;
}

export function sharedModules(root: string): Record<string, { singleton: true; requiredVersion: string; version?: string }> {
  const pkg = readPackageJson(root);
  const deps = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const version = (name: string): string => {
    const range = deps[name];
    if (!range) throw new Error(`${root}/package.json must list ${name} to share it`);
    return range;
  };
  const singleton = (requiredVersion: string) => ({ singleton: true as const, requiredVersion });
  return {
    react: singleton(version('react')),
    'react/jsx-runtime': singleton(version('react')),
    'react-dom': singleton(version('react-dom')),
    'react-dom/client': singleton(version('react-dom')),
    // The router's used exports only (devkit/src/router/browser.ts), shared under the name the code
    // imports. The alias hides the package's version from MF, so it is given here.
    'react-router-dom': { ...singleton(version('react-router-dom')), version: installedVersion('react-router-dom', root) },
    'single-spa-react': singleton(version('single-spa-react')),
    '@site/ui': singleton(version('@site/ui')),
  };
}

/**
 * `react-router-dom` is our trimmed re-export (see `sharedModules`). React Router 7 points every
 * export condition at its development build; production builds take the production files
 * instead (no dev warnings, fewer bytes).
 */
function reactRouterAliases(production: boolean): Record<string, string> {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [process.cwd()] }));
  return {
    'react-router-dom$': path.join(__dirname, 'router/browser.ts'),
    ...(production
      ? {
          'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
          'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
        }
      : {}),
  };
}

/**
 * TypeScript and JSX through swc; the same for the browser builds and the prerender (Node) builds.
 * `refresh` adds React Fast Refresh's registrations (dev servers only, devkit/src/dev/).
 */
export function scriptRule(production: boolean, refresh = false) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * Module Federation's manifest plugin warns on every remote build that publicPath 'auto' makes the
 * manifest resolve its files against the remote's own URL at run time. That is this design (remotes
 * are served from their own origins; NOTES.md), so the notice is dropped here, and only that one:
 * every other infrastructure warning still prints.
 */
class ExpectedAutoPublicPathNotice {
  apply(compiler: Compiler): void {
    compiler.hooks.infrastructureLog.tap('ExpectedAutoPublicPathNotice', (origin, type, args) =>
      type === 'warn' &&
      origin.includes('Module Federation Manifest Plugin') &&
      (args ?? []).some((arg) => String(arg).includes("publicPath='auto'"))
        ? true
        : undefined,
    );
  }
}

/** Markdown collections (`<folder>/collection.yml`, see markdown/compile.ts), compiled at build time. */
export const markdownCollectionRule = {
  test: /[\\/]collection\.yml$/,
  type: 'javascript/auto' as const,
  use: [{ loader: path.join(__dirname, 'markdown', 'collectionLoader.cjs') }],
};

/**
 * CSS Modules with class names from a hash of the file's path from the repo root: unique across
 * independently built apps, yet the same for a shared file (ui/) in every build and in the Node
 * prerender build (`exportOnlyLocals`), so server-rendered markup matches the browser's classes.
 * Development builds name them the same way: a dev server's page sits in a page whose other parts
 * (and ui's stylesheets) come from production builds, and their names must meet.
 */
const CSS_MODULE_NAME = 'c[hash:base64:7]';

export function cssLoader(exportOnlyLocals: boolean) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        auto: /\.module\.css$/,
        localIdentContext: repoRoot,
        localIdentName: CSS_MODULE_NAME,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        exportOnlyLocals,
      },
    },
  };
}

/** Hashed asset file names, shared with the prerender build so server markup points at the same files. */
export const assetFileName = (production: boolean) => `assets/[name]${production ? `.[contenthash:${CONTENT_HASH_LENGTH}]` : ''}[ext]`;

export function createFederatedConfig(options: FederatedAppOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const isRemote = options.role === 'remote';
    const hashed = production ? `.[contenthash:${CONTENT_HASH_LENGTH}]` : '';

    return {
      mode,
      context: options.root,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.root, 'dist'),
        // Remotes are loaded from other origins: their chunks must resolve against their own URL.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: options.name,
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: assetFileName(production),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: reactRouterAliases(production),
      },
      module: {
        // An import of a name a module does not export (e.g. one missing from router/browser.ts) is an error.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          scriptRule(production),
          markdownCollectionRule,
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(false)] },
          { test: /\.(svg|png|jpe?g|webp|avif|woff2?|pdf)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // First: the federation plugin logs while it is applied.
        ...(isRemote ? [new ExpectedAutoPublicPathNotice()] : []),
        new ModuleFederationPlugin({
          name: options.name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: isRemote ? { ...options.exposes } : undefined,
          // The host finds remotes at run time (remotes.json), never at build time.
          remotes: {},
          shared: sharedModules(options.root),
          // Remotes: how the shell finds their files. Every app: what it shares, for the deploy guard.
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // Less federation runtime to download and run on every page: browser code only, and a
          // remote never loads other remotes (the shell does, and lends that to them as a service).
          // One runtime core on the page: the shell lends its own, and a remote's entry takes that one
          // instead of bringing a copy (see federationRuntime.ts; the deploy guard checks they fit).
          experiments: {
            optimization: { target: 'web', ...(isRemote ? { disableRemote: true, disableSnapshot: true } : {}) },
            ...(isRemote ? { externalRuntime: true } : {}),
          },
          // What `experiments.provideExternalRuntime` would add, as an ES module (see runtimeCoreProviderPlugin).
          runtimePlugins: isRemote ? [] : [runtimeCoreProviderPlugin()],
        }),
        new MiniCssExtractPlugin({
          filename: `[name]${hashed}.css`,
          chunkFilename: `[name]${hashed}.css`,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html.ejs'),
          title: options.htmlTitle,
          site: siteConfig,
          scriptLoading: 'defer',
          chunks: ['main'],
        }),
        // A remote records its lazy chunks per module (its prerender lists each page's stylesheets);
        // the shell's page loads only the islands loader, which starts the app when an island wakes.
        ...(isRemote ? [new LazyChunksPlugin()] : [new IslandsLoaderPlugin({ entry: path.join(options.root, 'src/islands/loader.ts') })]),
        new FederationRuntimePlugin({ role: options.role }),
        ...(production ? precompressed() : []),
      ],
      optimization: {
        // Keep the entry tiny: it only has to start the federation runtime.
        splitChunks: { chunks: 'async' },
        // Scripts as webpack minifies them ('...'), and the stylesheets too: the server inlines
        // them in every page, where comments and indentation were 22% of the CSS (58 KB on /).
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
    };
  };
}

/** A remote's whole webpack config: its container name and standalone title follow from its name. */
export function createRemoteConfig(root: string, remote: RemoteName, exposes: Readonly<Record<string, string>>) {
  return createFederatedConfig({
    root,
    name: containerName(remote),
    role: 'remote',
    exposes,
    htmlTitle: `${services[remote].dir} (standalone) | ${siteConfig.brand.name}`,
  });
}

/**
 * Each text file also compressed once, here, as well as it can be: brotli at quality 11 and gzip
 * at level 9, beside it (`main.0123456789.js.br`, `.gz`). The servers send these whole, with their
 * length (server-kit/cachePolicy `precompressedFiles`); compressing per request, `compression()` used
 * brotli 4, which made the islands loader larger than gzip did. Files under 256 bytes are left alone
 * (a header costs more); the small ones above that (the logos' SVGs, the islands' own chunks) are
 * still half their size compressed.
 */
function precompressed() {
  const textFiles = { test: /\.(js|css|json|svg|txt|xml)$/, threshold: 256, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...textFiles, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin<zlib.BrotliOptions>({
      ...textFiles,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}
