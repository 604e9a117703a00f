/**
 * The shell's page loads one small script, the islands loader; the islands runtime (the `main`
 * entry) starts when a page's first island wakes. Its entry and the chunks it asks for at once
 * (the bootstrap chunk, the shared modules it provides and consumes at once: React, the design
 * system…) are named to the loader, to be fetched side by side then, not one round trip after another.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { minify, type MinifyOptions } from 'terser';
import { Compilation, type Chunk, type Compiler, type Module } from 'webpack';
import { contentHashOf } from '@site/site-formats/content-hash';

const PLUGIN = 'IslandsLoaderPlugin';

function chunkScripts(chunks: Iterable<Chunk>, seen: Set<string>): string[] {
  const files: string[] = [];
  for (const chunk of chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js') && !seen.has(file)) {
        seen.add(file);
        files.push(file);
      }
    }
  }
  return files;
}

/** Module Federation's module of a shared module the build provides, or consumes: its share key. */
const providedKey = (module: Module) => (module as unknown as { _name: string })._name;
const consumedKey = (module: Module) => (module as unknown as { options: { shareKey: string } }).options.shareKey;

/**
 * The script files to preload: the entry's async blocks, then the chunks of each shared module the
 * shell provides that those consume, and what those consume in turn. A shared module nothing at
 * startup consumes (React Router, single-spa: only pages rendered whole in the browser use them)
 * is not fetched until one does.
 */
function startupScripts(compilation: Compilation, entryName = 'main'): string[] {
  const { chunkGraph, moduleGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const seen = new Set<string>(chunkScripts(entrypoint.chunks, new Set())); // the entry itself is already a <script>
  const files: string[] = [];
  /** Chunks loaded at startup whose consumed shared modules are still to be followed. */
  const toFollow: Chunk[] = [...entrypoint.chunks];
  const fromBlocksOf = (module: Module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (!group) continue;
      files.push(...chunkScripts(group.chunks, seen));
      toFollow.push(...group.chunks);
    }
  };
  for (const module of chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) {
    // The entry module itself, and the modules it imports synchronously, e.g. index.ts.
    fromBlocksOf(module);
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      // Only what it imports synchronously: an import()'s target is one of its blocks already, and
      // following it would preload every lazy chunk of the (scope-hoisted) app.
      const synchronous = connection.dependency && moduleGraph.getParentBlock(connection.dependency) === module;
      if (synchronous) fromBlocksOf(connection.module);
    }
  }
  // A ProvideSharedModule's async block loads the module the shell puts into the share scope.
  const providers = new Map<string, Module>();
  for (const module of compilation.modules) if (module.type === 'provide-module') providers.set(providedKey(module), module);
  const followed = new Set<Chunk>();
  for (let chunk = toFollow.pop(); chunk; chunk = toFollow.pop()) {
    if (followed.has(chunk)) continue;
    followed.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = providers.get(consumedKey(module));
      if (!provider) continue;
      providers.delete(consumedKey(module)); // preloaded once
      fromBlocksOf(provider);
    }
  }
  return files;
}

interface BundledFile {
  readonly name: string;
  readonly code: string;
}

/**
 * Bundles `entry` (esbuild, an ES module), each module it loads with import() bundled on its own,
 * whole, and named by its content's hash. Not esbuild's code splitting: that moves what the loader
 * shares with a later module (a constant, a small helper) into chunks of their own, each one more
 * file every page fetches at first; a few repeated bytes in the later modules cost less.
 */
export async function bundleWithLazyModules(entry: string, baseName: string, production: boolean): Promise<BundledFile[]> {
  const { build } = await import('esbuild');
  const files: BundledFile[] = [];
  const bundled = new Map<string, Promise<string>>();
  const usedNames = new Set<string>();
  const bundle = (file: string, name: string): Promise<string> => {
    let fileName = bundled.get(file);
    if (!fileName) {
      fileName = bundleOne(file, name);
      bundled.set(file, fileName);
    }
    return fileName;
  };
  const bundleOne = async (file: string, name: string): Promise<string> => {
    const lazy: string[] = [];
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      minify: production,
      format: 'esm',
      target: 'es2022',
      legalComments: 'none',
      plugins: [
        {
          name: 'lazy-modules',
          setup(lazyBuild) {
            lazyBuild.onResolve({ filter: /.*/ }, async (args) => {
              if (args.kind !== 'dynamic-import' || args.pluginData === LAZY) return undefined;
              const resolved = await lazyBuild.resolve(args.path, {
                kind: args.kind,
                resolveDir: args.resolveDir,
                importer: args.importer,
                pluginData: LAZY,
              });
              if (resolved.errors.length > 0) return { errors: resolved.errors };
              const index = lazy.includes(resolved.path) ? lazy.indexOf(resolved.path) : lazy.push(resolved.path) - 1;
              return { path: `${LAZY}${String(index)}`, external: true };
            });
          },
        },
      ],
    });
    const lazyNames = await Promise.all(
      lazy.map((lazyFile) => {
        let lazyName = `islands-${path.basename(lazyFile, path.extname(lazyFile))}`;
        while (usedNames.has(lazyName) && !bundled.has(lazyFile)) lazyName += '-';
        usedNames.add(lazyName);
        return bundle(lazyFile, lazyName);
      }),
    );
    const bundledCode = (result.outputFiles[0]?.text ?? '').replace(
      new RegExp(`${LAZY}(\\d+)`, 'g'),
      (_, index: string) => `./${lazyNames[Number(index)] ?? ''}`,
    );
    // Every page fetches the loader: terser's second look takes 5% more off esbuild's output (safe options only).
    const code = production ? ((await minify(bundledCode, TERSER_OPTIONS)).code ?? bundledCode) : bundledCode;
    const hash = contentHashOf(code);
    const fileName = production ? `${name}.${hash}.js` : `${name}.js`;
    files.push({ name: fileName, code });
    return fileName;
  };
  usedNames.add(baseName);
  await bundle(entry, baseName);
  return files;
}

const TERSER_OPTIONS: MinifyOptions = {
  module: true,
  ecma: 2020,
  compress: { passes: 2 },
  mangle: { toplevel: true },
  format: { comments: false },
};

/** The placeholder a later module's import() names until that module's file name is known. */
const LAZY = '__lazy_module_';

export interface IslandsLoaderOptions {
  /** The loader's source (a plain script: no React, no Module Federation), bundled on its own. */
  readonly entry: string;
}

/**
 * The shell's index.html loads no app: only the islands loader, a small script bundled apart
 * (esbuild) so the federation runtime webpack adds to every entry of a federated build stays out
 * of it. The loader starts the app (the `main` entry, the islands runtime) when a page's first
 * island wakes: the entry and the chunks it asks for at once are named in its `data-runtime`, to
 * be fetched side by side then.
 */
export class IslandsLoaderPlugin {
  constructor(private readonly options: IslandsLoaderOptions) {}

  apply(compiler: Compiler): void {
    const production = compiler.options.mode !== 'development';
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let loaderFile = '';
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        // The loader, and each module it (or a behaviour) imports later with import(): what only some
        // pages or later moments need (the slider, the beacon's vitals) is not in every page's first load.
        for (const { name, code } of await bundleWithLazyModules(this.options.entry, 'islands-loader', production)) {
          if (name.startsWith('islands-loader')) loaderFile = name;
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(code));
        }
        compilation.fileDependencies.add(this.options.entry);
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const entryTags = data.headTags.filter((tag) => tag.tagName === 'script');
        const entryScripts = entryTags.map((tag) => String(tag.attributes.src));
        const runtime = [...entryScripts, ...startupScripts(compilation).map((file) => publicPath + file)];
        data.headTags = [
          ...data.headTags.filter((tag) => tag.tagName !== 'script'),
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            type: 'module', // deferred, as module scripts are
            // The first paint needs none of it: the hero's image and the document's own bytes go first.
            fetchpriority: 'low',
            src: publicPath + loaderFile,
            'data-runtime': runtime.join(' '),
          }),
        ];
        return data;
      });
    });
  }
}
