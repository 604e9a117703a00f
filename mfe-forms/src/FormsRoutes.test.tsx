import { render, screen, within } from '@testing-library/react';
import { RouterAddress } from '@site/ui/router';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderAtRoute } from '@site/devkit/render-at-route';
import { FormsRoutes } from './FormsRoutes';
import { routes } from './routes';

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

/** Renders the remote's routes at `path` as the shell does (its router, the label map with these pages' titles). */
const renderAt = (path: string) => renderAtRoute(FormsRoutes, path, { pages: routes });

describe('the free-trial page (issue 46: where Sign Up leads without script)', () => {
  it("has the dialog's heading and words, and the sign-up form", () => {
    renderAt('/free-trial');
    expect(screen.getByRole('heading', { level: 1, name: 'Start your 7-day free trial' })).toBeInTheDocument();
    expect(screen.getByText('No credit card needed.')).toBeInTheDocument();
    expect(screen.getByText(/Try every Wattlecare module with your own team for seven days/)).toBeInTheDocument();
    const form = screen.getByTestId('free-trial-form');
    expect(form).toHaveAttribute('data-form-post', 'trial');
    expect(within(form).getByRole('button', { name: 'Start free trial' })).toBeInTheDocument();
    expect(document.title).toBe('Start your 7-day free trial | Wattlecare');
  });
});

describe('the success pages a plain post is redirected to', () => {
  it.each([
    ['/thank-you/request', 'Request Submitted', 'Thank you for your request! We will be in touch soon.', 'Request submitted | Wattlecare'],
    [
      '/thank-you/free-trial',
      'Request Submitted',
      // The spec's words, its typo included.
      'Thank you for Signing Up! We will be in touch soon to provide login credentials. Keep an eye on youe inbox!',
      'Free trial requested | Wattlecare',
    ],
    ['/thank-you/newsletter', 'Subscribed', 'Thank you for subscribing to our newsletter!', 'Subscribed to our newsletter | Wattlecare'],
  ])('%s says "%s" and "%s", with ways on', (path, heading, text, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text).textContent).toBe(text);
    expect(document.title).toBe(title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/\w/) as unknown);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Go to the home page', '/'],
      ['Read our blog', '/blogs'],
      ['Compare plans and pricing', '/pricing'],
    ]);
  });
});
