import { documentFileName, fragmentFileName, SITE_ORIGIN_TOKEN, splitHoistedHead } from './fragments';

describe('fragmentFileName', () => {
  it('names each route’s file after its path, keeping case, one name per path', () => {
    expect(fragmentFileName('/pricing')).toBe('pricing.json');
    expect(fragmentFileName('/terms-and-Conditions')).toBe('terms-and-Conditions.json');
    expect(fragmentFileName('/')).toBe('__root.json');
    expect(fragmentFileName('/__not-found')).toBe('_not-found.json');
    expect(fragmentFileName('/blog/a-post')).toBe('blog~a-post.json');
    const names = ['/', '/routes', '/_root', '/a/b', '/a_b', '/a-b', '/blog/x', '/blog_x'].map(fragmentFileName);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('documentFileName', () => {
  it('names a document’s file after its path, keeping its extension', () => {
    expect(documentFileName('/blog/feed.xml')).toBe('blog~feed.xml');
    expect(documentFileName('/Feeds/Blog.rss/')).toBe('Feeds~Blog.rss');
    expect(documentFileName('/feed.json')).toBe('feed.json');
    expect(documentFileName('/a b/c?.txt')).toBe('a_b~c_.txt');
    expect(documentFileName('/')).toBe('__root');
    // Never hidden, never a folder of its own.
    expect(documentFileName('/.well-known/x')).toBe('_well-known~x');
    expect(documentFileName('/..')).toBe('_.');
  });

  it('stands for the public origin as a URL libraries accept, on a name no site can have', () => {
    expect(new URL(`${SITE_ORIGIN_TOKEN}/blogs`).hostname).toMatch(/\.invalid$/);
    expect(new URL(SITE_ORIGIN_TOKEN).origin).toBe(SITE_ORIGIN_TOKEN);
  });
});

describe('splitHoistedHead', () => {
  it("takes React's hoisted <title> and <meta> off the front of the markup and reads them", () => {
    const { head, hoisted, body } = splitHoistedHead(
      '<title>Pricing &amp; plans | Wattlecare</title><meta name="description" content="From &quot;$9.99&quot; &lt;AUD&gt;"/><section><h1>PRICING</h1><title>not hoisted</title></section>',
    );
    expect(head).toEqual({ title: 'Pricing & plans | Wattlecare', description: 'From "$9.99" <AUD>' });
    expect(hoisted).toBe(
      '<title>Pricing &amp; plans | Wattlecare</title><meta name="description" content="From &quot;$9.99&quot; &lt;AUD&gt;"/>',
    );
    expect(body).toBe('<section><h1>PRICING</h1><title>not hoisted</title></section>');
  });

  it('reads the alternate links among the hoisted tags (the blog’s feed), decoding their attributes', () => {
    const { head, body } = splitHoistedHead(
      '<title>Blog | Wattlecare</title><meta name="description" content="News"/><link rel="alternate" type="application/rss+xml" title="Wattlecare &amp; &quot;friends&quot;" href="/blog/feed.xml?a=1&amp;b=2"/><link rel="alternate" type="application/atom+xml" href="/blog/atom.xml"/><link rel="preload" href="/x.js" as="script"/><link rel="alternate" href="/no-type"/><main>Blog</main>',
    );
    expect(head.alternates).toEqual([
      { type: 'application/rss+xml', title: 'Wattlecare & "friends"', href: '/blog/feed.xml?a=1&b=2' },
      { type: 'application/atom+xml', title: '', href: '/blog/atom.xml' },
    ]);
    expect(body).toBe('<main>Blog</main>');
  });

  it('gives empty texts when the page set none', () => {
    expect(splitHoistedHead('<main>x</main>')).toEqual({ head: { title: '', description: '' }, hoisted: '', body: '<main>x</main>' });
  });
});
