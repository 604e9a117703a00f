/**
 * @jest-environment jsdom
 */
import type { SiteRoute } from '@site/site-formats/routes';
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
