/**
 * The home page's blog slider: the posts are mfe-resources' own row (`LatestPosts`, published as
 * HTML and composed in by the shell's server; its cards and links are tested in mfe-resources), in
 * this page's section, and the whole blog is one link away whether or not the row can be had.
 */
import { screen, within } from '@testing-library/react';
import { renderAtRoute } from '@site/devkit/render-at-route';
import { MarketingRoutes } from '../../MarketingRoutes';
import { routes } from '../../routes';

it('holds the blog’s latest posts from mfe-resources, and offers the whole blog', async () => {
  renderAtRoute(MarketingRoutes, '/', { pages: routes });
  const section = await screen.findByRole('region', { name: 'From the blog' });
  const slot = within(section).getByTestId('remote-slot');
  expect(slot).toHaveAttribute('data-remote', 'resources');
  expect(slot).toHaveAttribute('data-module', './islands/LatestPosts');
  expect(within(section).getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blogs');
});
