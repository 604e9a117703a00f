/**
 * The latest posts' row other pages show (the home page's blog slider): the blog's own posts, their
 * links by reading A, as a carousel of slides; laid out by its stylesheet at the spec's numbers,
 * the numbers Swiper is given when it takes the row over.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { AddressProvider, staticAddress } from '@site/ui';
import { blogPosts } from '../content/blogPosts';
import LatestPostsIsland from '../islands/LatestPosts';
import { LatestPosts, latestPostsSliderSettings } from './LatestPosts';

it('shows every post of the blog as a slide, opening articles by reading A', () => {
  render(
    <AddressProvider value={staticAddress('/')}>
      <LatestPosts />
    </AddressProvider>,
  );
  const row = screen.getByRole('group', { name: 'Latest blog posts' });
  expect(row).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = within(row).getAllByRole('group', { name: /of/ });
  expect(slides).toHaveLength(blogPosts.length);
  expect(slides[0]).toHaveAccessibleName(`1 of ${blogPosts.length}`);
  const links = within(row).getAllByRole('link');
  expect(links.slice(0, 4).map((link) => link.getAttribute('href'))).toEqual(['/blogPost', '/blogPost2', '/blogPost3', '/blogPost3']);
  expect(links[0]).toHaveTextContent(blogPosts[0]!.title);
  expect(links.slice(4).map((link) => link.getAttribute('href'))).toEqual(blogPosts.slice(4).map((post) => post.path));
});

it('is published as HTML only: no script ever runs for it', () => {
  expect(LatestPostsIsland.island).toEqual({ owner: 'resources', name: 'LatestPosts', hydrate: 'never' });
});

it('shows 3 posts per view, 2 at 1000 px and below, 1 at 570 px and below, 50 px apart (spec section 4), in its CSS as in its Swiper settings', () => {
  const css = readFileSync(path.join(__dirname, 'LatestPosts.module.css'), 'utf8');
  expect(/\.slider \{\s*[^{}]*?--per-view: 1;\s*--gap: 50px;/.test(css)).toBe(true);
  const breakpoints = [...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.slider \{\s*--per-view: (\d+);/g)].map(
    ([, width, perView]) => [Number(width), Number(perView)],
  );
  expect(breakpoints).toEqual([
    [571, 2],
    [1001, 3],
  ]);
  const { slidesPerView, spaceBetween, breakpoints: swiperBreakpoints } = latestPostsSliderSettings;
  expect([slidesPerView, spaceBetween]).toEqual([1, 50]);
  expect(Object.entries(swiperBreakpoints).map(([width, { slidesPerView: perView }]) => [Number(width), perView])).toEqual(breakpoints);
});
