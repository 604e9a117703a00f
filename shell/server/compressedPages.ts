/**
 * Composed pages are the same bytes for every visitor until a deploy changes them, so each is
 * compressed once (Brotli and gzip, off the event loop) and the result reused: under load the
 * shell's CPU goes to composing, not to compressing the same 90 KB again.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';
const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzip(body, { level: 9 }),
};

export function createCompressedPages(maxEntries = 300) {
  // By content hash and encoding; the promise is shared, so a burst of requests compresses once.
  const cache = new LRUCache<string, Promise<Buffer>>({ max: maxEntries });
  const compressed = (html: Buffer, key: string, encoding: Encoding) => {
    const cacheKey = `${encoding}:${key}`;
    let entry = cache.get(cacheKey);
    if (!entry) {
      entry = encoders[encoding](html);
      entry.catch(() => cache.delete(cacheKey));
      cache.set(cacheKey, entry);
    }
    return entry;
  };

  /** Sends `html` in the best encoding the client accepts (the compression middleware leaves it be). */
  return async function sendHtml(req: Request, res: Response, status: number, html: string): Promise<void> {
    res.status(status).type('html');
    res.vary('Accept-Encoding');
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const body = Buffer.from(html);
    if (encoding !== 'br' && encoding !== 'gzip') {
      res.send(body);
      return;
    }
    const key = createHash('sha1').update(body).digest('base64url');
    const encoded = await compressed(body, key, encoding);
    res.setHeader('Content-Encoding', encoding);
    res.send(encoded);
  };
}
