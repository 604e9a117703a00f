/**
 * Counting copies of the Module Federation runtime on a page: the script bytes a page fetched
 * (gzip, on the wire), how many of those scripts carry a copy of the runtime's core, and how many
 * copies the browser actually ran.
 */
import type { Page } from '@playwright/test';

/**
 * The runtime's core (@module-federation/runtime-core, `global.ts`) creates the page's federation
 * registry once per copy as an object literal `{__GLOBAL_PLUGIN__:[],__INSTANCES__:[],…}`: counting
 * that literal over the script bodies counts the copies fetched, whichever chunk or entry held them.
 */
const runtimeCoreDefinition = /__GLOBAL_PLUGIN__\s*:\s*\[\s*\]/g;

/**
 * Every copy of the core, when it runs, first asks `Object.hasOwnProperty.call(globalThis,
 * "__GLOBAL_LOADING_REMOTE_ENTRY__")` (once, at evaluation). An init script counts those calls.
 */
export async function countRuntimeEvaluations(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counter = window as unknown as { __e2eFederationRuntimes: number };
    counter.__e2eFederationRuntimes = 0;
    const own = Object.prototype.hasOwnProperty; // eslint-disable-line @typescript-eslint/unbound-method -- called with its target below
    Object.prototype.hasOwnProperty = function hasOwnProperty(this: object, key: PropertyKey): boolean {
      if (key === '__GLOBAL_LOADING_REMOTE_ENTRY__' && this === globalThis) counter.__e2eFederationRuntimes += 1;
      return own.call(this, key);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __e2eFederationRuntimes: number }).__e2eFederationRuntimes);
}

export interface ScriptTally {
  /** Each script fetched: its URL, its gzip bytes, and whether it holds single-spa (only a page rendered in the browser needs it). */
  readonly scripts: ReadonlyArray<{ readonly url: string; readonly bytes: number; readonly singleSpa: boolean }>;
  /** Script response bodies as transferred (gzip), headers not counted. */
  readonly gzipBytes: number;
  /** The URLs of the scripts that hold a copy of the runtime's core. */
  readonly runtimeUrls: string[];
  readonly runtimeCopies: number;
}

/** Starts tallying the scripts `page` fetches; call the result once the page is idle. */
export function tallyScripts(page: Page): () => Promise<ScriptTally> {
  const pending: Array<Promise<{ url: string; bytes: number; copies: number; singleSpa: boolean }>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script' && !new URL(request.url()).pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const body = await (await request.response())?.text().catch(() => '');
        return {
          url: request.url(),
          bytes: sizes.responseBodySize,
          copies: body?.match(runtimeCoreDefinition)?.length ?? 0,
          singleSpa: body?.includes('single-spa minified message') ?? false,
        };
      })(),
    );
  });
  return async () => {
    const scripts = await Promise.all(pending);
    const withRuntime = scripts.filter((script) => script.copies > 0);
    return {
      scripts: scripts.map(({ url, bytes, singleSpa }) => ({ url, bytes, singleSpa })),
      gzipBytes: scripts.reduce((total, script) => total + script.bytes, 0),
      runtimeUrls: withRuntime.map((script) => script.url),
      runtimeCopies: withRuntime.reduce((total, script) => total + script.copies, 0),
    };
  };
}
