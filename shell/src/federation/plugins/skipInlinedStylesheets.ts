/**
 * MF runtime plugin: when an island's module loads, the runtime also fetches its stylesheets (its
 * manifest lists them). The shell's server has already put those in the page, inline, named by
 * `<style data-href>` (as mini-css-extract's own loader expects): fetching them again costs bytes
 * and, applied after the inline styles, could reorder the cascade. They are left out of that preload.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

function inlinedInPage(url: string): boolean {
  if (typeof document === 'undefined') return false;
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    if (style.dataset.href === url) return true;
  }
  return false;
}

export function skipInlinedStylesheets(): ModuleFederationRuntimePlugin {
  return {
    name: 'skip-inlined-stylesheets',
    beforePreloadRemote(args) {
      for (const operation of args.preloadOps) {
        const { filter } = operation;
        operation.filter = (url: string) => !inlinedInPage(url) && (filter ? filter(url) : true);
      }
    },
  };
}
