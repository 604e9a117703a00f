import request from 'supertest';
import { exampleNewsletter, exampleRequest, exampleTrial, visitorForms } from '@site/form-schemas';
import { siteConfig } from '@site/site-config';
import type { LogLine } from '../testSupport/captureLogs';
import { eventually, servicePerTest, settle } from '../testSupport/service';

const { setUp, t, expectNothingStoredOrSent } = servicePerTest();

/**
 * What every form endpoint does the same way (the factory), for each of the four forms. Each
 * form's own e-mails and messages are tested in its own file (newsletterForm, requestForms, trialForm).
 */

const { enquiries, sales, itSupport } = siteConfig.mailboxes;

const forms = [
  { form: visitorForms.newsletter, body: exampleNewsletter, team: enquiries, accepted: { status: 'subscribed' } },
  // Any time from now on suits a demo.
  {
    form: visitorForms.demoRequest,
    body: { ...exampleRequest, preferredTime: '2999-01-01T10:00' },
    team: enquiries,
    accepted: { status: 'received' },
  },
  { form: visitorForms.expertRequest, body: exampleRequest, team: sales, accepted: { status: 'received' } },
  { form: visitorForms.trial, body: exampleTrial, team: itSupport, accepted: { status: 'received' } },
] as const;

describe.each(forms)('POST $form.path', ({ form, body, team, accepted }) => {
  const visitor = body.email;

  /** Nothing the visitor typed may reach the logs. */
  function expectVisitorNotLogged() {
    expect(t().logs.text()).not.toContain(visitor);
    expect(t().logs.text()).not.toContain(visitor.split('@')[0]);
  }

  /** A failed send is logged with the form, the attempt and the SMTP server's code (never an address). */
  function expectSendFailureLogged(line: { level: number; attempt: number; msg: string }) {
    expect(t().logs.lines()).toContainEqual(
      expect.objectContaining<LogLine>({ ...line, form: form.name, mailError: expect.objectContaining({ responseCode: 550 }) }),
    );
  }

  it(`answers ${JSON.stringify(accepted)} once stored, then sends the internal message to ${team} and the confirmation`, async () => {
    const app = await setUp({ env: { MAIL_FROM: 'Web <web@mail.example.org>' } });
    const res = await request(app).post(form.path).send(body).expect(202);
    expect(res.body).toEqual(accepted);

    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    expect(t().smtp.received.map((got) => got.to.map((rcpt) => rcpt.address))).toEqual([[team], [visitor]]);
    expect(t().smtp.received.map((got) => got.mail.replyTo?.value[0]?.address)).toEqual([visitor, expect.any(String)]);
    // The request line names the submission; each message's Message-ID is made of it and the step.
    const requestLine = t()
      .logs.lines()
      .find((line) => line.submissionId);
    expect(requestLine).toEqual(
      expect.objectContaining<LogLine>({
        req: expect.objectContaining({ url: form.path }),
        res: { statusCode: 202 },
        submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    );
    const submissionId = String(requestLine?.submissionId);
    expect(t().smtp.received.map((got) => got.mail.messageId)).toEqual([
      `<${submissionId}.internal@mail.example.org>`,
      `<${submissionId}.confirmation@mail.example.org>`,
    ]);
    expectVisitorNotLogged();
  });

  it('answers 422 naming the missing fields to an empty body, and stores and sends nothing', async () => {
    const app = await setUp();
    const res = await request(app).post(form.path).send({}).expect(422);
    expect(res.body).toMatchObject({ error: 'Validation failed' });
    expect(Object.keys((res.body as { fields: object }).fields)).toEqual(expect.arrayContaining([...form.fieldNames]));
    await expectNothingStoredOrSent();
  });

  it.each([
    ['text/plain', `email=${visitor}`],
    ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${visitor}\r\n--x--\r\n`],
  ])('answers 415 to a %s body (neither JSON nor a plain HTML post)', async (type, sent) => {
    const app = await setUp();
    const res = await request(app).post(form.path).set('Content-Type', type).send(sent).expect(415);
    expect(res.body).toEqual({ error: 'Content-Type must be application/json or application/x-www-form-urlencoded' });
    await expectNothingStoredOrSent();
  });

  it('answers as accepted to a filled honeypot, stores and sends nothing and logs without the submission', async () => {
    const app = await setUp();
    const res = await request(app)
      .post(form.path)
      .send({ ...body, [form.honeypotFieldName]: 'https://spam.example' })
      .expect(202);
    expect(res.body).toEqual(accepted);
    await expectNothingStoredOrSent();
    expect(t().logs.lines()).toContainEqual(
      expect.objectContaining({ level: 30, form: form.name, msg: 'Honeypot field filled, submission dropped' }),
    );
    expectVisitorNotLogged();
    expect(t().logs.text()).not.toContain('spam.example');
  });

  it('accepts an empty honeypot, as every form sends it', async () => {
    const app = await setUp();
    await request(app)
      .post(form.path)
      .send({ ...body, [form.honeypotFieldName]: '' })
      .expect(202);
  });

  it('keeps retrying a rejected internal message, sending no confirmation until it goes through', async () => {
    const app = await setUp({ smtp: { rejectRecipients: [team] } });
    await request(app).post(form.path).send(body).expect(202);
    await eventually(() => expect(t().smtp.recipientsOffered.length).toBeGreaterThanOrEqual(3));
    expect(new Set(t().smtp.recipientsOffered)).toEqual(new Set([team]));
    expect(t().smtp.received).toHaveLength(0);
    expectSendFailureLogged({ level: 50, attempt: 2, msg: 'Sending the internal message failed' });
    t().smtp.rejected.clear();
    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    expect(t().smtp.received.map((got) => got.to[0]?.address)).toEqual([team, visitor]);
    // The SMTP server has the confirmation a moment before the worker records it settled (seen under load).
    await eventually(async () => expect(await t().service.store.mailQueue.pendingCount()).toBe(0));
    expectVisitorNotLogged();
    expect(t().logs.text()).not.toContain(team);
  });

  it('gives up a permanently rejected confirmation at once, logging a warning without the address', async () => {
    const app = await setUp({ smtp: { rejectRecipients: [visitor] } });
    await request(app).post(form.path).send(body).expect(202);
    await eventually(async () => expect(await t().service.store.mailQueue.pendingCount()).toBe(0));
    await settle();
    expect(t().smtp.received.map((got) => got.to[0]?.address)).toEqual([team]);
    expect(t().smtp.recipientsOffered).toEqual([team, visitor]);
    expectSendFailureLogged({ level: 40, attempt: 1, msg: 'Sending the confirmation failed; giving up' });
    expectVisitorNotLogged();
  });
});
