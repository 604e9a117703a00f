import request from 'supertest';
import { siteConfig } from '@site/site-config';
import type { LogLine } from '../testSupport/captureLogs';
import { eventually, servicePerTest } from '../testSupport/service';

const { setUp, t, expectNothingStoredOrSent } = servicePerTest();

const subscriber = 'alex.citizen@example.com';
const enquiries = siteConfig.mailboxes.enquiries;

/** Nothing the visitor typed may reach the logs. */
function expectAddressNotLogged(address = subscriber) {
  expect(t().logs.text()).not.toContain(address);
  expect(t().logs.text()).not.toContain(address.split('@')[0]);
}

describe('POST /api/newsletter', () => {
  it('answers 202 once stored, then sends the internal message to the enquiries mailbox and the confirmation', async () => {
    const app = await setUp();
    const before = Date.now();
    const res = await request(app)
      .post('/api/newsletter')
      .send({ email: `  ${subscriber} `, name: 'ignored' })
      .expect(202);
    expect(res.body).toEqual({ status: 'subscribed' });

    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    const [internal, confirmation] = t().smtp.received;

    expect(internal?.from).toMatchObject({ address: siteConfig.mailboxes.noReply });
    expect(internal?.to.map((rcpt) => rcpt.address)).toEqual([enquiries]);
    expect(internal?.mail.subject).toBe('Request for newsletter subscription');
    expect(internal?.mail.to).toMatchObject({ value: [{ address: enquiries }] });
    expect(internal?.mail.replyTo).toMatchObject({ value: [{ address: subscriber }] });
    expect(internal?.mail.text).toContain(`Email address: ${subscriber}\n`);
    expect(internal?.mail.text).toMatch(/Received: +\w+day, \d{1,2} \w+ \d{4} at .* AE[SD]T \(\d{4}-.*Z\)/);
    const isoReceived = /\((\d{4}-[^)]+Z)\)/.exec(internal?.mail.text ?? '')?.[1] ?? '';
    expect(Date.parse(isoReceived)).toBeGreaterThanOrEqual(before - 1000);

    expect(confirmation?.from).toMatchObject({ address: siteConfig.mailboxes.noReply });
    expect(confirmation?.to.map((rcpt) => rcpt.address)).toEqual([subscriber]);
    expect(confirmation?.mail.subject).toBe('Request for Demo');
    expect(confirmation?.mail.from).toMatchObject({ value: [{ address: siteConfig.mailboxes.noReply }] });
    expect(confirmation?.mail.replyTo).toMatchObject({ value: [{ address: enquiries }] });
    expect(confirmation?.mail.text).toContain('Thank you for subscribing to the Wattlecare newsletter');

    expectAddressNotLogged();
    expect(t().logs.lines()).toContainEqual(
      expect.objectContaining<LogLine>({
        req: expect.objectContaining({ url: '/api/newsletter' }),
        res: { statusCode: 202 },
        submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    );
  });

  it('uses ENQUIRIES_MAILBOX and MAIL_FROM from the environment', async () => {
    const app = await setUp({ env: { ENQUIRIES_MAILBOX: 'office@example.org', MAIL_FROM: 'Web <web@example.org>' } });
    await request(app).post('/api/newsletter').send({ email: subscriber }).expect(202);
    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    expect(t().smtp.received.map((got) => got.to.map((rcpt) => rcpt.address))).toEqual([['office@example.org'], [subscriber]]);
    expect(t().smtp.received.map((got) => got.from && got.from.address)).toEqual(['web@example.org', 'web@example.org']);
    expect(t().smtp.received.map((got) => got.mail.from?.value[0]?.address)).toEqual(['web@example.org', 'web@example.org']);
  });

  it.each([
    ['missing', {}],
    ['blank', { email: '   ' }],
    ['not an address', { email: 'alex' }],
    ['over 254 characters', { email: `${'a'.repeat(243)}@example.com` }],
  ])('answers 422 and stores and sends nothing when the email is %s', async (_label, body) => {
    const app = await setUp();
    const res = await request(app).post('/api/newsletter').send(body).expect(422);
    expect(res.body).toEqual({ error: 'Validation failed', fields: { email: 'Please enter a valid email address.' } });
    await expectNothingStoredOrSent();
    expectAddressNotLogged();
  });

  it("answers 422 with the shared schema's line-break message to a header injection", async () => {
    const app = await setUp();
    const res = await request(app)
      .post('/api/newsletter')
      .send({ email: `${subscriber}\r\nBcc: victim@example.com` })
      .expect(422);
    expect(res.body).toEqual({ error: 'Validation failed', fields: { email: 'Remove line breaks from this field' } });
    await expectNothingStoredOrSent();
  });
});
