import request from 'supertest';
import { siteConfig } from '@site/site-config';
import { eventually, servicePerTest } from '../testSupport/service';

const { setUp, t, expectNothingStoredOrSent } = servicePerTest();

const { itSupport, support, noReply } = siteConfig.mailboxes;
const visitor = 'sam.nguyen@example.com';

function body(overrides: Record<string, unknown> = {}) {
  return {
    firstName: ' Sam ',
    lastName: 'Nguyen',
    email: visitor,
    phone: '0491 570 006',
    company: 'Banksia Community Care',
    abn: '98765432122',
    industry: 'multi-site-businesses',
    features: ['Timesheet', 'Roster & Schedule', 'Timesheet'],
    demo: 'yes',
    ...overrides,
  };
}

describe('POST /api/trial', () => {
  it('answers 202 once stored, then sends the sign-up to IT support and the confirmation to the visitor', async () => {
    const app = await setUp();
    const res = await request(app).post('/api/trial').send(body()).expect(202);
    expect(res.body).toEqual({ status: 'received' });

    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    const [internal, confirmation] = t().smtp.received;

    expect(internal?.from).toMatchObject({ address: noReply });
    expect(internal?.to.map((rcpt) => rcpt.address)).toEqual([itSupport]);
    expect(internal?.mail.subject).toBe('Request for free trial signup');
    expect(internal?.mail.replyTo).toMatchObject({ value: [{ address: visitor }] });
    const text = internal?.mail.text ?? '';
    for (const line of [
      'First name:               Sam\n',
      'Last name:                Nguyen\n',
      `Email:                    ${visitor}\n`,
      'Phone:                    0491 570 006\n',
      'Company:                  Banksia Community Care\n',
      'ABN:                      98 765 432 122\n',
      'Industry:                 Multi-Site Businesses\n',
      'Features you want to try: Roster & Schedule, Timesheet\n',
      'Would you like a demo?    Yes\n',
    ]) {
      expect(text).toContain(line);
    }

    expect(confirmation?.from).toMatchObject({ address: noReply });
    expect(confirmation?.to.map((rcpt) => rcpt.address)).toEqual([visitor]);
    expect(confirmation?.mail.subject).toBe("Thank You for Signing Up! We've Received Your Details");
    expect(confirmation?.mail.replyTo).toMatchObject({ value: [{ address: support }] });
    expect(confirmation?.mail.text).toContain('Your trial needs no credit card');
    expect(confirmation?.mail.text).toContain(`Email:   ${support}`);
    expect(confirmation?.mail.text).toContain(`Hotline: ${siteConfig.contact.supportHotline.display}`);

    for (const value of [visitor, 'Nguyen', 'Banksia', '0491 570 006', '98 765']) expect(t().logs.text()).not.toContain(value);
  });

  it('sends the sign-up to IT_SUPPORT_MAILBOX', async () => {
    const app = await setUp({ env: { IT_SUPPORT_MAILBOX: 'it@example.org' } });
    await request(app).post('/api/trial').send(body()).expect(202);
    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    expect(t().smtp.received[0]?.to.map((rcpt) => rcpt.address)).toEqual(['it@example.org']);
  });

  it('answers 422 with "This field is required" for every missing field, and stores and sends nothing', async () => {
    const app = await setUp();
    const res = await request(app).post('/api/trial').send({}).expect(422);
    expect(res.body).toEqual({
      error: 'Validation failed',
      fields: Object.fromEntries(
        ['firstName', 'lastName', 'email', 'phone', 'company', 'abn', 'industry', 'features', 'demo'].map((f) => [
          f,
          'This field is required',
        ]),
      ),
    });
    await expectNothingStoredOrSent();
  });

  it.each([
    ['an oversized field', { company: 'x'.repeat(151) }, { company: 'Keep this under 150 characters' }],
    ['a wrong ABN', { abn: '12345678900' }, { abn: 'Enter the 11-digit ABN shown on the Australian Business Register' }],
    ['an unknown industry', { industry: 'mining' }, { industry: 'Choose one of the listed options' }],
    ['no features', { features: [] }, { features: 'This field is required' }],
    [
      'a line break (header injection)',
      { lastName: 'Nguyen\r\nBcc: victim@example.com' },
      { lastName: 'Remove line breaks from this field' },
    ],
  ])('answers 422 to %s', async (_label, overrides, fields) => {
    const app = await setUp();
    const res = await request(app).post('/api/trial').send(body(overrides)).expect(422);
    expect(res.body).toEqual({ error: 'Validation failed', fields });
    await expectNothingStoredOrSent();
  });

  it('stores and sends a sign-up with every spam signal, showing them and where it came from (issue 21)', async () => {
    const app = await setUp();
    await request(app)
      .post('/api/trial')
      .send(
        body({
          firstName: 'https://cheap.example',
          email: 'sam@mailinator.com',
          renderedForMs: 400,
          attribution: {
            page: '/free-trial',
            landingPage: '/?utm_source=news',
            referrerOrigin: 'https://www.bing.com',
            utm: { source: 'news' },
          },
        }),
      )
      .expect(202);

    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    const text = t().smtp.received[0]?.mail.text ?? '';
    expect(text).toContain('Where this came from\nSent from page:');
    expect(text).toContain('https://www.bing.com');
    expect(text).toContain('utm_source:');
    expect(text).toContain('- Sent 0.4 s after the form appeared (under 3 s).');
    expect(text).toContain('- A link or markup in a name field.');
    expect(text).toContain('- A throwaway e-mail domain.');
  });
});
