/** Emits the shell's CSS files as one more file, the stylesheet every page links (see stylesheets.ts). */
import { Compilation, type Compiler } from 'webpack';
import { combineStylesheets } from './stylesheets';

const PLUGIN = 'ShellStylesheetPlugin';

export class ShellStylesheetPlugin {
  constructor(private readonly hashed: boolean) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After minifying and after the source map comments are added (they are taken out again).
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, (assets) => {
        const files = Object.keys(assets)
          .filter((file) => file.endsWith('.css'))
          .map((file) => ({ file, css: String(compilation.getAsset(file)?.source.source() ?? '') }));
        if (files.length === 0) return;
        const combined = combineStylesheets(files, this.hashed);
        compilation.emitAsset(combined.file, new compiler.webpack.sources.RawSource(combined.css));
      });
    });
  }
}
