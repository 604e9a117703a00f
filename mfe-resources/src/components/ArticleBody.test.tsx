import { fireEvent, render, screen } from '@testing-library/react';
import { RouterAddress } from '@site/ui/router';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ArticleBody } from './ArticleBody';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

const html =
  '<p>See <a href="/pricing#plans">our plans</a>, <a href="https://example.org/ndis">the NDIS</a> or <a href="#costs">costs</a>.</p>';

function renderBody() {
  render(
    <MemoryRouter initialEntries={['/blog/a']}>
      <Routes>
        <Route
          path="*"
          element={
            <RouterAddress>
              <ArticleBody html={html} />
              <Where />
            </RouterAddress>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

it('opens links to the site’s pages through the router, without a reload', () => {
  renderBody();
  const link = screen.getByRole('link', { name: 'our plans' });
  expect(fireEvent.click(link)).toBe(false); // handled: the browser does not load the page
  expect(screen.getByTestId('where')).toHaveTextContent('/pricing#plans');
});

it('leaves other sites, modified clicks and anchors on the page to the browser', () => {
  renderBody();
  expect(fireEvent.click(screen.getByRole('link', { name: 'the NDIS' }))).toBe(true);
  expect(fireEvent.click(screen.getByRole('link', { name: 'our plans' }), { ctrlKey: true })).toBe(true);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/blog\/a$/);
});
