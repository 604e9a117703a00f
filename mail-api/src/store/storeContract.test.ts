import { capturedLogger } from '../testSupport/captureLogs';
import { settle, storeKinds } from '../testSupport/service';
import { testStoreBacking, type TestStoreBacking } from '../testSupport/stores';
import { day, enqueueInOrder, ids, mails } from './storeFixtures';

// The store's contract, run against both backends: what each role does, the same on SQLite and PostgreSQL.
// What only one backend does is tested beside it (sqliteStore.test.ts, postgresStore.test.ts).

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
      const id = await first.intake.enqueue('newsletter', mails(1));
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await first.close();

      const reopened = await backing.open();
      expect(await reopened.mailQueue.pendingCount()).toBe(1);
      expect(await reopened.mailQueue.claimDue(10)).toEqual([
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
      s.intake.onEnqueued(() => seen.push(s.mailQueue.pendingCount()));
      await Promise.all([1, 2, 3, 4, 5].map((n) => s.intake.enqueue('newsletter', mails(n))));
      expect(seen.length).toBeGreaterThan(0);
      expect(await seen[0]).toBe(5);
    });
  });

  describe('claims, marks and retries', () => {
    it('hands out due submissions oldest first, up to the limit, each to one claim only', async () => {
      const s = await backing.open();
      const [a, b, c] = await enqueueInOrder(s.intake, 3);
      expect(ids(await s.mailQueue.claimDue(1))).toEqual([a]);
      expect(ids(await s.mailQueue.claimDue(10))).toEqual([b, c]);
      expect(await s.mailQueue.claimDue(10)).toEqual([]);
      expect(await s.mailQueue.nextDueAt()).toBeUndefined(); // everything is claimed by this instance

      await s.mailQueue.release(c ?? '');
      expect(ids(await s.mailQueue.claimDue(10))).toEqual([c]);
    });

    it('gives a retried submission out again only once its time has come, with its attempts', async () => {
      const s = await backing.open();
      const [id = ''] = await enqueueInOrder(s.intake, 1);
      await s.mailQueue.claimDue(10);
      const at = Date.now() + 300;
      await s.mailQueue.record(id, { kind: 'retry', message: 'internal', attempts: 1, retryAt: at });
      expect(await s.mailQueue.claimDue(10)).toEqual([]);
      expect(await s.mailQueue.nextDueAt()).toBe(at);
      await settle(350);
      expect(await s.mailQueue.claimDue(10)).toEqual([expect.objectContaining({ id, internalAttempts: 1, confirmationAttempts: 0 })]);
    });

    it('forgets the internal text once sent (keeping the claim), and the row once the confirmation is settled', async () => {
      const s = await backing.open();
      const [id = ''] = await enqueueInOrder(s.intake, 1);
      await s.mailQueue.claimDue(10);
      const now = Date.now();
      await s.mailQueue.record(id, { kind: 'internalSent', attempts: 1, now: now });
      expect(await s.mailQueue.claimDue(10)).toEqual([]); // still this instance's claim: it sends the confirmation next
      await s.mailQueue.release(id);
      expect(await s.mailQueue.claimDue(10)).toEqual([expect.objectContaining({ id, internal: undefined, internalAttempts: 1 })]);

      await s.mailQueue.record(id, { kind: 'retry', message: 'confirmation', attempts: 1, retryAt: now - 1 });
      expect(await s.mailQueue.claimDue(10)).toEqual([expect.objectContaining({ id, confirmationAttempts: 1 })]);

      await s.mailQueue.record(id, { kind: 'confirmationSettled', result: 'failed', attempts: 2, now: now });
      expect(await s.mailQueue.pendingCount()).toBe(0);
      expect(await s.mailQueue.claimDue(10)).toEqual([]);
      expect(await s.mailQueue.nextDueAt()).toBeUndefined();
    });

    it('never settles a confirmation before the internal message was recorded as sent', async () => {
      const s = await backing.open();
      const [id = ''] = await enqueueInOrder(s.intake, 1);
      await s.mailQueue.claimDue(10);
      await s.mailQueue.record(id, { kind: 'confirmationSettled', result: 'sent', attempts: 1, now: Date.now() });
      expect(await s.mailQueue.pendingCount()).toBe(1);
    });

    it('keeps attempts and the next retry time over a restart', async () => {
      const first = await backing.open();
      const [id = ''] = await enqueueInOrder(first.intake, 1);
      await first.mailQueue.claimDue(10);
      const at = Date.now() + 400;
      await first.mailQueue.record(id, { kind: 'retry', message: 'internal', attempts: 3, retryAt: at });
      await first.close();

      const second = await backing.open();
      expect(await second.mailQueue.pendingCount()).toBe(1);
      expect(await second.mailQueue.nextDueAt()).toBe(at);
      expect(await second.mailQueue.claimDue(10)).toEqual([]);
      await settle(at - Date.now() + 20);
      expect(await second.mailQueue.claimDue(10)).toEqual([expect.objectContaining({ id, internalAttempts: 3 })]);
    });
  });

  describe('idempotency keys (issue 33)', () => {
    const keyed = (key: string, bodyHash = 'hash-a') => ({ key, bodyHash });
    const lead = { fields: {}, attribution: undefined, spamSignals: [], toWebhook: true } as const;

    it('stores the key with the submission, per form: the same key on another form is another submission', async () => {
      const s = await backing.open();
      const first = await s.intake.enqueueOnce('newsletter', mails(1), lead, keyed('key-00000001'));
      expect(first).toEqual({ kind: 'stored', id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
      expect(await s.intake.findByKey('newsletter', 'key-00000001')).toEqual({ id: first.id, bodyHash: 'hash-a' });
      expect(await s.intake.findByKey('trial', 'key-00000001')).toBeUndefined();
      expect(await s.intake.enqueueOnce('trial', mails(2), lead, keyed('key-00000001'))).toMatchObject({ kind: 'stored' });
      // Posts without a key never clash with each other.
      await s.intake.enqueue('newsletter', mails(3), lead);
      await s.intake.enqueue('newsletter', mails(4), lead);
      expect(await s.mailQueue.pendingCount()).toBe(4);
    });

    it('stores a repeat of the key nothing, naming the first submission and its body hash, also after a restart', async () => {
      const first = await backing.open();
      const { id } = await first.intake.enqueueOnce('newsletter', mails(1), lead, keyed('key-00000002'));
      await first.close();
      const s = await backing.open();
      expect(await s.intake.enqueueOnce('newsletter', mails(1), lead, keyed('key-00000002'))).toEqual({
        kind: 'repeat',
        id,
        bodyHash: 'hash-a',
      });
      // Another body under the same key: the stored hash, for the caller to refuse (409).
      expect(await s.intake.enqueueOnce('newsletter', mails(9), lead, keyed('key-00000002', 'hash-b'))).toEqual({
        kind: 'repeat',
        id,
        bodyHash: 'hash-a',
      });
      expect(await s.mailQueue.pendingCount()).toBe(1);
      expect(await s.webhookQueue.pendingCount()).toBe(1);
      expect(ids(await s.mailQueue.claimDue(10))).toEqual([id]);
    });

    it('stores one submission for the same key asked for at the same moment, the others naming it', async () => {
      const s = await backing.open();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => s.intake.enqueueOnce('trial', mails(1), lead, keyed('key-00000003'))),
      );
      const stored = results.filter((result) => result.kind === 'stored');
      expect(stored).toHaveLength(1);
      expect(new Set(results.map((result) => result.id))).toEqual(new Set([stored[0]?.id]));
      expect(await s.mailQueue.pendingCount()).toBe(1);
    });

    it('lets the key go with its submission at retention', async () => {
      const s = await backing.open();
      const { id } = await s.intake.enqueueOnce('newsletter', mails(1), { ...lead, toWebhook: false }, keyed('key-00000004'));
      await s.mailQueue.claimDue(10);
      await s.mailQueue.record(id, { kind: 'internalSent', attempts: 1, now: Date.now() - 40 * day });
      await s.mailQueue.record(id, { kind: 'confirmationSettled', result: 'sent', attempts: 1, now: Date.now() - 40 * day });
      expect(await s.retention.purgeSettled(Date.now() - 30 * day)).toBe(1);
      expect(await s.intake.findByKey('newsletter', 'key-00000004')).toBeUndefined();
      expect(await s.intake.enqueueOnce('newsletter', mails(1), lead, keyed('key-00000004'))).toMatchObject({ kind: 'stored' });
    });
  });

  describe('purgeSettled (retention)', () => {
    it('deletes settled rows older than the cut-off and never a row whose internal message is unsent', async () => {
      const s = await backing.open();
      const now = Date.now();
      const [old = '', recent = '', undelivered = '', confirmationPending = ''] = await enqueueInOrder(s.intake, 4);
      await s.mailQueue.claimDue(10);
      await s.mailQueue.record(old, { kind: 'internalSent', attempts: 1, now: now - 40 * day });
      await s.mailQueue.record(old, { kind: 'confirmationSettled', result: 'sent', attempts: 1, now: now - 40 * day });
      await s.mailQueue.record(recent, { kind: 'internalSent', attempts: 1, now: now - day });
      await s.mailQueue.record(recent, { kind: 'confirmationSettled', result: 'sent', attempts: 1, now: now - day });
      await s.mailQueue.record(confirmationPending, { kind: 'internalSent', attempts: 1, now: now - 40 * day });
      await s.mailQueue.release(undelivered);
      await s.mailQueue.release(confirmationPending);

      // A cut-off in the future would delete everything settled; unsettled rows stay regardless.
      expect(await s.retention.purgeSettled(now - 30 * day)).toBe(1);
      expect(await s.retention.purgeSettled(now + 365 * day)).toBe(1);
      expect(await s.mailQueue.pendingCount()).toBe(2);
      expect(ids(await s.mailQueue.claimDue(10)).sort()).toEqual([undelivered, confirmationPending].sort());
    });
  });
});
