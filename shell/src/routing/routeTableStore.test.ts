/**
 * @jest-environment jsdom
 */
import type { SiteRoute } from '@site/site-formats/routes';
import { LEAVING_WAIT_MS } from '@site/ui/behaviours';
import { leavePage, showPageAgain, startPageBeacon } from '../islands/testSupport/leavingPage';
import { currentRoutes, routeTableReady } from './routeTableStore';

const route = (path: string, title: string): SiteRoute => ({ path, title, owner: 'marketing', kind: 'product', indexable: true });

describe('routeTableReady', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fetches /routes.json once when the page carries no table, and labels then resolve to live pages', async () => {
    const requested: string[] = [];
    // jsdom has no Response: the part of one the store reads.
    globalThis.fetch = (input: RequestInfo | URL) => {
      requested.push(typeof input === 'string' ? input : 'not a path');
      return Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ routes: [route('/repository', 'Repository')] }),
      } as Response);
    };
    expect(currentRoutes().resolveLabel('Repository', { fallback: false })).toBeNull();
    await Promise.all([routeTableReady(), routeTableReady()]);
    expect(requested).toEqual(['/routes.json']);
    expect(currentRoutes().resolveLabel('Repository')).toEqual({ kind: 'route', to: '/repository' });
  });
});

describe('routeTableReady when /routes.json cannot be had', () => {
  const realFetch = globalThis.fetch;
  let logged: jest.SpyInstance;
  /** A store of its own (the table once had is kept for the page), with no table in the page. */
  let freshRouteTableReady: typeof routeTableReady;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.isolateModules(() => {
      ({ routeTableReady: freshRouteTableReady } = jest.requireActual<typeof import('./routeTableStore')>('./routeTableStore'));
    });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('because the visitor left (a link followed) is no error: not logged, not in the beacon; back on the page, it is asked for again', async () => {
    const beaconErrors = startPageBeacon();
    let asked = 0;
    globalThis.fetch = () => {
      asked += 1;
      // Firefox's words for a fetch the navigation cancelled.
      return Promise.reject(new TypeError('NetworkError when attempting to fetch resource.'));
    };
    await freshRouteTableReady();
    leavePage(); // the next page answered: the page goes
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).not.toHaveBeenCalled();
    expect(beaconErrors()).toEqual([]);
    showPageAgain();
    globalThis.fetch = () => {
      asked += 1;
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ routes: [] }) } as Response);
    };
    await freshRouteTableReady(); // the next island to start asks for it
    expect(asked).toBe(2);
    expect(logged).not.toHaveBeenCalled();
  });

  it('while the visitor stays is logged as an error', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    const failure = new TypeError('Load failed');
    globalThis.fetch = () => Promise.reject(failure);
    await freshRouteTableReady();
    expect(logged).not.toHaveBeenCalled(); // not yet: the page might be going
    await jest.advanceTimersByTimeAsync(LEAVING_WAIT_MS);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('[shell] the route table could not be had:', failure);
  });
});
