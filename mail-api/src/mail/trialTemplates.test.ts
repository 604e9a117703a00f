import { exampleTrial } from '@site/form-schemas';
import { siteConfig } from '@site/site-config';
import { trialConfirmationMail, trialInternalMail, trialMails, type TrialMailSettings } from './trialTemplates';

const settings: TrialMailSettings = {
  from: 'Wattlecare <no-reply@wattlecare.example.com>',
  itSupportMailbox: 'itsupport@wattlecare.example.com',
  supportMailbox: 'support@wattlecare.example.com',
  supportHotline: '(02) 5550 4321',
  brandName: siteConfig.brand.name,
};
// 05:06 UTC on 4 March 2025 is 4:06 pm in Sydney (AEDT, UTC+11).
const input = { submission: exampleTrial, receivedAt: new Date('2025-03-04T05:06:07.089Z') };

describe('trialInternalMail', () => {
  it('goes to IT support with the exact subject and every field, Reply-To the visitor', () => {
    expect(trialInternalMail(input, settings)).toEqual({
      from: settings.from,
      to: 'itsupport@wattlecare.example.com',
      replyTo: 'sam.nguyen@example.com',
      subject: 'Request for free trial signup',
      text: [
        'Someone signed up for a 7-day Wattlecare free trial through the website.',
        '',
        'First name:               Sam',
        'Last name:                Nguyen',
        'Email:                    sam.nguyen@example.com',
        'Phone:                    0491 570 006',
        'Company:                  Banksia Community Care',
        'ABN:                      98 765 432 122',
        'Industry:                 NDIS',
        'Features you want to try: Roster & Schedule, Timesheet',
        'Would you like a demo?    Yes',
        'Received:                 Tuesday, 4 March 2025 at 4:06:07 pm AEDT (2025-03-04T05:06:07.089Z)',
        '',
        'The website told them we will be in touch soon with their login credentials. Please set up the trial account and send them; reply to this e-mail to answer them directly.',
        '',
        // Issue 21: the example has no attribution or timing, so both sections say so.
        'Where this came from',
        'Not known.',
        '',
        'Spam signals (shown for sorting; nothing was dropped)',
        'None.',
        '',
      ].join('\n'),
    });
  });

  it('names the industry by its label and the demo answer as shown', () => {
    const text = trialInternalMail(
      { ...input, submission: { ...exampleTrial, industry: 'retail-hospitality', demo: 'no' } },
      settings,
    ).text;
    expect(text).toContain('Industry:                 Retail & Hospitality\n');
    expect(text).toContain('Would you like a demo?    No\n');
  });
});

describe('trialConfirmationMail', () => {
  it('thanks the visitor under the exact subject, with support contacts, no credit card and credentials to follow', () => {
    expect(trialConfirmationMail(input, settings)).toEqual({
      from: settings.from,
      to: 'sam.nguyen@example.com',
      replyTo: 'support@wattlecare.example.com',
      subject: "Thank You for Signing Up! We've Received Your Details",
      text: [
        'Hello,',
        '',
        "Thank you for signing up for a 7-day free trial of Wattlecare. We've received your details.",
        '',
        'Your trial needs no credit card. We are setting up your account and will send your login credentials to this e-mail address soon.',
        '',
        'If you have any questions in the meantime, our support team is here to help:',
        '  Email:   support@wattlecare.example.com',
        '  Hotline: (02) 5550 4321',
        '',
        'Kind regards,',
        'The Wattlecare team',
        '',
      ].join('\n'),
    });
  });

  it('echoes nothing the visitor typed, not even their first name (the address is unverified)', () => {
    const { text } = trialConfirmationMail(input, settings);
    for (const value of [
      exampleTrial.firstName,
      exampleTrial.lastName,
      exampleTrial.email,
      exampleTrial.company,
      exampleTrial.phone,
      exampleTrial.abn,
    ])
      expect(text).not.toContain(value);
    // Another visitor's text gives the very same message.
    const stranger = { ...exampleTrial, firstName: 'Cheap pills at spam.example', lastName: 'Click here', company: 'Winner' };
    expect(trialConfirmationMail({ ...input, submission: stranger }, settings).text).toBe(text);
  });
});

describe('trialMails', () => {
  it('builds both messages as plain serialisable data', () => {
    const mails = trialMails(input, settings);
    expect(mails).toEqual({ internal: trialInternalMail(input, settings), confirmation: trialConfirmationMail(input, settings) });
    expect(JSON.parse(JSON.stringify(mails))).toEqual(mails);
  });
});
