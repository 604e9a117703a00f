import { exampleRequest, type RequestSubmission } from '@site/form-schemas';
import { siteConfig } from '@site/site-config';
import {
  formatPreferredTime,
  requestConfirmationMail,
  requestInternalMail,
  requestMails,
  type RequestMailSettings,
} from './requestTemplates';

const settings: RequestMailSettings = {
  from: 'Wattlecare <no-reply@wattlecare.example.com>',
  enquiriesMailbox: 'enquiries@wattlecare.example.com',
  salesMailbox: 'sales@wattlecare.example.com',
  brandName: siteConfig.brand.name,
};
const submission: RequestSubmission = exampleRequest;
// 05:06 UTC on 4 March 2025 is 4:06 pm in Sydney (AEDT, UTC+11).
const input = { submission, receivedAt: new Date('2025-03-04T05:06:07.089Z') };

describe('requestInternalMail', () => {
  it.each([
    ['demo', 'enquiries@wattlecare.example.com', 'Request for Demo', 'Someone asked for a Wattlecare demo'],
    ['expert', 'sales@wattlecare.example.com', 'Request for talk to an expert', 'Someone asked to talk to a Wattlecare expert'],
  ] as const)('%s goes to %s with the subject "%s"', (kind, to, subject, intro) => {
    const mail = requestInternalMail(kind, input, settings);
    expect(mail).toMatchObject({ from: settings.from, to, subject, replyTo: 'alex.citizen@example.com' });
    expect(mail.text).toContain(intro);
  });

  it('lists all seven fields, the area by its label, and when it arrived', () => {
    const lines = requestInternalMail('demo', input, settings).text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Full name:         Alex Citizen',
        'Email:             alex.citizen@example.com',
        'Phone:             02 5550 1234',
        'Organisation:      Example Care Services',
        'Role:              Roster manager',
        'Areas of interest: Accounting',
        'Preferred time:    Wednesday, 5 March 2025 at 10:30 am (UTC+11:00); in Sydney Wednesday, 5 March 2025 at 10:30:00 am AEDT',
        'Received:          Tuesday, 4 March 2025 at 4:06:07 pm AEDT (2025-03-04T05:06:07.089Z)',
      ]),
    );
  });

  it('keeps each value on its own line, so a value cannot fake extra fields', () => {
    const sneaky = { ...submission, role: 'Manager\nAreas of interest: HR' };
    const text = requestInternalMail('demo', { ...input, submission: sneaky }, settings).text;
    expect(text).toContain('Role:              Manager Areas of interest: HR\n');
    expect(text.match(/^Areas of interest:/gm)).toHaveLength(1);
  });
});

describe('requestConfirmationMail', () => {
  it('thanks a demo requester and promises contact within one business day', () => {
    const mail = requestConfirmationMail('demo', input, settings);
    expect(mail).toMatchObject({
      from: settings.from,
      to: 'alex.citizen@example.com',
      replyTo: 'enquiries@wattlecare.example.com',
      subject: 'Request for Demo',
    });
    expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
    expect(mail.text).toContain('We have received your request and our team will be in touch within one business day');
  });

  it('promises an expert reply within one business day, under the spec\'s subject "Request for Demo"', () => {
    const mail = requestConfirmationMail('expert', input, settings);
    expect(mail).toMatchObject({ to: 'alex.citizen@example.com', replyTo: 'sales@wattlecare.example.com', subject: 'Request for Demo' });
    expect(mail.text).toContain('will reply within one business day');
  });

  it.each(['demo', 'expert'] as const)(
    'to a %s requester echoes nothing they typed, not even their name (the address is unverified)',
    (kind) => {
      const { text } = requestConfirmationMail(kind, input, settings);
      for (const value of [submission.fullName, 'Alex', submission.email, submission.organisation, submission.role, submission.phone])
        expect(text).not.toContain(value);
      // Another visitor's text gives the very same message.
      const stranger = { ...submission, fullName: 'Cheap pills at spam.example', organisation: 'Click here', role: 'Winner' };
      expect(requestConfirmationMail(kind, { ...input, submission: stranger }, settings).text).toBe(text);
    },
  );
});

describe('requestMails', () => {
  it('builds both messages as plain serialisable data', () => {
    const mails = requestMails('expert', input, settings);
    expect(mails).toEqual({
      internal: requestInternalMail('expert', input, settings),
      confirmation: requestConfirmationMail('expert', input, settings),
    });
    expect(JSON.parse(JSON.stringify(mails))).toEqual(mails);
  });
});

describe('formatPreferredTime', () => {
  it("shows the visitor's wall time and offset, then Sydney time", () => {
    // 10:30 am in Perth (UTC+8) is 1:30 pm in Sydney (AEDT).
    expect(formatPreferredTime('2025-03-05T10:30', -480)).toBe(
      'Wednesday, 5 March 2025 at 10:30 am (UTC+08:00); in Sydney Wednesday, 5 March 2025 at 1:30:00 pm AEDT',
    );
    expect(formatPreferredTime('2025-07-01T09:00', 210)).toBe(
      'Tuesday, 1 July 2025 at 9:00 am (UTC-03:30); in Sydney Tuesday, 1 July 2025 at 10:30:00 pm AEST',
    );
  });
});
