/**
 * One Module Federation runtime on the page. The runtime's core (@module-federation/runtime-core,
 * about 10 KB gzip) is bundled by the shell alone, which lends it to the page
 * (`experiments.provideExternalRuntime` puts it on `globalThis._FEDERATION_RUNTIME_CORE` before the
 * shell loads any remote); each remote's entry is built with `experiments.externalRuntime` and
 * takes it from there instead of bringing a copy of its own.
 *
 * So a remote and the live shell must agree on that runtime: every build writes what it needs and
 * provides beside its mf-manifest.json (`federation-runtime.json`, runtimeDeclaration.ts), and the
 * deploy guard (releases/src/compatibility.ts) compares them before a switch. A remote's standalone
 * page has no shell: it loads the core from a small script of its own, before its app.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { Compilation, type Compiler } from 'webpack';
import { RUNTIME_DECLARATION_FILE, type RuntimeDeclaration } from '@site/site-formats/runtime-declaration';

const PLUGIN = 'FederationRuntimePlugin';

const require = createRequire(__filename);

/** The folder of the package `name` that `resolvedFile` (one of its files) belongs to; neither exports its package.json. */
function packageDir(name: string, resolvedFile: string): string {
  for (let dir = path.dirname(resolvedFile); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
  }
  throw new Error(`${resolvedFile} is not inside the package ${name}`);
}

// runtime-core comes with @module-federation/enhanced: the version its bundler runtime was made for.
const enhancedDir = packageDir('@module-federation/enhanced', require.resolve('@module-federation/enhanced'));
const runtimeCoreDir = packageDir(
  '@module-federation/runtime-core',
  require.resolve('@module-federation/runtime-core', { paths: [enhancedDir] }),
);

/**
 * The runtime plugin that puts the shell's core on the page, as its ES module: with
 * `experiments.provideExternalRuntime`, @module-federation/enhanced 2.9 adds the plugin's CommonJS
 * build, which requires runtime-core's CommonJS build, so the shell carried the core twice (its
 * islands runtime grew from 26 to 49 KB gzip). Its ES module reaches the core the shell already has.
 */
export function runtimeCoreProviderPlugin(): string {
  const name = '@module-federation/inject-external-runtime-core-plugin';
  const dir = packageDir(name, require.resolve(name, { paths: [enhancedDir] }));
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: { '.': { import: { default: string } } };
  };
  return path.join(dir, exports['.'].import.default);
}

/** The version of the runtime core this checkout builds with. */
function runtimeCoreVersion(): string {
  return (JSON.parse(readFileSync(path.join(runtimeCoreDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The global `experiments.externalRuntime` builds read the core from (set by the inject plugin). */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export interface FederationRuntimeOptions {
  /** `host` provides the core to the page; a `remote` takes it from there. */
  readonly role: 'host' | 'remote';
}

/**
 * Writes `federation-runtime.json`; for a remote, also bundles the core alone (esbuild) into
 * `federation-runtime.<hash>.js` and loads it before the standalone page's app, which, like the
 * remote's entry, is built to take the core from the page.
 */
export class FederationRuntimePlugin {
  constructor(private readonly options: FederationRuntimeOptions) {}

  apply(compiler: Compiler): void {
    const production = compiler.options.mode !== 'development';
    const { RawSource } = compiler.webpack.sources;
    const remote = this.options.role === 'remote';
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let standaloneRuntimeFile = '';
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const declaration: RuntimeDeclaration = { version: runtimeCoreVersion(), provides: !remote, external: remote };
        compilation.emitAsset(RUNTIME_DECLARATION_FILE, new RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
        if (!remote) return;
        const { build } = await import('esbuild');
        const result = await build({
          stdin: {
            contents: `import * as core from '@module-federation/runtime-core';\nglobalThis.${RUNTIME_CORE_GLOBAL} ??= core;\n`,
            resolveDir: enhancedDir,
            loader: 'js',
          },
          bundle: true,
          write: false,
          minify: production,
          format: 'iife',
          target: 'es2020',
          platform: 'browser',
          legalComments: 'none',
          // Browser code only, as the builds' `experiments.optimization.target`.
          define: { ENV_TARGET: '"web"' },
        });
        const code = result.outputFiles[0]?.text ?? '';
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
        standaloneRuntimeFile = production ? `federation-runtime.${hash}.js` : 'federation-runtime.js';
        compilation.emitAsset(standaloneRuntimeFile, new RawSource(code));
      });
      if (!remote) return;
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath;
        const runtimeTag = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: publicPath + standaloneRuntimeFile });
        // Deferred scripts run in document order: the core is on the page before the app starts.
        data.headTags = [runtimeTag, ...data.headTags];
        return data;
      });
    });
  }
}
