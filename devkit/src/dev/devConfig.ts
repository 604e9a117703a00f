/**
 * A part's development webpack config: its own config (webpack.config.ts, the one every build uses)
 * in development mode, with what a dev server adds: hot module replacement with React Fast Refresh,
 * no output on a failed build (the last good one keeps serving), and the dev server's options.
 * Production builds never load this file.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import type { Configuration, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { scriptRule } from '../webpack';

const require = createRequire(__filename);

type ConfigFunction = (env: unknown, argv: { mode?: Configuration['mode'] }) => Configuration;

export interface DevConfigOptions {
  /** The port the part's dev server listens on (its own port in the topology). */
  readonly port: number;
  /** Its host as browsers reach it (its WebSocket for hot updates is there). */
  readonly host: string;
  readonly setupMiddlewares: NonNullable<DevServerConfiguration['setupMiddlewares']>;
  /**
   * Where the build is written to disk as well (the shell's: its own server serves its files), or
   * nothing (a remote's build stays in the dev server's memory).
   */
  readonly outputPath?: string;
}

/**
 * The dev builds' modules register with the page's one Fast Refresh runtime (refreshRuntime.cjs):
 * both the names the refresh plugin asks for (its loader asks for the package's file by path).
 */
function refreshRuntimeAliases(): Record<string, string> {
  const packageRuntime = require.resolve('react-refresh');
  return {
    'react-refresh/runtime$': path.join(__dirname, 'refreshRuntime.cjs'),
    [`${packageRuntime}$`]: path.join(__dirname, 'refreshRuntime.cjs'),
    'site-react-refresh-package-runtime$': path.join(path.dirname(packageRuntime), 'cjs/react-refresh-runtime.development.js'),
  };
}

/** The rule that compiles TypeScript (the same `test` as scriptRule's). */
const isScriptRule = (rule: unknown): boolean => {
  const test = typeof rule === 'object' && rule !== null ? (rule as RuleSetRule).test : undefined;
  return test instanceof RegExp && test.source === scriptRule(false).test.source;
};

/** Every answer of a dev server: the composed page (another origin) loads its files, and none is kept. */
export const DEV_SERVER_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };

export function developmentConfig(
  createConfig: ConfigFunction,
  options: DevConfigOptions,
): Configuration & { devServer: DevServerConfiguration } {
  const config = createConfig({}, { mode: 'development' });
  const uniqueName = config.output?.uniqueName ?? 'site';
  return {
    ...config,
    // Errors name the source file and line. Not an `eval` devtool: the composed page's CSP allows no eval.
    devtool: 'cheap-module-source-map',
    output: { ...config.output, clean: false, ...(options.outputPath ? { path: options.outputPath } : {}) },
    resolve: { ...config.resolve, alias: { ...(config.resolve?.alias as Record<string, string>), ...refreshRuntimeAliases() } },
    module: {
      ...config.module,
      rules: (config.module?.rules ?? []).map((rule) => (isScriptRule(rule) ? scriptRule(false, true) : rule)),
    },
    plugins: [
      ...(config.plugins ?? []),
      // The page's error overlay is the dev client's (build, type, server render and runtime errors).
      // Not the refresh runtime's own stand-in (refreshRuntime.cjs): registering it would have it require itself.
      new ReactRefreshPlugin({ overlay: false, library: uniqueName, exclude: [/node_modules/, /devkit[\\/]src[\\/]dev[\\/]/] }),
    ],
    optimization: { ...config.optimization, emitOnErrors: false, minimize: false },
    // Rebuilds reuse the last build's modules; older generations are let go (memory stays flat over a day of saves).
    cache: { type: 'memory', maxGenerations: 1 },
    // Every rebuild's time in the terminal; errors name the file and line.
    stats: 'errors-warnings',
    devServer: {
      port: options.port,
      host: '0.0.0.0',
      hot: true,
      // A save whose update no component accepts reloads the page (webpack/hot/dev-server does).
      liveReload: false,
      static: false,
      compress: false,
      // The composed page (another origin) loads this part's files and manifest.
      headers: DEV_SERVER_HEADERS,
      allowedHosts: 'all',
      client: {
        webSocketURL: `ws://${options.host}:${options.port}/ws`,
        // The page's overlay is the dev client's (client/devClient.ts): it is there before any island loads this client.
        overlay: false,
        logging: 'warn',
      },
      devMiddleware: { stats: 'errors-warnings', writeToDisk: Boolean(options.outputPath) },
      setupMiddlewares: options.setupMiddlewares,
    },
  };
}
