import { blogCategories, blogPosts } from '../content/blogPosts';
import { ALL, filterPosts, listingArticlePath, sliderArticlePath } from './blogRouting';

describe('blog filter', () => {
  it('shows every post under All', () => {
    expect(filterPosts(blogPosts, ALL)).toEqual(blogPosts);
  });

  it.each(blogCategories)('shows exactly the posts whose categories include %s', (category) => {
    const shown = filterPosts(blogPosts, category);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(blogPosts.length);
    expect(shown.every((post) => post.categories.includes(category))).toBe(true);
    expect(blogPosts.filter((post) => !shown.includes(post)).every((post) => !post.categories.includes(category))).toBe(true);
  });
});

describe('blog listing routing (reading B)', () => {
  it('opens articles 1 to 4 for cards 1 to 4, whatever their address, and a newer article’s card its own address', () => {
    const card = (id: number) => ({ id, path: `/blog/article-${id}` });
    expect([1, 2, 3, 4, 5, 12].map((id) => listingArticlePath(card(id)))).toEqual([
      '/blogPost',
      '/blogPost2',
      '/blogPost3',
      '/blogPost4',
      '/blog/article-5',
      '/blog/article-12',
    ]);
  });

  it('gives every post on the listing the address its article is published at', () => {
    expect(blogPosts.map(listingArticlePath)).toEqual(blogPosts.map((post) => post.path));
  });
});

describe('blog slider routing (reading A)', () => {
  it('opens the first article for card 1, the second for card 2 and the third for the spec’s other cards', () => {
    const card = (id: number) => ({ id, path: `/blog/article-${id}` });
    expect([1, 2, 3, 4, 0].map((id) => sliderArticlePath(card(id)))).toEqual([
      '/blogPost',
      '/blogPost2',
      '/blogPost3',
      '/blogPost3',
      '/blogPost3',
    ]);
  });

  it('opens a newer article’s card at the address the blog publishes with it', () => {
    expect(sliderArticlePath({ id: 5, path: '/blog/rostering-for-sil' })).toBe('/blog/rostering-for-sil');
  });
});
