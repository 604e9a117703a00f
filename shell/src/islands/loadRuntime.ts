/**
 * The shell's islands runtime (`runtime.tsx`: React, the federation runtime, the remotes' entries),
 * fetched when the page's first island wakes. The page names its files on the loader's script.
 */
import { RUNTIME_READY_EVENT, type IslandsRuntime } from './protocol';

declare global {
  interface Window {
    siteIslands?: IslandsRuntime;
  }
}

// A module script has no document.currentScript: the page's loader is the script naming the runtime.
const loaderScript = typeof document === 'undefined' ? null : document.querySelector<HTMLScriptElement>('script[data-runtime]');

let runtime: Promise<IslandsRuntime> | null = null;

/** The shell's runtime's files, as the page names them: its entry, then the chunks it asks for at once. */
const runtimeFiles = (): string[] => (loaderScript?.dataset.runtime ?? '').split(/\s+/).filter(Boolean);

const preloaded = new Set<string>();

/** Fetches `hrefs` (scripts) without running them; each once. */
function preloadScripts(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'script';
    preload.href = href;
    document.head.append(preload);
  }
}

/** The shell's runtime: its entry, with the chunks it asks for at once fetched beside it (no waterfall). */
export function loadRuntime(): Promise<IslandsRuntime> {
  runtime ??= new Promise<IslandsRuntime>((resolve, reject) => {
    if (window.siteIslands) {
      resolve(window.siteIslands);
      return;
    }
    const [entry, ...startupChunks] = runtimeFiles();
    if (!entry) {
      reject(new Error('no data-runtime')); // a page the server composed always names it
      return;
    }
    window.addEventListener(RUNTIME_READY_EVENT, () => resolve(window.siteIslands as IslandsRuntime), { once: true });
    preloadScripts(startupChunks);
    const script = document.createElement('script');
    script.src = entry;
    script.async = true;
    script.onerror = () => {
      runtime = null; // a later interaction tries again
      reject(new Error(`${entry} could not be loaded`));
    };
    document.head.append(script);
  });
  return runtime;
}
