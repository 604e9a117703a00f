import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PricingRoutes } from '../PricingRoutes';

describe('PricingPage', () => {
  it('renders the spec heading and subheading at /pricing, and links to the expert form', () => {
    render(
      <MemoryRouter initialEntries={['/pricing']}>
        <PricingRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'PRICING' })).toBeInTheDocument();
    expect(screen.getByText('Compare Our Plans And Find Yours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to an expert' })).toHaveAttribute('href', '/salesPage');
  });
});
