/**
 * The shell's stylesheet: every page carries the frame (top bar, footer, the design system), so its
 * CSS is one cached file rather than inlined into each page: every page of a visit after the first is
 * a third smaller (22.6 → 15.3 KB on the phone profile), the first no slower (README, "Stylesheets").
 *
 * Built beside the shell's own CSS files (which stay: the islands runtime's CSS loader finds each by
 * its empty `<style data-href>` marker and loads none twice); the server links it (composePage.ts).
 */
import { createHash } from 'node:crypto';

/** A stylesheet's source map comment: without it, the same CSS built into two deployables is the same text. */
export const SOURCE_MAP_COMMENT = /\s*\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

const COMBINED_PREFIX = 'shell-styles';
const COMBINED_FILE = /^shell-styles(\.[0-9a-f]{10})?\.css$/;

export const isCombinedStylesheet = (file: string) => COMBINED_FILE.test(file);

export interface StylesheetFile {
  readonly file: string;
  readonly css: string;
}

/**
 * The shell's CSS files in the order the server lists them (by name), as one file and its name. Two
 * chunks can hold the same CSS (a module shared by both): it is in once, as the server would send it.
 */
export function combineStylesheets(files: readonly StylesheetFile[], hashed: boolean): StylesheetFile {
  const texts = [...files]
    .filter(({ file }) => !isCombinedStylesheet(file))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map(({ css: text }) => text.replace(SOURCE_MAP_COMMENT, ''));
  const css = [...new Set(texts)].join('\n');
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { file: hashed ? `${COMBINED_PREFIX}.${hash}.css` : `${COMBINED_PREFIX}.css`, css };
}
