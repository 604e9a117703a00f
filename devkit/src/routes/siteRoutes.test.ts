import { pageRoute as page } from '../test/pageRoute';
import { buildRouteTable } from './siteRoutes';

describe('buildRouteTable', () => {
  const { table, conflicts } = buildRouteTable([
    { owner: 'shell', routes: [page('/coming-soon', { indexable: false }), page('/search', { title: 'Search', indexable: false })] },
    {
      owner: 'resources',
      routes: [
        page('/blogs', { title: 'Blog' }),
        page('/blog/protecting-participant-data', { aliases: ['/blogPost'], parent: '/blogs' }),
        page('/case-studies/riverbend-sil', { title: 'Riverbend SIL', aliases: ['/article?item=riverbend-sil'] }),
        page('/article', { indexable: false }),
      ],
    },
    { owner: 'forms', routes: [page('/requestDemo', { title: 'Book a Demo' })] },
  ]);

  it('merges every deployable’s routes, each with its owner', () => {
    expect(conflicts).toEqual([]);
    expect(table.routes.map((route) => `${route.owner} ${route.path}`)).toEqual([
      'shell /coming-soon',
      'shell /search',
      'resources /blogs',
      'resources /blog/protecting-participant-data',
      'resources /case-studies/riverbend-sil',
      'resources /article',
      'forms /requestDemo',
    ]);
  });

  it('matches any spelling of a path and redirects it to the canonical one, keeping the query', () => {
    expect(table.match('/REQUESTDEMO/')?.path).toBe('/requestDemo');
    expect(table.redirectFor('/requestdemo', '?from=menu')).toBe('/requestDemo?from=menu');
    expect(table.redirectFor('/requestDemo')).toBeNull();
    expect(table.match('/no-such-page')).toBeUndefined();
    expect(table.redirectFor('/no-such-page')).toBeNull();
    expect(table.match('/blogs/extra')).toBeUndefined();
  });

  it('sends an old address (alias) to the page’s new one; an alias with a query needs its parameters', () => {
    expect(table.match('/blogPost')).toBeUndefined();
    expect(table.redirectFor('/blogpost')).toBe('/blog/protecting-participant-data');
    expect(table.redirectFor('/article', '?item=riverbend-sil&utm_source=mail')).toBe('/case-studies/riverbend-sil?utm_source=mail');
    // Not an alias: the item is unknown, so /article itself answers (its page says so).
    expect(table.redirectFor('/article', '?item=no-such-item')).toBeNull();
    expect(table.match('/article')?.owner).toBe('resources');
  });

  it('finds a page by its title, as a link label would name it', () => {
    expect(table.findByTitle('  riverbend   SIL ')?.path).toBe('/case-studies/riverbend-sil');
    expect(table.findByTitle('Quantum rostering')).toBeUndefined();
  });

  it('refuses a second claim of an address, the first one keeping it', () => {
    const result = buildRouteTable([
      { owner: 'shell', routes: [page('/search', { indexable: false })] },
      { owner: 'resources', routes: [page('/blogs'), page('/blog/a', { aliases: ['/article?item=a'] })] },
      { owner: 'marketing', routes: [page('/Search'), page('/features/new'), page('/blog/b', { aliases: ['/ARTICLE?item=a'] })] },
    ]);
    expect(result.conflicts.map((conflict) => conflict.message)).toEqual([
      "mfe_marketing: /Search claims /search, already answered by the shell's page /search",
      "mfe_marketing: /blog/b claims /article?item=a, already answered by mfe_resources's page /blog/a",
    ]);
    expect(result.table.match('/search')?.owner).toBe('shell');
    expect(result.table.match('/features/new')?.owner).toBe('marketing');
    expect(result.table.match('/blog/b')).toBeUndefined();
  });

  it('reports two pages of one deployable on one address', () => {
    const { conflicts: own } = buildRouteTable([{ owner: 'resources', routes: [page('/faq'), page('/help', { aliases: ['/FAQ/'] })] }]);
    expect(own.map((conflict) => conflict.message)).toEqual(['mfe_resources: /help claims /faq, already answered by its own page /faq']);
  });
});
