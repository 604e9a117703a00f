import request from 'supertest';
import { siteConfig } from '@site/ui/config';
import type { LogLine } from '../testSupport/captureLogs';
import { eventually, settle, startTestService, type TestService, type TestServiceOptions } from '../testSupport/service';

const subscriber = 'alex.citizen@example.com';
const enquiries = siteConfig.mailboxes.enquiries;

let t: TestService;

/** The real service (SQLite store, delivery worker) sending to a real SMTP server on loopback. */
async function setUp(options: TestServiceOptions = {}) {
  t = await startTestService(options);
  return t.service.app;
}

afterEach(async () => {
  await t.stop();
});

/** Nothing the visitor typed may reach the logs. */
function expectAddressNotLogged(address = subscriber) {
  expect(t.logs.text()).not.toContain(address);
  expect(t.logs.text()).not.toContain(address.split('@')[0]);
}

async function expectNothingStoredOrSent() {
  await settle();
  expect(await t.service.store.pendingCount()).toBe(0);
  expect(t.smtp.recipientsOffered).toEqual([]);
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

    await eventually(() => expect(t.smtp.received).toHaveLength(2));
    const [internal, confirmation] = t.smtp.received;

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
    expect(t.logs.lines()).toContainEqual(
      expect.objectContaining<LogLine>({
        req: expect.objectContaining({ url: '/api/newsletter' }),
        res: { statusCode: 202 },
        submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    );
  });

  it('gives each message a Message-ID made of the submission id and the step', async () => {
    const app = await setUp({ env: { MAIL_FROM: 'Web <web@mail.example.org>' } });
    await request(app).post('/api/newsletter').send({ email: subscriber }).expect(202);
    await eventually(() => expect(t.smtp.received).toHaveLength(2));
    const logged = t.logs.lines().find((line) => line.submissionId)?.submissionId;
    const submissionId = typeof logged === 'string' ? logged : 'missing';
    expect(t.smtp.received.map((got) => got.mail.messageId)).toEqual([
      `<${submissionId}.internal@mail.example.org>`,
      `<${submissionId}.confirmation@mail.example.org>`,
    ]);
  });

  it('uses ENQUIRIES_MAILBOX and MAIL_FROM from the environment', async () => {
    const app = await setUp({ env: { ENQUIRIES_MAILBOX: 'office@example.org', MAIL_FROM: 'Web <web@example.org>' } });
    await request(app).post('/api/newsletter').send({ email: subscriber }).expect(202);
    await eventually(() => expect(t.smtp.received).toHaveLength(2));
    expect(t.smtp.received.map((got) => got.to.map((rcpt) => rcpt.address))).toEqual([['office@example.org'], [subscriber]]);
    expect(t.smtp.received.map((got) => got.from && got.from.address)).toEqual(['web@example.org', 'web@example.org']);
    expect(t.smtp.received.map((got) => got.mail.from?.value[0]?.address)).toEqual(['web@example.org', 'web@example.org']);
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

  it('answers 415 to a non-JSON body', async () => {
    const app = await setUp();
    const res = await request(app).post('/api/newsletter').type('form').send(`email=${subscriber}`).expect(415);
    expect(res.body).toEqual({ error: 'Content-Type must be application/json' });
    await expectNothingStoredOrSent();
  });

  it('answers 202 to a filled honeypot, stores and sends nothing and logs without the address', async () => {
    const app = await setUp();
    const res = await request(app).post('/api/newsletter').send({ email: subscriber, website: 'https://spam.example' }).expect(202);
    expect(res.body).toEqual({ status: 'subscribed' });
    await expectNothingStoredOrSent();
    expect(t.logs.lines()).toContainEqual(
      expect.objectContaining({ level: 30, form: 'newsletter', msg: 'Honeypot field filled, submission dropped' }),
    );
    expectAddressNotLogged();
    expect(t.logs.text()).not.toContain('spam.example');
  });

  it('keeps retrying a rejected internal message, sending no confirmation until it goes through', async () => {
    const app = await setUp({ smtp: { rejectRecipients: [enquiries] } });
    await request(app).post('/api/newsletter').send({ email: subscriber }).expect(202);

    await eventually(() => expect(t.smtp.recipientsOffered.length).toBeGreaterThanOrEqual(3));
    expect(new Set(t.smtp.recipientsOffered)).toEqual(new Set([enquiries]));
    expect(t.smtp.received).toHaveLength(0);
    expect(t.logs.lines()).toContainEqual(
      expect.objectContaining<LogLine>({
        level: 50,
        form: 'newsletter',
        attempt: 2,
        msg: 'Sending the internal message failed',
        mailError: expect.objectContaining({ responseCode: 550 }),
      }),
    );

    t.smtp.rejected.clear();
    await eventually(() => expect(t.smtp.received).toHaveLength(2));
    expect(t.smtp.received.map((got) => got.to[0]?.address)).toEqual([enquiries, subscriber]);
    expect(await t.service.store.pendingCount()).toBe(0);
    expectAddressNotLogged();
    expectAddressNotLogged(enquiries);
  });

  it('gives up a permanently rejected confirmation at once, logging a warning without the address', async () => {
    const app = await setUp({ smtp: { rejectRecipients: [subscriber] } });
    await request(app).post('/api/newsletter').send({ email: subscriber }).expect(202);

    await eventually(async () => expect(await t.service.store.pendingCount()).toBe(0));
    await settle();
    expect(t.smtp.received.map((got) => got.mail.subject)).toEqual(['Request for newsletter subscription']);
    expect(t.smtp.recipientsOffered).toEqual([enquiries, subscriber]);
    expect(t.logs.lines()).toContainEqual(
      expect.objectContaining<LogLine>({
        level: 40,
        form: 'newsletter',
        attempt: 1,
        msg: 'Sending the confirmation failed; giving up',
        mailError: expect.objectContaining({ responseCode: 550 }),
      }),
    );
    expectAddressNotLogged();
  });
});
