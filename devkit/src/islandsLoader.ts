/**
 * The shell's page loads one small script, the islands loader; the islands runtime (the `main`
 * entry) starts when a page's first island wakes. Its entry and the chunks it asks for at once
 * (the bootstrap chunk, the shared modules it provides and consumes at once: React, the design
 * system…) are named to the loader, to be fetched side by side then, not one round trip after another.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { Compilation, type Chunk, type Compiler, type Module } from 'webpack';

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
      let loaderImports: string[] = [];
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { build } = await import('esbuild');
        // An ES module, split: what only some pages or later moments need (the beacon's vitals)
        // is a chunk of its own that the loader imports then, not part of every page's first load.
        const result = await build({
          entryPoints: { 'islands-loader': this.options.entry },
          bundle: true,
          write: false,
          splitting: true,
          outdir: '/islands-loader', // only names the files: nothing is written
          entryNames: production ? '[name].[hash]' : '[name]',
          chunkNames: production ? 'islands-[name].[hash]' : 'islands-[name]',
          minify: production,
          format: 'esm',
          target: 'es2022', // class fields as they are: no helper chunk shared by the loader and its chunks
          legalComments: 'none',
          metafile: true,
        });
        for (const file of result.outputFiles) {
          const name = path.basename(file.path);
          if (name.startsWith('islands-loader')) loaderFile = name;
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(file.text));
        }
        // Code the loader shares with a chunk is a chunk the loader imports: named in the page, so it
        // is fetched beside the loader, not after it.
        const loaderOutput = Object.entries(result.metafile.outputs).find(([file]) => path.basename(file) === loaderFile)?.[1];
        loaderImports = (loaderOutput?.imports ?? [])
          .filter(({ kind }) => kind === 'import-statement')
          .map(({ path: file }) => path.basename(file));
        compilation.fileDependencies.add(this.options.entry);
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const entryTags = data.headTags.filter((tag) => tag.tagName === 'script');
        const entryScripts = entryTags.map((tag) => String(tag.attributes.src));
        const runtime = [...entryScripts, ...startupScripts(compilation).map((file) => publicPath + file)];
        data.headTags = [
          ...data.headTags.filter((tag) => tag.tagName !== 'script'),
          ...loaderImports.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'modulepreload', href: publicPath + file })),
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            type: 'module', // deferred, as module scripts are
            src: publicPath + loaderFile,
            'data-runtime': runtime.join(' '),
          }),
        ];
        return data;
      });
    });
  }
}
