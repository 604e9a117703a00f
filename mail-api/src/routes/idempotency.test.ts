import request from 'supertest';
import {
  exampleNewsletter,
  exampleTrial,
  formatIdempotencyKey,
  malformedIdempotencyKeyMessage,
  reusedIdempotencyKeyMessage,
  visitorForms,
} from '@site/form-schemas';
import { eventually, settle, startTestService, storeKinds, type TestService } from '../testSupport/service';
import { startWebhookReceiver, webhookEnv, type TestWebhookReceiver } from '../testSupport/webhookReceiver';
import { bodyHashOf } from './accept';
import { reservedIdempotencyKeyMessage } from './plainFormPost';

/**
 * Issue 33: a retry never duplicates a lead. A post with an Idempotency-Key is stored once per form and
 * key; a repeat is answered as the first was and sends no second e-mail or webhook. The real app, store
 * and workers, a real SMTP server and a real webhook receiver on loopback.
 */

const key = '8e03978e-40d5-43e8-bc93-6894a57f9324';
const trial = { ...exampleTrial, website: '', attribution: { page: '/free-trial' }, renderedForMs: 42_000 };
/** The same body, its members in another order: the same submission. */
const trialReordered = Object.fromEntries(Object.entries(trial).reverse());

let t: TestService | undefined;
let receiver: TestWebhookReceiver | undefined;
afterEach(async () => {
  await t?.stop();
  await receiver?.stop();
  t = undefined;
  receiver = undefined;
});

async function setUp(storeKind: (typeof storeKinds)[number]) {
  receiver = await startWebhookReceiver();
  t = await startTestService({ storeKind, env: webhookEnv(receiver, 'test-secret-0123456789abcdef0123') });
  return t;
}

const post = (service: TestService, body: object, idempotencyKey?: string) => {
  const pending = request(service.service.app).post(visitorForms.trial.path);
  return (idempotencyKey === undefined ? pending : pending.set('Idempotency-Key', idempotencyKey)).send(body);
};

/** Both e-mails and the webhook of one submission arrived, and (after a while) nothing more. */
async function expectDeliveredOnce(service: TestService) {
  await eventually(() => expect(service.smtp.received).toHaveLength(2));
  await eventually(() => expect(receiver?.received).toHaveLength(1));
  await eventually(async () => expect(await service.service.store.mailQueue.pendingCount()).toBe(0));
  await settle(300);
  expect(service.smtp.received).toHaveLength(2);
  expect(receiver?.received).toHaveLength(1);
  expect(await service.service.store.export.listSubmissions({ since: 0 })).toHaveLength(1);
}

describe.each(storeKinds)('a form post with an Idempotency-Key, on the %s store', (storeKind) => {
  it('does not count a replay toward the per-address limit, and answers one after the limit is reached', async () => {
    receiver = await startWebhookReceiver();
    const service = (t = await startTestService({
      storeKind,
      env: { ...webhookEnv(receiver, 'test-secret-0123456789abcdef0123'), RATE_LIMIT_PER_EMAIL: '2' },
    }));
    await post(service, trial, formatIdempotencyKey(key)).expect(202);
    // Retries of the same submission, answered from the store: still one submission for the address.
    for (let retry = 0; retry < 3; retry++)
      await post(service, trial, formatIdempotencyKey(key)).expect(202).expect('Idempotent-Replayed', 'true');
    await post(service, { ...trial, lastName: 'Second' }, formatIdempotencyKey('7d1c6a3e-6f0b-4b8e-9a51-2f4d8c7e1b90')).expect(202);
    await post(service, { ...trial, lastName: 'Third' }, formatIdempotencyKey('0b5e2f9a-3c7d-4e1f-8a6b-9d2c4e7f1a35')).expect(429);
    // The limit reached, a retry of a stored submission still gets its answer.
    await post(service, trial, formatIdempotencyKey(key)).expect(202).expect('Idempotent-Replayed', 'true');
  });

  it('answers a repeat as the first post (202, same body, marked replayed) and sends no second e-mail or webhook', async () => {
    const service = await setUp(storeKind);
    const first = await post(service, trial, formatIdempotencyKey(key)).expect(202);
    expect(first.body).toEqual({ status: 'received' });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    await eventually(() => expect(service.smtp.received).toHaveLength(2));

    // The 202 was lost on its way; the visitor presses Submit again: same key, same body (members in any order).
    const again = await post(service, trialReordered, formatIdempotencyKey(key)).expect(202);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The bare token the draft's quoted string holds is the same key.
    await post(service, trial, key).expect(202).expect('Idempotent-Replayed', 'true');

    await expectDeliveredOnce(service);
    const [stored] = await service.service.store.export.listSubmissions({ since: 0 });
    const lines = service.logs.lines();
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        form: 'trial',
        submissionId: stored?.id,
        msg: 'Repeated submission answered as first accepted; nothing stored or sent',
      }),
    );
    // The repeat's request line names the submission it was answered from.
    expect(
      lines.filter((line) => line.submissionId === stored?.id && (line.res as { statusCode?: number } | undefined)?.statusCode === 202),
    ).toHaveLength(3);
  });

  it('stores one submission for two posts with the same key at the same moment', async () => {
    const service = await setUp(storeKind);
    const answers = await Promise.all([post(service, trial, formatIdempotencyKey(key)), post(service, trial, formatIdempotencyKey(key))]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers.map((answer) => answer.headers['idempotent-replayed']).sort()).toEqual(['true', undefined]);
    await expectDeliveredOnce(service);
  });

  it('answers 409 to the key with a different body, storing and sending nothing more', async () => {
    const service = await setUp(storeKind);
    await post(service, trial, formatIdempotencyKey(key)).expect(202);
    const other = await post(service, { ...trial, company: 'Another Care Co' }, formatIdempotencyKey(key)).expect(409);
    expect(other.body).toEqual({ error: reusedIdempotencyKeyMessage });
    expect(reusedIdempotencyKeyMessage).toBe('This Idempotency-Key was already used for a different submission.');
    // An invalid body under a held key is a reuse too, not a 422.
    await post(service, {}, formatIdempotencyKey(key)).expect(409);
    // The same key on another form is another submission.
    await request(service.service.app)
      .post(visitorForms.newsletter.path)
      .set('Idempotency-Key', formatIdempotencyKey(key))
      .send(exampleNewsletter)
      .expect(202)
      .expect((res) => expect(res.headers['idempotent-replayed']).toBeUndefined());
    await eventually(() => expect(service.smtp.received).toHaveLength(4));
    await settle(300);
    expect(service.smtp.received).toHaveLength(4);
    expect(await service.service.store.export.listSubmissions({ since: 0 })).toHaveLength(2);
  });

  it('answers a keyed post the schema now refuses from its key when that post was accepted (a demo whose time has passed)', async () => {
    const service = await setUp(storeKind);
    // As if this body had been accepted when its preferred time was still ahead.
    const late = { ...trial, email: 'not an address' };
    const stored = await service.service.store.intake.enqueueOnce(
      'trial',
      {
        internal: { from: 'a@x.example', to: 'b@x.example', subject: 's', text: 't' },
        confirmation: { from: 'a@x.example', to: 'c@x.example', subject: 's', text: 't' },
      },
      { fields: {}, attribution: undefined, spamSignals: [], toWebhook: false },
      { key, bodyHash: bodyHashOf(late) },
    );
    const again = await post(service, late, formatIdempotencyKey(key)).expect(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(service.logs.lines()).toContainEqual(expect.objectContaining({ submissionId: stored.id, res: { statusCode: 202 } }));
    // The key free: the 422 as ever.
    await post(service, late, formatIdempotencyKey('another-key-1234')).expect(422);
  });
});

describe('the Idempotency-Key header', () => {
  it.each([
    ['too short', '"abc"'],
    ['with a space', 'abc def ghi'],
    ['over 255 characters', 'k'.repeat(256)],
    ['unbalanced quotes', `"${key}`],
  ])('answers 400 with what a key must be to one %s, storing nothing', async (_name, value) => {
    const service = await setUp('sqlite');
    const res = await post(service, trial, value).expect(400);
    expect(res.body).toEqual({ error: malformedIdempotencyKeyMessage });
    await settle();
    expect(await service.service.store.mailQueue.pendingCount()).toBe(0);
    expect(service.smtp.recipientsOffered).toEqual([]);
  });

  it('is refused in the namespace of the keys the server makes for plain posts, so no one learns what was posted (issue 57)', async () => {
    const service = await setUp('sqlite');
    const app = service.service.app;
    // Someone subscribed without script: stored under the key made of their address.
    await request(app).post(visitorForms.newsletter.path).type('form').send('email=subscriber%40example.com').expect(202);
    // An outsider works out that key and tries it with the same body, and with another: neither is looked up.
    const workedOut = `form-post.${bodyHashOf({ email: 'subscriber@example.com' })}`;
    for (const body of [{ email: 'subscriber@example.com' }, { email: 'other@example.com' }]) {
      const res = await request(app).post(visitorForms.newsletter.path).set('Idempotency-Key', workedOut).send(body).expect(400);
      expect(res.body).toEqual({ error: reservedIdempotencyKeyMessage });
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(reservedIdempotencyKeyMessage).toBe('Idempotency-Key must not begin with "form-post.": such keys are the server\'s own');
    await eventually(() => expect(service.smtp.received).toHaveLength(2));
    await settle();
    expect(service.smtp.received).toHaveLength(2);
  });

  it('is optional: posts without it (older clients, curl) are each stored, as before', async () => {
    const service = await setUp('sqlite');
    await post(service, trial).expect(202);
    const second = await post(service, trial).expect(202);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    await eventually(() => expect(service.smtp.received).toHaveLength(4));
    expect(await service.service.store.export.listSubmissions({ since: 0 })).toHaveLength(2);
  });
});
