import type { Express } from 'express';
import request from 'supertest';
import {
  exampleRequest,
  idempotentReplayedHeader,
  requestMessages,
  trialMessages,
  visitorForms,
  type VisitorForm,
} from '@site/form-schemas';
import { leadsJson, type ExportedLead } from '../leads/exportFormat';
import type { LogLine } from '../testSupport/captureLogs';
import { setDatabaseReachable } from '../testSupport/postgres';
import type { TestSmtpServer } from '../testSupport/smtpServer';
import { eventually, servicePerTest, settle, storeKinds } from '../testSupport/service';
import { startWebhookReceiver, webhookEnv, type TestWebhookReceiver } from '../testSupport/webhookReceiver';
import type { LeadWebhookPayload } from '../webhook/payload';

/**
 * Issue 46: every form works as plain HTML. Without its script the browser posts the form urlencoded
 * to the page's own address, and the shell forwards that body unchanged with the headers below. The
 * real app, store and worker, a real SMTP server (and webhook receiver) on loopback.
 */

const { setUp, t, expectNothingStoredOrSent } = servicePerTest();

/** The shell's origin in tests (SHELL_PORT's default), one of the configured site origins. */
const site = 'http://localhost:3000';

interface ShellHeaders {
  /** The page the form was posted from (default the home page); null: none sent. */
  readonly referer?: string | null;
  readonly fetchSite?: string;
}

/** A plain post as the shell forwards it (no Idempotency-Key: there is no script to make one). */
function plainPost(app: Express, form: VisitorForm, body: string, { referer = `${site}/`, fetchSite = 'same-origin' }: ShellHeaders = {}) {
  const pending = request(app)
    .post(form.path)
    .set('Content-Type', 'application/x-www-form-urlencoded')
    .set('Accept', 'application/json')
    .set('Origin', site)
    .set('Sec-Fetch-Site', fetchSite)
    .set('X-Forwarded-For', '203.0.113.7');
  return (referer === null ? pending : pending.set('Referer', referer)).send(body);
}

/** The hidden inputs the shell's markup adds to every form (formPost.ts in ui): never a field of the form's. */
function shellFields(form: VisitorForm) {
  return { 'form-endpoint': form.path, 'form-sent': `/thank-you/${form.name}` };
}

function urlencoded(fields: Record<string, string | readonly string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) params.append(name, one);
  return params.toString();
}

// Next year's January and July: always ahead (also with the clock moved a year on), and always Sydney's
// summer (AEDT, UTC+11) and winter (AEST, UTC+10).
const nextYear = new Date().getUTCFullYear() + 1;

// The example request's text fields; its time, zone and privacy box are each case's own.
const { fullName, email, phone, organisation, role, areas } = exampleRequest;
const requestFields = { fullName, email, phone, organisation, role, areas };

interface Case {
  readonly form: VisitorForm;
  /** What the form's controls post, without script. */
  readonly posted: Record<string, string | readonly string[]>;
  /** What its script sends for the same values. */
  readonly json: Record<string, unknown>;
  readonly accepted: object;
  /** The 422's fields for an empty post. */
  readonly empty: Record<string, string>;
  /** A line of the internal e-mail showing the values were read as meant. */
  readonly internalLine: string | RegExp;
}

const cases: readonly Case[] = [
  {
    form: visitorForms.newsletter,
    posted: { email: 'jo.reader@example.com', website: '' },
    json: { email: 'jo.reader@example.com', website: '' },
    accepted: { status: 'subscribed' },
    empty: { email: 'Please enter a valid email address.' },
    internalLine: 'Email address: jo.reader@example.com',
  },
  {
    form: visitorForms.demoRequest,
    posted: { ...requestFields, preferredTime: `${nextYear}-01-15T10:00`, privacyAccepted: 'on', website: '' },
    json: { ...requestFields, preferredTime: `${nextYear}-01-15T10:00`, timeZoneOffsetMinutes: -660, privacyAccepted: true, website: '' },
    accepted: { status: 'received' },
    empty: {
      ...Object.fromEntries(Object.keys({ ...requestFields, preferredTime: '' }).map((name) => [name, requestMessages.required])),
      privacyAccepted: requestMessages.privacy,
    },
    // No script, so no browser offset: the time is read in Sydney, daylight saving included.
    internalLine: /Preferred time: {4}\w+day, 15 January \d{4} at 10:00 am \(UTC\+11:00\); in Sydney .* at 10:00:00 am AEDT\n/,
  },
  {
    form: visitorForms.expertRequest,
    posted: { ...requestFields, preferredTime: `${nextYear}-07-15T10:00`, privacyAccepted: 'on', website: '' },
    json: { ...requestFields, preferredTime: `${nextYear}-07-15T10:00`, timeZoneOffsetMinutes: -600, privacyAccepted: true, website: '' },
    accepted: { status: 'received' },
    empty: {
      ...Object.fromEntries(Object.keys({ ...requestFields, preferredTime: '' }).map((name) => [name, requestMessages.required])),
      privacyAccepted: requestMessages.privacy,
    },
    internalLine: /Preferred time: {4}\w+day, 15 July \d{4} at 10:00 am \(UTC\+10:00\); in Sydney .* at 10:00:00 am AEST\n/,
  },
  {
    form: visitorForms.trial,
    posted: {
      firstName: 'Sam',
      lastName: 'Nguyen',
      email: 'sam.nguyen@example.com',
      phone: '0491 570 006',
      company: 'Banksia Community Care',
      abn: '98765432122',
      industry: 'ndis',
      // Two ticked boxes: the name twice.
      features: ['Timesheet', 'Roster & Schedule'],
      demo: 'yes',
      website: '',
    },
    json: {
      firstName: 'Sam',
      lastName: 'Nguyen',
      email: 'sam.nguyen@example.com',
      phone: '0491 570 006',
      company: 'Banksia Community Care',
      abn: '98765432122',
      industry: 'ndis',
      features: ['Timesheet', 'Roster & Schedule'],
      demo: 'yes',
      website: '',
    },
    accepted: { status: 'received' },
    empty: Object.fromEntries(visitorForms.trial.fieldNames.map((name) => [name, trialMessages.required])),
    internalLine: 'Features you want to try: Roster & Schedule, Timesheet\n',
  },
];

function caseOf(form: VisitorForm): Case {
  return cases.find((one) => one.form === form)!;
}

/** What a message says and to whom, its arrival time left out (each submission has its own). */
function comparable({ to, from, mail }: TestSmtpServer['received'][number]) {
  return {
    to: to.map((rcpt) => rcpt.address),
    from: from && from.address,
    replyTo: mail.replyTo?.value.map((address) => address.address),
    subject: mail.subject,
    text: mail.text?.replace(/^Received: .*$/m, 'Received: (its arrival)'),
  };
}

/** The lead export (npm run leads -- export --format json) of what the store holds, oldest first. */
async function exportedLeads(): Promise<ExportedLead[]> {
  return JSON.parse(leadsJson(await t().service.store.export.listSubmissions({ since: 0 }))) as ExportedLead[];
}

describe.each(cases)('a plain HTML post to $form.path', ({ form, posted, json, accepted, empty, internalLine }) => {
  const page = `${site}/pricing?utm_source=news&utm_campaign=spring`;
  const attribution = { page: '/pricing?utm_source=news&utm_campaign=spring', utm: { source: 'news', campaign: 'spring' } };

  it("is accepted and sends the same two e-mails as the script's JSON with the same values, with the page's attribution", async () => {
    const app = await setUp();
    await request(app)
      .post(form.path)
      .send({ ...json, attribution })
      .expect(202, accepted);
    await eventually(() => expect(t().smtp.received).toHaveLength(2));

    const res = await plainPost(app, form, urlencoded({ ...posted, ...shellFields(form) }), { referer: page }).expect(202);
    expect(res.body).toEqual(accepted);
    expect(res.headers[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();
    await eventually(() => expect(t().smtp.received).toHaveLength(4));

    const [scriptInternal, scriptConfirmation, plainInternal, plainConfirmation] = t().smtp.received.map(comparable);
    expect(plainInternal).toEqual(scriptInternal);
    expect(plainConfirmation).toEqual(scriptConfirmation);
    expect(plainInternal?.text).toMatch(internalLine);
    expect(plainInternal?.text).toContain('Sent from page: /pricing?utm_source=news&utm_campaign=spring\nutm_source:     news\n');

    // The same lead in the export, fields and attribution alike.
    const [scriptLead, plainLead] = await exportedLeads();
    expect(plainLead?.fields).toEqual(scriptLead?.fields);
    expect(plainLead?.attribution).toEqual(attribution);
    expect(plainLead?.attribution).toEqual(scriptLead?.attribution);

    // Operators can count plain posts: the request lines say how each came.
    const formLines = t()
      .logs.lines()
      .filter((line) => (line.req as { url?: string } | undefined)?.url === form.path);
    expect(formLines.map((line) => line.transport)).toEqual(['script', 'html']);
    expect(formLines[1]).toEqual(expect.objectContaining<LogLine>({ clientIp: '203.0.113.7', res: { statusCode: 202 } }));
    for (const value of [String(json.email), String(json.email).split('@')[0]]) expect(t().logs.text()).not.toContain(value);
  });

  it("answers an empty post 422 with the schema's message for each field, and stores and sends nothing", async () => {
    const app = await setUp();
    for (const body of ['', urlencoded(shellFields(form)), urlencoded({ ...shellFields(form), website: '' })]) {
      const res = await plainPost(app, form, body).expect(422);
      expect(res.body).toEqual({ error: 'Validation failed', fields: empty });
    }
    await expectNothingStoredOrSent();
  });

  it('answers a filled honeypot as accepted, storing and sending nothing', async () => {
    const app = await setUp();
    const res = await plainPost(app, form, urlencoded({ ...posted, website: 'https://spam.example' })).expect(202);
    expect(res.body).toEqual(accepted);
    await expectNothingStoredOrSent();
    expect(t().logs.lines()).toContainEqual(expect.objectContaining({ form: form.name, msg: 'Honeypot field filled, submission dropped' }));
  });

  it('stores one submission when a double click posts it twice at once, each answered as a new post', async () => {
    const app = await setUp();
    const body = urlencoded({ ...posted, ...shellFields(form) });
    const answers = await Promise.all([plainPost(app, form, body), plainPost(app, form, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers.map((answer) => answer.headers['idempotent-replayed'])).toEqual([undefined, undefined]);
    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    await settle(300);
    expect(t().smtp.received).toHaveLength(2);
    expect(await t().service.store.export.listSubmissions({ since: 0 })).toHaveLength(1);
  });
});

describe.each(storeKinds)('a plain HTML post sent again (a reload, or Back and Submit), on the %s store', (storeKind) => {
  it.each(cases)(
    'is answered as a new post to $form.path, stored and sent once, counted as any post',
    async ({ form, posted, json, accepted }) => {
      const app = await setUp({ storeKind, env: { RATE_LIMIT_PER_EMAIL: '3' } });
      const body = urlencoded({ ...posted, ...shellFields(form) });
      const first = await plainPost(app, form, body, { referer: `${site}/pricing` }).expect(202, accepted);
      await eventually(() => expect(t().smtp.received).toHaveLength(2));

      const again = await plainPost(app, form, body, { referer: `${site}/pricing` }).expect(202);
      expect(again.body).toEqual(accepted);
      // Never marked: anyone can post the same fields, and must not learn that someone did (issue 57).
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(Object.keys(again.headers).sort()).toEqual(Object.keys(first.headers).sort());
      // The same fields from another address of the page, with other hidden fields: still the same lead
      // (never 409: the key is made of what it is compared by).
      await plainPost(app, form, urlencoded({ ...posted, 'form-sent': '/elsewhere' }), { referer: `${site}/?utm_source=other` })
        .expect(202)
        .expect((res) => expect(res.headers['idempotent-replayed']).toBeUndefined());
      // Each post counted, as a new one is, so the limit cannot tell a repeat either: three used it up.
      await request(app).post(form.path).send(json).expect(429);

      await settle(300);
      expect(t().smtp.received).toHaveLength(2);
      const stored = await t().service.store.export.listSubmissions({ since: 0 });
      expect(stored).toHaveLength(1);
      expect(stored[0]?.lead.attribution).toEqual({ page: '/pricing' });
    },
  );
});

describe('plain HTML posts and the rest of the chain', () => {
  it('are counted by the per-IP limit with script posts, and logged as html even when refused', async () => {
    const app = await setUp({ env: { RATE_LIMIT_PER_IP: '2' } });
    const { posted, json } = caseOf(visitorForms.newsletter);
    await request(app).post(visitorForms.newsletter.path).set('X-Forwarded-For', '203.0.113.7').send(json).expect(202);
    await plainPost(app, visitorForms.newsletter, urlencoded({ ...posted, email: 'second.reader@example.com' })).expect(202);
    const refused = await plainPost(app, visitorForms.newsletter, urlencoded({ ...posted, email: 'third.reader@example.com' })).expect(429);
    expect(refused.body).toEqual({ error: 'Too many requests, please try again later.' });
    expect(t().logs.lines()).toContainEqual(expect.objectContaining<LogLine>({ transport: 'html', res: { statusCode: 429 } }));
  });

  it('answers 503 while the store is down, and takes the same post once it is back', async () => {
    const app = await setUp({ storeKind: 'postgres' });
    const { form, posted, accepted } = caseOf(visitorForms.demoRequest);
    const body = urlencoded({ ...posted, ...shellFields(form) });
    await setDatabaseReachable(t().databaseUrl!, false);
    const failed = await plainPost(app, form, body).expect(503);
    expect(failed.body).toEqual({ error: 'Request failed' });

    await setDatabaseReachable(t().databaseUrl!, true);
    // The visitor presses Submit again: nothing was stored, so this is the first.
    const taken = await plainPost(app, form, body).expect(202, accepted);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
    await eventually(() => expect(t().smtp.received).toHaveLength(2));
  });
});

describe('a plain HTML newsletter post of an address already subscribed (issue 57)', () => {
  const newsletter = caseOf(visitorForms.newsletter);
  const subscribe = (app: Express, email: string, ip: string) =>
    request(app)
      .post(newsletter.form.path)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set('Accept', 'application/json')
      .set('Origin', site)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Referer', `${site}/`)
      .set('X-Forwarded-For', ip)
      .send(urlencoded({ email, website: '', ...shellFields(newsletter.form) }));

  /** What the answer tells its client, less what differs on every answer (its date, its id, the client's partition key). */
  function told(res: Awaited<ReturnType<typeof subscribe>>) {
    const { date: _date, 'x-request-id': _id, ...headers } = res.headers as Record<string, string>;
    return {
      status: res.status,
      body: res.text,
      headers: { ...headers, 'ratelimit-policy': headers['ratelimit-policy']?.replace(/pk=:[^:]*:/, 'pk=:(client):') },
    };
  }

  it('is answered exactly as one of a new address, from an outsider, and sends nothing more', async () => {
    const app = await setUp();
    await subscribe(app, 'subscriber@example.com', '203.0.113.1').expect(202);
    await eventually(() => expect(t().smtp.received).toHaveLength(2));

    // An outsider tries the subscriber's address and a new one, each from a fresh address of their own.
    const known = await subscribe(app, 'subscriber@example.com', '198.51.100.1');
    const unknown = await subscribe(app, 'new.reader@example.com', '198.51.100.2');
    expect(told(known)).toEqual(told(unknown));
    expect(known.headers[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();
    expect(known.status).toBe(202);

    await eventually(() => expect(t().smtp.received).toHaveLength(4));
    await settle(300);
    // The subscriber got one confirmation; the new reader theirs.
    expect(t().smtp.recipientsOffered.filter((address) => address === 'subscriber@example.com')).toHaveLength(1);
    expect(await t().service.store.export.listSubmissions({ since: 0 })).toHaveLength(2);
  });
});

describe('a plain HTML post whose fields differ', () => {
  it('is a new submission', async () => {
    const app = await setUp();
    const { posted } = caseOf(visitorForms.newsletter);
    await plainPost(app, visitorForms.newsletter, urlencoded(posted)).expect(202);
    await plainPost(app, visitorForms.newsletter, urlencoded({ ...posted, email: 'another.reader@example.com' }))
      .expect(202)
      .expect((res) => expect(res.headers['idempotent-replayed']).toBeUndefined());
    await eventually(() => expect(t().smtp.received).toHaveLength(4));
    expect(await t().service.store.export.listSubmissions({ since: 0 })).toHaveLength(2);
  });
});

describe("a plain HTML post's attribution, from its Referer", () => {
  let receiver: TestWebhookReceiver | undefined;
  afterEach(async () => {
    await receiver?.stop();
    receiver = undefined;
  });
  const trial = caseOf(visitorForms.trial);

  async function postFrom(referer: string | null) {
    receiver = await startWebhookReceiver();
    const app = await setUp({ env: webhookEnv(receiver, 'test-secret-0123456789abcdef0123') });
    await plainPost(app, trial.form, urlencoded({ ...trial.posted, ...shellFields(trial.form) }), { referer }).expect(202);
    await eventually(() => expect(t().smtp.received).toHaveLength(2));
    await eventually(() => expect(receiver?.received).toHaveLength(1));
    const payload = JSON.parse(receiver.received[0]!.rawBody) as LeadWebhookPayload;
    const [lead] = await exportedLeads();
    return { internal: t().smtp.received[0]?.mail.text ?? '', payload, lead };
  }

  it("is the site's page it was sent from and its utm_* parameters, in the e-mail, the webhook and the export", async () => {
    const page = `${site}/free-trial?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=rostering&utm_content=banner&ref=x`;
    const { internal, payload, lead } = await postFrom(page);
    const expected = {
      page: '/free-trial?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=rostering&utm_content=banner&ref=x',
      utm: { source: 'news', medium: 'email', campaign: 'spring', term: 'rostering', content: 'banner' },
    };
    expect(payload.attribution).toEqual(expected);
    expect(lead?.attribution).toEqual(expected);
    expect(internal).toContain(`Where this came from\nSent from page: ${expected.page}\nutm_source:     news\n`);
    expect(internal).toContain('utm_content:    banner\n');
  });

  it('is the page alone when its address has no utm_* parameters', async () => {
    const { payload } = await postFrom(`http://127.0.0.1:3000/free-trial`);
    expect(payload.attribution).toEqual({ page: '/free-trial' });
  });

  it.each([
    ['another origin', 'https://evil.example/free-trial?utm_source=evil'],
    ['another port of the same host', 'http://localhost:3001/free-trial?utm_source=x'],
    ['no address at all', 'not a url'],
    ['none sent', null],
  ])('is none from %s', async (_name, referer) => {
    const { internal, payload, lead } = await postFrom(referer);
    expect(payload.attribution).toBeNull();
    expect(lead?.attribution).toBeNull();
    expect(internal).toContain('Where this came from\nNot known.\n');
  });
});

describe('a plain HTML post from another site', () => {
  it.each(['cross-site', 'same-site'])('is refused 403 when Sec-Fetch-Site says %s', async (fetchSite) => {
    const app = await setUp();
    const newsletter = caseOf(visitorForms.newsletter);
    const res = await request(app)
      .post(newsletter.form.path)
      .type('form')
      .set('Sec-Fetch-Site', fetchSite)
      .set('Referer', `${site}/`)
      .send(urlencoded(newsletter.posted))
      .expect(403);
    expect(res.body).toEqual({ error: 'Origin not allowed' });
    await expectNothingStoredOrSent();
  });
});
