import { screen } from '@testing-library/react';
import { renderAtRoute } from '@site/devkit/render-at-route';
import { MarketingRoutes } from './MarketingRoutes';

describe('MarketingRoutes', () => {
  it('renders the home hero and a features section the shell can scroll to (/#features)', () => {
    const { container } = renderAtRoute(MarketingRoutes, '/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rosters, participants and compliance');
    expect(container.querySelector('#features')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Roster Management' })).toHaveAttribute('href', '/roster-management');
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/requestDemo');
  });

  it('renders Our Story', () => {
    renderAtRoute(MarketingRoutes, '/our-story');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
  });

  it('says plainly when a page is still being written', () => {
    renderAtRoute(MarketingRoutes, '/team');
    expect(screen.getByRole('heading', { level: 1, name: "We're still writing this page" })).toBeInTheDocument();
  });
});
