import request from 'supertest';
import { siteConfig } from '@site/ui/config';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { capturedLogger } from '../testSupport/captureLogs';
import { startSmtpServer, type TestSmtpServer, type TestSmtpServerOptions } from '../testSupport/smtpServer';
import { createMailTransport, type MailTransport } from '../transport';

const subscriber = 'alex.citizen@example.com';
const enquiries = siteConfig.mailboxes.enquiries;

let smtp: TestSmtpServer;
let mailer: MailTransport;
let logs: ReturnType<typeof capturedLogger>;

/** A real SMTP server, the real SMTP transport pointing at it, and the real app. */
async function setUp(options: TestSmtpServerOptions = {}, env: Record<string, string> = {}) {
  smtp = await startSmtpServer(options);
  const config = loadConfig({ SMTP_URL: smtp.url, ...env });
  mailer = createMailTransport(config);
  logs = capturedLogger();
  return createApp({ config, mailer, logger: logs.logger });
}

afterEach(async () => {
  await mailer.close();
  await smtp.stop();
});

/** Nothing the visitor typed may reach the logs. */
function expectAddressNotLogged(address = subscriber) {
  expect(logs.text()).not.toContain(address);
  expect(logs.text()).not.toContain(address.split('@')[0]);
}

describe('POST /api/newsletter', () => {
  it('sends the internal message to the enquiries mailbox, then the confirmation, and answers 200', async () => {
    const app = await setUp();
    const before = Date.now();
    const res = await request(app)
      .post('/api/newsletter')
      .send({ email: `  ${subscriber} `, name: 'ignored' })
      .expect(200);
    expect(res.body).toEqual({ status: 'subscribed' });

    expect(smtp.received).toHaveLength(2);
    const [internal, confirmation] = smtp.received;

    expect(internal?.to.map((rcpt) => rcpt.address)).toEqual([enquiries]);
    expect(internal?.from).toMatchObject({ address: siteConfig.mailboxes.noReply });
    expect(internal?.mail.subject).toBe('Request for newsletter subscription');
    expect(internal?.mail.to).toMatchObject({ value: [{ address: enquiries }] });
    expect(internal?.mail.replyTo).toMatchObject({ value: [{ address: subscriber }] });
    expect(internal?.mail.text).toContain(`Email address: ${subscriber}\n`);
    expect(internal?.mail.text).toMatch(/Received: +\w+day, \d{1,2} \w+ \d{4} at .* AE[SD]T \(\d{4}-.*Z\)/);
    const isoReceived = /\((\d{4}-[^)]+Z)\)/.exec(internal?.mail.text ?? '')?.[1] ?? '';
    expect(Date.parse(isoReceived)).toBeGreaterThanOrEqual(before - 1000);

    expect(confirmation?.to.map((rcpt) => rcpt.address)).toEqual([subscriber]);
    expect(confirmation?.mail.subject).toBe('Request for Demo');
    expect(confirmation?.mail.from).toMatchObject({ value: [{ address: siteConfig.mailboxes.noReply }] });
    expect(confirmation?.mail.replyTo).toMatchObject({ value: [{ address: enquiries }] });
    expect(confirmation?.mail.text).toContain('Thank you for subscribing to the Wattlecare newsletter');

    expectAddressNotLogged();
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ req: expect.objectContaining({ url: '/api/newsletter' }), res: { statusCode: 200 } }),
    );
  });

  it('uses ENQUIRIES_MAILBOX and MAIL_FROM from the environment', async () => {
    const app = await setUp({}, { ENQUIRIES_MAILBOX: 'office@example.org', MAIL_FROM: 'Web <web@example.org>' });
    await request(app).post('/api/newsletter').send({ email: subscriber }).expect(200);
    expect(smtp.received.map((got) => got.to.map((rcpt) => rcpt.address))).toEqual([['office@example.org'], [subscriber]]);
    expect(smtp.received.map((got) => got.mail.from?.value[0]?.address)).toEqual(['web@example.org', 'web@example.org']);
  });

  it.each([
    ['missing', {}],
    ['blank', { email: '   ' }],
    ['not an address', { email: 'alex' }],
    ['a header injection', { email: `${subscriber}\r\nBcc: victim@example.com` }],
  ])('answers 422 and sends nothing when the email is %s', async (_label, body) => {
    const app = await setUp();
    const res = await request(app).post('/api/newsletter').send(body).expect(422);
    expect(res.body).toEqual({ error: 'Validation failed', fields: { email: 'Please enter a valid email address.' } });
    expect(smtp.received).toHaveLength(0);
    expectAddressNotLogged();
  });

  it('answers 415 to a non-JSON body', async () => {
    const app = await setUp();
    const res = await request(app).post('/api/newsletter').type('form').send(`email=${subscriber}`).expect(415);
    expect(res.body).toEqual({ error: 'Content-Type must be application/json' });
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 202 to a filled honeypot, sends nothing and logs without the address', async () => {
    const app = await setUp();
    const res = await request(app).post('/api/newsletter').send({ email: subscriber, website: 'https://spam.example' }).expect(202);
    expect(res.body).toEqual({ status: 'subscribed' });
    expect(smtp.received).toHaveLength(0);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 30, form: 'newsletter', msg: 'Honeypot field filled, submission dropped' }),
    );
    expectAddressNotLogged();
    expect(logs.text()).not.toContain('spam.example');
  });

  it('answers 502 and sends no confirmation when the internal message is rejected', async () => {
    const app = await setUp({ rejectRecipients: [enquiries] });
    const res = await request(app).post('/api/newsletter').send({ email: subscriber }).expect(502);
    expect(res.body).toEqual({ error: 'Request failed' });
    expect(smtp.received).toHaveLength(0);

    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        level: 50,
        form: 'newsletter',
        msg: 'Sending the internal message failed',
        mailError: expect.objectContaining({ responseCode: 550 }),
      }),
    );
    expectAddressNotLogged();
    expectAddressNotLogged(enquiries);
  });

  it('still answers 200 when only the confirmation is rejected, logging a warning without the address', async () => {
    const app = await setUp({ rejectRecipients: [subscriber] });
    const res = await request(app).post('/api/newsletter').send({ email: subscriber }).expect(200);
    expect(res.body).toEqual({ status: 'subscribed' });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to.map((rcpt) => rcpt.address)).toEqual([enquiries]);
    expect(smtp.received[0]?.mail.subject).toBe('Request for newsletter subscription');

    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        level: 40,
        form: 'newsletter',
        msg: 'Sending the confirmation failed',
        mailError: expect.objectContaining({ responseCode: 550 }),
      }),
    );
    expectAddressNotLogged();
  });
});
