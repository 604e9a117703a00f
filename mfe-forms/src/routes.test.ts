import { routes } from './routes';

describe('routes', () => {
  it('publishes the request pages and the free-trial page for search, and the success pages out of it', () => {
    expect(routes.map(({ path, indexable, kind }) => ({ path, indexable, kind }))).toEqual([
      { path: '/requestDemo', indexable: true, kind: 'company' },
      { path: '/salesPage', indexable: true, kind: 'company' },
      { path: '/free-trial', indexable: true, kind: 'company' },
      { path: '/thank-you/request', indexable: false, kind: 'company' },
      { path: '/thank-you/free-trial', indexable: false, kind: 'company' },
      { path: '/thank-you/newsletter', indexable: false, kind: 'company' },
    ]);
  });

  it('gives each page a title of its own (a link label finds a page by its title)', () => {
    const titles = routes.map((route) => route.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });
});
