/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackToPreviousRelease } from './fallbackToPreviousRelease';
import { retryWithBackoff } from './retryWithBackoff';

type HookArgs<K extends 'fetch' | 'loadEntryError' | 'errorLoadRemote'> = Parameters<NonNullable<ModuleFederationRuntimePlugin[K]>>;

/** A real HTTP server on loopback that answers from a list of statuses, then 200 with `body`. */
let server: Server;
let base: string;
let statuses: number[] = [];
let requests = 0;
const manifestBody = { metaData: { name: 'mfe_pricing', publicPath: 'auto' }, exposes: [], shared: [] };

beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    const status = statuses.shift() ?? 200;
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(status === 200 ? manifestBody : { error: status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  statuses = [];
  requests = 0;
});

describe('retryWithBackoff', () => {
  const waits: number[] = [];
  const plugin = retryWithBackoff({
    attempts: 3,
    firstDelayMs: 250,
    wait: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  beforeEach(() => void waits.splice(0));

  it('fetches a manifest again after a 5xx, waiting twice as long each time', async () => {
    statuses = [503, 502];
    const response = (await plugin.fetch!(...([`${base}/mf-manifest.json`, {}] as HookArgs<'fetch'>))) as Response;
    expect(response.status).toBe(200);
    expect(requests).toBe(3);
    expect(waits).toEqual([250, 500]);
  });

  it('takes a 404 as the answer, and gives up after the last attempt', async () => {
    statuses = [404];
    expect(((await plugin.fetch!(`${base}/x`, {})) as Response).status).toBe(404);
    expect(requests).toBe(1);
    statuses = [503, 503, 503];
    await expect(plugin.fetch!(`${base}/x`, {})).rejects.toThrow('answered 503');
    expect(requests).toBe(4);
  });

  it('loads a failed entry again, without waiting on the failed load', async () => {
    const globalLoading: Record<string, Promise<unknown> | undefined> = { key: Promise.reject(new Error('failed')).catch(() => undefined) };
    const exports = { get: () => undefined, init: () => undefined };
    let calls = 0;
    const getRemoteEntry = () => {
      calls += 1;
      expect(globalLoading.key).toBeUndefined();
      return calls === 1 ? Promise.reject(new Error('ScriptNetworkError')) : Promise.resolve(exports);
    };
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_pricing' },
      globalLoading,
      uniqueKey: 'key',
    } as unknown as HookArgs<'loadEntryError'>[0];
    await expect(plugin.loadEntryError!(args)).resolves.toBe(exports);
    expect(calls).toBe(2);
    expect(waits).toEqual([250, 500]);
  });
});

describe('fallbackToPreviousRelease', () => {
  const errorArgs = (lifecycle: string, origin: object = {}) =>
    ({
      id: 'mfe_pricing/Pages',
      error: new Error('x'),
      from: 'runtime',
      lifecycle,
      remote: { name: 'mfe_pricing' },
      origin,
    }) as unknown as HookArgs<'errorLoadRemote'>[0];

  it("hands over the previous release's manifest, its files based at that release", async () => {
    const plugin = fallbackToPreviousRelease(() => `${base}/releases/aaaa/mf-manifest.json`);
    const manifest = (await plugin.errorLoadRemote!(errorArgs('afterResolve'))) as typeof manifestBody;
    expect(manifest.metaData).toEqual({ name: 'mfe_pricing', publicPath: `${base}/releases/aaaa/` });
    // Once on the fallback, a failure there is final (no loop between the two releases).
    expect(await plugin.errorLoadRemote!(errorArgs('afterResolve'))).toBeUndefined();
  });

  it('loads the module from the previous release when the live one fails', async () => {
    const calls: unknown[] = [];
    const origin = {
      registerRemotes: (remotes: unknown, options: unknown) => calls.push(['registerRemotes', remotes, options]),
      loadRemote: (id: string) => {
        calls.push(['loadRemote', id]);
        return Promise.resolve({ default: 'pages' });
      },
    };
    const plugin = fallbackToPreviousRelease((name) => (name === 'mfe_pricing' ? `${base}/releases/aaaa/mf-manifest.json` : undefined));
    await expect(plugin.errorLoadRemote!(errorArgs('onLoad', origin))).resolves.toEqual({ default: 'pages' });
    expect(calls).toEqual([
      ['registerRemotes', [{ name: 'mfe_pricing', entry: `${base}/releases/aaaa/mf-manifest.json` }], { force: true }],
      ['loadRemote', 'mfe_pricing/Pages'],
    ]);
  });

  it('lets the error stand when there is no previous release, or it does not answer either', async () => {
    expect(await fallbackToPreviousRelease(() => undefined).errorLoadRemote!(errorArgs('onLoad'))).toBeUndefined();
    statuses = [503];
    const plugin = fallbackToPreviousRelease(() => `${base}/releases/aaaa/mf-manifest.json`);
    expect(await plugin.errorLoadRemote!(errorArgs('afterResolve'))).toBeUndefined();
    // The remote came back: the fallback is still there for a later failure.
    expect(await plugin.errorLoadRemote!(errorArgs('afterResolve'))).toMatchObject({ exposes: [] });
  });
});
