import { ShellServicesProvider } from '@site/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resolveLabel } from '@site/shell/label-map';
import { ResourcesRoutes } from './ResourcesRoutes';

function renderAt(path: string) {
  render(
    <ShellServicesProvider value={{ resolveLabel, runAction: () => {} }}>
      <MemoryRouter initialEntries={[path]}>
        <ResourcesRoutes />
      </MemoryRouter>
    </ShellServicesProvider>,
  );
}

describe('ResourcesRoutes', () => {
  it('renders the blog listing heading and subheading, with the New Blog link', () => {
    renderAt('/blogs');
    expect(screen.getByRole('heading', { level: 1, name: 'BLOG' })).toBeInTheDocument();
    expect(screen.getByText('Insights, industry updates, and practical tips.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Blog' })).toHaveAttribute('href', '/addBlog');
  });

  it('says plainly when a page is still being written', () => {
    renderAt('/whitepapers');
    expect(screen.getByRole('heading', { level: 1, name: "We're still writing this page" })).toBeInTheDocument();
  });
});
