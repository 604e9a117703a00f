/**
 * `npm run soak -- --edge nginx --shells 2 [--seconds 60 --connections 200 --form-connections 40 --no-build]`:
 * the site behind its edge (deploy/nginx/edge.conf.template, Debian's nginx standing in for the CDN),
 * on loopback only, bounded in time:
 *   - the site deployed with every remote's public URL on the edge (one edge origin per remote, as a
 *     CDN gives), `--shells` shell replicas (ports 3400, 3440…) balanced by nginx (port 3450);
 *   - autocannon through the edge: composed pages, the shell's and a remote's immutable files,
 *     remotes.json and previews (never cached), and form posts (each with an Idempotency-Key);
 *   - at 35 % the last shell is killed (SIGKILL), and started again at 60 %;
 *   - at 50 % a new pricing release is deployed (the releases API, as `npm run deploy` does), and the
 *     edge is polled until /pricing names it; every /pricing page after that is checked too.
 * It prints each kind's figures and X-Cache-Status counts, the edge's hit ratio, the 5xx and errors,
 * how long after the switch the new release was first seen and how long until every visitor saw it,
 * and the shells' own remote-cache ratio from their /metrics. Goals (exit code 1 when one is missed):
 * no 5xx and no connection error while a shell dies; no `/api`, `remotes.json` or private response
 * ever from the edge's cache (every answer's X-Cache-Status, and nginx's log of the whole run); the new
 * release seen by every visitor within NEW_RELEASE_WITHIN_MS of the switch.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { renderEdgeConfig } from '@site/devkit/edge';
import { fragmentFileName, PRERENDER_DIR } from '@site/site-formats/fragments';
import { repoRoot } from '@site/server-kit/processes';
import { remoteNames, services } from '@site/site-formats/topology';
import { formatIdempotencyKey, idempotencyKeyHeader } from '@site/form-schemas';
import { deploy } from '@site/releases/store';
import { startSmtpServer, type TestSmtpServer } from '../../mail-api/src/testSupport/smtpServer';
import { onCleanup } from '../site/cleanup';
import { buildSite, startDeployedSite, type ServerInstance } from '../site/localSite';
import { demoRequestPost, elapsed, formatTable, newsletterPost, sleep, trialPost } from './shared';

export const FIRST_PORT = 3400;
const SMTP_PORT = 3426;
/** Shell replicas 2… listen from here on. */
export const EXTRA_SHELL_PORT = 3440;
/** The edge's site origin; each remote's edge origin is on the ports after it. */
const EDGE_PORT = 3450;
/** How long composed HTML stays on the edge before it is revalidated (the template's HTML_TTL). */
const HTML_TTL_SECONDS = 5;
/**
 * The promise docs/releases.md makes ("When visitors see a deploy"): a deploy is seen by every visitor within the edge's HTML TTL, the
 * shell's 1 s revalidation window, and a composition (background update) or two under load.
 */
const NEW_RELEASE_WITHIN_MS = (HTML_TTL_SECONDS + 5) * 1000;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

export interface EdgeSoakOptions {
  readonly seconds: number;
  readonly pageConnections: number;
  readonly formConnections: number;
  readonly shells: number;
  readonly build: boolean;
}

const pageRoutes = ['/', '/product', '/roster-manager', '/ndis-industry', '/blogs', '/faq', '/requestDemo', '/privacy-policy'];
/** Posted in turn, each with its own visitor, address and key. */
const forms = [newsletterPost, demoRequestPost, trialPost];

/** What the cache did, by kind of request: X-Cache-Status values counted, and any forbidden one seen. */
class CacheTally {
  readonly byKind = new Map<string, Map<string, number>>();
  /** Answers that must never come from the cache but did: kind, status, path. */
  readonly violations: string[] = [];
  count(kind: string, raw: Record<string, string | string[] | undefined>, what: string): void {
    const headers = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name.toLowerCase(), value]));
    const status = String(headers['x-cache-status'] ?? '-') || '-';
    const counts = this.byKind.get(kind) ?? new Map<string, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.byKind.set(kind, counts);
    const cacheControl = String(headers['cache-control'] ?? '');
    const neverCached =
      kind === 'api' || kind === 'remotes.json' || /private|no-store/i.test(cacheControl) || headers['set-cookie'] !== undefined;
    if (neverCached && fromCache(status)) this.violations.push(`${kind} ${status} ${what} (Cache-Control: ${cacheControl})`);
  }
}

/** An answer the edge gave from its cache (REVALIDATED: a 304 from the origin, the cached body sent). */
const fromCache = (status: string) => ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'].includes(status);

/** nginx in the foreground with its own folder; stopped at cleanup. */
async function startEdge(options: Parameters<typeof renderEdgeConfig>[0]): Promise<{ accessLog: string; errorLog: string }> {
  if (!NGINX) throw new Error('nginx is not installed (Debian: apt-get install -y nginx); the edge soak needs it.');
  const config = path.join(options.prefix, 'nginx.conf');
  writeFileSync(config, renderEdgeConfig(options));
  const errorLog = path.join(options.prefix, 'error.log');
  const child = spawn(NGINX, ['-p', options.prefix, '-c', config, '-e', errorLog], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  onCleanup(async () => {
    child.kill('SIGQUIT'); // finish what is under way, write the log, exit
    const timeout = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timeout);
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      // The edge answers /metrics itself (404), with or without the shells behind it.
      const response = await fetch(`http://127.0.0.1:${options.edgePort}/metrics`);
      await response.body?.cancel();
      if (response.status === 404) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${readFileSync(errorLog, 'utf8')}`);
    await sleep(100);
  }
  return { accessLog: path.join(options.prefix, 'access.log'), errorLog };
}

/** The edge in front of the site, as both edge soaks run it (nginx on its ports, stopped at cleanup). */
export interface SiteEdge {
  /** The site's origin at the edge. */
  readonly edgeUrl: string;
  /** Each remote's edge origin's port. */
  readonly remoteEdgePort: ReadonlyMap<string, number>;
  /** What a deploy writes into remotes.json: each remote's files at its edge origin, as a CDN gives. */
  readonly deployEnv: NodeJS.ProcessEnv;
  /** The origins pages are served at (the edge's and each shell's): remotes allow them (CORS), the mail API takes their posts. */
  readonly origins: readonly string[];
  readonly accessLog: string;
}

/** nginx in front of `shellPorts` and the four remotes (ports FIRST_PORT + 1…), started before the site. */
export async function startSiteEdge(shellPorts: readonly number[]): Promise<SiteEdge> {
  const remoteEdgePort = new Map(remoteNames.map((remote, i) => [remote, EDGE_PORT + 1 + i]));
  const deployEnv = Object.fromEntries(
    remoteNames.map((remote) => [
      `${services[remote].portEnv.replace(/_PORT$/, '')}_PUBLIC_URL`,
      `http://localhost:${remoteEdgePort.get(remote)}`,
    ]),
  );
  const origins = [EDGE_PORT, ...shellPorts].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  // The edge first: the shells fetch the remotes' files from their public (edge) origins, as from a CDN.
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'edge-'));
  onCleanup(() => rm(prefix, { recursive: true, force: true }));
  // nginx's workers (not root) read and write their temp files and cache under it.
  chmodSync(prefix, 0o755);
  const root = process.getuid?.() === 0;
  const { accessLog } = await startEdge({
    prefix,
    edgePort: EDGE_PORT,
    shellPorts,
    remotes: remoteNames.map((remote, i) => ({ name: remote, port: FIRST_PORT + 1 + i, edgePort: remoteEdgePort.get(remote) ?? 0 })),
    htmlTtl: `${HTML_TTL_SECONDS}s`,
    // The load generator plays visitors' addresses (X-Forwarded-For), as a CDN's own edge would see them.
    realIpFrom: ['127.0.0.1', '::1'],
    workerProcesses: 1,
    ...(root ? { user: 'nobody nogroup' } : {}),
  });
  return { edgeUrl: `http://localhost:${EDGE_PORT}`, remoteEdgePort, deployEnv, origins, accessLog };
}

/** A copy of pricing's build whose /pricing page differs (a marker in its prerendered HTML): a new release. */
export function nextPricingBuild(workDir: string, label = 'next'): string {
  const copy = path.join(workDir, `pricing-${label}`);
  cpSync(path.join(repoRoot, services.pricing.dir, 'dist'), copy, { recursive: true });
  const fragment = path.join(copy, PRERENDER_DIR, fragmentFileName('/pricing'));
  const page = JSON.parse(readFileSync(fragment, 'utf8')) as { html: string };
  page.html = `<!-- soak: the ${label} release, ${new Date().toISOString()} -->${page.html}`;
  writeFileSync(fragment, JSON.stringify(page));
  return copy;
}

/** `name{labels} value` lines of a Prometheus text answer, summed by one label. */
function sumBy(text: string, metric: string, label: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${metric}{`)) continue;
    const value = new RegExp(`${label}="([^"]*)"`).exec(line)?.[1] ?? '';
    sums.set(value, (sums.get(value) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return sums;
}

export async function runEdgeSoak(options: EdgeSoakOptions): Promise<boolean> {
  const { seconds, pageConnections, formConnections, shells } = options;
  if (!NGINX) throw new Error('nginx is not installed (Debian: apt-get install -y nginx); the edge soak needs it.');
  if (options.build) buildSite();

  const shellPorts = [FIRST_PORT, ...Array.from({ length: shells - 1 }, (_, i) => EXTRA_SHELL_PORT + i)];
  const { edgeUrl, remoteEdgePort, deployEnv, origins, accessLog } = await startSiteEdge(shellPorts);
  const smtp: TestSmtpServer = await startSmtpServer({ port: SMTP_PORT });
  onCleanup(() => smtp.stop());
  const { site, workDir, deployRoot } = await startDeployedSite(
    FIRST_PORT,
    {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      SHELL_ORIGINS: origins.join(','),
      // The edge on loopback is the shells' one proxy: they believe the address it sends.
      TRUST_PROXY: 'loopback',
    },
    deployEnv,
  );
  const extraShells: ServerInstance[] = [];
  for (const [i, port] of shellPorts.entries()) {
    if (i > 0) extraShells.push(await site.addInstance('shell', `shell #${i + 1}`, { SHELL_PORT: String(port) }));
  }

  console.log(
    `The edge (nginx) on ${edgeUrl} in front of ${shells} shells (${shellPorts.join(', ')}); remotes' origins on ${[...remoteEdgePort.values()].join(', ')}`,
  );

  // Files a browser fetches on a page: the shell's content-hashed files and the pricing release's.
  const manifest = JSON.parse(readFileSync(path.join(deployRoot, 'remotes.json'), 'utf8')) as {
    remotes: { name: string; entry: string }[];
  };
  const pricingEntry = new URL(manifest.remotes.find((remote) => remote.name === 'mfe_pricing')?.entry ?? '');
  const pricingRelease = pricingEntry.pathname.replace(/mf-manifest\.json$/, '');
  const pricingFiles = ['mf-manifest.json', 'remoteEntry.js', 'routes.json'].map((file) => `${pricingRelease}${file}`);
  const shellHome = await (await fetch(`${edgeUrl}/`, { headers: { accept: 'text/html' } })).text();
  const shellFiles = [...new Set([...shellHome.matchAll(/(?:src|href)="(\/[^"]+\.[0-9a-f]{10}\.(?:js|css))"/g)].map((m) => m[1] ?? ''))]
    .filter(Boolean)
    .slice(0, 4);
  if (shellFiles.length === 0) throw new Error('the home page names no content-hashed file of the shell');

  const tally = new CacheTally();
  /** When each /pricing page (identity-encoded, so its release can be read) was answered, and with which release. */
  const pricingSeen: { at: number; release: string }[] = [];
  const releaseOf = (body: string) => /pricing@([0-9a-z]+)/.exec(body)?.[1] ?? '?';
  let posted = 0;
  const nextPost = () => {
    posted += 1;
    const client = Math.floor(posted / 10);
    return { email: `edge${posted}@soak.example.com`, ip: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` };
  };

  const started = Date.now();
  const third = Math.max(1, Math.round(pageConnections / 10));
  // One kind of request per autocannon: given several, it may hand a response to another request's
  // onResponse (seen here: a gzipped marketing page reported for /pricing), which would blur the counts.
  const page = (route: string, encoding = 'gzip') => ({
    method: 'GET' as const,
    path: route,
    headers: { accept: 'text/html', 'accept-encoding': encoding },
    onResponse: (_status: number, body: string, _context: object, headers: Record<string, string | string[] | undefined> = {}) => {
      tally.count('page', headers, route);
      if (encoding === 'identity') pricingSeen.push({ at: Date.now(), release: releaseOf(body) });
    },
  });
  const file = (kind: string, route: string) => ({
    method: 'GET' as const,
    path: route,
    headers: { 'accept-encoding': 'gzip', origin: edgeUrl },
    onResponse: (_status: number, _body: string, _context: object, headers: Record<string, string | string[] | undefined> = {}) =>
      tally.count(kind, headers, route),
  });
  console.log(
    `Driving ${edgeUrl} for ${seconds} s: pages and files with ${pageConnections} connections, forms with ${formConnections}; ` +
      `shell #${shells} killed (SIGKILL) at ${Math.round(seconds * 0.35)} s and back at ${Math.round(seconds * 0.6)} s; ` +
      `a new pricing release at ${Math.round(seconds * 0.5)} s.`,
  );
  const pages = autocannon({
    url: edgeUrl,
    connections: pageConnections,
    duration: seconds,
    requests: pageRoutes.map((route) => page(route)),
  });
  // Visitors of /pricing, uncompressed so that the release the page names can be read.
  const pricingPages = autocannon({ url: edgeUrl, connections: 4, duration: seconds, requests: [page('/pricing', 'identity')] });
  const files = autocannon({
    url: edgeUrl,
    connections: third,
    duration: seconds,
    requests: shellFiles.map((route) => file('shell file', route)),
  });
  const uncached = (kind: string, route: string) =>
    autocannon({ url: edgeUrl, connections: Math.max(1, Math.round(third / 2)), duration: seconds, requests: [file(kind, route)] });
  const remotesJson = uncached('remotes.json', '/remotes.json');
  const previews = uncached('preview', '/__preview?token=not-a-token');
  const remoteFiles = autocannon({
    url: `http://localhost:${remoteEdgePort.get('pricing')}`,
    connections: third,
    duration: seconds,
    requests: pricingFiles.map((route) => file('remote file', route)),
  });
  const refused = new Map<number, number>();
  const posts = autocannon({
    url: edgeUrl,
    connections: formConnections,
    duration: seconds,
    requests: forms.map((form) => ({
      method: 'POST' as const,
      path: form.path,
      setupRequest: (request: autocannon.Request) => {
        const { email, ip } = nextPost();
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            origin: edgeUrl,
            'x-forwarded-for': ip,
            [idempotencyKeyHeader.toLowerCase()]: formatIdempotencyKey(randomUUID()),
          },
          body: JSON.stringify(form.body(email)),
        };
      },
      onResponse: (status: number, _body: string, _context: object, headers: Record<string, string | string[] | undefined> = {}) => {
        tally.count('api', headers, form.path);
        if (status !== 202) refused.set(status, (refused.get(status) ?? 0) + 1);
      },
    })),
  });

  const victim = extraShells.at(-1);
  const kill = (async () => {
    if (!victim) return;
    await sleep(seconds * 350);
    await victim.stop('SIGKILL');
    console.log(`  ${elapsed(started)}: killed shell #${shells} (SIGKILL)`);
    await sleep(seconds * 250);
    await victim.start();
    console.log(`  ${elapsed(started)}: shell #${shells} is back`);
  })();
  let switchedAt = 0;
  let newRelease = '';
  let firstSeenAt = 0;
  const release = (async () => {
    await sleep(seconds * 500);
    const from = nextPricingBuild(workDir);
    const result = await deploy(deployRoot, 'pricing', from, { env: deployEnv });
    switchedAt = Date.now();
    newRelease = result.version;
    console.log(`  ${elapsed(started)}: pricing release ${result.version} is live (was ${result.replaced ?? 'none'})`);
    // A visitor who keeps reloading /pricing through the edge: when is the new release first seen?
    while (Date.now() - switchedAt < 30_000) {
      const response = await fetch(`${edgeUrl}/pricing`, { headers: { accept: 'text/html' } });
      tally.count('page', Object.fromEntries(response.headers), '/pricing');
      if (releaseOf(await response.text()) === newRelease) {
        firstSeenAt = Date.now();
        break;
      }
      await sleep(100);
    }
    console.log(
      `  ${elapsed(started)}: ` +
        (firstSeenAt
          ? `the edge served the new release ${firstSeenAt - switchedAt} ms after the switch`
          : 'the new release was not seen within 30 s'),
    );
  })();
  const [pageResult, pricingResult, fileResult, remotesJsonResult, previewResult, remoteResult, postResult] = await Promise.all([
    pages,
    pricingPages,
    files,
    remotesJson,
    previews,
    remoteFiles,
    posts,
    kill,
    release,
  ]);
  const results = [pageResult, pricingResult, fileResult, remotesJsonResult, previewResult, remoteResult, postResult];

  // Every visitor sees the new release: the last /pricing page with the old one after the switch.
  const oldAfterSwitch = pricingSeen.filter((seen) => seen.at >= switchedAt && seen.release !== newRelease);
  const lastOld = oldAfterSwitch.at(-1)?.at;
  const everyoneAfterMs = switchedAt ? (lastOld ?? switchedAt) - switchedAt : Number.NaN;
  const newSeen = pricingSeen.filter((seen) => seen.release === newRelease).length;
  /** Per second after the switch: /pricing pages of the old release / of the new. */
  const bySecond = new Map<number, [number, number]>();
  for (const seen of pricingSeen.filter(({ at }) => at >= switchedAt)) {
    const second = Math.floor((seen.at - switchedAt) / 1000);
    const counts = bySecond.get(second) ?? [0, 0];
    counts[seen.release === newRelease ? 1 : 0] += 1;
    bySecond.set(second, counts);
  }

  const row = (kind: string, result: autocannon.Result) => [
    kind,
    String(result.requests.total),
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result['2xx']),
    String(result['3xx']),
    String(result['4xx']),
    String(result['5xx']),
    String(result.errors + result.timeouts),
  ];
  const rows = [
    ['kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', '2xx', '3xx', '4xx', '5xx', 'errors'],
    row('pages (GET, composed HTML)', pageResult),
    row('/pricing (uncompressed)', pricingResult),
    row("shell's content-hashed files", fileResult),
    row('remotes.json', remotesJsonResult),
    row('previews (a bad link)', previewResult),
    row('pricing release files (its edge origin)', remoteResult),
    row('forms (POST /api/…)', postResult),
  ];
  console.log(`\n${formatTable(rows)}`);
  console.log(`form answers other than 202: ${[...refused].map(([status, n]) => `${status} × ${n}`).join(', ') || 'none'}`);

  console.log('\nX-Cache-Status by kind (hit ratio: HIT, STALE, UPDATING, REVALIDATED out of all answers):');
  for (const [kind, counts] of tally.byKind) {
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    const hits = [...counts].filter(([status]) => fromCache(status)).reduce((sum, [, n]) => sum + n, 0);
    const list = [...counts].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status} ${n}`);
    console.log(`  ${kind.padEnd(14)} ${((100 * hits) / total).toFixed(1).padStart(5)} %  (${list.join(', ')})`);
  }

  // The shells' and the mail API's own figures, from their /metrics (loopback), and the edge refusing it.
  const scrape = async (port: number) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const shellMetrics = await scrape(FIRST_PORT);
  const perRemote = remoteNames.map((remote) => {
    const lines = shellMetrics.split('\n').filter((line) => line.startsWith(`shell_remote_cache_requests_total{remote="${remote}"`));
    const counts = sumBy(lines.join('\n'), 'shell_remote_cache_requests_total', 'result');
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return `${remote} ${total ? ((100 * (counts.get('hit') ?? 0)) / total).toFixed(1) : '–'} % of ${total}`;
  });
  const failures = sumBy(shellMetrics, 'shell_remote_fetch_failures_total', 'remote');
  console.log(`shell #1's cache of remote files (/metrics), hit ratio per remote: ${perRemote.join('; ')}`);
  console.log(`shell #1's remote fetch failures: ${[...failures].map(([remote, n]) => `${remote} ${n}`).join(', ')}`);
  const mailMetrics = await scrape(FIRST_PORT + 5);
  console.log(
    `mail API (/metrics): queue depth ${/^mail_queue_depth\S* (\S+)/m.exec(mailMetrics)?.[1] ?? '?'}, ` +
      `delivery attempts ${[...sumBy(mailMetrics, 'mail_delivery_attempts_total', 'result')].map(([r, n]) => `${r} ${n}`).join(', ')}`,
  );
  const metricsAtEdge = (await fetch(`${edgeUrl}/metrics`)).status;

  // nginx's own log of the whole run (the shells' fetches of remote files through the edge included).
  await sleep(1500); // the log buffer is flushed every second
  const logLines = readFileSync(accessLog, 'utf8').split('\n').filter(Boolean);
  // `$msec $status "$upstream_cache_status" $request_method "$request_uri" $server_port …` (the template's log_format).
  const logViolations = logLines.filter((line) => {
    const [, , cacheStatus = '', uri = ''] = /^(\S+) \d+ "([^"]*)" \S+ "([^"]*)"/.exec(line) ?? [];
    return fromCache(cacheStatus) && (uri.startsWith('/api/') || uri.startsWith('/remotes.json') || uri.startsWith('/__'));
  });
  const edge5xxLines = logLines.filter((line) => /^\S+ 5\d\d /.test(line));
  const edge5xx = edge5xxLines.length;
  for (const line of edge5xxLines.slice(0, 5)) console.log(`  edge 5xx: ${line}`);
  console.log(
    `edge log: ${logLines.length} answers, ${edge5xx} with a 5xx; /api, remotes.json or /__ answers from the cache: ${logViolations.length}`,
  );

  const all5xx = results.reduce((sum, r) => sum + r['5xx'], 0);
  const allErrors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  console.log(
    `new pricing release: first seen through the edge ${firstSeenAt ? `${firstSeenAt - switchedAt} ms` : 'never'} after the switch; ` +
      `every visitor had it ${Number.isNaN(everyoneAfterMs) ? 'never' : `${everyoneAfterMs} ms`} after the switch ` +
      `(${oldAfterSwitch.length} /pricing pages of the old release after the switch, ${newSeen} of the new)`,
  );
  console.log(
    `  /pricing after the switch, old/new by second: ${[...bySecond]
      .slice(0, 12)
      .map(([second, [old, fresh]]) => `${second}: ${old}/${fresh}`)
      .join(', ')}`,
  );
  const goals = [
    [`no 5xx while a shell died (${all5xx}; edge log ${edge5xx})`, all5xx === 0 && edge5xx === 0],
    [`no connection errors or timeouts (${allErrors})`, allErrors === 0],
    [
      `no /api, remotes.json or private answer from the edge's cache (${tally.violations.length} by X-Cache-Status, ${logViolations.length} in nginx's log)`,
      tally.violations.length === 0 && logViolations.length === 0,
    ],
    [
      `every visitor saw the new release within ${NEW_RELEASE_WITHIN_MS / 1000} s of the switch (${Number.isNaN(everyoneAfterMs) ? 'never' : `${(everyoneAfterMs / 1000).toFixed(1)} s`})`,
      firstSeenAt > 0 && newSeen > 0 && everyoneAfterMs <= NEW_RELEASE_WITHIN_MS,
    ],
    [`/metrics is refused through the edge (${metricsAtEdge})`, metricsAtEdge === 404],
  ] as const;
  for (const violation of tally.violations.slice(0, 10)) console.log(`  from the cache: ${violation}`);
  for (const [goal, met] of goals) console.log(`${met ? 'PASS' : 'FAIL'}  ${goal}`);
  return goals.every(([, met]) => met);
}
