import { toLocalDateTimeValue } from '@site/form-schemas';
import request from 'supertest';
import { siteConfig } from '@site/ui/config';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { capturedLogger } from '../testSupport/captureLogs';
import { startSmtpServer, type TestSmtpServer, type TestSmtpServerOptions } from '../testSupport/smtpServer';
import { createMailTransport, type MailTransport } from '../transport';

const requester = 'alex.citizen@example.com';
const { enquiries, sales, noReply } = siteConfig.mailboxes;

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

/** `minutes` from now, as the visitor's datetime-local input gives it, with their offset (this machine's). */
function localTime(minutes: number) {
  return {
    preferredTime: toLocalDateTimeValue(new Date(Date.now() + minutes * 60_000)),
    timeZoneOffsetMinutes: new Date().getTimezoneOffset(),
  };
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    fullName: ' Alex Citizen ',
    email: requester,
    phone: '02 5550 1234',
    organisation: 'Example Care Services',
    role: 'Roster manager',
    areas: 'payroll',
    ...localTime(24 * 60),
    privacyAccepted: true,
    ...overrides,
  };
}

/** Nothing the visitor typed may reach the logs. */
function expectSubmissionNotLogged() {
  for (const value of [requester, 'alex.citizen', 'Alex Citizen', '5550 1234', 'Example Care Services', 'Roster manager']) {
    expect(logs.text()).not.toContain(value);
  }
}

describe.each([
  ['demo', enquiries, 'Request for Demo', 'our team will be in touch within one business day'],
  ['expert', sales, 'Request for talk to an expert', 'will reply within one business day'],
] as const)('POST /api/requests/%s', (kind, team, internalSubject, promise) => {
  const path = `/api/requests/${kind}`;

  it(`sends the request to ${team}, then the confirmation, and answers 200`, async () => {
    const app = await setUp();
    const sent = body();
    const res = await request(app).post(path).send(sent).expect(200);
    expect(res.body).toEqual({ status: 'received' });

    expect(smtp.received).toHaveLength(2);
    const [internal, confirmation] = smtp.received;

    expect(internal?.to.map((rcpt) => rcpt.address)).toEqual([team]);
    expect(internal?.from).toMatchObject({ address: noReply });
    expect(internal?.mail.subject).toBe(internalSubject);
    expect(internal?.mail.replyTo).toMatchObject({ value: [{ address: requester }] });
    const text = internal?.mail.text ?? '';
    expect(text).toContain('Full name:         Alex Citizen\n');
    expect(text).toContain(`Email:             ${requester}\n`);
    expect(text).toContain('Phone:             02 5550 1234\n');
    expect(text).toContain('Organisation:      Example Care Services\n');
    expect(text).toContain('Role:              Roster manager\n');
    expect(text).toContain('Areas of interest: Accounting\n');
    expect(text).toMatch(/Preferred time: {4}\w+day, \d{1,2} \w+ \d{4} at .* \(UTC[+-]\d\d:\d\d\); in Sydney .* AE[SD]T\n/);

    expect(confirmation?.to.map((rcpt) => rcpt.address)).toEqual([requester]);
    expect(confirmation?.mail.subject).toBe('Request for Demo');
    expect(confirmation?.mail.replyTo).toMatchObject({ value: [{ address: team }] });
    expect(confirmation?.mail.text).toContain(promise);

    expectSubmissionNotLogged();
    expect(logs.lines()).toContainEqual(expect.objectContaining({ req: expect.objectContaining({ url: path }), res: { statusCode: 200 } }));
  });

  it('ignores any recipient, subject or text in the body', async () => {
    const app = await setUp();
    await request(app)
      .post(path)
      .send(body({ to: 'victim@example.org', recipient: 'victim@example.org', subject: 'Hi', body: 'Buy now', text: 'Buy now' }))
      .expect(200);
    expect(smtp.received.map((got) => got.to.map((rcpt) => rcpt.address))).toEqual([[team], [requester]]);
    expect(smtp.received.map((got) => got.mail.subject)).toEqual([internalSubject, 'Request for Demo']);
    for (const got of smtp.received) expect(got.mail.text).not.toContain('Buy now');
  });

  it('answers 422 with "Required" for each empty field and sends nothing', async () => {
    const app = await setUp();
    const empty = { fullName: '', email: ' ', phone: '', organisation: '', role: '', areas: '', preferredTime: '' };
    const res = await request(app).post(path).send(body(empty)).expect(422);
    expect(res.body).toEqual({
      error: 'Validation failed',
      fields: Object.fromEntries(Object.keys(empty).map((field) => [field, 'Required'])),
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 422 with the privacy message when the policy was not accepted', async () => {
    const app = await setUp();
    const res = await request(app)
      .post(path)
      .send(body({ privacyAccepted: false }))
      .expect(422);
    expect(res.body.fields).toEqual({ privacyAccepted: 'Please agree to the Privacy Policy before submitting.' });
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 422 to an implausible e-mail or a header injection', async () => {
    const app = await setUp();
    const implausible = await request(app)
      .post(path)
      .send(body({ email: 'alex' }))
      .expect(422);
    expect(implausible.body.fields).toEqual({ email: 'Enter an email address like name@example.com' });
    const injected = await request(app)
      .post(path)
      .send(body({ email: `${requester}\r\nBcc: victim@example.com` }))
      .expect(422);
    expect(injected.body.fields).toEqual({ email: 'Remove line breaks from this field' });
    expect(smtp.received).toHaveLength(0);
  });

  it('accepts a preferred time picked a minute ago (grace for the time in transit)', async () => {
    const app = await setUp();
    await request(app)
      .post(path)
      .send(body(localTime(-1)))
      .expect(200);
  });

  it('answers 202 to a filled honeypot, sends nothing and logs without the submission', async () => {
    const app = await setUp();
    const res = await request(app)
      .post(path)
      .send(body({ website: 'https://spam.example' }))
      .expect(202);
    expect(res.body).toEqual({ status: 'received' });
    expect(smtp.received).toHaveLength(0);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 30, form: `request-${kind}`, msg: 'Honeypot field filled, submission dropped' }),
    );
    expectSubmissionNotLogged();
    expect(logs.text()).not.toContain('spam.example');
  });

  it('answers 415 to a non-JSON body', async () => {
    const app = await setUp();
    await request(app).post(path).type('form').send('fullName=Alex').expect(415);
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 502 and sends no confirmation when the internal message is rejected', async () => {
    const app = await setUp({ rejectRecipients: [team] });
    const res = await request(app).post(path).send(body()).expect(502);
    expect(res.body).toEqual({ error: 'Request failed' });
    expect(smtp.received).toHaveLength(0);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        level: 50,
        form: `request-${kind}`,
        msg: 'Sending the internal message failed',
        mailError: expect.objectContaining({ responseCode: 550 }),
      }),
    );
    expectSubmissionNotLogged();
  });

  it('still answers 200 when only the confirmation is rejected, logging a warning without the address', async () => {
    const app = await setUp({ rejectRecipients: [requester] });
    const res = await request(app).post(path).send(body()).expect(200);
    expect(res.body).toEqual({ status: 'received' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to.map((rcpt) => rcpt.address)).toEqual([team]);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        level: 40,
        form: `request-${kind}`,
        msg: 'Sending the confirmation failed',
        mailError: expect.objectContaining({ responseCode: 550 }),
      }),
    );
    expectSubmissionNotLogged();
  });
});

describe('preferred time in the past', () => {
  const past = localTime(-60);

  it('is refused on the demo request', async () => {
    const app = await setUp();
    const res = await request(app).post('/api/requests/demo').send(body(past)).expect(422);
    expect(res.body).toEqual({ error: 'Validation failed', fields: { preferredTime: 'Choose a time from now on' } });
    expect(smtp.received).toHaveLength(0);
  });

  it('is judged in the offset the visitor sent', async () => {
    const app = await setUp();
    // In an hour's time here, but already past for a visitor three hours further east.
    const { preferredTime, timeZoneOffsetMinutes } = localTime(60);
    await request(app)
      .post('/api/requests/demo')
      .send(body({ preferredTime, timeZoneOffsetMinutes: timeZoneOffsetMinutes - 180 }))
      .expect(422);
  });

  it('is accepted on the talk-to-an-expert request', async () => {
    const app = await setUp();
    await request(app).post('/api/requests/expert').send(body(past)).expect(200);
  });
});

describe('mailboxes from the environment', () => {
  it('sends expert requests to SALES_MAILBOX and demo requests to ENQUIRIES_MAILBOX', async () => {
    const app = await setUp({}, { SALES_MAILBOX: 'team@example.org', ENQUIRIES_MAILBOX: 'office@example.org' });
    await request(app).post('/api/requests/expert').send(body()).expect(200);
    await request(app).post('/api/requests/demo').send(body()).expect(200);
    expect(smtp.received.map((got) => got.to[0]?.address)).toEqual(['team@example.org', requester, 'office@example.org', requester]);
  });
});
