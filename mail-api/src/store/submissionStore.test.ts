import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InternalWithConfirmation } from '../mail/message';
import { openSubmissionStore, StoreLockedError, type SubmissionStore } from './submissionStore';

const mails = (n: number): InternalWithConfirmation => ({
  internal: {
    from: 'no-reply@site.example',
    to: 'staff@site.example',
    replyTo: `v${n}@example.com`,
    subject: 'Internal',
    text: `Submission ${n}`,
  },
  confirmation: { from: 'no-reply@site.example', to: `v${n}@example.com`, subject: 'Thanks', text: 'Thanks' },
});

let dir: string;
let file: string;
let store: SubmissionStore | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mail-api-store-'));
  file = path.join(dir, 'nested', 'submissions.db');
});
afterEach(() => {
  store?.close();
  store = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function open(options: { extraPagesAllowed?: number } = {}): SubmissionStore {
  store = openSubmissionStore({ file, ...options });
  return store;
}

describe('enqueue', () => {
  it('stores both messages durably: they are there after closing and reopening', async () => {
    const first = open();
    const id = await first.enqueue('newsletter', mails(1));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    first.close();

    const reopened = open();
    expect(reopened.pendingCount()).toBe(1);
    expect(reopened.due(Date.now(), 10, [])).toEqual([
      {
        id,
        form: 'newsletter',
        internal: mails(1).internal,
        confirmation: mails(1).confirmation,
        internalAttempts: 0,
        confirmationAttempts: 0,
      },
    ]);
  });

  it('commits the enqueues of one event-loop turn together (group commit), each resolving after it', async () => {
    const s = open();
    const commits: number[] = [];
    s.onEnqueued(() => commits.push(s.pendingCount()));

    const sameTurn = [1, 2, 3, 4, 5].map((n) => s.enqueue('newsletter', mails(n)));
    expect(s.pendingCount()).toBe(0); // nothing written yet: the batch commits on setImmediate
    await Promise.all(sameTurn);
    expect(commits).toEqual([5]); // one commit saw all five

    await s.enqueue('newsletter', mails(6));
    expect(commits).toEqual([5, 6]);
  });

  it('rejects an enqueue that cannot be committed (SQLITE_FULL) and keeps none of it, without failing its batch-mates', async () => {
    const s = open({ extraPagesAllowed: 0 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, n) => s.enqueue('newsletter', mails(n))));
    const rejected = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    for (const { reason } of rejected) expect(reason).toMatchObject({ errcode: 13, errstr: 'database or disk is full' }); // SQLITE_FULL
    // The batch was too big as a whole; those that fitted alone were committed, and only those are stored.
    expect(s.pendingCount()).toBe(results.length - rejected.length);
  });
});

describe('due, marks and retries', () => {
  it('hands out due submissions oldest first, up to the limit, skipping excluded ids and future retries', async () => {
    const s = open();
    const [a, b, c] = [await s.enqueue('f', mails(1)), await s.enqueue('f', mails(2)), await s.enqueue('f', mails(3))];
    const now = Date.now();
    await s.scheduleRetry(b, 'internal', 1, now + 60_000);

    expect(s.due(now, 10, []).map((row) => row.id)).toEqual([a, c]);
    expect(s.due(now, 1, []).map((row) => row.id)).toEqual([a]);
    expect(s.due(now, 10, [a]).map((row) => row.id)).toEqual([c]);
    expect(s.due(now + 60_000, 10, [a, c]).map((row) => ({ id: row.id, attempts: row.internalAttempts }))).toEqual([
      { id: b, attempts: 1 },
    ]);
    expect(s.nextDueAt([a, c])).toBe(now + 60_000);
  });

  it('forgets the internal text once sent, and the row once the confirmation is settled', async () => {
    const s = open();
    const id = await s.enqueue('f', mails(1));
    const now = Date.now();
    await s.markInternalSent(id, 1, now);
    expect(s.due(now, 10, [])).toEqual([expect.objectContaining({ id, internal: undefined, internalAttempts: 1 })]);

    await s.scheduleRetry(id, 'confirmation', 1, now + 1000);
    expect(s.due(now, 10, [])).toEqual([]);
    expect(s.due(now + 1000, 10, [])).toEqual([expect.objectContaining({ id, confirmationAttempts: 1 })]);

    await s.settleConfirmation(id, 'failed', 2, now);
    expect(s.pendingCount()).toBe(0);
    expect(s.due(now + 10_000, 10, [])).toEqual([]);
    expect(s.nextDueAt([])).toBeUndefined();
  });

  it('never settles a confirmation before the internal message was recorded as sent', async () => {
    const s = open();
    const id = await s.enqueue('f', mails(1));
    await s.settleConfirmation(id, 'sent', 1, Date.now());
    expect(s.pendingCount()).toBe(1);
  });
});

describe('purgeSettled (retention)', () => {
  it('deletes settled rows older than the cut-off and never a row whose internal message is unsent', async () => {
    const s = open();
    const day = 24 * 60 * 60_000;
    const now = Date.now();
    const [old, recent, undelivered, confirmationPending] = [
      await s.enqueue('f', mails(1)),
      await s.enqueue('f', mails(2)),
      await s.enqueue('f', mails(3)),
      await s.enqueue('f', mails(4)),
    ];
    await s.markInternalSent(old, 1, now - 40 * day);
    await s.settleConfirmation(old, 'sent', 1, now - 40 * day);
    await s.markInternalSent(recent, 1, now - day);
    await s.settleConfirmation(recent, 'sent', 1, now - day);
    await s.markInternalSent(confirmationPending, 1, now - 40 * day);

    // A cut-off in the future would delete everything settled; unsettled rows stay regardless.
    expect(s.purgeSettled(now - 30 * day)).toBe(1);
    expect(s.purgeSettled(now + 365 * day)).toBe(1);
    expect(s.pendingCount()).toBe(2);
    expect(
      s
        .due(Date.now(), 10, [])
        .map((row) => row.id)
        .sort(),
    ).toEqual([undelivered, confirmationPending].sort());
  });
});

describe('one process per database', () => {
  it('refuses a second connection to an open database', () => {
    open();
    expect(() => openSubmissionStore({ file })).toThrow(StoreLockedError);
  });
});
