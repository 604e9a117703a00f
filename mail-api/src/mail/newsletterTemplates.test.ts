import { siteConfig } from '@site/site-config';
import {
  formatReceivedAt,
  newsletterConfirmationMail,
  newsletterInternalMail,
  newsletterMails,
  type NewsletterMailSettings,
} from './newsletterTemplates';

const settings: NewsletterMailSettings = {
  from: 'Wattlecare <no-reply@wattlecare.example.com>',
  enquiriesMailbox: 'enquiries@wattlecare.example.com',
  brandName: siteConfig.brand.name,
};
// 05:06 UTC on 4 March 2025 is 4:06 pm in Sydney (AEDT, UTC+11).
const input = { email: 'alex.citizen@example.com', receivedAt: new Date('2025-03-04T05:06:07.089Z') };

describe('newsletterInternalMail', () => {
  const mail = newsletterInternalMail(input, settings);

  it('goes from MAIL_FROM to the enquiries mailbox with the exact subject', () => {
    expect(mail.from).toBe(settings.from);
    expect(mail.to).toBe('enquiries@wattlecare.example.com');
    expect(mail.subject).toBe('Request for newsletter subscription');
    expect(mail.replyTo).toBe('alex.citizen@example.com');
  });

  it('lists the address and the time received in Sydney time', () => {
    expect(mail.text).toContain('Email address: alex.citizen@example.com');
    expect(mail.text).toContain('Received:      Tuesday, 4 March 2025 at 4:06:07 pm AEDT (2025-03-04T05:06:07.089Z)');
    expect(mail.text).toContain('Wattlecare newsletter');
  });
});

describe('newsletterConfirmationMail', () => {
  const mail = newsletterConfirmationMail(input, settings);

  it('goes from MAIL_FROM to the subscriber with the exact subject, replies going to the enquiries mailbox', () => {
    expect(mail.from).toBe(settings.from);
    expect(mail.to).toBe('alex.citizen@example.com');
    expect(mail.subject).toBe('Request for Demo');
    expect(mail.replyTo).toBe('enquiries@wattlecare.example.com');
  });

  it('thanks them, sets expectations and explains how to unsubscribe', () => {
    expect(mail.text).toContain('Thank you for subscribing to the Wattlecare newsletter');
    expect(mail.text).toContain('about one e-mail a month');
    expect(mail.text).toContain('reply to this e-mail with the word "unsubscribe"');
  });
});

describe('newsletterMails', () => {
  it('builds both messages as plain serialisable data', () => {
    const mails = newsletterMails(input, settings);
    expect(mails).toEqual({ internal: newsletterInternalMail(input, settings), confirmation: newsletterConfirmationMail(input, settings) });
    expect(JSON.parse(JSON.stringify(mails))).toEqual(mails);
  });
});

describe('formatReceivedAt', () => {
  it('uses standard time in winter', () => {
    expect(formatReceivedAt(new Date('2025-07-01T00:00:00.000Z'))).toBe(
      'Tuesday, 1 July 2025 at 10:00:00 am AEST (2025-07-01T00:00:00.000Z)',
    );
  });
});
