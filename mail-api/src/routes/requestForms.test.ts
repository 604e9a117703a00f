import request from 'supertest';
import { toLocalDateTimeValue } from '@site/form-schemas';
import { siteConfig } from '@site/site-config';
import type { ValidationErrorBody } from './parseSubmission';
import type { LogLine } from '../testSupport/captureLogs';
import { eventually, servicePerTest } from '../testSupport/service';

const { setUp, t, expectNothingStoredOrSent } = servicePerTest();

const requester = 'alex.citizen@example.com';
const { enquiries, sales, noReply } = siteConfig.mailboxes;

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
    expect(t().logs.text()).not.toContain(value);
  }
}

describe.each([
  ['demo', enquiries, 'Request for Demo', 'our team will be in touch within one business day'],
  ['expert', sales, 'Request for talk to an expert', 'will reply within one business day'],
] as const)('POST /api/requests/%s', (kind, team, internalSubject, promise) => {
  const path = `/api/requests/${kind}`;

  it(`answers 202 once stored, then sends the request to ${team} and the confirmation`, async () => {
    const app = await setUp();
    const sent = body();
    const res = await request(app).post(path).send(sent).expect(202);
    expect(res.body).toEqual({ status: 'received' });

    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    const [internal, confirmation] = t().smtp.received;

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

    expect(confirmation?.from).toMatchObject({ address: noReply });
    expect(confirmation?.to.map((rcpt) => rcpt.address)).toEqual([requester]);
    expect(confirmation?.mail.subject).toBe('Request for Demo');
    expect(confirmation?.mail.replyTo).toMatchObject({ value: [{ address: team }] });
    expect(confirmation?.mail.text).toContain(promise);

    expectSubmissionNotLogged();
    expect(t().logs.lines()).toContainEqual(
      expect.objectContaining<LogLine>({ req: expect.objectContaining({ url: path }), res: { statusCode: 202 } }),
    );
  });

  it('ignores any recipient, subject or text in the body', async () => {
    const app = await setUp();
    await request(app)
      .post(path)
      .send(body({ to: 'victim@example.org', recipient: 'victim@example.org', subject: 'Hi', body: 'Buy now', text: 'Buy now' }))
      .expect(202);
    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    expect(t().smtp.received.map((got) => got.to.map((rcpt) => rcpt.address))).toEqual([[team], [requester]]);
    expect(t().smtp.received.map((got) => got.mail.subject)).toEqual([internalSubject, 'Request for Demo']);
    for (const got of t().smtp.received) expect(got.mail.text).not.toContain('Buy now');
  });

  it('answers 422 with "Required" for each empty field and sends nothing', async () => {
    const app = await setUp();
    const empty = { fullName: '', email: ' ', phone: '', organisation: '', role: '', areas: '', preferredTime: '' };
    const res = await request(app).post(path).send(body(empty)).expect(422);
    expect(res.body).toEqual({
      error: 'Validation failed',
      fields: Object.fromEntries(Object.keys(empty).map((field) => [field, 'Required'])),
    });
    await expectNothingStoredOrSent();
  });

  it('answers 422 with the privacy message when the policy was not accepted', async () => {
    const app = await setUp();
    const res = await request(app)
      .post(path)
      .send(body({ privacyAccepted: false }))
      .expect(422);
    expect((res.body as ValidationErrorBody).fields).toEqual({ privacyAccepted: 'Please agree to the Privacy Policy before submitting.' });
    await expectNothingStoredOrSent();
  });

  it('answers 422 to an implausible e-mail or a line break in any field (header injection)', async () => {
    const app = await setUp();
    const res = await request(app)
      .post(path)
      .send(body({ email: 'alex' }))
      .expect(422);
    expect((res.body as ValidationErrorBody).fields).toEqual({ email: 'Enter an email address like name@example.com' });
    for (const field of ['fullName', 'email', 'phone', 'organisation', 'role']) {
      const injected = body({ [field]: `${body()[field as 'email']}\r\nBcc: victim@example.com` });
      const refused = await request(app).post(path).send(injected).expect(422);
      expect((refused.body as ValidationErrorBody).fields).toEqual({ [field]: 'Remove line breaks from this field' });
    }
    await expectNothingStoredOrSent();
  });

  it('accepts a preferred time picked a minute ago (grace for the time in transit)', async () => {
    const app = await setUp();
    await request(app)
      .post(path)
      .send(body(localTime(-1)))
      .expect(202);
  });
});

describe('preferred time in the past', () => {
  const past = localTime(-60);

  it('is refused on the demo request', async () => {
    const app = await setUp();
    const res = await request(app).post('/api/requests/demo').send(body(past)).expect(422);
    expect(res.body).toEqual({ error: 'Validation failed', fields: { preferredTime: 'Choose a time from now on' } });
    await expectNothingStoredOrSent();
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
    await request(app).post('/api/requests/expert').send(body(past)).expect(202);
  });
});

describe('mailboxes from the environment', () => {
  it('sends expert requests to SALES_MAILBOX and demo requests to ENQUIRIES_MAILBOX', async () => {
    const app = await setUp({ env: { SALES_MAILBOX: 'team@example.org', ENQUIRIES_MAILBOX: 'office@example.org' } });
    await request(app).post('/api/requests/expert').send(body()).expect(202);
    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    await request(app).post('/api/requests/demo').send(body()).expect(202);
    await eventually(() => expect(t().smtp.received).toHaveLength(4));
    expect(t().smtp.received.map((got) => got.to[0]?.address)).toEqual(['team@example.org', requester, 'office@example.org', requester]);
  });
});
