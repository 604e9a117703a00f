/**
 * Preloads, in the shell's index.html, the scripts every page needs as soon as the entry runs: the
 * bootstrap chunk (the entry's `import('./bootstrap')`) and the chunks of the shared modules the
 * shell provides (React, the router, the design system…). Without them each is requested only
 * after the entry has downloaded and run: one round trip more before the page is live.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

const PLUGIN = 'StartupPreloadsPlugin';

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

/** The script files to preload: the entry's async blocks, then each provided shared module's chunk. */
function startupScripts(compilation: Compilation, entryName = 'main'): string[] {
  const { chunkGraph, moduleGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const seen = new Set<string>(chunkScripts(entrypoint.chunks, new Set())); // the entry itself is already a <script>
  const files: string[] = [];
  const fromBlocksOf = (module: Module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) files.push(...chunkScripts(group.chunks, seen));
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
  for (const module of compilation.modules) {
    // ProvideSharedModule: its async block loads the module the shell puts into the share scope.
    if (module.type === 'provide-module') fromBlocksOf(module);
  }
  return files;
}

export class StartupPreloadsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const preloads = startupScripts(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
        );
        data.headTags.push(...preloads); // after the entry's own <script>: that one is needed first
        return data;
      });
    });
  }
}
