import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAddress } from '@site/ui/router';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SearchDocument } from '@site/site-formats/search';
import { SearchBox } from './SearchBox';
import { createSiteSearch } from './siteSearch';

const documents: SearchDocument[] = [
  {
    url: '/timesheet',
    kind: 'feature',
    title: 'Timesheets',
    description: 'Hours from shifts.',
    headings: ['Approval that suits your team'],
    text: '',
  },
  {
    url: '/support-documentation/approve-timesheets',
    kind: 'help',
    title: 'Approve timesheets',
    description: 'A guide.',
    headings: [],
    text: 'timesheet approval',
  },
  {
    url: '/accounting',
    kind: 'feature',
    title: 'Accounting and payroll',
    description: 'Pay staff.',
    headings: [],
    text: 'timesheets feed payroll',
  },
];

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderBox(onNavigate = jest.fn()) {
  const loadSearch = jest.fn(() => createSiteSearch(documents));
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouterAddress>
        <SearchBox variant="bar" onNavigate={onNavigate} loadSearch={loadSearch} />
      </RouterAddress>
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
  return { loadSearch, onNavigate, input: screen.getByRole('combobox', { name: 'Search the site' }) };
}

const location = () => screen.getByTestId('location').textContent;

describe('SearchBox', () => {
  it('loads the search on first focus only, and lists matches grouped by kind', async () => {
    const user = userEvent.setup();
    const { loadSearch, input } = renderBox();
    expect(loadSearch).not.toHaveBeenCalled();
    await user.click(input);
    expect(loadSearch).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'timesheet');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    await waitFor(() => expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(2));
    expect(screen.getByRole('group', { name: 'Features' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Help & support' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('See all results for “timesheet”');
    expect(screen.getByRole('status')).toHaveTextContent('3 pages match. Use the up and down arrows to choose one.');
  });

  it('moves through the options with the arrows (wrapping) and opens the chosen page with Enter', async () => {
    const user = userEvent.setup();
    const { input, onNavigate } = renderBox();
    await user.type(input, 'timesheet');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(4);

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[3]!.id); // wrapped to "See all"
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    const chosen = options[1]!.textContent;
    await user.keyboard('{Enter}');

    const target = documents.find((document) => chosen.startsWith(document.title))!;
    expect(location()).toBe(target.url);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('sends Enter without a chosen option to the full results page', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'ndis payroll{Enter}');
    expect(location()).toBe('/search?q=ndis+payroll');
  });

  it('closes the list with Escape, then clears the box with a second Escape', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'payroll');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('payroll');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('opens an option on click and keeps the focus in the box while pointing', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'payroll');
    await user.click(await screen.findByRole('option', { name: /Accounting and payroll/ }));
    expect(location()).toBe('/accounting');
  });

  it('says so when nothing matches, and offers the results page with its suggestions', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'zebra');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('No pages match “zebra”: see suggestions');
    expect(screen.getByRole('status')).toHaveTextContent('No pages match “zebra”. Press Enter for suggestions.');
  });
});
