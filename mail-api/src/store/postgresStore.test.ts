import { createServer, type Socket } from 'node:net';
import { Client } from 'pg';
import { queryRows } from '@site/test-kit/postgres-cluster';
import { capturedLogger } from '../testSupport/captureLogs';
import { settle } from '../testSupport/service';
import { testStoreBacking, type TestStoreBacking } from '../testSupport/stores';
import { advisoryLock } from './postgresConnection';
import { migrations } from './postgresSchema';
import { openPostgresStore } from './postgresStore';
import { day, enqueueInOrder, ids, mails } from './storeFixtures';

let backing: TestStoreBacking;
afterEach(async () => {
  await backing.cleanUp();
});

describe('the postgres store shared by several instances', () => {
  let logs: ReturnType<typeof capturedLogger>;
  beforeEach(async () => {
    logs = capturedLogger();
    backing = await testStoreBacking('postgres', logs.logger);
  });

  it('never gives one submission to two instances at once, however they interleave', async () => {
    const [one, two] = [await backing.open(), await backing.open()];
    await Promise.all(Array.from({ length: 30 }, (_, n) => (n % 2 ? one : two).intake.enqueue('f', mails(n))));
    const claimed: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = await Promise.all([one.mailQueue.claimDue(2), two.mailQueue.claimDue(2)]);
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
    const [id = ''] = await enqueueInOrder(crashed.intake, 1);
    expect(ids(await crashed.mailQueue.claimDue(10))).toEqual([id]);
    expect(await survivor.mailQueue.claimDue(10)).toEqual([]);
    await settle(1050);
    expect(ids(await survivor.mailQueue.claimDue(10))).toEqual([id]);

    // The stalled instance wakes up and records a retry: the row is the survivor's now, so nothing changes.
    await crashed.mailQueue.record(id, { kind: 'retry', message: 'internal', attempts: 1, retryAt: Date.now() + 60_000 });
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        level: 40,
        submissionId: id,
        msg: 'Delivery step not recorded: the submission is no longer claimed by this instance',
      }),
    );
    await survivor.mailQueue.record(id, { kind: 'internalSent', attempts: 1, now: Date.now() });
    await survivor.mailQueue.record(id, { kind: 'confirmationSettled', result: 'sent', attempts: 1, now: Date.now() });
    expect(await survivor.mailQueue.pendingCount()).toBe(0);
  });

  it('stores one submission when instances are given the same idempotency key at the same moment', async () => {
    const [one, two, three] = [await backing.open(), await backing.open(), await backing.open()];
    const lead = { fields: {}, attribution: undefined, spamSignals: [], toWebhook: true } as const;
    for (let round = 0; round < 10; round += 1) {
      const key = { key: `concurrent-key-${round}`, bodyHash: 'h' };
      const results = await Promise.all(
        [one, two, three, one, two, three].map((instance) => instance.intake.enqueueOnce('request-demo', mails(round), lead, key)),
      );
      expect(results.filter((result) => result.kind === 'stored')).toHaveLength(1);
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
    }
    expect(await one.mailQueue.pendingCount()).toBe(10);
    expect(await two.webhookQueue.pendingCount()).toBe(10);
  });

  it('purges on one instance at a time: while another holds the purge lock, it skips', async () => {
    const s = await backing.open();
    const [id = ''] = await enqueueInOrder(s.intake, 1);
    await s.mailQueue.claimDue(10);
    await s.mailQueue.record(id, { kind: 'internalSent', attempts: 1, now: Date.now() - 40 * day });
    await s.mailQueue.record(id, { kind: 'confirmationSettled', result: 'sent', attempts: 1, now: Date.now() - 40 * day });

    const other = new Client({ connectionString: backing.databaseUrl });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1, $2)', [advisoryLock.namespace, advisoryLock.purge]);
      expect(await s.retention.purgeSettled(Date.now())).toBeUndefined();
      await other.query('SELECT pg_advisory_unlock($1, $2)', [advisoryLock.namespace, advisoryLock.purge]);
      expect(await s.retention.purgeSettled(Date.now())).toBe(1);
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
