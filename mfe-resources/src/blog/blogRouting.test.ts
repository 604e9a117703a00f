import { blogCategories, blogPosts } from '../content/blogPosts';
import { ALL, filterPosts, listingArticlePath } from './blogRouting';

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
  it('opens articles 1 to 4 for cards 1 to 4 and the fourth for any other card', () => {
    expect([1, 2, 3, 4, 5, 0, 99].map(listingArticlePath)).toEqual([
      '/blogPost',
      '/blogPost2',
      '/blogPost3',
      '/blogPost4',
      '/blogPost4',
      '/blogPost4',
      '/blogPost4',
    ]);
  });
});
