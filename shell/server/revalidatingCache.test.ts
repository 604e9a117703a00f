/**
 * @jest-environment node
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createRevalidatingCache } from './revalidatingCache';

/** A real HTTP server whose file can change, counting full and conditional answers. */
async function startOrigin() {
  const state = { body: 'version 1', etag: '"v1"', full: 0, notModified: 0, delayMs: 0 };
  const app = express();
  app.get('/{*path}', (req, res) => {
    setTimeout(() => {
      if (req.headers['if-none-match'] === state.etag) {
        state.notModified += 1;
        res.status(304).end();
        return;
      }
      state.full += 1;
      res.setHeader('ETag', state.etag);
      res.type('text/plain').send(state.body);
    }, state.delayMs);
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  const url = (file: string) => `http://127.0.0.1:${port}/${file}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { state, url, stop };
}

describe('revalidating cache', () => {
  it('revalidates with the ETag: an unchanged file costs a 304, a changed one is fetched anew', async () => {
    const origin = await startOrigin();
    const cache = createRevalidatingCache({ freshForMs: 0 });
    expect((await cache.get(origin.url('page.json')))?.body).toBe('version 1');
    expect((await cache.get(origin.url('page.json')))?.body).toBe('version 1');
    expect(origin.state).toMatchObject({ full: 1, notModified: 1 });
    Object.assign(origin.state, { body: 'version 2', etag: '"v2"' });
    expect((await cache.get(origin.url('page.json')))?.body).toBe('version 2');
    await origin.stop();
  });

  it('serves the last good copy, marked unconfirmed, when the origin is down or too slow, and nothing when it never had one', async () => {
    const origin = await startOrigin();
    const cache = createRevalidatingCache({ freshForMs: 0, timeoutMs: 100 });
    expect(await cache.get(origin.url('page.json'))).toMatchObject({ body: 'version 1', confirmed: true });
    origin.state.delayMs = 500;
    expect(await cache.get(origin.url('page.json'))).toMatchObject({ body: 'version 1', confirmed: false });
    expect(await cache.get(origin.url('other.json'))).toBeNull();
    await origin.stop();
    expect(await cache.get(origin.url('page.json'))).toMatchObject({ body: 'version 1', confirmed: false });
  });

  it('shares one request among callers within the fresh window, and never refetches content-hashed files', async () => {
    const origin = await startOrigin();
    const cache = createRevalidatingCache({ freshForMs: 60_000 });
    await Promise.all([cache.get(origin.url('page.json')), cache.get(origin.url('page.json')), cache.get(origin.url('page.json'))]);
    await cache.get(origin.url('page.json'));
    expect(origin.state.full + origin.state.notModified).toBe(1);
    const immutable = createRevalidatingCache({ freshForMs: 0 });
    await immutable.get(origin.url('670.0123456789.css'));
    await immutable.get(origin.url('670.0123456789.css'));
    expect(origin.state.full + origin.state.notModified).toBe(2);
    await origin.stop();
  });

  it('tells its observer each lookup’s outcome (hit, miss, stale) and each failed fetch', async () => {
    const origin = await startOrigin();
    const seen: string[] = [];
    const cache = createRevalidatingCache({
      freshForMs: 0,
      timeoutMs: 100,
      observer: { lookup: (_url, result) => seen.push(result), fetchFailed: () => seen.push('failed') },
    });
    await cache.get(origin.url('page.json')); // downloaded
    await cache.get(origin.url('page.json')); // a 304: the kept copy
    origin.state.delayMs = 500;
    await cache.get(origin.url('page.json')); // too slow: the last good copy
    await cache.get(origin.url('never.json')); // too slow, nothing kept
    expect(seen).toEqual(['miss', 'hit', 'failed', 'stale', 'failed', 'miss']);
    await origin.stop();
  });

  it('keeps a binary file (a share card) as bytes, revalidated like text, and a content-hashed one for good', async () => {
    const origin = await startOrigin();
    const cache = createRevalidatingCache({ freshForMs: 0 });
    expect((await cache.getBytes(origin.url('card.png')))?.bytes).toEqual(Buffer.from('version 1'));
    expect((await cache.getBytes(origin.url('card.png')))?.confirmed).toBe(true);
    expect(origin.state).toMatchObject({ full: 1, notModified: 1 });
    await cache.getBytes(origin.url('card.0123456789.png'));
    await cache.getBytes(origin.url('card.0123456789.png'));
    expect(origin.state.full + origin.state.notModified).toBe(3);
    await origin.stop();
  });
});
