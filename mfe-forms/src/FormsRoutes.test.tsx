import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FormsRoutes } from './FormsRoutes';
import { NewsletterBox } from './widgets/NewsletterBox';
import { FreeTrialDialog } from './widgets/FreeTrialDialog';

describe('FormsRoutes', () => {
  it.each([
    ['/requestDemo', 'Book a Demo'],
    ['/salesPage', 'Talk to an expert'],
  ])('%s shows the %s heading and how to reach sales', (path, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <FormsRoutes />
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
  ])('%s has the request form, its privacy link moving the router', async (path, hasMin) => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/privacy-policy" element={<h1>Privacy Policy page</h1>} />
          <Route path="*" element={<FormsRoutes />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('enquiry-form')).toBeInTheDocument();
    expect(screen.getByLabelText('Preferred time').hasAttribute('min')).toBe(hasMin);
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(screen.getByRole('heading', { name: 'Privacy Policy page' })).toBeInTheDocument();
  });
});

describe('NewsletterBox', () => {
  it('asks for an address when the box is empty, without sending', async () => {
    const user = userEvent.setup();
    render(<NewsletterBox />);
    await user.type(screen.getByLabelText('Email address'), '   ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('FreeTrialDialog', () => {
  it('states that no credit card is needed and closes from its close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<FreeTrialDialog onClose={onClose} />);
    expect(screen.getByText('No credit card needed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
