/**
 * Issue 58's yardstick: how fast a page can paint at all on the phone profile. A bare page of about
 * 1 KB, the home hero's heading and paragraph as the site serves them today, a few lines of inline
 * CSS, no script, served as the shell serves its pages (Node, brotli, revalidated). budget:compare
 * alternates it with each page, run by run, and prints each page's FCP and LCP as ratios of its.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface BarePage {
  readonly url: string;
  /** The page's size: raw and as sent. */
  readonly bytes: { readonly raw: number; readonly brotli: number };
  readonly close: () => Promise<void>;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The home page's hero heading and the paragraph after it, as text (escaped again below). */
async function homeHero(site: string): Promise<{ heading: string; paragraph: string }> {
  const html = await (await fetch(new URL('/', site), { headers: { Accept: 'text/html' } })).text();
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  const paragraph = heading ? /<p[^>]*>([\s\S]*?)<\/p>/.exec(html.slice(heading.index)) : null;
  if (!heading || !paragraph) throw new Error(`${site}/ has no hero heading and paragraph to make the bare page of`);
  return { heading: textOf(heading[1] ?? ''), paragraph: textOf(paragraph[1] ?? '') };
}

const escapeHtml = (text: string) =>
  text
    .replace(/&(?!\w+;|#\d+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

export async function startBarePage(site: string): Promise<BarePage> {
  const { heading, paragraph } = await homeHero(site);
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Bare page</title><style>' +
    'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2a28;background:#fff}' +
    'main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}' +
    'h1{font-size:2.25rem;line-height:1.15;margin:0 0 1rem}p{font-size:1.125rem;margin:0}' +
    `</style></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(paragraph)}</p></main></body></html>`;
  const brotli = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
  const server: Server = createServer((req, res) => {
    const wantsBrotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (wantsBrotli) res.setHeader('Content-Encoding', 'br');
    res.end(wantsBrotli ? brotli : html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    bytes: { raw: Buffer.byteLength(html), brotli: brotli.length },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
