/**
 * Writes `lazy-chunks.json` beside a remote's build: for each module loaded with `import()` (a lazy
 * page), the script and stylesheet files of its chunk group, under webpack's own short module name (the id the
 * prerender's Node build gives the same module). The prerender learns which lazy modules each route
 * renders and publishes their files with the route, so the shell's server can preload the page's
 * chunk instead of the browser finding it only while it hydrates, and inline only the page's CSS.
 */
import { createRequire } from 'node:module';
import type { Compilation, Compiler, Module } from 'webpack';

const PLUGIN = 'LazyChunksPlugin';
export const LAZY_CHUNKS_FILE = 'lazy-chunks.json';

/** Module name → the chunk group's script and stylesheet files (relative to the deployable's public base). */
export type LazyChunks = Record<string, { readonly js: string[]; readonly css: string[] }>;

// webpack's helper behind `moduleIds: 'named'`, so both builds name a module the same way.
const { getShortModuleName } = createRequire(require.resolve('webpack'))('./ids/IdHelpers') as {
  getShortModuleName: (module: Module, context: string, associatedObjectForCache?: object) => string;
};

function lazyChunks(compilation: Compilation): LazyChunks {
  const { chunkGraph, moduleGraph } = compilation;
  const context = compilation.options.context;
  const result: LazyChunks = {};
  for (const module of compilation.modules) {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      const dependency = block.dependencies[0];
      const imported = dependency ? moduleGraph.getModule(dependency) : null;
      if (!group || !imported) continue;
      const files = group.chunks.flatMap((chunk) => [...chunk.files]);
      const name = getShortModuleName(imported, context, compilation.compiler.root);
      const merged = (extension: string, known: readonly string[] = []) =>
        [...new Set([...known, ...files.filter((file) => file.endsWith(extension))])].sort();
      result[name] = { js: merged('.js', result[name]?.js), css: merged('.css', result[name]?.css) };
    }
  }
  return result;
}

export class LazyChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const json = JSON.stringify(lazyChunks(compilation), null, 1);
        compilation.emitAsset(LAZY_CHUNKS_FILE, new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}
