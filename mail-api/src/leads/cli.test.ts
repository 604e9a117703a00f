import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { packageDir } from '../config';
import type { InternalWithConfirmation } from '../mail/message';
import type { NewLead, SubmissionStore } from '../store/submissionStore';
import { capturedLogger } from '../testSupport/captureLogs';
import { settle, storeKinds } from '../testSupport/service';
import { testStoreBacking, type TestStoreBacking } from '../testSupport/stores';
import type { ExportedLead } from './exportFormat';

// The real command (tsx, as `npm run leads` runs it) against a real store of each kind.

jest.setTimeout(60_000);

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runLeads(args: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  const { SUBMISSIONS_DB: _file, DATABASE_URL: _database, ...inherited } = process.env;
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/leads/cli.ts', ...args], {
    cwd: packageDir,
    env: { ...inherited, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const mails: InternalWithConfirmation = {
  internal: { from: 'no-reply@site.example', to: 'sales@site.example', subject: 'Internal', text: 'A request' },
  confirmation: { from: 'no-reply@site.example', to: 'sam@example.com', subject: 'Thanks', text: 'Thanks' },
};

const demoLead: NewLead = {
  fields: {
    fullName: '=HYPERLINK("http://evil.example","Sam")',
    email: 'sam@example.com',
    phone: '+61 2 5550 1234',
    organisation: 'Acme, "Aged Care"\nPty Ltd',
    areas: ['Rostering', 'Payroll'],
    privacyAccepted: true,
  },
  attribution: { page: '/pricing', utm: { source: 'newsletter', campaign: 'spring' } },
  spamSignals: ['A throwaway e-mail domain.'],
  toWebhook: false,
};

const trialLead: NewLead = {
  fields: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', features: ['Payroll'], demo: false },
  attribution: undefined,
  spamSignals: [],
  toWebhook: false,
};

/** The UTC day of an instant, as --since takes it. */
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

function csvRows(csv: string): Record<string, string>[] {
  return parse(csv, { bom: true, columns: true });
}

describe.each(storeKinds)('npm run leads -- export, on the %s store', (kind) => {
  let backing: TestStoreBacking;
  let store: SubmissionStore;
  let env: Record<string, string>;
  let demoId: string;
  let trialId: string;
  let cut: number;
  /** The day (UTC) of the first submission, and the next. */
  let day: string;
  let nextDay: string;

  beforeAll(async () => {
    backing = await testStoreBacking(kind, capturedLogger().logger);
    // Left open while the command runs, as the API would be.
    store = await backing.open();
    env = kind === 'postgres' ? { DATABASE_URL: backing.databaseUrl ?? '' } : { SUBMISSIONS_DB: backing.file ?? '' };
    const start = Date.now();
    day = utcDay(start);
    nextDay = utcDay(start + 24 * 60 * 60 * 1000);
    demoId = await store.intake.enqueue('request-demo', mails, demoLead);
    await settle(20);
    cut = Date.now();
    await settle(20);
    trialId = await store.intake.enqueue('trial', mails, trialLead);
    const [claimed] = await store.mailQueue.claimDue(1);
    await store.mailQueue.record(claimed?.id ?? '', { kind: 'internalSent', attempts: 1, now: Date.now() });
  });

  afterAll(async () => {
    await backing.cleanUp();
  });

  it('writes every stored submission as CSV on standard output, and nothing else there', async () => {
    const { code, stdout, stderr } = await runLeads(['export', '--since', day], env);
    expect(code).toBe(0);
    expect(stdout.startsWith('\uFEFFid,received_at,form,email,full_name,')).toBe(true);
    const rows = csvRows(stdout);
    expect(rows.map((row) => row.id)).toEqual([demoId, trialId]);
    expect(rows[0]).toMatchObject({
      form: 'request-demo',
      full_name: `'=HYPERLINK("http://evil.example","Sam")`,
      phone: "'+61 2 5550 1234",
      organisation: 'Acme, "Aged Care"\nPty Ltd',
      areas: 'Rostering; Payroll',
      privacy_accepted: 'yes',
      utm_campaign: 'spring',
      spam_signals: 'A throwaway e-mail domain.',
      internal_email: 'sent',
      internal_email_attempts: '1',
      confirmation_email: 'pending',
      webhook: 'off',
    });
    expect(rows[1]).toMatchObject({ form: 'trial', first_name: 'Ada', features: 'Payroll', demo: 'no', internal_email: 'pending' });
    expect(stderr).toContain('leads: 2 submissions exported');
    // From today: nothing asked for is past retention, so no note about it.
    expect(stderr).not.toContain('RETENTION_DAYS');
  });

  it('writes JSON to a file with --out', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-export-'));
    try {
      const out = path.join(dir, 'leads.json');
      const { code, stdout } = await runLeads(['export', '--since', day, '--format', 'json', '--out', out], env);
      expect(code).toBe(0);
      expect(stdout).toBe('');
      const leads = JSON.parse(readFileSync(out, 'utf8')) as ExportedLead[];
      expect(leads.map((lead) => lead.id)).toEqual([demoId, trialId]);
      expect(leads[0]).toMatchObject({
        form: 'request-demo',
        fields: demoLead.fields,
        attribution: demoLead.attribution,
        internalEmail: { state: 'sent', attempts: 1 },
        webhook: { state: 'off', attempts: 0, lastError: null },
      });
      expect(leads[0]?.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps one form with --form, by its short name or its full one', async () => {
    const short = await runLeads(['export', '--since', day, '--form', 'demo'], env);
    expect(csvRows(short.stdout).map((row) => row.id)).toEqual([demoId]);
    const full = await runLeads(['export', '--since', day, '--form', 'trial', '--format', 'json'], env);
    expect((JSON.parse(full.stdout) as ExportedLead[]).map((lead) => lead.id)).toEqual([trialId]);
  });

  it('keeps what arrived from --since on: a time, or a day (from its start, UTC)', async () => {
    const later = await runLeads(['export', '--since', new Date(cut).toISOString()], env);
    expect(csvRows(later.stdout).map((row) => row.id)).toEqual([trialId]);
    const none = await runLeads(['export', '--since', nextDay], env);
    expect(none.code).toBe(0);
    expect(csvRows(none.stdout)).toEqual([]);
    expect(none.stdout).toMatch(/^\uFEFFid,.*webhook_last_error\r\n$/);
  });

  it('says when --since reaches back past retention, and exports what is still stored', async () => {
    // 31 days before the clock the command reads: past the default 30 days, whatever the date today.
    const beforeRetention = await runLeads(['export', '--since', utcDay(Date.now() - 31 * 24 * 60 * 60 * 1000)], env);
    expect(beforeRetention.code).toBe(0);
    expect(csvRows(beforeRetention.stdout)).toHaveLength(2);
    expect(beforeRetention.stderr).toContain(
      'leads: settled submissions are deleted after 30 days (RETENTION_DAYS): older ones are no longer stored\n',
    );
  });
});

describe('npm run leads, when it cannot export', () => {
  it.each([
    [['export'], '--since is required'],
    [['export', '--since', '2026-02-30'], '--since must be a day such as 2026-11-01'],
    [
      ['export', '--since', '2026-11-01', '--form', 'contact'],
      'Unknown form "contact": use newsletter, request-demo (or demo), request-expert (or expert), trial',
    ],
    [['export', '--since', '2026-11-01', '--format', 'xlsx'], '--format must be csv or json'],
  ])('%j: one line on standard error, exit 2', async (args, message) => {
    const { code, stdout, stderr } = await runLeads(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('says when the configuration is wrong, exit 2', async () => {
    const { code, stderr } = await runLeads(['export', '--since', '2026-11-01'], { LOG_LEVEL: 'loud' });
    expect(code).toBe(2);
    expect(stderr).toBe(
      'leads: invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"\n',
    );
  });

  it('says when there is no database, exit 1', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-export-'));
    try {
      const file = path.join(dir, 'missing.db');
      // Today (by the clock the command reads too), well inside retention: the one line is the missing store's.
      const { code, stdout, stderr } = await runLeads(['export', '--since', utcDay(Date.now())], { SUBMISSIONS_DB: file });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toBe(`leads: There is no submissions database at ${file} (set SUBMISSIONS_DB, or DATABASE_URL)\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints the usage on standard output with --help, exit 0', async () => {
    const { code, stdout } = await runLeads(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run --silent leads -w mail-api -- export --since <date>/);
  });
});
