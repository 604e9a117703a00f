import { fragmentFileName, splitHoistedHead } from './fragments';

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

  it('gives empty texts when the page set none', () => {
    expect(splitHoistedHead('<main>x</main>')).toEqual({ head: { title: '', description: '' }, hoisted: '', body: '<main>x</main>' });
  });
});
