import { DatabaseSync } from 'node:sqlite';
import { Client } from 'pg';
import { capturedLogger } from '../testSupport/captureLogs';
import { settle, storeKinds } from '../testSupport/service';
import { testStoreBacking, type TestStoreBacking } from '../testSupport/stores';
import type { InternalWithConfirmation } from '../mail/message';
import { openStoreForExport } from './openStore';
import { migrations } from './postgresSchema';
import { openSqliteReader } from './sqliteStore';
import type { NewLead, SubmissionStore } from './submissionStore';
import { loadConfig } from '../config';

// Issue 21: what the store keeps for sales (the lead) and the webhook's delivery, on both stores.

const mails: InternalWithConfirmation = {
  internal: { from: 'no-reply@site.example', to: 'sales@site.example', subject: 'Internal', text: 'A request' },
  confirmation: { from: 'no-reply@site.example', to: 'sam@example.com', subject: 'Thanks', text: 'Thanks' },
};

const lead = (toWebhook: boolean, email = 'sam@example.com'): NewLead => ({
  fields: { fullName: 'Sam Citizen', email, areas: ['Rostering', 'Payroll'], privacyAccepted: true },
  attribution: { page: '/pricing', landingPage: '/?utm_campaign=spring', utm: { source: 'newsletter', campaign: 'spring' } },
  spamSignals: ['A throwaway e-mail domain.'],
  toWebhook,
});

let backing: TestStoreBacking;
afterEach(async () => {
  await backing.cleanUp();
});

describe.each(storeKinds)('the %s store, for sales', (kind) => {
  let store: SubmissionStore;
  beforeEach(async () => {
    backing = await testStoreBacking(kind, capturedLogger().logger);
    store = await backing.open();
  });

  it('keeps the lead with the e-mails, and lists it with its delivery state after the e-mails are settled', async () => {
    const before = Date.now();
    const id = await store.intake.enqueue('request-expert', mails, lead(true));
    const [claimed] = await store.mailQueue.claimDue(1);
    expect(claimed?.id).toBe(id);
    await store.mailQueue.record(id, { kind: 'internalSent', attempts: 1, now: Date.now() });
    await store.mailQueue.record(id, { kind: 'confirmationSettled', result: 'failed', attempts: 5, now: Date.now() });

    const [listed, ...rest] = await store.export.listSubmissions({ since: before });
    expect(rest).toEqual([]);
    expect(listed).toEqual({
      id,
      form: 'request-expert',
      receivedAt: expect.any(Number) as unknown,
      lead: { fields: lead(true).fields, attribution: lead(true).attribution, spamSignals: ['A throwaway e-mail domain.'] },
      internalEmail: { state: 'sent', attempts: 1, sentAt: expect.any(Number) as unknown },
      confirmationEmail: { state: 'failed', attempts: 5 },
      webhook: { state: 'pending', attempts: 0, lastError: undefined },
    });
    expect(listed?.receivedAt).toBeGreaterThanOrEqual(before);
  });

  it('lists by arrival, from a time on and for one form only', async () => {
    const first = await store.intake.enqueue('request-demo', mails, lead(false));
    await settle(5);
    const cut = Date.now();
    await settle(5);
    const second = await store.intake.enqueue('request-demo', mails, lead(false));
    const third = await store.intake.enqueue('newsletter', mails, lead(false));
    const all = (await store.export.listSubmissions({ since: 0 })).map((s) => s.id);
    expect(all[0]).toBe(first);
    expect(all.slice(1).sort()).toEqual([second, third].sort());
    expect((await store.export.listSubmissions({ since: cut })).map((s) => s.id).sort()).toEqual([second, third].sort());
    expect((await store.export.listSubmissions({ since: 0, form: 'request-demo' })).map((s) => s.id)).toEqual([first, second]);
    expect((await store.export.listSubmissions({ since: 0 }))[0]?.webhook.state).toBe('off');
  });

  it('gives the webhook out on claims of its own: an e-mail claim does not hold it, nor the reverse', async () => {
    const id = await store.intake.enqueue('trial', mails, lead(true));
    expect((await store.mailQueue.claimDue(5)).map((s) => s.id)).toEqual([id]);
    const [webhook] = await store.webhookQueue.claimDue(5);
    expect(webhook).toEqual({
      id,
      form: 'trial',
      receivedAt: expect.any(Number) as unknown,
      lead: { fields: lead(true).fields, attribution: lead(true).attribution, spamSignals: lead(true).spamSignals },
      state: 'pending',
      attempts: 0,
      lastError: undefined,
    });
    // Each claim is held: neither is handed out twice.
    expect(await store.webhookQueue.claimDue(5)).toEqual([]);
    expect(await store.mailQueue.claimDue(5)).toEqual([]);
    // Settling the e-mails leaves the webhook's claim alone.
    await store.mailQueue.record(id, { kind: 'internalSent', attempts: 1, now: Date.now() });
    await store.mailQueue.record(id, { kind: 'confirmationSettled', result: 'sent', attempts: 1, now: Date.now() });
    expect(await store.webhookQueue.claimDue(5)).toEqual([]);
    await store.webhookQueue.record(id, { kind: 'sent', attempts: 1, now: Date.now() });
    expect(await store.webhookQueue.pendingCount()).toBe(0);
    expect((await store.export.listSubmissions({ since: 0 }))[0]?.webhook).toEqual({ state: 'sent', attempts: 1, lastError: undefined });
  });

  it('never claims a webhook for a submission accepted without one', async () => {
    await store.intake.enqueue('newsletter', mails, lead(false));
    await store.intake.enqueue('newsletter', mails);
    expect(await store.webhookQueue.claimDue(5)).toEqual([]);
    expect(await store.webhookQueue.nextDueAt()).toBeUndefined();
    expect(await store.webhookQueue.pendingCount()).toBe(0);
  });

  it('retries a webhook at its time with the error kept, then gives up: alerting, and failed once the alert is out', async () => {
    const id = await store.intake.enqueue('request-demo', mails, lead(true));
    await store.webhookQueue.claimDue(1);
    const retryAt = Date.now() + 150;
    await store.webhookQueue.record(id, { kind: 'retry', attempts: 1, lastError: 'HTTP 503', retryAt: retryAt });
    expect(await store.webhookQueue.claimDue(1)).toEqual([]);
    expect(await store.webhookQueue.nextDueAt()).toBe(retryAt);
    await settle(200);
    const [again] = await store.webhookQueue.claimDue(1);
    expect(again).toMatchObject({ id, state: 'pending', attempts: 1, lastError: 'HTTP 503' });

    await store.webhookQueue.record(id, { kind: 'gaveUp', attempts: 2, lastError: 'connection failed (ECONNREFUSED)' });
    // The claim is kept for the alert…
    expect(await store.webhookQueue.claimDue(1)).toEqual([]);
    await store.webhookQueue.record(id, { kind: 'alertRetry', retryAt: Date.now() });
    // …and once the alert is retried, it is handed out as alerting.
    const [alerting] = await store.webhookQueue.claimDue(1);
    expect(alerting).toMatchObject({ id, state: 'alerting', attempts: 2, lastError: 'connection failed (ECONNREFUSED)' });
    expect(await store.webhookQueue.pendingCount()).toBe(1);
    await store.webhookQueue.record(id, { kind: 'alertSent', now: Date.now() });
    expect(await store.webhookQueue.pendingCount()).toBe(0);
    expect((await store.export.listSubmissions({ since: 0 }))[0]?.webhook).toEqual({
      state: 'failed',
      attempts: 2,
      lastError: 'connection failed (ECONNREFUSED)',
    });
  });

  it('purges a settled row only once its webhook is settled too', async () => {
    const id = await store.intake.enqueue('request-demo', mails, lead(true));
    await store.mailQueue.claimDue(1);
    await store.mailQueue.record(id, { kind: 'internalSent', attempts: 1, now: 0 });
    await store.mailQueue.record(id, { kind: 'confirmationSettled', result: 'sent', attempts: 1, now: 0 });
    expect(await store.retention.purgeSettled(Date.now())).toBe(0);
    await store.webhookQueue.claimDue(1);
    await store.webhookQueue.record(id, { kind: 'sent', attempts: 1, now: Date.now() });
    expect(await store.retention.purgeSettled(Date.now())).toBe(1);
    expect(await store.export.listSubmissions({ since: 0 })).toEqual([]);
  });

  it('is read by the export beside the running store, which keeps writing', async () => {
    const config =
      kind === 'postgres' ? loadConfig({ DATABASE_URL: backing.databaseUrl }) : loadConfig({ SUBMISSIONS_DB: backing.file ?? '' });
    const id = await store.intake.enqueue('request-expert', mails, lead(true));
    const reader = await openStoreForExport(config, capturedLogger().logger);
    try {
      expect((await reader.listSubmissions({ since: 0 })).map((s) => s.id)).toEqual([id]);
      const later = await store.intake.enqueue('request-expert', mails, lead(true));
      expect((await reader.listSubmissions({ since: 0 })).map((s) => s.id)).toContain(later);
    } finally {
      await reader.close();
    }
  });
});

describe('upgrading a store from before issue 21', () => {
  it('SQLite: adds the lead and webhook columns to a file of the old schema, keeping its rows (their webhook off)', async () => {
    backing = await testStoreBacking('sqlite', capturedLogger().logger);
    const file = backing.file ?? '';
    const s = await backing.open();
    await s.close();
    // Rebuild the file as the previous release left it: version 0, the old table, one pending row.
    const old = new DatabaseSync(file);
    old.exec(`DROP TABLE submissions; PRAGMA user_version = 0;
      CREATE TABLE submissions (id TEXT PRIMARY KEY, form TEXT NOT NULL, created_at INTEGER NOT NULL, internal_mail TEXT,
        confirmation_mail TEXT, internal_attempts INTEGER NOT NULL DEFAULT 0, internal_sent_at INTEGER,
        confirmation_attempts INTEGER NOT NULL DEFAULT 0, confirmation_result TEXT CHECK (confirmation_result IN ('sent', 'failed')),
        settled_at INTEGER, next_attempt_at INTEGER NOT NULL) STRICT;
      INSERT INTO submissions (id, form, created_at, internal_mail, confirmation_mail, next_attempt_at)
        VALUES ('old-1', 'newsletter', 1, '${JSON.stringify(mails.internal)}', '${JSON.stringify(mails.confirmation)}', 1);`);
    old.close();
    expect(() => openSqliteReader(file)).toThrow(/start the mail API once to upgrade it/);

    const upgraded = await backing.open();
    expect((await upgraded.mailQueue.claimDue(5)).map((row) => row.id)).toEqual(['old-1']);
    expect(await upgraded.export.listSubmissions({ since: 0 })).toEqual([
      expect.objectContaining({
        id: 'old-1',
        lead: { fields: {}, attribution: undefined, spamSignals: [] },
        webhook: expect.objectContaining({ state: 'off' }) as unknown,
      }),
    ]);
  });

  it('PostgreSQL: migration 2 runs on a database at version 1, keeping its rows', async () => {
    backing = await testStoreBacking('postgres', capturedLogger().logger);
    const client = new Client({ connectionString: backing.databaseUrl });
    await client.connect();
    try {
      // As the previous release left it: migration 1 only, one pending row.
      await client.query(`CREATE TABLE mail_api_schema_migrations (version integer PRIMARY KEY, name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now())`);
      await client.query(migrations[0]?.sql ?? '');
      await client.query(`INSERT INTO mail_api_schema_migrations (version, name) VALUES (1, 'v1')`);
      await client.query(
        `INSERT INTO submissions (id, form, created_at, internal_mail, confirmation_mail, next_attempt_at)
         VALUES ('00000000-0000-4000-8000-000000000001', 'newsletter', 1, $1, $2, 1)`,
        [mails.internal, mails.confirmation],
      );
    } finally {
      await client.end();
    }
    const upgraded = await backing.open();
    expect((await upgraded.mailQueue.claimDue(5)).map((row) => row.id)).toEqual(['00000000-0000-4000-8000-000000000001']);
    expect((await upgraded.export.listSubmissions({ since: 0 }))[0]).toMatchObject({ webhook: { state: 'off' }, lead: { fields: {} } });
  });
});
