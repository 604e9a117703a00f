import request from 'supertest';
import { exampleNewsletter, exampleRequest, exampleTrial } from '@site/form-schemas';
import { siteConfig } from '@site/site-config';
import { loadConfig } from '../config';
import { startMailApiService } from '../service';
import { capturedLogger } from '../testSupport/captureLogs';
import { eventually, settle, startTestService, storeKinds, type TestService } from '../testSupport/service';
import { startSmtpServer } from '../testSupport/smtpServer';
import { startWebhookReceiver, webhookEnv, type ReceivedPost, type TestWebhookReceiver } from '../testSupport/webhookReceiver';
import type { LeadWebhookPayload } from './payload';
import { verifySignature } from './signature';

/**
 * Issue 21's CRM webhook end to end: the real app, store and workers, a real SMTP server and a real
 * HTTP receiver on loopback.
 */

const secret = 'test-secret-0123456789abcdef0123';
const attribution = {
  page: '/pricing',
  landingPage: '/?utm_source=newsletter&utm_campaign=spring',
  pagesViewed: ['/?utm_source=newsletter&utm_campaign=spring', '/pricing', '/salesPage'],
  referrerOrigin: 'https://www.bing.com',
  utm: { source: 'newsletter', campaign: 'spring' },
};
const expert = { ...exampleRequest, preferredTime: '2999-01-01T10:00', attribution, renderedForMs: 42_000 };

let t: TestService | undefined;
let receiver: TestWebhookReceiver | undefined;
afterEach(async () => {
  await t?.stop();
  await receiver?.stop();
  t = undefined;
  receiver = undefined;
});

const payloadOf = (post: ReceivedPost) => JSON.parse(post.rawBody) as LeadWebhookPayload;
const signatureOf = (post: ReceivedPost) => post.headers['lead-signature'] as string | undefined;
const internalMails = (service: TestService) => service.smtp.received.filter((got) => got.mail.messageId?.includes('.internal@'));

describe.each(storeKinds)('the CRM webhook on the %s store', (storeKind) => {
  it('POSTs each accepted submission once, signed over a timestamp and the body, with its id as the idempotency key', async () => {
    receiver = await startWebhookReceiver();
    t = await startTestService({ storeKind, env: webhookEnv(receiver, secret) });
    const before = Date.now();
    const { headers } = await request(t.service.app).post('/api/requests/expert').send(expert).expect(202);
    expect(headers['content-type']).toMatch(/json/);
    await eventually(() => expect(receiver?.received).toHaveLength(1));

    const [post] = receiver.received as [ReceivedPost];
    expect(post.headers['content-type']).toBe('application/json');
    expect(verifySignature(secret, signatureOf(post), post.rawBody)).toEqual({ ok: true });
    const payload = payloadOf(post);
    expect(post.headers['idempotency-key']).toBe(payload.id);
    expect(payload).toEqual({
      schema: 'lead.v1',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      form: 'request-expert',
      receivedAt: expect.any(String) as unknown,
      fields: {
        fullName: 'Alex Citizen',
        email: 'alex.citizen@example.com',
        phone: '02 5550 1234',
        organisation: 'Example Care Services',
        role: 'Roster manager',
        areas: 'payroll',
        // The visitor's 10:00 at UTC+11 as an instant.
        preferredTime: '2998-12-31T23:00:00.000Z',
        privacyAccepted: true,
      },
      attribution,
      spamSignals: [],
    });
    expect(Date.parse(payload.receivedAt)).toBeGreaterThanOrEqual(before - 1000);

    // What a receiver must refuse: a changed body, an old timestamp, another secret.
    const tampered = post.rawBody.replace('Alex Citizen', 'Mallory');
    expect(verifySignature(secret, signatureOf(post), tampered)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(secret, signatureOf(post), post.rawBody, { nowSeconds: Math.floor(Date.now() / 1000) + 600 })).toEqual({
      ok: false,
      reason: 'too old',
    });
    expect(verifySignature('another-secret-0123456789abcdef', signatureOf(post), post.rawBody)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(secret, undefined, post.rawBody)).toEqual({ ok: false, reason: 'malformed' });

    await settle(300);
    expect(receiver.received).toHaveLength(1);
    const [stored] = await t.service.store.export.listSubmissions({ since: 0 });
    expect(stored?.webhook).toEqual({ state: 'sent', attempts: 1, lastError: undefined });
  });

  it('sends the spam signals along, and drops nothing because of them', async () => {
    receiver = await startWebhookReceiver();
    t = await startTestService({ storeKind, env: webhookEnv(receiver, secret) });
    await request(t.service.app)
      .post('/api/trial')
      .send({ ...exampleTrial, firstName: 'www.cheap-pills.example/buy', email: 'x@mailinator.com', renderedForMs: 900 })
      .expect(202);
    await eventually(() => expect(receiver?.received).toHaveLength(1));
    expect(payloadOf(receiver.received[0] as ReceivedPost).spamSignals).toEqual([
      'Sent 0.9 s after the form appeared (under 3 s).',
      'A link or markup in a name field.',
      'A throwaway e-mail domain.',
    ]);
    await eventually(() => expect(internalMails(t as TestService)).toHaveLength(1));
  });

  it('keeps retrying while the receiver is down, and delivers each submission exactly once when it is back', async () => {
    receiver = await startWebhookReceiver();
    const { port } = receiver;
    await receiver.stop(); // the CRM goes down
    t = await startTestService({ storeKind, env: webhookEnv({ url: `http://127.0.0.1:${port}/hooks/leads` }, secret) });
    await request(t.service.app).post('/api/requests/demo').send(expert).expect(202);
    await request(t.service.app).post('/api/newsletter').send(exampleNewsletter).expect(202);
    await request(t.service.app).post('/api/trial').send(exampleTrial).expect(202);
    await eventually(() =>
      expect(t?.logs.lines().filter((line) => line.msg === 'Delivering the lead to the CRM webhook failed').length).toBeGreaterThanOrEqual(
        6,
      ),
    );
    const failure = t.logs.lines().find((line) => line.msg === 'Delivering the lead to the CRM webhook failed');
    expect(failure).toMatchObject({ level: 40, attempt: 1, webhookError: 'connection failed (ECONNREFUSED)' });
    // The e-mails did not wait for the CRM.
    await eventually(() => expect(internalMails(t as TestService)).toHaveLength(3));
    expect(await t.service.store.webhookQueue.pendingCount()).toBe(3);
    // Operators see the backlog where they watch the queue.
    expect((await request(t.service.app).get('/health').expect(200)).body).toMatchObject({ queue: { webhookPending: 3 } });

    receiver = await startWebhookReceiver({ port });
    await eventually(() => expect(receiver?.received).toHaveLength(3));
    await settle(400);
    const ids = receiver.received.map((post) => payloadOf(post).id);
    expect(new Set(ids).size).toBe(3);
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received.map((post) => payloadOf(post).form).sort()).toEqual(['newsletter', 'request-demo', 'trial']);
    expect(await t.service.store.webhookQueue.pendingCount()).toBe(0);
  });

  it('delivers the webhook while SMTP is down, and the e-mails once SMTP is back: neither waits for the other', async () => {
    receiver = await startWebhookReceiver();
    t = await startTestService({ storeKind, env: webhookEnv(receiver, secret) });
    const smtpPort = t.smtp.port;
    await t.smtp.stop();
    await request(t.service.app).post('/api/requests/expert').send(expert).expect(202);
    await eventually(() => expect(receiver?.received).toHaveLength(1));
    expect(await t.service.store.mailQueue.pendingCount()).toBe(1);

    const back = await startSmtpServer({ port: smtpPort });
    try {
      await eventually(() => expect(back.received).toHaveLength(2));
      expect(back.received[0]?.to[0]?.address).toBe(siteConfig.mailboxes.sales);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await back.stop();
    }
  });

  it('sends the e-mails at once while the receiver hangs without answering, and the lead once it answers', async () => {
    receiver = await startWebhookReceiver({ answer: 'hang' });
    t = await startTestService({ storeKind, env: webhookEnv(receiver, secret) });
    await request(t.service.app).post('/api/requests/expert').send(expert).expect(202);
    await eventually(() => expect(t?.smtp.received).toHaveLength(2), 2_000);
    await eventually(() => expect(t?.logs.lines()).toContainEqual(expect.objectContaining({ webhookError: 'no answer within 500 ms' })));
    receiver.answerWith(200);
    await eventually(() => expect(t?.service.store.webhookQueue.pendingCount()).resolves.toBe(0));
    // The hung attempts reached it too; every POST carried the same id, for the receiver to keep once.
    expect(new Set(receiver.received.map((post) => post.headers['idempotency-key'])).size).toBe(1);
  });

  it('gives up after the retry period, marks the webhook failed and sends one alert e-mail to the internal mailbox', async () => {
    receiver = await startWebhookReceiver({ answer: 503 });
    t = await startTestService({ storeKind, env: { ...webhookEnv(receiver, secret), LEADS_WEBHOOK_GIVE_UP_AFTER_MS: '1000' } });
    await request(t.service.app).post('/api/requests/expert').send(expert).expect(202);
    await eventually(
      async () => expect((await t?.service.store.export.listSubmissions({ since: 0 }))?.[0]?.webhook.state).toBe('failed'),
      5_000,
    );
    const posts = receiver.received.length;
    expect(posts).toBeGreaterThan(2);

    const alerts = t.smtp.received.filter((got) => got.mail.subject === 'A lead did not reach the CRM (request-expert)');
    expect(alerts).toHaveLength(1);
    const [stored] = await t.service.store.export.listSubmissions({ since: 0 });
    expect(alerts[0]?.to[0]?.address).toBe(siteConfig.mailboxes.enquiries);
    expect(alerts[0]?.mail.text).toContain(`Submission: ${stored?.id}`);
    expect(alerts[0]?.mail.text).toContain('Last error: HTTP 503');
    expect(stored?.webhook).toEqual({ state: 'failed', attempts: posts, lastError: 'HTTP 503' });
    expect(t.logs.lines()).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'Delivering the lead to the CRM webhook failed; giving up' }),
    );

    await settle(400);
    expect(receiver.received).toHaveLength(posts);
    expect(t.smtp.received.filter((got) => got.mail.subject?.startsWith('A lead did not reach the CRM'))).toHaveLength(1);
  });
});

describe('the CRM webhook with several instances on one PostgreSQL store', () => {
  it('reaches the receiver once per submission, whichever instance took it', async () => {
    receiver = await startWebhookReceiver();
    t = await startTestService({ storeKind: 'postgres', env: webhookEnv(receiver, secret) });
    const second = await startMailApiService({
      config: loadConfig({ SMTP_URL: t.smtp.url, DATABASE_URL: t.databaseUrl, ...webhookEnv(receiver, secret) }),
      logger: capturedLogger().logger,
    });
    try {
      const sent = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          request(n % 2 ? second.app : (t as TestService).service.app)
            .post('/api/newsletter')
            .send({ email: `reader${n}@example.com` })
            .expect(202),
        ),
      );
      expect(sent).toHaveLength(30);
      await eventually(() => expect(receiver?.received).toHaveLength(30), 10_000);
      await settle(400);
      expect(receiver.received).toHaveLength(30);
      expect(new Set(receiver.received.map((post) => post.headers['idempotency-key'])).size).toBe(30);
    } finally {
      await second.stop();
    }
  });
});
