import { screen } from '@testing-library/react';
import { renderAtRoute } from '@site/devkit/render-at-route';
import { ResourcesRoutes } from './ResourcesRoutes';

describe('ResourcesRoutes', () => {
  it('renders the blog listing heading and subheading, with the New Blog link', () => {
    renderAtRoute(ResourcesRoutes, '/blogs');
    expect(screen.getByRole('heading', { level: 1, name: 'BLOG' })).toBeInTheDocument();
    expect(screen.getByText('Insights, industry updates, and practical tips.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Blog' })).toHaveAttribute('href', '/addBlog');
  });

  it('says plainly when a page is still being written', () => {
    renderAtRoute(ResourcesRoutes, '/whitepapers');
    expect(screen.getByRole('heading', { level: 1, name: "We're still writing this page" })).toBeInTheDocument();
  });
});
