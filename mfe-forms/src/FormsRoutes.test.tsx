import { render, screen } from '@testing-library/react';
import { RouterAddress } from '@site/ui/router';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FormsRoutes } from './FormsRoutes';

describe('FormsRoutes', () => {
  it.each([
    ['/requestDemo', 'Book a Demo'],
    ['/salesPage', 'Talk to an expert'],
  ])('%s shows the %s heading and how to reach sales', (path, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <RouterAddress>
          <FormsRoutes />
        </RouterAddress>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/within one business day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sales@wattlecare.example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@wattlecare.example.com',
    );
  });
});

describe('request pages', () => {
  it.each([
    ['/requestDemo', true],
    ['/salesPage', false],
  ])(
    '%s has the request form, its privacy links opening the policy in a new tab (a page is a document: leaving would lose the input)',
    (path, hasMin) => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <RouterAddress>
            <Routes>
              <Route path="/privacy-policy" element={<h1>Privacy Policy page</h1>} />
              <Route path="*" element={<FormsRoutes />} />
            </Routes>
          </RouterAddress>
        </MemoryRouter>,
      );
      expect(screen.getByTestId('enquiry-form')).toBeInTheDocument();
      expect(screen.getByLabelText('Preferred time').hasAttribute('min')).toBe(hasMin);
      // The consent's link and the collection notice's link both go to the policy.
      const links = screen.getAllByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
      expect(links).toHaveLength(2);
      for (const link of links) {
        expect(link).toHaveAttribute('href', '/privacy-policy');
        expect(link).toHaveAttribute('target', '_blank');
      }
    },
  );
});
