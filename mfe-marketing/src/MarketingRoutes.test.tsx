import { ShellServicesProvider } from '@site/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resolveLabel } from '@site/shell/label-map';
import { MarketingRoutes } from './MarketingRoutes';

function renderAt(path: string) {
  return render(
    <ShellServicesProvider value={{ resolveLabel, runAction: () => {} }}>
      <MemoryRouter initialEntries={[path]}>
        <MarketingRoutes />
      </MemoryRouter>
    </ShellServicesProvider>,
  );
}

describe('MarketingRoutes', () => {
  it('renders the home hero and a features section the shell can scroll to (/#features)', () => {
    const { container } = renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rosters, participants and compliance');
    expect(container.querySelector('#features')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Roster Management' })).toHaveAttribute('href', '/roster-management');
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/requestDemo');
  });

  it('renders Our Story', () => {
    renderAt('/our-story');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
  });

  it('says plainly when a page is still being written', () => {
    renderAt('/team');
    expect(screen.getByRole('heading', { level: 1, name: "We're still writing this page" })).toBeInTheDocument();
  });
});
