/**
 * @jest-environment node
 */
import { LabelLink, PageHead, useHydrated, useShellServices, type LabelResolver } from '@site/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { prerenderRemotePages, renderToMarkup } from './render';

const resolveLabel: LabelResolver = (label) => (label === 'Pricing' ? { kind: 'route', to: '/pricing' } : null);

const LazyArticle = lazy(() =>
  Promise.resolve({
    default: function Article() {
      return <p>Loaded lazily, rendered all the same</p>;
    },
  }),
);

function Widgets() {
  const { RemoteSlot } = useShellServices();
  const hydrated = useHydrated();
  return (
    <>
      <RemoteSlot remote="forms" module="./EnquiryForm" placeholder={<div data-testid="form-placeholder" />} />
      <p>{hydrated ? 'browser' : 'server'}</p>
    </>
  );
}

const feedLink = { type: 'application/rss+xml', title: 'Wattlecare blog', href: '/blog/feed.xml' };

function PageRoutes() {
  return (
    <Routes>
      <Route
        path="/blog"
        element={
          <main>
            <PageHead title="Blog" description="News" alternates={[feedLink]} />
            <h1>Blog</h1>
          </main>
        }
      />
      <Route
        path="/guide"
        element={
          <main>
            <PageHead title="Guide" description="How it works" />
            <h1>Guide</h1>
            <LabelLink label="Pricing">See prices</LabelLink>
            <Suspense fallback={<p>Loading…</p>}>
              <LazyArticle />
            </Suspense>
            <Widgets />
          </main>
        }
      />
    </Routes>
  );
}

describe('prerenderRemotePages', () => {
  it('renders each path with its hoisted head split off, lazy parts resolved, links from the label map', async () => {
    const [guide] = await prerenderRemotePages({
      remote: 'resources',
      PageRoutes,
      routes: [{ path: '/guide', title: 'Guide', kind: 'help', indexable: true }],
      resolveLabel,
      structuredData: (path) => [{ '@type': 'WebPage', path }],
    }).render();
    expect(guide?.path).toBe('/guide');
    expect(guide?.head).toEqual({ title: 'Guide | Wattlecare', description: 'How it works' });
    expect(guide?.html).toMatch(/^<main><h1>Guide<\/h1><a href="\/pricing"[^>]*>See prices<\/a>/);
    expect(guide?.html).toContain('<!--$--><p>Loaded lazily, rendered all the same</p><!--/$-->');
    expect(guide?.html).not.toContain('Loading…');
    expect(guide?.structuredData).toEqual([{ '@type': 'WebPage', path: '/guide' }]);
  });

  it('reads the alternate links PageHead renders (the blog’s feed) into the head, not the markup', async () => {
    const [blog] = await prerenderRemotePages({
      remote: 'resources',
      PageRoutes,
      routes: [{ path: '/blog', title: 'Blog', kind: 'blog', indexable: true }],
      resolveLabel,
    }).render();
    expect(blog?.head).toEqual({ title: 'Blog | Wattlecare', description: 'News', alternates: [feedLink] });
    expect(blog?.html).toBe('<main><h1>Blog</h1></main>');
  });

  it('hands the documents the remote makes on to the build', () => {
    const feed = { path: '/blog/feed.xml', contentType: 'application/rss+xml; charset=utf-8', body: '<rss/>' };
    const prerender = prerenderRemotePages({ remote: 'resources', PageRoutes, routes: [], resolveLabel, documents: () => [feed] });
    expect(prerender.documents?.()).toEqual([feed]);
    expect(prerenderRemotePages({ remote: 'resources', PageRoutes, routes: [], resolveLabel }).documents).toBeUndefined();
  });

  it("leaves other remotes' parcels as their placeholder and browser-only parts in their server state", async () => {
    const [guide] = await prerenderRemotePages({
      remote: 'resources',
      PageRoutes,
      routes: [{ path: '/guide', title: 'Guide', kind: 'help', indexable: true }],
      resolveLabel,
    }).render();
    expect(guide?.html).toContain('<div data-testid="form-placeholder"></div><p>server</p>');
  });
});

describe('renderToMarkup', () => {
  it('fails the build when a component throws, rather than shipping a page with a hole', async () => {
    function Broken(): never {
      throw new Error('content missing');
    }
    await expect(renderToMarkup(<Broken />, 'resources')).rejects.toThrow('content missing');
  });
});
