/**
 * The stylesheet below a page's first screen: every rule of the page's parts, in their order, served
 * by the shell from its own origin at an address named by its content (cached for good by browsers
 * and the edge, and shared by every page with the same stylesheets: the next page brings its HTML
 * only). Made from the shell's own cache of each part's files, so no remote origin, slow or down,
 * holds the rest of the page, and no connection to one is opened for it. The page names it right
 * after its first screen: the first screen paints before it arrives, and what follows it waits for it
 * (Chromium's parser does; elsewhere the head's REST_HELD_CSS hides it until this sheet's last rule,
 * firstScreen.ts), so it never shows unstyled.
 */
import { LRUCache } from 'lru-cache';
import { CONTENT_HASH_LENGTH, contentHashOf } from '@site/site-formats/content-hash';

const STYLESHEET_PATH = new RegExp(`^/__styles/page\\.([0-9a-f]{${CONTENT_HASH_LENGTH}})\\.css$`);

export function createPageStyles(maxBytes = 32 * 1024 * 1024) {
  const byHash = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (css) => Math.max(css.length, 1) });
  return {
    /** The address of these rules, kept for the requests that follow. */
    addressOf(css: string): string {
      const hash = contentHashOf(css);
      byHash.set(hash, css);
      return `/__styles/page.${hash}.css`;
    },
    /** Whether a path is such an address. */
    isAddress: (pathname: string) => STYLESHEET_PATH.test(pathname),
    /** The rules at an address, if this shell made them since it started. */
    cssAt(pathname: string): string | undefined {
      const hash = STYLESHEET_PATH.exec(pathname)?.[1];
      return hash === undefined ? undefined : byHash.get(hash);
    },
  };
}

export type PageStyles = ReturnType<typeof createPageStyles>;
