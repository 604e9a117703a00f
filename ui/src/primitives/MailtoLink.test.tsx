import { render, screen } from '@testing-library/react';
import { MAIL_CLIENT_CHECK_MS, MAILTO_CHECK_ATTRIBUTE, MailtoLink } from './MailtoLink';

describe('MailtoLink', () => {
  it('links to the mail client with an encoded subject', () => {
    render(<MailtoLink address="support@wattlecare.example.com" subject="Inquiry" />);
    expect(screen.getByRole('link', { name: 'support@wattlecare.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@wattlecare.example.com?subject=Inquiry',
    );
  });

  it('asks for the mail-client check and carries the hint its live region shows (the shell’s islands loader does both)', () => {
    render(<MailtoLink address="sales@wattlecare.example.com" label="Email sales" />);
    expect(screen.getByRole('link', { name: 'Email sales' })).toHaveAttribute(MAILTO_CHECK_ATTRIBUTE, String(MAIL_CLIENT_CHECK_MS));
    const hint = screen.getByRole('status');
    expect(hint).toHaveTextContent('');
    expect(hint).toHaveAttribute('data-hint', " If your e-mail app didn't open, please e-mail us at sales@wattlecare.example.com.");
  });
});
