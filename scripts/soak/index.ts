/**
 * `npm run soak [-- --seconds 60 --connections 200 --form-connections 40 --instances 1 --database sqlite --no-build]`: load and
 * faults together, on loopback only, bounded in time. Serves the composed site from a fresh deploy
 * root on ports 34xx with the mail API sending to a real SMTP server (smtp-server) in this process,
 * then for `--seconds`:
 *   - autocannon GETs the page routes through the shell (server-composed HTML),
 *   - a second autocannon posts the four visitor forms through the shell's /api,
 *   - a quarter of the way in it stops the pricing remote's server, and starts it again at 45 %;
 *     at 55 % it stops the SMTP server, and starts it again at 75 %.
 * With `--instances N` (N > 1) it runs N mail API instances behind a round-robin balancer (./balancer.ts;
 * the shell takes one upstream), each on its own SQLite file or, with `--database postgres`, all on one
 * throwaway PostgreSQL database (started here, DELIVERY_LEASE_MS 5 s); at 35 % it kills one instance
 * (SIGKILL) and starts it again 5 s later.
 * It prints requests/s, p50/p99 and status counts per kind, the 5xx count (goal 0 from the shell, apart
 * from the balancer's 502s for posts cut off by the kill), waits for the mail API's queue to drain, and
 * checks by Message-ID that every accepted submission's two e-mails arrived exactly once (a resend with
 * the same Message-ID, after a crash between SMTP's acceptance and its record, is counted separately).
 * Every form post carries an idempotency key (issue 33). A post that got no answer (cut off by the kill:
 * the balancer's 502, a 503, or still on its way when the load stopped) is then sent again with its key
 * and body until it is answered, as a visitor pressing Submit again would; at the end the leads are
 * counted by key and by visitor (goal: 0 duplicates).
 * Exit code 1 when a goal is missed.
 * With `--edge nginx --shells 2` it runs the site behind its edge instead: see ./edge.ts; adding
 * `--releases s3`, its releases in object storage, shells sharing no disk: see ./releaseStore.ts.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { formatIdempotencyKey, idempotencyKeyHeader, idempotentReplayedHeader } from '@site/form-schemas';
import { createDatabase, queryRows, startPostgresCluster } from '@site/test-kit/postgres-cluster';
import { startSmtpServer, type TestSmtpServer } from '../../mail-api/src/testSupport/smtpServer';
import { cleanUp, onCleanup } from '../site/cleanup';
import { buildSite, startDeployedSite, type ServerInstance } from '../site/localSite';
import { startBalancer, type Balancer } from './balancer';
import { demoRequestPost, elapsed, expertRequestPost, formatTable, newsletterPost, sleep, trialPost, type FormPost } from './shared';
import { runEdgeSoak } from './edge';
import { runReleaseStoreSoak } from './releaseStore';

const FIRST_PORT = 3400;
const SMTP_PORT = 3425;
/** With several mail API instances: the balancer, then instances 2… on the ports after it (the first is the site's, 3405). */
const BALANCER_PORT = 3430;
/** Seconds the killed mail API instance stays down. */
const KILLED_FOR_SECONDS = 5;

/** One route of each template, and the pricing page the fault takes away from its remote. */
const pageRoutes = [
  '/',
  '/product',
  '/roster-manager',
  '/ndis-industry',
  '/roster-management',
  '/blogs',
  '/faq',
  '/pricing',
  '/requestDemo',
  '/privacy-policy',
];

const forms: readonly FormPost[] = [newsletterPost, demoRequestPost, expertRequestPost, trialPost];

/** One form post as sent: its key, and everything needed to send it again identically. */
interface SentPost {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly email: string;
  /** The last status it was answered with; undefined while no answer came. */
  status: number | undefined;
}

/** Statuses that say nothing about whether the post was stored: the visitor tries again. */
const retryable = new Set([502, 503, 504]);

/** POSTs once; resolves with the status and whether the answer was a replay, or undefined when no answer came. */
function postOnce(url: string, post: SentPost): Promise<{ status: number; replayed: boolean } | undefined> {
  return new Promise((resolve) => {
    const request = http.request(new URL(post.path, url), { method: 'POST', headers: post.headers, timeout: 15_000 }, (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, replayed: answer.headers[idempotentReplayedHeader.toLowerCase()] === 'true' }),
      );
      answer.on('error', () => resolve(undefined));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
    request.end(post.body);
  });
}

async function main(): Promise<boolean> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      connections: { type: 'string', default: '200' },
      'form-connections': { type: 'string', default: '40' },
      instances: { type: 'string', default: '1' },
      database: { type: 'string', default: 'sqlite' },
      'no-build': { type: 'boolean', default: false },
      // The site behind its edge (./edge.ts): `--edge nginx --shells 2`.
      edge: { type: 'string' },
      shells: { type: 'string', default: '1' },
      // Where the releases live: `local` (one deploy root on this disk) or `s3` (./releaseStore.ts).
      releases: { type: 'string', default: 'local' },
    },
  });
  const seconds = Number(values.seconds);
  const pageConnections = Number(values.connections);
  const formConnections = Number(values['form-connections']);
  const instances = Number(values.instances);
  const { database } = values;
  if (![seconds, pageConnections, formConnections].every((n) => Number.isInteger(n) && n > 0 && n <= 10_000)) {
    throw new Error('--seconds, --connections and --form-connections take whole numbers from 1 to 10000');
  }
  if (!Number.isInteger(instances) || instances < 1 || instances > 9) throw new Error('--instances takes a whole number from 1 to 9');
  if (database !== 'sqlite' && database !== 'postgres') throw new Error('--database takes sqlite or postgres');
  if (values.releases !== 'local' && values.edge === undefined)
    throw new Error('--releases s3 runs behind the edge: add --edge nginx --shells 2');
  if (values.edge !== undefined) {
    const shells = Number(values.shells);
    if (values.edge !== 'nginx') throw new Error('--edge takes nginx (Debian’s nginx, deploy/nginx/edge.conf.template)');
    if (!Number.isInteger(shells) || shells < 1 || shells > 9) throw new Error('--shells takes a whole number from 1 to 9');
    if (values.releases === 's3') return runReleaseStoreSoak({ shells, build: !values['no-build'] });
    if (values.releases !== 'local') throw new Error('--releases takes local (the default) or s3');
    return runEdgeSoak({ seconds, pageConnections, formConnections, shells, build: !values['no-build'] });
  }

  if (!values['no-build']) buildSite();
  // The mail API instances' ports: the site's own, then one after the balancer's per further instance.
  const mailApiPorts = Array.from({ length: instances }, (_, i) => (i === 0 ? FIRST_PORT + 5 : BALANCER_PORT + i));
  let balancer: Balancer | undefined;
  if (instances > 1) {
    const started = await startBalancer(BALANCER_PORT, mailApiPorts);
    onCleanup(() => started.stop());
    balancer = started;
  }
  let databaseUrl: string | undefined;
  let databaseEnv: NodeJS.ProcessEnv = {};
  if (database === 'postgres') {
    console.log('Starting a throwaway PostgreSQL…');
    // Durable (fsync on), as in production.
    const cluster = await startPostgresCluster({ durable: true });
    onCleanup(() => cluster.stop());
    // A killed instance's claims are taken over within the run (production default: 5 minutes).
    databaseUrl = await createDatabase(cluster.url, 'soak');
    databaseEnv = { DATABASE_URL: databaseUrl, DELIVERY_LEASE_MS: '5000' };
  }
  let smtp: TestSmtpServer = await startSmtpServer({ port: SMTP_PORT });
  // Every message the SMTP server accepted, over all of its runs.
  const received: TestSmtpServer['received'][] = [smtp.received];
  onCleanup(() => smtp.stop());

  const {
    site,
    url: shellUrl,
    workDir,
  } = await startDeployedSite(FIRST_PORT, {
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    // Retries after the SMTP outage come within seconds (production: 1 s doubling to 5 min).
    RETRY_BASE_MS: '200',
    RETRY_MAX_MS: '2000',
    // The soak plays the load balancer in front of the shell (on loopback): the shell believes the
    // address it appends, as it would a real one's, and forwards that one address to the mail API.
    TRUST_PROXY: 'loopback',
    // The shell's one upstream: the balancer, when there are several instances.
    ...(balancer ? { MAIL_API_URL: balancer.url } : {}),
    ...databaseEnv,
  });
  // Instances 2…N: the same env (and database), their own port (and SQLite file).
  const extraInstances: ServerInstance[] = [];
  for (const [i, port] of mailApiPorts.entries()) {
    if (i === 0) continue;
    const env = { MAIL_API_PORT: String(port), SUBMISSIONS_DB: path.join(workDir, `submissions-${i + 1}.db`) };
    extraInstances.push(await site.addInstance('mailApi', `mail API #${i + 1}`, env));
  }
  if (instances > 1)
    console.log(`${instances} mail API instances (${database}) on ports ${mailApiPorts.join(', ')} behind ${balancer?.url}`);

  // Every post has its own address, and each X-Forwarded-For address sends 10 (the per-IP limit is
  // 20 per 10 minutes), so the limits run at their production values and are not hit.
  let posted = 0;
  const accepted = new Set<string>();
  // Every post sent, by idempotency key.
  const sentPosts = new Map<string, SentPost>();
  const refused = new Map<number, number>();
  const nextPost = () => {
    posted += 1;
    const client = Math.floor(posted / 10);
    return { email: `visitor${posted}@soak.example.com`, ip: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` };
  };

  const started = Date.now();
  console.log(
    `Driving ${shellUrl} for ${seconds} s: pages with ${pageConnections} connections, forms with ${formConnections}; ` +
      `pricing remote down from ${Math.round(seconds * 0.25)} s to ${Math.round(seconds * 0.45)} s, ` +
      `SMTP down from ${Math.round(seconds * 0.55)} s to ${Math.round(seconds * 0.75)} s` +
      (extraInstances.length
        ? `; mail API #${instances} killed at ${Math.round(seconds * 0.35)} s, restarted ${KILLED_FOR_SECONDS} s later.`
        : '.'),
  );
  const pages = autocannon({
    url: shellUrl,
    connections: pageConnections,
    duration: seconds,
    requests: pageRoutes.map((route) => ({
      method: 'GET' as const,
      path: route,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    })),
  });
  const posts = autocannon({
    url: shellUrl,
    connections: formConnections,
    duration: seconds,
    requests: forms.map((form) => ({
      method: 'POST' as const,
      path: form.path,
      setupRequest: (request: autocannon.Request, context: object) => {
        const { email, ip } = nextPost();
        const key = randomUUID();
        const post: SentPost = {
          path: form.path,
          headers: {
            'content-type': 'application/json',
            origin: shellUrl,
            'x-forwarded-for': ip,
            [idempotencyKeyHeader.toLowerCase()]: formatIdempotencyKey(key),
          },
          body: JSON.stringify(form.body(email)),
          email,
          status: undefined,
        };
        sentPosts.set(key, post);
        (context as { post?: SentPost }).post = post;
        return { ...request, headers: post.headers, body: post.body };
      },
      onResponse: (status: number, _body: string, context: object) => {
        const { post } = context as { post?: SentPost };
        if (post) post.status = status;
        if (status === 202 && post) accepted.add(post.email);
        else refused.set(status, (refused.get(status) ?? 0) + 1);
      },
    })),
  });

  const faults = (async () => {
    await sleep(seconds * 250);
    console.log(`  ${elapsed(started)}: stopping the pricing remote`);
    await site.stop('pricing');
    await sleep(seconds * 200);
    await site.start('pricing');
    console.log(`  ${elapsed(started)}: pricing remote is back`);
    await sleep(seconds * 100);
    console.log(`  ${elapsed(started)}: stopping the SMTP server`);
    await smtp.stop();
    await sleep(seconds * 200);
    smtp = await startSmtpServer({ port: SMTP_PORT });
    received.push(smtp.received);
    console.log(`  ${elapsed(started)}: SMTP server is back`);
  })();
  const victim = extraInstances.at(-1);
  // PostgreSQL: the unsettled submissions the killed instance still held a claim on (its id holds its pid).
  let orphanedClaims: string[] = [];
  const kill = (async () => {
    if (!victim) return;
    await sleep(seconds * 350);
    const pid = victim.pid;
    await victim.stop('SIGKILL');
    if (databaseUrl) {
      const claimed = `SELECT id FROM submissions WHERE settled_at IS NULL AND claimed_by LIKE $1`;
      orphanedClaims = (await queryRows<{ id: string }>(databaseUrl, claimed, [`%/${pid}/%`])).map((row) => row.id);
    }
    console.log(
      `  ${elapsed(started)}: killed mail API #${instances} (SIGKILL)` +
        (databaseUrl ? `; it held claims on ${orphanedClaims.length} unsettled submissions` : ''),
    );
    await sleep(KILLED_FOR_SECONDS * 1000);
    await victim.start();
    console.log(`  ${elapsed(started)}: mail API #${instances} is back`);
  })();
  const [pageResult, postResult] = await Promise.all([pages, posts, faults, kill]);

  const row = (kind: string, result: autocannon.Result) => {
    const count = (code: '2xx' | '3xx' | '4xx' | '5xx') => String(result[code]);
    return [
      kind,
      String(result.requests.total),
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      count('2xx'),
      count('3xx'),
      count('4xx'),
      count('5xx'),
      String(result.errors + result.timeouts),
    ];
  };
  const rows = [
    ['kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', '2xx', '3xx', '4xx', '5xx', 'errors'],
    row('pages (GET, composed HTML)', pageResult),
    row('forms (POST /api/…)', postResult),
  ];
  console.log(`\n${formatTable(rows)}`);
  console.log(`form answers other than 202: ${[...refused].map(([status, n]) => `${status} × ${n}`).join(', ') || 'none'}`);

  if (balancer) {
    const { requests, refused: retried, failed, failures } = balancer.counts;
    console.log(
      `balancer: ${requests} requests; ${retried} refused by the killed instance and sent to another; ` +
        `${failed} cut off by the kill (connection lost after the request was sent: answered 502` +
        `${failures.size ? `; ${[...failures].map(([reason, n]) => `${reason} × ${n}`).join(', ')}` : ''})`,
    );
  }

  // Issue 33: every post that got no answer is sent again with its key and body until it is answered,
  // as its visitor would press Submit again; a post stored whose 202 was lost is answered as a replay.
  const unanswered = [...sentPosts.values()].filter((post) => post.status === undefined || retryable.has(post.status));
  // Still on their way when the load stopped (autocannon drops them) or answered 502/503/504.
  const cutAtEnd = unanswered.filter((post) => post.status === undefined).length;
  const retriesStarted = Date.now();
  let retries = 0;
  let replayed = 0;
  let storedByRetry = 0;
  let stillUnanswered = 0;
  const retryStatuses = new Map<number, number>();
  await Promise.all(
    unanswered.map(async (post) => {
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        retries += 1;
        const answer = await postOnce(shellUrl, post);
        if (answer && !retryable.has(answer.status)) {
          post.status = answer.status;
          retryStatuses.set(answer.status, (retryStatuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 202) {
            accepted.add(post.email);
            if (answer.replayed) replayed += 1;
            else storedByRetry += 1;
          }
          return;
        }
        await sleep(Math.min(250 * attempt, 2_000));
      }
      stillUnanswered += 1;
    }),
  );
  console.log(
    `retried ${unanswered.length} posts that got no answer (${unanswered.length - cutAtEnd} answered 5xx, ${cutAtEnd} cut off ` +
      `when the load stopped; ${retries} retries in ${elapsed(retriesStarted)}), each with its ` +
      `Idempotency-Key: ${replayed} answered as already stored (Idempotent-Replayed), ${storedByRetry} stored by the retry; ` +
      `answers ${[...retryStatuses].map(([status, n]) => `${status} × ${n}`).join(', ') || 'none'}` +
      (stillUnanswered ? `; ${stillUnanswered} never answered` : ''),
  );

  // The queue drains once SMTP is back: every stored submission's two e-mails. PostgreSQL's queue is
  // shared (any instance counts all of it); each SQLite instance counts its own file's.
  const drainStarted = Date.now();
  const pendingAt = async (port: number) =>
    ((await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as { queue: { pending: number } }).queue.pending;
  const pending = async () => {
    const counts = await Promise.all((database === 'postgres' ? mailApiPorts.slice(0, 1) : mailApiPorts).map(pendingAt));
    return counts.reduce((sum, n) => sum + n, 0);
  };
  const pendingAtEnd = await pending();
  let left = pendingAtEnd;
  while (left > 0 && Date.now() - drainStarted < 120_000) {
    await sleep(250);
    left = await pending();
  }
  await sleep(500); // the last confirmations are recorded just after the server accepted them
  console.log(
    `mail queue: ${pendingAtEnd} submissions pending when the load ended, drained in ${elapsed(drainStarted)}` +
      (left > 0 ? ` (${left} still pending after 120 s)` : ''),
  );
  if (databaseUrl && orphanedClaims.length) {
    const settled = `SELECT count(*)::int AS n FROM submissions WHERE id = ANY($1::uuid[]) AND settled_at IS NOT NULL`;
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(databaseUrl, settled, [orphanedClaims]);
    console.log(`claims the killed instance left: ${orphanedClaims.length}, settled after their lease ended: ${n}`);
  }

  // Counted by Message-ID (<submission id>.<internal|confirmation>@domain, fixed per submission and
  // message): a copy with an id already seen is a resend of the same message (SMTP accepted it, the
  // process died before recording that); two ids for one visitor's internal e-mail or confirmation
  // would be the submission delivered twice as distinct messages.
  const messages = received.flat();
  const idsFor = { internal: new Map<string, Set<string>>(), confirmation: new Map<string, Set<string>>() };
  for (const message of messages) {
    const id = message.mail.messageId ?? '';
    const kind = id.includes('.internal@') ? 'internal' : 'confirmation';
    const visitor = (kind === 'internal' ? message.mail.replyTo?.value[0]?.address : message.to[0]?.address)?.toLowerCase();
    if (visitor) idsFor[kind].set(visitor, (idsFor[kind].get(visitor) ?? new Set()).add(id));
  }
  const seen = new Set<string>();
  const resent: string[] = [];
  for (const message of messages) {
    const id = message.mail.messageId ?? '';
    if (seen.has(id)) resent.push(id);
    seen.add(id);
  }
  // A resend of a message the killed instance had claimed: <submission id>.<step>@domain.
  const resentOrphans = resent.filter((id) => orphanedClaims.some((submissionId) => id.startsWith(`<${submissionId}.`))).length;
  let missing = 0;
  let duplicated = 0;
  const short = new Set<string>();
  for (const email of accepted) {
    for (const ids of [idsFor.internal.get(email), idsFor.confirmation.get(email)]) {
      if (!ids?.size) {
        missing += 1;
        short.add(email);
      } else {
        duplicated += ids.size - 1;
        if (ids.size > 1) short.add(email);
      }
    }
  }
  const storedUnanswered = [...idsFor.internal.keys()].filter((email) => !accepted.has(email)).length;
  console.log(
    `accepted submissions: ${accepted.size}; e-mails expected: ${accepted.size * 2}, received: ${messages.length} ` +
      `(${idsFor.internal.size} internal, ${idsFor.confirmation.size} confirmations), missing: ${missing}, ` +
      `duplicated (a second Message-ID): ${duplicated}; same-Message-ID resends: ${resent.length}` +
      `${orphanedClaims.length ? ` (${resentOrphans} of them of the killed instance's claims)` : ''}; ` +
      `submissions stored without a 202 reaching the client, after the retries (delivered too): ${storedUnanswered}`,
  );

  // Leads by idempotency key and by visitor (each post has its own address): a second row for either is a
  // duplicate lead. PostgreSQL is read directly; SQLite instances each hold their own file (locked by the
  // running API), so there the count is by the internal e-mails: a second Message-ID for one visitor.
  let duplicateLeads = duplicated;
  if (databaseUrl) {
    const [counts] = await queryRows<{ rows: number; keys: number; visitors: number; unkeyed: number }>(
      databaseUrl,
      `SELECT count(*)::int AS rows, count(DISTINCT (form, idempotency_key))::int AS keys,
         count(DISTINCT (form, fields->>'email'))::int AS visitors, count(*) FILTER (WHERE idempotency_key IS NULL)::int AS unkeyed
       FROM submissions`,
    );
    const { rows = 0, keys = 0, visitors = 0, unkeyed = 0 } = counts ?? {};
    duplicateLeads = Math.max(rows - keys, rows - visitors);
    console.log(
      `leads stored: ${rows} (${keys} idempotency keys, ${visitors} visitors, ${unkeyed} without a key); ` +
        `duplicates by key: ${rows - keys}, by visitor: ${rows - visitors}`,
    );
  }
  const keyedPosts = sentPosts.size;

  const shell5xx = pageResult['5xx'] + postResult['5xx'];
  const cutOff = balancer?.counts.failed ?? 0;
  const goals = [
    [
      balancer
        ? `no 5xx from the shell but the balancer's 502s for posts cut off by the kill (${shell5xx} − ${cutOff})`
        : `no 5xx from the shell (${shell5xx})`,
      shell5xx === cutOff,
    ],
    [
      `no connection errors or timeouts (${pageResult.errors + pageResult.timeouts + postResult.errors + postResult.timeouts})`,
      pageResult.errors + pageResult.timeouts + postResult.errors + postResult.timeouts === 0,
    ],
    [
      `every accepted submission's two e-mails exactly once (${accepted.size - short.size} of ${accepted.size})`,
      short.size === 0 && accepted.size > 0,
    ],
    [
      `every post answered, retried with its key when it got no answer (${keyedPosts - stillUnanswered} of ${keyedPosts})`,
      stillUnanswered === 0,
    ],
    // SQLite instances each keep their own file, so their keys: a retry that reaches another instance is
    // stored there again. Counted, but a goal only where every instance shares one store.
    database === 'postgres' || instances === 1
      ? [`0 duplicate leads (${duplicateLeads})`, duplicateLeads === 0]
      : [`duplicate leads not a goal with ${instances} SQLite files (each keeps its own keys): ${duplicateLeads}`, true],
  ] as const;
  for (const [goal, met] of goals) console.log(`${met ? 'PASS' : 'FAIL'}  ${goal}`);
  return goals.every(([, met]) => met);
}

// Bounded: whatever happens, the soak ends (and stops everything it started) by this deadline.
const hardStop = setTimeout(() => {
  console.error('The soak ran past its time limit; stopping.');
  void cleanUp().then(() => process.exit(1));
}, 15 * 60_000);
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));
// A crash of the script itself (an unhandled error event) stops what it started too.
process.on('uncaughtException', (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});

main()
  .then(async (passed) => {
    await cleanUp();
    clearTimeout(hardStop);
    process.exit(passed ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanUp();
    process.exit(1);
  });
