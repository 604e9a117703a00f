/**
 * Throughput and latency of the form endpoints with each real durable store, and proof that the
 * worker then delivers every accepted submission exactly once. Not part of `npm test`:
 *
 *   npm run bench -w mail-api            # BENCH_SECONDS, BENCH_CONNECTIONS to change the load
 *   BENCH_STORES=postgres npm run bench -w mail-api    # one store only (default: sqlite,postgres)
 *
 * For each store, starts src/main.ts as its own process (a SQLite file in a temp folder with
 * synchronous=FULL; or PostgreSQL on a throwaway local server started here, fsync and
 * synchronous_commit on), a local SMTP sink that accepts everything, and drives POST
 * /api/newsletter and /api/requests/demo with autocannon. Every request has its own e-mail address, and each X-Forwarded-For address
 * sends 10 requests, so the per-IP (20 per 10 min) and per-address limits run at their defaults
 * and are not hit. Goal: ≥ 1,000 accepted submissions/s with p99 < 50 ms.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DatabaseSync } from 'node:sqlite';
import { SMTPServer } from 'smtp-server';
import { visitorForms } from '@site/form-schemas';
import type { StoreKind } from '../src/store/submissionStore';
import { freePort } from '@site/test-kit/free-port';
import { createDatabase, queryRows, startPostgresCluster, type PostgresCluster } from '@site/test-kit/postgres-cluster';

const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const goal = { perSecond: 1000, p99Ms: 50 };
const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',').map((kind) => kind.trim()) as StoreKind[];

interface StoreFigures {
  readonly kind: StoreKind;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly drainPerSecond: number;
  readonly pass: boolean;
}

/** Where the server under test keeps submissions, and how to count them afterwards (server stopped). */
interface BenchStore {
  readonly env: Record<string, string>;
  count(where: string): Promise<number>;
}

function sqliteBenchStore(dir: string): BenchStore {
  const file = path.join(dir, 'submissions.db');
  return {
    env: { SUBMISSIONS_DB: file },
    count: (where) => {
      const db = new DatabaseSync(file);
      try {
        return Promise.resolve((db.prepare(`SELECT COUNT(*) AS n FROM submissions ${where}`).get() as { n: number }).n);
      } finally {
        db.close();
      }
    },
  };
}

async function postgresBenchStore(cluster: PostgresCluster): Promise<BenchStore> {
  const url = await createDatabase(cluster.url, 'mail_api_bench');
  return {
    env: { DATABASE_URL: url },
    count: async (where) => {
      const [row] = await queryRows<{ n: string }>(url, `SELECT COUNT(*) AS n FROM submissions ${where}`);
      return Number(row?.n);
    },
  };
}

/** Accepts every message; keeps only the Message-ID of each, to count and find duplicates. */
async function startSink(port: number) {
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        messageIds.push(/^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '(none)');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { messageIds, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitFor<T>(check: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function benchStore(kind: StoreKind, store: BenchStore): Promise<StoreFigures> {
  console.log(`\n── ${kind} store ──`);
  const [apiPort, smtpPort] = [await freePort(), await freePort()];
  const sink = await startSink(smtpPort);

  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      MAIL_API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ...store.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    // The server's JSON logs are produced (as in production) but not kept.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${apiPort}`;
  const health = async () => (await (await fetch(`${base}/health`)).json()) as { queue: { pending: number } };
  await waitFor(() => health(), 20_000, 'the server to start');

  // Reference: what this machine gives right now for a route that touches neither the store nor
  // the schemas (the 404), with the same connections. Other load on the machine shows up here.
  const baseline = await autocannon({ url: `${base}/api/nope`, connections, duration: 3, method: 'POST' });
  console.log(
    `baseline (404, no store): ${Math.round(baseline.requests.average)} req/s, p50/p99 ${baseline.latency.p50} / ${baseline.latency.p99} ms`,
  );

  let n = 0;
  const next = () => {
    n += 1;
    const client = Math.floor(n / 10);
    return {
      email: `reader${n}@bench.example.com`,
      ip: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    };
  };
  const headers = (ip: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': ip });

  console.log(`Driving ${base} for ${seconds} s with ${connections} connections…`);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: visitorForms.newsletter.path,
        setupRequest: (req) => {
          const { email, ip } = next();
          return { ...req, headers: headers(ip), body: JSON.stringify({ email }) };
        },
      },
      {
        method: 'POST',
        path: visitorForms.demoRequest.path,
        setupRequest: (req) => {
          const { email, ip } = next();
          const body = {
            fullName: 'Bench Visitor',
            email,
            phone: '02 5550 1234',
            organisation: 'Example Care Services',
            role: 'Roster manager',
            areas: 'scheduling',
            preferredTime: '2999-01-01T10:00',
            timeZoneOffsetMinutes: -600,
            privacyAccepted: true,
          };
          return { ...req, headers: headers(ip), body: JSON.stringify(body) };
        },
      },
    ],
  });

  const accepted = result['2xx'];
  const perSecond = accepted / (result.duration || seconds);
  const { p50, p97_5, p99 } = result.latency;
  console.log(`accepted (2xx):        ${accepted} (${perSecond.toFixed(0)} submissions/s)`);
  console.log(`latency p50/p97.5/p99: ${p50} / ${p97_5} / ${p99} ms (max ${result.latency.max} ms)`);
  console.log(`non-2xx:               ${result.non2xx}   errors: ${result.errors}   timeouts: ${result.timeouts}`);

  const drainStart = Date.now();
  const left = (await health()).queue.pending;
  await waitFor(async () => ((await health()).queue.pending === 0 ? true : undefined), 300_000, 'the queue to drain');
  // The last confirmations are recorded just after the sink accepts them; give the sink a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const drainSeconds = (Date.now() - drainStart) / 1000;

  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  // Every stored submission (settled rows stay for RETENTION_DAYS). A few more than the 2xx count
  // autocannon saw: requests still in flight when the run ended were stored and answered after it.
  const stored = await store.count('');
  const settledSent = await store.count(`WHERE confirmation_result = 'sent'`);

  const internal = sink.messageIds.filter((id) => id.includes('.internal@'));
  const confirmation = sink.messageIds.filter((id) => id.includes('.confirmation@'));
  const duplicates = sink.messageIds.length - new Set(sink.messageIds).size;
  console.log(
    `queue after the load:  ${left} pending, drained in ${drainSeconds.toFixed(1)} s (${(stored / drainSeconds).toFixed(0)} submissions/s)`,
  );
  console.log(
    `stored submissions:    ${stored} (${stored - accepted} answered after the run ended), confirmations recorded sent: ${settledSent}`,
  );
  console.log(
    `e-mails at the sink:   ${sink.messageIds.length} (internal ${internal.length}, confirmation ${confirmation.length}, duplicates ${duplicates}); expected ${2 * stored}`,
  );

  const mailOk =
    stored >= accepted &&
    internal.length === stored &&
    confirmation.length === stored &&
    new Set(internal).size === stored &&
    duplicates === 0;
  const fastEnough = perSecond >= goal.perSecond && p99 < goal.p99Ms;
  const pass = mailOk && fastEnough && result.non2xx === 0 && result.errors === 0;
  console.log(
    `${pass ? 'PASS' : 'FAIL'}: ${perSecond.toFixed(0)}/s (goal ≥ ${goal.perSecond}), p99 ${p99} ms (goal < ${goal.p99Ms}), ` +
      `every stored submission's two e-mails exactly once: ${mailOk ? 'yes' : 'NO'}`,
  );

  await sink.stop();
  return { kind, perSecond, p50, p99, drainPerSecond: stored / drainSeconds, pass };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-api-bench-'));
  let cluster: PostgresCluster | undefined;
  const figures: StoreFigures[] = [];
  try {
    for (const kind of stores) {
      if (kind === 'sqlite') {
        figures.push(await benchStore(kind, sqliteBenchStore(dir)));
      } else {
        // Durable like production: every commit is flushed to disk before the 202.
        cluster = await startPostgresCluster({ durable: true });
        figures.push(await benchStore(kind, await postgresBenchStore(cluster)));
      }
    }
  } finally {
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  console.log('\nstore      submissions/s  p50 ms  p99 ms  drain/s  result');
  for (const f of figures) {
    const cells = [f.kind.padEnd(9), f.perSecond.toFixed(0).padStart(14), String(f.p50).padStart(7), String(f.p99).padStart(7)];
    console.log(`${cells.join(' ')} ${f.drainPerSecond.toFixed(0).padStart(8)}  ${f.pass ? 'PASS' : 'FAIL'}`);
  }
  process.exitCode = figures.every((f) => f.pass) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
