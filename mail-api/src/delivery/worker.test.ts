import type { SendMail } from '../mail/deliver';
import type { InternalWithConfirmation, OutgoingMail } from '../mail/message';
import type { SubmissionStore } from '../store/submissionStore';
import { capturedLogger } from '../testSupport/captureLogs';
import { eventually, settle, storeKinds } from '../testSupport/service';
import { testStoreBacking, type TestStoreBacking } from '../testSupport/stores';
import { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from './worker';

const mails: InternalWithConfirmation = {
  internal: {
    from: 'no-reply@site.example',
    to: 'staff@site.example',
    replyTo: 'alex@example.com',
    subject: 'Internal',
    text: 'alex@example.com',
  },
  confirmation: { from: 'no-reply@site.example', to: 'alex@example.com', subject: 'Thanks', text: 'Thanks' },
};

/** What an SMTP server's refusal looks like through nodemailer. */
function smtpError(responseCode: number, to: string) {
  return Object.assign(new Error(`Can't send mail - all recipients were rejected: ${responseCode} <${to}>: refused`), {
    code: 'EENVELOPE',
    responseCode,
    command: 'RCPT TO',
  });
}

/**
 * A recording sender standing in for the SMTP transport (the worker is under test, not nodemailer):
 * `failures[address]` is how many times sending to it fails first, with `code`.
 */
function scriptedSender(failures: Record<string, { times: number; code: number }> = {}) {
  const attempts: Array<{ to: string; messageId: string }> = [];
  const sent: Array<{ mail: OutgoingMail; messageId: string }> = [];
  const send: SendMail = (mail, { messageId }) => {
    attempts.push({ to: mail.to, messageId });
    const failure = failures[mail.to];
    if (failure && failure.times > 0) {
      failure.times -= 1;
      return Promise.reject(smtpError(failure.code, mail.to));
    }
    sent.push({ mail, messageId });
    return Promise.resolve();
  };
  return { send, attempts, sent };
}

let backing: TestStoreBacking;
let store: SubmissionStore;
const workers: DeliveryWorker[] = [];
let logs: ReturnType<typeof capturedLogger>;

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await backing.cleanUp();
});

/** A worker on `on`'s e-mail queue (the test's store unless said), woken by its enqueues. */
function startWorker(send: SendMail, options: Partial<DeliveryWorkerOptions> = {}, on: SubmissionStore = store): DeliveryWorker {
  const worker = createDeliveryWorker({
    queue: on.mailQueue,
    send,
    logger: logs.logger,
    mailFrom: 'Site <no-reply@site.example>',
    concurrency: 4,
    backoff: { baseMs: 10, maxMs: 40 },
    confirmationMaxAttempts: 3,
    ...options,
  });
  workers.push(worker);
  on.intake.onEnqueued(() => worker.wake());
  worker.start();
  return worker;
}

describe.each(storeKinds)('delivery worker on the %s store', (kind) => {
  beforeEach(async () => {
    logs = capturedLogger();
    backing = await testStoreBacking(kind, logs.logger);
    store = await backing.open();
  });

  it('sends the internal message, then the confirmation, each with its fixed Message-ID, and settles the row', async () => {
    const { send, sent } = scriptedSender();
    startWorker(send);
    const id = await store.intake.enqueue('newsletter', mails);

    await eventually(async () => expect(await store.mailQueue.pendingCount()).toBe(0));
    expect(sent).toEqual([
      { mail: mails.internal, messageId: `<${id}.internal@site.example>` },
      { mail: mails.confirmation, messageId: `<${id}.confirmation@site.example>` },
    ]);
  });

  it('picks up what was stored before it started (a previous run left it pending)', async () => {
    const ids = [await store.intake.enqueue('a', mails), await store.intake.enqueue('b', mails)];
    const { send, sent } = scriptedSender();
    startWorker(send);
    await eventually(() => expect(sent).toHaveLength(4));
    expect(new Set(sent.map((s) => s.messageId.split('.')[0]))).toEqual(new Set(ids.map((id) => `<${id}`)));
  });

  it('retries the internal message with backoff, logging each failure, and sends the confirmation only after it succeeded', async () => {
    const { send, attempts, sent } = scriptedSender({ 'staff@site.example': { times: 4, code: 451 } });
    startWorker(send);
    const id = await store.intake.enqueue('newsletter', mails);

    await eventually(async () => expect(await store.mailQueue.pendingCount()).toBe(0));
    expect(attempts.map((a) => a.to)).toEqual([...Array<string>(5).fill('staff@site.example'), 'alex@example.com']);
    expect(new Set(attempts.slice(0, 5).map((a) => a.messageId))).toEqual(new Set([`<${id}.internal@site.example>`]));
    expect(sent.map((s) => s.mail.subject)).toEqual(['Internal', 'Thanks']);

    const failures = logs.lines().filter((line) => line.msg === 'Sending the internal message failed');
    expect(failures.map((line) => line.attempt)).toEqual([1, 2, 3, 4]);
    expect(failures[0]).toMatchObject({
      level: 50,
      form: 'newsletter',
      submissionId: id,
      mailError: { responseCode: 451, code: 'EENVELOPE' },
    });
    expect(logs.lines()).toContainEqual(expect.objectContaining({ level: 30, attempt: 5, msg: 'Internal message sent after retrying' }));
    expect(logs.text()).not.toContain('@example.com');
    expect(logs.text()).not.toContain('staff@site.example');
  });

  it('retries the internal message even when the server refuses it permanently (staff must get it)', async () => {
    const { send, attempts } = scriptedSender({ 'staff@site.example': { times: 3, code: 550 } });
    startWorker(send);
    await store.intake.enqueue('newsletter', mails);
    await eventually(async () => expect(await store.mailQueue.pendingCount()).toBe(0));
    expect(attempts.filter((a) => a.to === 'staff@site.example')).toHaveLength(4);
  });

  it('gives a temporarily failing confirmation up after the configured attempts, with a warning', async () => {
    const { send, attempts, sent } = scriptedSender({ 'alex@example.com': { times: 99, code: 451 } });
    startWorker(send, { confirmationMaxAttempts: 3 });
    const id = await store.intake.enqueue('newsletter', mails);

    await eventually(async () => expect(await store.mailQueue.pendingCount()).toBe(0));
    await settle(100);
    expect(attempts.map((a) => a.to)).toEqual(['staff@site.example', 'alex@example.com', 'alex@example.com', 'alex@example.com']);
    expect(sent.map((s) => s.mail.subject)).toEqual(['Internal']);
    expect(
      logs
        .lines()
        .filter((line) => line.msg === 'Sending the confirmation failed')
        .map((line) => line.attempt),
    ).toEqual([1, 2]);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 40, submissionId: id, attempt: 3, msg: 'Sending the confirmation failed; giving up' }),
    );
  });

  it('gives a permanently rejected confirmation up at once', async () => {
    const { send, attempts } = scriptedSender({ 'alex@example.com': { times: 99, code: 550 } });
    startWorker(send, { confirmationMaxAttempts: 5 });
    await store.intake.enqueue('newsletter', mails);
    await eventually(async () => expect(await store.mailQueue.pendingCount()).toBe(0));
    await settle(100);
    expect(attempts.map((a) => a.to)).toEqual(['staff@site.example', 'alex@example.com']);
  });

  it('never has more sends under way than its concurrency', async () => {
    let active = 0;
    let peak = 0;
    const send: SendMail = async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
    };
    startWorker(send, { concurrency: 3 });
    await Promise.all(Array.from({ length: 20 }, () => store.intake.enqueue('newsletter', mails)));
    await eventually(async () => expect(await store.mailQueue.pendingCount()).toBe(0));
    expect(peak).toBe(3);
  });

  it('on stop, lets a send under way finish and be recorded, and starts no new one', async () => {
    let release: () => void = () => undefined;
    const sent: string[] = [];
    const send: SendMail = async (mail) => {
      await new Promise<void>((resolve) => (release = resolve));
      sent.push(mail.subject);
    };
    const w = startWorker(send);
    await store.intake.enqueue('newsletter', mails);
    await eventually(() => expect(w.busy()).toBe(1));

    const stopped = w.stop();
    release();
    await stopped;
    expect(sent).toEqual(['Internal']);
    // The internal message is recorded as sent and the claim released: the confirmation is due, for whoever starts next.
    expect(await store.mailQueue.claimDue(10)).toEqual([expect.objectContaining({ internal: undefined, internalAttempts: 1 })]);
  });
});

describe('delivery workers of several instances on one postgres store', () => {
  beforeEach(async () => {
    logs = capturedLogger();
    backing = await testStoreBacking('postgres', logs.logger);
    store = await backing.open();
  });

  it('deliver every submission exactly once between them, each waking on enqueues from either', async () => {
    const other = await backing.open();
    const { send, sent } = scriptedSender();
    const [first, second] = [startWorker(send, { concurrency: 3 }), startWorker(send, { concurrency: 3 }, other)];
    const stored = await Promise.all(Array.from({ length: 40 }, (_, n) => (n % 2 ? store : other).intake.enqueue('newsletter', mails)));

    await eventually(() => expect(sent).toHaveLength(80), 15_000);
    await settle(200);
    expect(sent).toHaveLength(80);
    expect(new Set(sent.map((s) => s.messageId)).size).toBe(80);
    expect(new Set(sent.map((s) => s.messageId.split('.')[0]))).toEqual(new Set(stored.map((id) => `<${id}`)));
    expect(await store.mailQueue.pendingCount()).toBe(0);
    expect(first.busy() + second.busy()).toBe(0);
  });

  it('picks up the submission a killed instance was sending, once its lease has run out', async () => {
    const doomed = await backing.open({ leaseMs: 400 });
    let stuckSendStarted = false;
    const neverAnswers: SendMail = () => {
      stuckSendStarted = true;
      return new Promise(() => undefined);
    };
    const doomedWorker = createDeliveryWorker({
      queue: doomed.mailQueue,
      send: neverAnswers,
      logger: logs.logger,
      mailFrom: 'Site <no-reply@site.example>',
      concurrency: 1,
      backoff: { baseMs: 10, maxMs: 40 },
      confirmationMaxAttempts: 3,
    });
    doomed.intake.onEnqueued(() => doomedWorker.wake());
    doomedWorker.start();
    const id = await doomed.intake.enqueue('newsletter', mails);
    await eventually(() => expect(stuckSendStarted).toBe(true));
    // The instance dies mid-send: its connections go, its claim stays in the table.
    await doomed.close();

    const { send, sent } = scriptedSender();
    const started = Date.now();
    startWorker(send, { idlePollMs: 100 });
    await eventually(() => expect(sent).toHaveLength(2), 4_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250); // not before the lease ran out
    expect(sent.map((s) => s.messageId)).toEqual([`<${id}.internal@site.example>`, `<${id}.confirmation@site.example>`]);
  });
});
