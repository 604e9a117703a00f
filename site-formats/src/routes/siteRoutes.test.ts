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

  describe('documents', () => {
    const feed = { path: '/blog/feed.xml', file: 'documents/blog~feed.xml', contentType: 'application/rss+xml; charset=utf-8' };

    it('takes a document on its own address, found by any spelling, and keeps it out of the pages', () => {
      const result = buildRouteTable([
        { owner: 'shell', routes: [page('/search', { indexable: false })] },
        { owner: 'resources', routes: [page('/blogs')], documents: [feed] },
      ]);
      expect(result.conflicts).toEqual([]);
      expect(result.table.documents).toEqual([{ ...feed, owner: 'resources' }]);
      expect(result.table.documentAt('/Blog/Feed.XML/')).toEqual({ owner: 'resources', ...feed });
      expect(result.table.documentAt('/blog/feed')).toBeUndefined();
      expect(result.table.documentAt('/blogs')).toBeUndefined();
      // Not a page: not matched as one, nor in the list every page carries to the browser.
      expect(result.table.match('/blog/feed.xml')).toBeUndefined();
      expect(result.table.redirectFor('/BLOG/feed.xml')).toBeNull();
      expect(result.table.routes.map((route) => route.path)).toEqual(['/search', '/blogs']);
    });

    it('refuses a document on an address another deployable’s page answers, and a page on another’s document', () => {
      const documentAfterPage = buildRouteTable([
        { owner: 'marketing', routes: [page('/blog/feed.xml'), page('/rss', { aliases: ['/news.xml'] })] },
        { owner: 'resources', routes: [page('/blogs')], documents: [feed, { ...feed, path: '/NEWS.xml', file: 'documents/news.xml' }] },
      ]);
      expect(documentAfterPage.conflicts.map((conflict) => conflict.message)).toEqual([
        "mfe_resources: document /blog/feed.xml claims /blog/feed.xml, already answered by mfe_marketing's page /blog/feed.xml",
        "mfe_resources: document /NEWS.xml claims /news.xml, already answered by mfe_marketing's page /rss",
      ]);
      expect(documentAfterPage.table.documents).toEqual([]);
      expect(documentAfterPage.table.match('/blog/feed.xml')?.owner).toBe('marketing');

      const pageAfterDocument = buildRouteTable([
        { owner: 'resources', routes: [], documents: [feed] },
        { owner: 'marketing', routes: [page('/Blog/Feed.xml/'), page('/about')] },
      ]);
      expect(pageAfterDocument.conflicts).toEqual([
        expect.objectContaining({
          owner: 'marketing',
          holder: { owner: 'resources', ...feed },
          message: "mfe_marketing: /Blog/Feed.xml/ claims /blog/feed.xml, already answered by mfe_resources's document /blog/feed.xml",
        }),
      ]);
      expect(pageAfterDocument.table.documentAt('/blog/feed.xml')?.owner).toBe('resources');
      expect(pageAfterDocument.table.match('/blog/feed.xml')).toBeUndefined();
      expect(pageAfterDocument.table.match('/about')?.owner).toBe('marketing');
    });

    it('refuses two documents on one address, and a document on a page of its own deployable (the page stays)', () => {
      const twoOwners = buildRouteTable([
        { owner: 'resources', routes: [], documents: [feed] },
        { owner: 'marketing', routes: [], documents: [{ ...feed, path: '/blog/FEED.xml', file: 'documents/feed.xml' }] },
      ]);
      expect(twoOwners.conflicts.map((conflict) => conflict.message)).toEqual([
        "mfe_marketing: document /blog/FEED.xml claims /blog/feed.xml, already answered by mfe_resources's document /blog/feed.xml",
      ]);
      expect(twoOwners.table.documentAt('/blog/feed.xml')?.owner).toBe('resources');

      const oneOwner = buildRouteTable([
        {
          owner: 'resources',
          routes: [page('/blog/feed.xml')],
          documents: [
            feed,
            { ...feed, path: '/rss.xml', file: 'documents/rss.xml' },
            { ...feed, path: '/RSS.xml/', file: 'documents/RSS.xml' },
          ],
        },
      ]);
      expect(oneOwner.conflicts.map((conflict) => conflict.message)).toEqual([
        'mfe_resources: document /blog/feed.xml claims /blog/feed.xml, already answered by its own page /blog/feed.xml',
        'mfe_resources: document /RSS.xml/ claims /rss.xml, already answered by its own document /rss.xml',
      ]);
      expect(oneOwner.table.documents.map((document) => document.path)).toEqual(['/rss.xml']);
      expect(oneOwner.table.match('/blog/feed.xml')?.owner).toBe('resources');
    });
  });
});
