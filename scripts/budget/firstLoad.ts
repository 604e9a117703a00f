/**
 * First-load JS of a page, cold cache (measured by `npm run budget`): the script bytes until the
 * network is idle, gzip (the budgets' unit) and as the browser got them (brotli where the server has
 * it), how many copies of React's core were fetched, and which islands woke without the visitor
 * doing anything (and so needed that script).
 */
import http from 'node:http';
import https from 'node:https';
import type { Browser, BrowserContextOptions } from '@playwright/test';

/** Lighthouse's mobile screen (a mid-range phone), so "in view at load" means what Lighthouse measured. */
const mobileScreen: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface FirstLoadResult {
  readonly url: string;
  readonly scripts: number;
  /** The same scripts' bodies gzip-encoded (asked for again with `Accept-Encoding: gzip`), headers not counted. */
  readonly gzipBytes: number;
  /** Response bodies as the browser got them (brotli where the server has it), headers not counted. */
  readonly wireBytes: number;
  readonly reactCopies: number;
  /** The script URLs that hold a copy of React's core. */
  readonly reactUrls: string[];
  /** Islands that were live (or waking) once the page was idle: `owner/Name (when)`. */
  readonly islandsAwake: string[];
}

/**
 * React's core (react.production.js) *defines* its internals as an export, e.g. minified
 * `t.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=j` (React 19; `__SECRET_INTERNALS_…`
 * before). react-dom only *reads* it (`…UPGRADE,` / `…UPGRADE;`), and webpack moves the
 * `react.production.js` license banner into a side file, so counting the assignments over every
 * script body counts the copies of React that were downloaded, whichever chunk or remote they came from.
 */
/** A file's body as a gzip-only client gets it (encoded bytes, not decoded): what the budgets count. */
function gzipBodyBytes(url: string): Promise<number> {
  const get = url.startsWith('https:') ? https.get : http.get;
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const reactCoreDefinition =
  /\b(__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED)\s*[=:](?!=)/g;

export async function measureFirstLoad(
  browser: Browser,
  url: string,
  screen: BrowserContextOptions = mobileScreen,
): Promise<FirstLoadResult> {
  const context = await browser.newContext(screen); // fresh: nothing comes from the cache
  try {
    const page = await context.newPage();
    const pending: Array<Promise<{ url: string; bytes: number; copies: number }>> = [];
    page.on('requestfinished', (request) => {
      const isScript = request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
      if (!isScript) return;
      pending.push(
        (async () => {
          const sizes = await request.sizes();
          // A redirect has no body to read; it holds no code either.
          const body = await (await request.response())?.text().catch(() => '');
          return { url: request.url(), bytes: sizes.responseBodySize, copies: body?.match(reactCoreDefinition)?.length ?? 0 };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500); // late chunks that start right after the network went idle
    const islandsAwake = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('site-island[data-island-state]')]
        .filter((island) => island.dataset.islandState !== 'waiting')
        .map((island) => `${island.dataset.island ?? '?'} (${island.dataset.hydrate ?? '?'})`),
    );
    const scripts = await Promise.all(pending);
    const withReact = scripts.filter((script) => script.copies > 0);
    const gzipSizes = await Promise.all(scripts.map((script) => gzipBodyBytes(script.url)));
    return {
      url,
      scripts: scripts.length,
      gzipBytes: gzipSizes.reduce((total, bytes) => total + bytes, 0),
      wireBytes: scripts.reduce((total, script) => total + script.bytes, 0),
      reactCopies: withReact.reduce((total, script) => total + script.copies, 0),
      reactUrls: withReact.map((script) => script.url),
      islandsAwake,
    };
  } finally {
    await context.close();
  }
}
