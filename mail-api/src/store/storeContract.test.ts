import { Client } from 'pg';
import type { InternalWithConfirmation } from '../mail/message';
import { capturedLogger } from '../testSupport/captureLogs';
import { settle, storeKinds } from '../testSupport/service';
import { queryRows } from '@site/devkit/test/postgres-cluster';
import { testStoreBacking, type TestStoreBacking } from '../testSupport/stores';
import { createServer, type Socket } from 'node:net';
import { advisoryLock, openPostgresStore } from './postgresStore';
import { migrations } from './postgresSchema';
import { StoreLockedError } from './sqliteStore';
import type { PendingSubmission, SubmissionStore } from './submissionStore';

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

const ids = (rows: readonly PendingSubmission[]) => rows.map((row) => row.id);
const day = 24 * 60 * 60_000;

/** Enqueues one by one, a few milliseconds apart, so "oldest first" has a single answer. */
async function enqueueInOrder(store: SubmissionStore, count: number): Promise<string[]> {
  const stored: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    stored.push(await store.enqueue('f', mails(n)));
    await settle(3);
  }
  return stored;
}

let backing: TestStoreBacking;
afterEach(async () => {
  await backing.cleanUp();
});

describe.each(storeKinds)('the %s store', (kind) => {
  beforeEach(async () => {
    backing = await testStoreBacking(kind, capturedLogger().logger);
  });

  describe('enqueue', () => {
    it('stores both messages durably: they are there after closing and reopening', async () => {
      const first = await backing.open();
      const id = await first.enqueue('newsletter', mails(1));
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await first.close();

      const reopened = await backing.open();
      expect(await reopened.pendingCount()).toBe(1);
      expect(await reopened.claimDue(10)).toEqual([
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

    it('tells its listeners once submissions are committed, all of one event-loop turn together', async () => {
      const s = await backing.open();
      const seen: Array<Promise<number>> = [];
      s.onEnqueued(() => seen.push(s.pendingCount()));
      await Promise.all([1, 2, 3, 4, 5].map((n) => s.enqueue('newsletter', mails(n))));
      expect(seen.length).toBeGreaterThan(0);
      expect(await seen[0]).toBe(5);
    });
  });

  describe('claims, marks and retries', () => {
    it('hands out due submissions oldest first, up to the limit, each to one claim only', async () => {
      const s = await backing.open();
      const [a, b, c] = await enqueueInOrder(s, 3);
      expect(ids(await s.claimDue(1))).toEqual([a]);
      expect(ids(await s.claimDue(10))).toEqual([b, c]);
      expect(await s.claimDue(10)).toEqual([]);
      expect(await s.nextDueAt()).toBeUndefined(); // everything is claimed by this instance

      await s.release(c ?? '');
      expect(ids(await s.claimDue(10))).toEqual([c]);
    });

    it('gives a retried submission out again only once its time has come, with its attempts', async () => {
      const s = await backing.open();
      const [id = ''] = await enqueueInOrder(s, 1);
      await s.claimDue(10);
      const at = Date.now() + 300;
      await s.scheduleRetry(id, 'internal', 1, at);
      expect(await s.claimDue(10)).toEqual([]);
      expect(await s.nextDueAt()).toBe(at);
      await settle(350);
      expect(await s.claimDue(10)).toEqual([expect.objectContaining({ id, internalAttempts: 1, confirmationAttempts: 0 })]);
    });

    it('forgets the internal text once sent (keeping the claim), and the row once the confirmation is settled', async () => {
      const s = await backing.open();
      const [id = ''] = await enqueueInOrder(s, 1);
      await s.claimDue(10);
      const now = Date.now();
      await s.markInternalSent(id, 1, now);
      expect(await s.claimDue(10)).toEqual([]); // still this instance's claim: it sends the confirmation next
      await s.release(id);
      expect(await s.claimDue(10)).toEqual([expect.objectContaining({ id, internal: undefined, internalAttempts: 1 })]);

      await s.scheduleRetry(id, 'confirmation', 1, now - 1);
      expect(await s.claimDue(10)).toEqual([expect.objectContaining({ id, confirmationAttempts: 1 })]);

      await s.settleConfirmation(id, 'failed', 2, now);
      expect(await s.pendingCount()).toBe(0);
      expect(await s.claimDue(10)).toEqual([]);
      expect(await s.nextDueAt()).toBeUndefined();
    });

    it('never settles a confirmation before the internal message was recorded as sent', async () => {
      const s = await backing.open();
      const [id = ''] = await enqueueInOrder(s, 1);
      await s.claimDue(10);
      await s.settleConfirmation(id, 'sent', 1, Date.now());
      expect(await s.pendingCount()).toBe(1);
    });

    it('keeps attempts and the next retry time over a restart', async () => {
      const first = await backing.open();
      const [id = ''] = await enqueueInOrder(first, 1);
      await first.claimDue(10);
      const at = Date.now() + 400;
      await first.scheduleRetry(id, 'internal', 3, at);
      await first.close();

      const second = await backing.open();
      expect(await second.pendingCount()).toBe(1);
      expect(await second.nextDueAt()).toBe(at);
      expect(await second.claimDue(10)).toEqual([]);
      await settle(at - Date.now() + 20);
      expect(await second.claimDue(10)).toEqual([expect.objectContaining({ id, internalAttempts: 3 })]);
    });
  });

  describe('idempotency keys (issue 33)', () => {
    const keyed = (key: string, bodyHash = 'hash-a') => ({ key, bodyHash });
    const lead = { fields: {}, attribution: undefined, spamSignals: [], toWebhook: true } as const;

    it('stores the key with the submission, per form: the same key on another form is another submission', async () => {
      const s = await backing.open();
      const first = await s.enqueueOnce('newsletter', mails(1), lead, keyed('key-00000001'));
      expect(first).toEqual({ kind: 'stored', id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
      expect(await s.findByKey('newsletter', 'key-00000001')).toEqual({ id: first.id, bodyHash: 'hash-a' });
      expect(await s.findByKey('trial', 'key-00000001')).toBeUndefined();
      expect(await s.enqueueOnce('trial', mails(2), lead, keyed('key-00000001'))).toMatchObject({ kind: 'stored' });
      // Posts without a key never clash with each other.
      await s.enqueue('newsletter', mails(3), lead);
      await s.enqueue('newsletter', mails(4), lead);
      expect(await s.pendingCount()).toBe(4);
    });

    it('stores a repeat of the key nothing, naming the first submission and its body hash, also after a restart', async () => {
      const first = await backing.open();
      const { id } = await first.enqueueOnce('newsletter', mails(1), lead, keyed('key-00000002'));
      await first.close();
      const s = await backing.open();
      expect(await s.enqueueOnce('newsletter', mails(1), lead, keyed('key-00000002'))).toEqual({ kind: 'repeat', id, bodyHash: 'hash-a' });
      // Another body under the same key: the stored hash, for the caller to refuse (409).
      expect(await s.enqueueOnce('newsletter', mails(9), lead, keyed('key-00000002', 'hash-b'))).toEqual({
        kind: 'repeat',
        id,
        bodyHash: 'hash-a',
      });
      expect(await s.pendingCount()).toBe(1);
      expect(await s.pendingWebhookCount()).toBe(1);
      expect(ids(await s.claimDue(10))).toEqual([id]);
    });

    it('stores one submission for the same key asked for at the same moment, the others naming it', async () => {
      const s = await backing.open();
      const results = await Promise.all(Array.from({ length: 5 }, () => s.enqueueOnce('trial', mails(1), lead, keyed('key-00000003'))));
      const stored = results.filter((result) => result.kind === 'stored');
      expect(stored).toHaveLength(1);
      expect(new Set(results.map((result) => result.id))).toEqual(new Set([stored[0]?.id]));
      expect(await s.pendingCount()).toBe(1);
    });

    it('lets the key go with its submission at retention', async () => {
      const s = await backing.open();
      const { id } = await s.enqueueOnce('newsletter', mails(1), { ...lead, toWebhook: false }, keyed('key-00000004'));
      await s.claimDue(10);
      await s.markInternalSent(id, 1, Date.now() - 40 * day);
      await s.settleConfirmation(id, 'sent', 1, Date.now() - 40 * day);
      expect(await s.purgeSettled(Date.now() - 30 * day)).toBe(1);
      expect(await s.findByKey('newsletter', 'key-00000004')).toBeUndefined();
      expect(await s.enqueueOnce('newsletter', mails(1), lead, keyed('key-00000004'))).toMatchObject({ kind: 'stored' });
    });
  });

  describe('purgeSettled (retention)', () => {
    it('deletes settled rows older than the cut-off and never a row whose internal message is unsent', async () => {
      const s = await backing.open();
      const now = Date.now();
      const [old = '', recent = '', undelivered = '', confirmationPending = ''] = await enqueueInOrder(s, 4);
      await s.claimDue(10);
      await s.markInternalSent(old, 1, now - 40 * day);
      await s.settleConfirmation(old, 'sent', 1, now - 40 * day);
      await s.markInternalSent(recent, 1, now - day);
      await s.settleConfirmation(recent, 'sent', 1, now - day);
      await s.markInternalSent(confirmationPending, 1, now - 40 * day);
      await s.release(undelivered);
      await s.release(confirmationPending);

      // A cut-off in the future would delete everything settled; unsettled rows stay regardless.
      expect(await s.purgeSettled(now - 30 * day)).toBe(1);
      expect(await s.purgeSettled(now + 365 * day)).toBe(1);
      expect(await s.pendingCount()).toBe(2);
      expect(ids(await s.claimDue(10)).sort()).toEqual([undelivered, confirmationPending].sort());
    });
  });
});

describe('the sqlite store', () => {
  beforeEach(async () => {
    backing = await testStoreBacking('sqlite', capturedLogger().logger);
  });

  it('commits the enqueues of one event-loop turn in one transaction, each resolving after it', async () => {
    const s = await backing.open();
    const sameTurn = [1, 2, 3].map((n) => s.enqueue('newsletter', mails(n)));
    expect(await s.pendingCount()).toBe(0); // nothing written yet: the batch commits on setImmediate
    await Promise.all(sameTurn);
    expect(await s.pendingCount()).toBe(3);
  });

  it('rejects an enqueue that cannot be committed (SQLITE_FULL) and keeps none of it, without failing its batch-mates', async () => {
    const s = await backing.open({ extraPagesAllowed: 0 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, n) => s.enqueue('newsletter', mails(n))));
    const rejected = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    for (const { reason } of rejected) expect(reason).toMatchObject({ errcode: 13, errstr: 'database or disk is full' }); // SQLITE_FULL
    // The batch was too big as a whole; those that fitted alone were committed, and only those are stored.
    expect(await s.pendingCount()).toBe(results.length - rejected.length);
  });

  it('refuses a second process on an open database', async () => {
    await backing.open();
    await expect(backing.open()).rejects.toThrow(StoreLockedError);
  });
});

describe('the postgres store shared by several instances', () => {
  let logs: ReturnType<typeof capturedLogger>;
  beforeEach(async () => {
    logs = capturedLogger();
    backing = await testStoreBacking('postgres', logs.logger);
  });

  it('never gives one submission to two instances at once, however they interleave', async () => {
    const [one, two] = [await backing.open(), await backing.open()];
    await Promise.all(Array.from({ length: 30 }, (_, n) => (n % 2 ? one : two).enqueue('f', mails(n))));
    const claimed: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = await Promise.all([one.claimDue(2), two.claimDue(2)]);
      claimed.push(...ids(a), ...ids(b));
    }
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
  });

  it("gives a dead instance's claim to another once the lease has run out, and ignores the late writes of the one that lost it", async () => {
    // Both are open before the claim, and the lease is long enough for a busy machine: only two
    // queries run between the claim and the survivor's first look, which must find it still held.
    const crashed = await backing.open({ leaseMs: 1000 });
    const survivor = await backing.open({ leaseMs: 1000 });
    const [id = ''] = await enqueueInOrder(crashed, 1);
    expect(ids(await crashed.claimDue(10))).toEqual([id]);
    expect(await survivor.claimDue(10)).toEqual([]);
    await settle(1050);
    expect(ids(await survivor.claimDue(10))).toEqual([id]);

    // The stalled instance wakes up and records a retry: the row is the survivor's now, so nothing changes.
    await crashed.scheduleRetry(id, 'internal', 1, Date.now() + 60_000);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        level: 40,
        submissionId: id,
        msg: 'Delivery step not recorded: the submission is no longer claimed by this instance',
      }),
    );
    await survivor.markInternalSent(id, 1, Date.now());
    await survivor.settleConfirmation(id, 'sent', 1, Date.now());
    expect(await survivor.pendingCount()).toBe(0);
  });

  it('stores one submission when instances are given the same idempotency key at the same moment', async () => {
    const [one, two, three] = [await backing.open(), await backing.open(), await backing.open()];
    const lead = { fields: {}, attribution: undefined, spamSignals: [], toWebhook: true } as const;
    for (let round = 0; round < 10; round += 1) {
      const key = { key: `concurrent-key-${round}`, bodyHash: 'h' };
      const results = await Promise.all(
        [one, two, three, one, two, three].map((instance) => instance.enqueueOnce('request-demo', mails(round), lead, key)),
      );
      expect(results.filter((result) => result.kind === 'stored')).toHaveLength(1);
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
    }
    expect(await one.pendingCount()).toBe(10);
    expect(await two.pendingWebhookCount()).toBe(10);
  });

  it('purges on one instance at a time: while another holds the purge lock, it skips', async () => {
    const s = await backing.open();
    const [id = ''] = await enqueueInOrder(s, 1);
    await s.claimDue(10);
    await s.markInternalSent(id, 1, Date.now() - 40 * day);
    await s.settleConfirmation(id, 'sent', 1, Date.now() - 40 * day);

    const other = new Client({ connectionString: backing.databaseUrl });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1, $2)', [advisoryLock.namespace, advisoryLock.purge]);
      expect(await s.purgeSettled(Date.now())).toBeUndefined();
      await other.query('SELECT pg_advisory_unlock($1, $2)', [advisoryLock.namespace, advisoryLock.purge]);
      expect(await s.purgeSettled(Date.now())).toBe(1);
    } finally {
      await other.end();
    }
  });

  it('migrates once when instances start at the same moment, and starts again on a migrated database', async () => {
    const started = await Promise.all([backing.open(), backing.open(), backing.open()]);
    expect(started).toHaveLength(3);
    await backing.open();
    const rows = await queryRows<{ version: number }>(
      backing.databaseUrl ?? '',
      'SELECT version FROM mail_api_schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
  });

  it('gives up on a database that accepts connections but never answers, instead of waiting for TCP', async () => {
    // A hung server: the TCP handshake succeeds, then silence.
    const sockets: Socket[] = [];
    const hung = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as { port: number };
    const started = Date.now();
    try {
      await expect(openPostgresStore({ url: `postgres://mail@127.0.0.1:${port}/mail`, logger: logs.logger })).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
  }, 15_000);
});
