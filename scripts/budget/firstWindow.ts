/**
 * Issue 58: does a page's first screen arrive in TCP's first window? For each route and screen, the
 * largest contentful paint's element is found in a real Chromium (the phone's screen and a laptop's),
 * then located in the page's HTML as the server sends it, brotli-compressed: the figure is how many
 * compressed bytes a browser must have received before that element has ended. Found by decompressing
 * the response's own bytes prefix by prefix (a binary search), not by compressing again: it is what the
 * network carried. A page that holds its first paint for a later element (`<link rel="expect"
 * blocking="render">`) paints no sooner than that element: the figure is then the later of the two.
 * Budget: ≤ 14,600 bytes (about ten segments, the first congestion window).
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { coldContext, type Screen } from './phoneEmulation';

/** TCP's first congestion window (10 segments of 1460 bytes): what arrives before the first ack. */
export const FIRST_WINDOW_BYTES = 14_600;

export interface FirstWindowResult {
  readonly route: string;
  readonly screen: Screen;
  /** The LCP element, as `tag.class` with the start of its text or its image. */
  readonly lcpElement: string | null;
  /** Compressed bytes up to the end of the LCP element; null when it could not be located in the HTML. */
  readonly lcpEndsAtByte: number | null;
  /**
   * Compressed bytes before which the page may not paint at all: the element a `<link rel="expect"
   * blocking="render">` waits for, where the page has one (null where it has none).
   */
  readonly paintHeldUntilByte: number | null;
  /** The whole compressed response. */
  readonly compressedBytes: number;
  readonly encoding: string;
}

interface LcpNeedle {
  readonly tag: string;
  readonly label: string;
  /** Text of the element as written in the source (its first text), or its image's `src` attribute. */
  readonly needle: string;
  readonly isImage: boolean;
}

/** The page's HTML as the server sends it to a browser that accepts brotli: its raw bytes. */
function fetchCompressed(url: string): Promise<{ bytes: Buffer; encoding: string }> {
  const get = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = get(url, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? 'identity' }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a prefix of the compressed response decodes to (as far as it goes). */
function decodedPrefix(bytes: Buffer, length: number, encoding: string): Buffer {
  const prefix = bytes.subarray(0, length);
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(prefix, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    if (encoding === 'gzip') return zlib.gunzipSync(prefix, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch {
    return Buffer.alloc(0);
  }
  return prefix;
}

/** The fewest compressed bytes whose decoding reaches `decodedOffset` bytes of HTML. */
function compressedOffsetOf(bytes: Buffer, encoding: string, decodedOffset: number): number {
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decodedPrefix(bytes, middle, encoding).length >= decodedOffset) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The LCP element of the page as a browser with this screen paints it. */
async function lcpNeedle(browser: Browser, url: string, screen: Screen): Promise<LcpNeedle | null> {
  const context = await coldContext(browser, screen);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(
      () =>
        new Promise<LcpNeedle | null>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
            const element = entries.at(-1)?.element;
            if (!element) {
              resolve(null);
              return;
            }
            const tag = element.tagName.toLowerCase();
            const label = `${tag}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
            const source = element.getAttribute('src') ?? element.querySelector('img')?.getAttribute('src');
            if (source) {
              resolve({ tag, label: `${label} ${source}`, needle: source, isImage: true });
              return;
            }
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            let text = '';
            while (walker.nextNode() && text.trim().length < 12) text += walker.currentNode.textContent ?? '';
            const needle = text.trim().slice(0, 40);
            resolve({ tag, label: `${label} "${needle}"`, needle, isImage: false });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

const escapedText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where in the HTML (UTF-8 bytes) the element a render-blocking `<link rel="expect">` waits for has been parsed. */
function renderBlockEnd(html: string): number | null {
  const expect = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(html);
  if (!expect) return null;
  const at = html.indexOf(`id="${expect[1] ?? ''}"`);
  if (at < 0) return null;
  return Buffer.byteLength(html.slice(0, html.indexOf('>', at) + 1));
}

/** Where in the HTML (UTF-8 bytes) the LCP element ends: the end of its tag for an image, its closing tag else. */
function elementEnd(html: string, { tag, needle, isImage }: LcpNeedle): number | null {
  const candidates = [needle, escapedText(needle), needle.replace(/&/g, '&amp;')];
  const at = candidates.map((candidate) => html.indexOf(candidate)).find((index) => index >= 0);
  if (at === undefined || needle === '') return null;
  const end = isImage ? html.indexOf('>', at) + 1 : html.indexOf(`</${tag}>`, at) + `</${tag}>`.length;
  return end > at ? Buffer.byteLength(html.slice(0, end)) : null;
}

export async function measureFirstWindow(
  browser: Browser,
  site: string,
  routes: readonly string[],
  screens: readonly Screen[] = ['phone', 'laptop'],
): Promise<FirstWindowResult[]> {
  const results: FirstWindowResult[] = [];
  for (const route of routes) {
    const url = new URL(route, site).href;
    const { bytes, encoding } = await fetchCompressed(url);
    const html = decodedPrefix(bytes, bytes.length, encoding).toString('utf8');
    const blockEnd = renderBlockEnd(html);
    const paintHeldUntilByte = blockEnd === null ? null : compressedOffsetOf(bytes, encoding, blockEnd);
    for (const screen of screens) {
      const lcp = await lcpNeedle(browser, url, screen);
      const decodedEnd = lcp ? elementEnd(html, lcp) : null;
      results.push({
        route,
        screen,
        lcpElement: lcp?.label ?? null,
        lcpEndsAtByte: decodedEnd === null ? null : compressedOffsetOf(bytes, encoding, decodedEnd),
        paintHeldUntilByte,
        compressedBytes: bytes.length,
        encoding,
      });
    }
  }
  return results;
}

/** The first screen is there only once its LCP element has come and nothing holds the paint longer. */
export function firstScreenByte(result: FirstWindowResult): number | null {
  return result.lcpEndsAtByte === null ? null : Math.max(result.lcpEndsAtByte, result.paintHeldUntilByte ?? 0);
}

/** The results as a table, each figure over the budget marked ✗; `ok` when every LCP element ends in the first window. */
export function firstWindowTable(results: readonly FirstWindowResult[]): { text: string; ok: boolean } {
  const rows = [['route', 'screen', 'LCP ends at B', 'paint held to B', 'page B', 'LCP element']];
  let ok = true;
  for (const result of results) {
    const firstScreenAt = firstScreenByte(result);
    const within = firstScreenAt !== null && firstScreenAt <= FIRST_WINDOW_BYTES;
    ok &&= within;
    rows.push([
      result.route,
      result.screen,
      `${result.lcpEndsAtByte ?? '–'}`,
      `${result.paintHeldUntilByte ?? 'none'}${within ? '' : ' ✗'}`,
      `${result.compressedBytes} ${result.encoding}`,
      result.lcpElement ?? '(none found)',
    ]);
  }
  const columns = rows[0]?.length ?? 0;
  const widths = Array.from({ length: columns }, (_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  // Route, screen and element read from the left; the figures line up on the right.
  const text = rows
    .map((row) =>
      row
        .map((cell, column) => (column < 2 || column === 5 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    )
    .join('\n');
  return { text, ok };
}
