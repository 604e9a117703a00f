import { act, fireEvent, render, screen } from '@testing-library/react';
import { MAIL_CLIENT_CHECK_MS, MailtoLink } from './MailtoLink';

describe('MailtoLink', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('links to the mail client with an encoded subject', () => {
    render(<MailtoLink address="support@wattlecare.example.com" subject="Inquiry" />);
    expect(screen.getByRole('link', { name: 'support@wattlecare.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@wattlecare.example.com?subject=Inquiry',
    );
  });

  it('offers the address when the page still has focus a second after the click', () => {
    const hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    render(<MailtoLink address="sales@wattlecare.example.com">Email sales</MailtoLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Email sales' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(MAIL_CLIENT_CHECK_MS));
    expect(screen.getByRole('status')).toHaveTextContent(
      "If your e-mail app didn't open, please e-mail us at sales@wattlecare.example.com.",
    );
    hasFocus.mockRestore();
  });

  it('stays quiet when the mail app took focus', () => {
    const hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    render(<MailtoLink address="sales@wattlecare.example.com" />);
    fireEvent.click(screen.getByRole('link'));
    act(() => jest.advanceTimersByTime(MAIL_CLIENT_CHECK_MS));
    expect(screen.getByRole('status')).toHaveTextContent('');
    hasFocus.mockRestore();
  });
});
