/**
 * `npm run soak -- --edge nginx --shells 2 --releases s3 [--no-build]`: releases in object storage
 * (issue 47), on loopback only, bounded in time. Nothing is shared on disk:
 *   - an S3-compatible store (s3rver, answering from this process) and a throwaway PostgreSQL (the
 *     switch lock, the canary's signals);
 *   - "host 1": shell #1, the four remotes and the mail API, each with its own copy of the store in a
 *     folder of its own; "host 2…": one more shell each, with its own folder; nginx in front (./edge.ts);
 *   - every deploy, stage, preview and canary is the releases CLI run from a fresh folder of its own,
 *     holding only the store's and the database's credentials, as a team's CI job would.
 * Visitors' page loads go through the edge the whole time (every 5xx counted, by step); each check
 * also asks every shell directly (its port), so that a shell's own answers are seen, not the edge's
 * cache. The steps, in order:
 *   1. a new pricing release while the last shell is killed (SIGKILL) and started again: every shell
 *      serves it within 10 s of the deploy, with no 5xx;
 *   2. a 50% canary: each of 16 visitors (one cookie jar each) gets one side over 20 requests that
 *      alternate between the shells, and both sides are served;
 *   3. the canary's visitors report failures (beacons, as their pages would send them: each after a
 *      page view, with its ticket and the visitor's cookie, half through each shell): it is aborted
 *      exactly once (the store's canary.json and the shells' logs), and no shell serves it 10 s after the abort;
 *   4. a preview: the link the CI job printed opened through shell #1, whose cookie (signed by shell
 *      #1) shows the staged release through every other shell;
 *   5. the store stopped for 10 s: every page answered from the last good releases with no 5xx, and a
 *      deploy started then fails with a clear message and changes no pointer;
 *   6. two deploys of pricing started together: exactly one switches, the other says why.
 * It prints a table and exits with code 1 when a check fails.
 */
import { execFile, type ExecFileException } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@site/server-kit/processes';
import { createDatabase, startPostgresCluster } from '@site/test-kit/postgres-cluster';
import { startS3Server } from '@site/test-kit/s3-server';
import { remoteNames, services, type ServiceName } from '@site/site-formats/topology';
import { startSmtpServer } from '../../mail-api/src/testSupport/smtpServer';
import { onCleanup } from '../site/cleanup';
import { buildSite, sitePorts, startLocalSite, type ServerInstance } from '../site/localSite';
import { EXTRA_SHELL_PORT, FIRST_PORT, nextPricingBuild, startSiteEdge } from './edge';
import { elapsed, formatTable, sleep } from './shared';

const S3_PORT = 3460;
const SMTP_PORT = 3427;
const BUCKET = 'site-releases';
const PREFIX = 'soak';
/** The issue's promise: every shell follows a switch (a deploy, an abort) within this. */
const WITHIN_MS = 10_000;
const STORE_DOWN_MS = 10_000;
const CANARY_VISITORS = 16;
const REQUESTS_PER_VISITOR = 20;
/** Beacons per side of the canary: above the decision's minimum of page views (20). */
const BEACONS_PER_SIDE = 30;
const VERSION = /[0-9a-f]{12}/;

export interface ReleaseStoreSoakOptions {
  readonly shells: number;
  readonly build: boolean;
}

/** One check's line in the table. */
interface Check {
  readonly step: string;
  readonly measured: string;
  readonly passed: boolean;
}

/** The releases CLI's answer: its exit code, and what it printed. */
interface CliRun {
  readonly code: number;
  readonly output: string;
  readonly ms: number;
}

/** Page loads through the edge for the whole run, counted by the step under way when each was sent. */
class Visitors {
  step = 'start-up';
  readonly byStep = new Map<string, { requests: number; fiveXx: number; errors: number }>();
  private running = true;
  private readonly done: Promise<unknown>;

  constructor(url: string, routes: readonly string[], concurrency: number) {
    let next = 0;
    const worker = async () => {
      while (this.running) {
        const route = routes[(next += 1) % routes.length] ?? '/';
        const tally = this.tally(this.step);
        tally.requests += 1;
        try {
          const response = await fetch(`${url}${route}`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          if (response.status >= 500) tally.fiveXx += 1;
        } catch {
          tally.errors += 1;
        }
      }
    };
    this.done = Promise.all(Array.from({ length: concurrency }, worker));
  }

  tally(step: string): { requests: number; fiveXx: number; errors: number } {
    const tally = this.byStep.get(step) ?? { requests: 0, fiveXx: 0, errors: 0 };
    this.byStep.set(step, tally);
    return tally;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }
}

/** One visitor's cookies, as a browser keeps them. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  keep(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
}

/**
 * A shell's /pricing for one visitor (undefined when no answer came): its status, the pricing release
 * the page names for its beacon ('?' on a preview, which sends none), which of the soak's builds its
 * content is (the marker nextPricingBuild writes; 'first' for the build deployed at start), and what
 * its beacon would carry: every release it names and its page-view ticket ('' on a preview).
 */
interface PricingPage {
  readonly status: number;
  readonly release: string;
  readonly build: string;
  readonly releases: ReadonlyArray<{ part: string; release: string }>;
  readonly ticket: string;
}

async function pricingRelease(shellUrl: string, jar?: CookieJar): Promise<PricingPage | undefined> {
  try {
    const response = await fetch(`${shellUrl}/pricing`, {
      headers: { accept: 'text/html', ...(jar ? { cookie: jar.header() } : {}) },
      signal: AbortSignal.timeout(10_000),
    });
    jar?.keep(response);
    const body = await response.text();
    const meta = /<meta name="site-releases" content="([^"]*)"[^>]* data-ticket="([^"]*)"/.exec(body);
    return {
      status: response.status,
      release: /pricing@([0-9a-f]{12})/.exec(body)?.[1] ?? '?',
      build: /<!-- soak: the (\w+) release/.exec(body)?.[1] ?? 'first',
      releases: (meta?.[1] ?? '').split(' ').flatMap((named) => {
        const [part = '', release = ''] = named.split('@');
        return part && release ? [{ part, release }] : [];
      }),
      ticket: meta?.[2] ?? '',
    };
  } catch {
    return undefined;
  }
}

/**
 * Asks every shell for /pricing (as `jarOf` the visitor) until it names `release` (or, given a
 * function, until the page passes it); resolves with how long after `since` each shell first did
 * (undefined: not within `timeoutMs`), and any 5xx seen.
 */
async function untilEveryShellServes(
  shellUrls: readonly string[],
  release: string | ((page: PricingPage) => boolean),
  since: number,
  timeoutMs: number,
  jarOf: () => CookieJar | undefined = () => undefined,
): Promise<{ afterMs: Array<number | undefined>; fiveXx: number }> {
  let fiveXx = 0;
  const afterMs = await Promise.all(
    shellUrls.map(async (url) => {
      while (Date.now() - since < timeoutMs) {
        const answer = await pricingRelease(url, jarOf());
        if (answer && answer.status >= 500) fiveXx += 1;
        if (answer && (typeof release === 'string' ? answer.release === release : release(answer))) return Date.now() - since;
        await sleep(100);
      }
      return undefined;
    }),
  );
  return { afterMs, fiveXx };
}

/** The release a deploy made live, from what the CLI printed ("pricing: published and live on release …"). */
const deployedRelease = (output: string) =>
  new RegExp(`pricing: [^\n]*?live on [^\n]*?release (${VERSION.source})`).exec(output)?.[1] ?? '';

const describeTimes = (afterMs: ReadonlyArray<number | undefined>) =>
  afterMs.map((ms, i) => `shell #${i + 1} ${ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`}`).join(', ');
const allWithin = (afterMs: ReadonlyArray<number | undefined>, limit: number) => afterMs.every((ms) => ms !== undefined && ms <= limit);

export async function runReleaseStoreSoak({ shells, build }: ReleaseStoreSoakOptions): Promise<boolean> {
  if (shells < 2) throw new Error('--releases s3 needs --shells 2 or more: the point is shells that share no disk');
  if (build) buildSite();
  const started = Date.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'store-soak-'));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));

  console.log('Starting the store (s3rver), PostgreSQL and the edge (nginx)…');
  mkdirSync(path.join(workDir, 's3'));
  const store = await startS3Server({ port: S3_PORT, directory: path.join(workDir, 's3'), buckets: [{ name: BUCKET }] });
  onCleanup(() => store.stop());
  const postgres = await startPostgresCluster({ durable: false });
  onCleanup(() => postgres.stop());
  const databaseUrl = await createDatabase(postgres.url, 'releases');
  const shellPorts = [FIRST_PORT, ...Array.from({ length: shells - 1 }, (_, i) => EXTRA_SHELL_PORT + i)];
  const shellUrls = shellPorts.map((port) => `http://127.0.0.1:${port}`);
  const edge = await startSiteEdge(shellPorts);
  const smtp = await startSmtpServer({ port: SMTP_PORT });
  onCleanup(() => smtp.stop());

  // What every server and every CI job is given: the store, the database, the preview key. Nothing else is shared.
  const storeEnv: NodeJS.ProcessEnv = {
    ...sitePorts(FIRST_PORT),
    RELEASES_URL: `s3://${BUCKET}/${PREFIX}`,
    RELEASES_S3_ENDPOINT: store.endpoint,
    RELEASES_S3_CONDITIONAL_WRITES: 'false',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    RELEASES_DATABASE_URL: databaseUrl,
    PREVIEW_SECRET: 'soak-preview-key-every-shell-shares',
  };
  const jobs = path.join(workDir, 'ci-jobs');
  mkdirSync(jobs);
  /** The releases CLI as a team's CI job runs it: a fresh folder, credentials only (async: s3rver answers from this process). */
  const releases = async (args: readonly string[]): Promise<CliRun> => {
    const at = Date.now();
    const env = { ...process.env, ...storeEnv, ...edge.deployEnv, DEPLOY_ROOT: mkdtempSync(path.join(jobs, 'job-')) };
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
        cwd: path.join(repoRoot, 'releases'),
        env,
        timeout: 120_000,
      });
      return { code: 0, output: `${stdout}${stderr}`, ms: Date.now() - at };
    } catch (error) {
      const failed = error as ExecFileException & { stdout?: string; stderr?: string };
      return {
        code: typeof failed.code === 'number' ? failed.code : 1,
        output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
        ms: Date.now() - at,
      };
    }
  };
  const mustSucceed = async (args: readonly string[]): Promise<string> => {
    const run = await releases(args);
    if (run.code !== 0) throw new Error(`releases ${args.join(' ')} failed (exit ${run.code}):\n${run.output}`);
    return run.output;
  };
  /** A pointer as the store holds it now (s3rver answers anonymous reads). */
  const pointer = async (key: string): Promise<string> => (await fetch(`${store.endpoint}/${BUCKET}/${PREFIX}/${key}`)).text();
  const livePricing = async () => (JSON.parse(await pointer('pricing/state.json')) as { current: string }).current;

  console.log('Deploying every part from CI jobs’ folders…');
  // The shell first: a remote's deploy is checked against the live shell.
  for (const part of ['shell', ...remoteNames] as const) {
    await mustSucceed(['deploy', part, '--from', path.join(repoRoot, services[part].dir, 'dist')]);
  }

  // Host 1's servers and every further shell, each on a folder of its own; the shells log at info (canary decisions).
  const ownFolder = (host: number, name: string) => ({ DEPLOY_ROOT: path.join(workDir, `host-${host}`, name) });
  const abortLines: string[] = [];
  const site = await startLocalSite({
    url: `http://localhost:${FIRST_PORT}`,
    env: {
      ...storeEnv,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      SUBMISSIONS_DB: path.join(workDir, 'submissions.db'),
      SHELL_ORIGINS: edge.origins.join(','),
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
    envOf: Object.fromEntries(
      (['shell', 'mailApi', ...remoteNames] as ServiceName[]).map((name) => [
        name,
        { ...ownFolder(1, name), ...(name === 'shell' ? { LOG_LEVEL: 'info' } : {}) },
      ]),
    ),
    onLine: (label, line) => {
      if (/canary pricing [0-9a-f]{12}: abort/.test(line)) abortLines.push(`${label}: ${line}`);
    },
  });
  const extraShells: ServerInstance[] = [];
  for (const [i, port] of shellPorts.entries()) {
    if (i === 0) continue;
    const env = { SHELL_PORT: String(port), LOG_LEVEL: 'info', ...ownFolder(i + 1, 'shell') };
    extraShells.push(await site.addInstance('shell', `shell #${i + 1}`, env));
  }
  console.log(`${shells} shells (${shellPorts.join(', ')}) behind ${edge.edgeUrl}, each on its own copy of s3://${BUCKET}/${PREFIX}`);

  const visitors = new Visitors(edge.edgeUrl, ['/', '/pricing', '/product', '/blogs', '/faq'], 8);
  const checks: Check[] = [];
  const check = (step: string, measured: string, passed: boolean) => {
    checks.push({ step, measured, passed });
    console.log(`  ${elapsed(started)}: ${passed ? 'PASS' : 'FAIL'} ${step}: ${measured}`);
  };
  const edge5xx = (step: string) => {
    const tally = visitors.tally(step);
    return `${tally.fiveXx} 5xx and ${tally.errors} errors in ${tally.requests} page loads through the edge`;
  };
  const edgeClean = (step: string) => visitors.tally(step).fiveXx === 0 && visitors.tally(step).errors === 0;

  try {
    // 1. A new release while a shell dies and comes back.
    let step = 'a new release, a shell killed and restarted';
    visitors.step = step;
    const victim = extraShells.at(-1);
    const secondBuild = nextPricingBuild(workDir, 'second');
    await victim?.stop('SIGKILL');
    console.log(`  ${elapsed(started)}: killed shell #${shells} (SIGKILL); deploying a new pricing release`);
    const restarted = sleep(2000).then(() => victim?.start());
    const deployed = await mustSucceed(['deploy', 'pricing', '--from', secondBuild]);
    const switchedAt = Date.now();
    const second = deployedRelease(deployed);
    const seen = await untilEveryShellServes(shellUrls, second, switchedAt, 30_000);
    await restarted;
    check(
      step,
      `release ${second} served ${describeTimes(seen.afterMs)} after the deploy; ${seen.fiveXx} 5xx from the shells; ${edge5xx(step)}`,
      second !== '' && allWithin(seen.afterMs, WITHIN_MS) && seen.fiveXx === 0 && edgeClean(step),
    );

    // 2. A 50% canary, sticky per visitor across shells.
    step = 'a 50% canary, one side per visitor on every shell';
    visitors.step = step;
    const canaryBuild = nextPricingBuild(workDir, 'canary');
    await mustSucceed(['deploy', 'pricing', '--from', canaryBuild, '--stage']);
    const canaryStarted = await mustSucceed(['canary', 'pricing', '--percent', '50']);
    const canary = new RegExp(`pricing: canary (${VERSION.source}) for 50%`).exec(canaryStarted)?.[1] ?? '';
    // Every shell has it once a new visitor of each gets the canary: at most a pull interval.
    const canaryFrom = Date.now();
    const canarySeen = await untilEveryShellServes(shellUrls, canary, canaryFrom, WITHIN_MS, () => new CookieJar());
    const jars: Array<{ jar: CookieJar; side: string }> = [];
    let switchedSides = 0;
    let canary5xx = 0;
    for (let visitor = 0; visitor < CANARY_VISITORS; visitor += 1) {
      const jar = new CookieJar();
      const sides = new Set<string>();
      for (let request = 0; request < REQUESTS_PER_VISITOR; request += 1) {
        const answer = await pricingRelease(shellUrls[request % shellUrls.length] ?? '', jar);
        if (!answer || answer.status >= 500) canary5xx += 1;
        else sides.add(answer.release);
      }
      if (sides.size !== 1) switchedSides += 1;
      jars.push({ jar, side: [...sides][0] ?? '?' });
    }
    const onCanary = jars.filter(({ side }) => side === canary);
    check(
      step,
      `canary ${canary} on every shell ${describeTimes(canarySeen.afterMs)} after it started; ${CANARY_VISITORS} visitors × ` +
        `${REQUESTS_PER_VISITOR} requests alternating shells: ${onCanary.length} on the canary, ` +
        `${jars.length - onCanary.length} on live ${second}, ${switchedSides} changed side; ${canary5xx} 5xx or no answer; ${edge5xx(step)}`,
      canary !== '' &&
        allWithin(canarySeen.afterMs, WITHIN_MS) &&
        switchedSides === 0 &&
        onCanary.length > 0 &&
        onCanary.length < jars.length &&
        jars.every(({ side }) => side === canary || side === second) &&
        canary5xx === 0 &&
        edgeClean(step),
    );

    // 3. The canary fails for its visitors: aborted once, by whichever shell decides first.
    step = 'a faulty canary aborted once, on every shell';
    visitors.step = step;
    // A beacon counts with its page view's ticket, from the visitor it was served to (their cookie).
    const beacon = (page: PricingPage, failed: boolean) =>
      JSON.stringify({
        v: 1,
        ticket: page.ticket,
        releases: page.releases,
        lcp: 1400,
        inp: 90,
        cls: 0,
        errors: failed ? [{ part: 'pricing', kind: 'load', message: 'Loading chunk pricing/plans failed (soak)' }] : [],
      });
    const liveSide = jars.filter(({ side }) => side === second);
    let refusedBeacons = 0;
    const refusals = new Map<string, number>();
    const beaconRefused = (reason: string) => {
      refusedBeacons += 1;
      refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
    };
    for (let i = 0; i < BEACONS_PER_SIDE * 2; i += 1) {
      // Both sides' beacons reach every shell: each shell sees only part of the evidence, and a page
      // view served by one shell may send its beacon to another.
      const onCanarySide = i % 2 === 0;
      const side = onCanarySide ? onCanary : liveSide;
      const jar = side[Math.floor(i / 2) % Math.max(side.length, 1)]?.jar;
      const page = jar ? await pricingRelease(shellUrls[(Math.floor(i / 2) + 1) % shellUrls.length] ?? '', jar) : undefined;
      if (!jar || !page?.ticket) {
        beaconRefused(`no page to send it from (${page?.status ?? 'no answer'})`);
        continue;
      }
      const response = await fetch(`${shellUrls[Math.floor(i / 2) % shellUrls.length]}/__signals`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': `10.47.0.${i + 1}`, cookie: jar.header() },
        body: beacon(page, onCanarySide),
      });
      if (response.status !== 204) beaconRefused(`${response.status} ${await response.text()}`);
      else await response.arrayBuffer();
    }
    const beaconsAt = Date.now();
    let abortedAt = 0;
    while (Date.now() - beaconsAt < 30_000) {
      const { canaries } = JSON.parse(await pointer('canary.json')) as { canaries: Array<{ part: string }> };
      if (!canaries.some(({ part }) => part === 'pricing')) {
        abortedAt = Date.now();
        break;
      }
      await sleep(100);
    }
    const canaryJar = onCanary[0]?.jar;
    const backOnLive = abortedAt
      ? await untilEveryShellServes(shellUrls, second, abortedAt, WITHIN_MS, () => canaryJar)
      : { afterMs: shellUrls.map(() => undefined), fiveXx: 0 };
    await sleep(3000); // a second abort, if one were to come, would come within the shells' next reviews
    const { ended } = JSON.parse(await pointer('canary.json')) as { ended: Array<{ version: string; outcome: string; reason: string }> };
    const endings = ended.filter(({ version }) => version === canary);
    check(
      step,
      `${BEACONS_PER_SIDE * 2 - refusedBeacons} beacons taken${refusedBeacons ? ` (refused: ${[...refusals].map(([reason, count]) => `${count} × ${reason}`).join('; ')})` : ''}; aborted ${abortedAt ? `${((abortedAt - beaconsAt) / 1000).toFixed(1)} s` : 'never'} ` +
        `after them (${endings.map(({ outcome, reason }) => `${outcome}: ${reason}`).join('; ') || 'not in canary.json'}); ` +
        `abort decisions in the shells' logs: ${abortLines.length}; the canary's visitor back on live ${describeTimes(backOnLive.afterMs)} after the abort; ${edge5xx(step)}`,
      refusedBeacons === 0 &&
        abortedAt > 0 &&
        endings.length === 1 &&
        endings[0]?.outcome === 'aborted' &&
        abortLines.length === 1 &&
        allWithin(backOnLive.afterMs, WITHIN_MS) &&
        backOnLive.fiveXx === 0 &&
        edgeClean(step),
    );

    // 4. A preview opened through one shell, seen through the others.
    step = 'a preview opened through shell #1, seen through the others';
    visitors.step = step;
    const previewBuild = nextPricingBuild(workDir, 'preview');
    const staged = await mustSucceed(['deploy', 'pricing', '--from', previewBuild, '--stage']);
    const previewed = new RegExp(`pricing: staged release (${VERSION.source})`).exec(staged)?.[1] ?? '';
    const link = /(http:\/\/\S+\/__preview\?token=\S+)/.exec(await mustSucceed(['preview', 'pricing']))?.[1] ?? '';
    const previewer = new CookieJar();
    // Shell #1 takes the link once its copy holds the staged release (its next pull).
    let opened = 0;
    const stagedAt = Date.now();
    while (Date.now() - stagedAt < WITHIN_MS) {
      const response = await fetch(link.replace(/^http:\/\/[^/]+/, shellUrls[0] ?? ''), { redirect: 'manual' });
      await response.arrayBuffer();
      opened = response.status;
      if (opened === 303) {
        previewer.keep(response);
        break;
      }
      await sleep(250);
    }
    // A preview names no release for a beacon: its content says which build it is.
    const showsPreview = (page: PricingPage) => page.build === 'preview';
    const throughOthers = await untilEveryShellServes(shellUrls, showsPreview, Date.now(), WITHIN_MS, () => previewer);
    const stranger = await pricingRelease(shellUrls.at(-1) ?? '');
    check(
      step,
      `the link opened through shell #1 (${opened}); its cookie shows ${previewed} ${describeTimes(throughOthers.afterMs)} later; ` +
        `a visitor without it gets ${stranger?.release ?? 'no answer'}; ${edge5xx(step)}`,
      opened === 303 && previewed !== '' && allWithin(throughOthers.afterMs, WITHIN_MS) && stranger?.release === second && edgeClean(step),
    );

    // 5. The store stopped for 10 s: pages from the last good releases, a deploy refused.
    step = 'the store stopped for 10 s';
    visitors.step = step;
    const pointerKeys = ['remotes.json', 'canary.json', ...['shell', ...remoteNames].map((name) => `${name}/state.json`)];
    const pointersBefore = await Promise.all(pointerKeys.map(pointer));
    const outageBuild = nextPricingBuild(workDir, 'outage');
    await store.stop();
    const stoppedAt = Date.now();
    console.log(`  ${elapsed(started)}: stopped the store; deploying meanwhile`);
    const outageDeploy = releases(['deploy', 'pricing', '--from', outageBuild]);
    let answered = 0;
    let wrong = 0;
    let shells5xx = 0;
    let storeDownSeen = 0;
    while (Date.now() - stoppedAt < STORE_DOWN_MS) {
      for (const url of shellUrls) {
        const answer = await pricingRelease(url);
        if (!answer || answer.status >= 500) shells5xx += 1;
        else if (answer.release === second) answered += 1;
        else wrong += 1;
      }
      const metrics = await (await fetch(`${shellUrls[0]}/metrics`)).text();
      if (/^shell_release_store_up\{[^}]*\} 0$/m.test(metrics)) storeDownSeen += 1;
      await sleep(200);
    }
    const refused = await outageDeploy; // the store stays down until the deploy is over
    await store.start();
    console.log(`  ${elapsed(started)}: the store is back`);
    const pointersAfter = await Promise.all(pointerKeys.map(pointer));
    const changed = pointerKeys.filter((_, i) => pointersBefore[i] !== pointersAfter[i]);
    const reason = refused.output.trim().split('\n').at(-1) ?? '';
    check(
      step,
      `${answered} pages from the last good release, ${wrong} from another, ${shells5xx} 5xx or no answer from the shells; ` +
        `shell #1's /metrics said the store was down in ${storeDownSeen} scrapes; the deploy exited ${refused.code} after ` +
        `${(refused.ms / 1000).toFixed(1)} s ("${reason}"); pointers changed: ${changed.join(', ') || 'none'}; ${edge5xx(step)}`,
      answered > 0 &&
        wrong === 0 &&
        shells5xx === 0 &&
        storeDownSeen > 0 &&
        refused.code !== 0 &&
        /release store/i.test(reason) &&
        changed.length === 0 &&
        edgeClean(step),
    );

    // 6. Two deploys of one part at once.
    step = 'two deploys of pricing started together';
    visitors.step = step;
    const racing = await Promise.all(
      ['left', 'right'].map((label) => releases(['deploy', 'pricing', '--from', nextPricingBuild(workDir, label)])),
    );
    const winners = racing.filter((run) => run.code === 0);
    const loser = racing.find((run) => run.code !== 0);
    const winner = deployedRelease(winners[0]?.output ?? '');
    const live = await livePricing();
    const raceSeen = await untilEveryShellServes(shellUrls, winner, Date.now(), WITHIN_MS);
    const why = loser?.output.trim().split('\n').at(-1) ?? '';
    check(
      step,
      `${winners.length} switched (${winner || 'none'}; the store's pricing is ${live}); the other exited ${loser?.code ?? '-'}: "${why}"; ` +
        `every shell on the winner ${describeTimes(raceSeen.afterMs)} later; ${edge5xx(step)}`,
      winners.length === 1 &&
        loser !== undefined &&
        live === winner &&
        why !== '' &&
        allWithin(raceSeen.afterMs, WITHIN_MS) &&
        edgeClean(step),
    );
  } finally {
    await visitors.stop();
  }

  const rows = [['step', 'result', 'page loads', '5xx', 'errors'] as string[]];
  for (const { step, passed } of checks) {
    const tally = visitors.tally(step);
    rows.push([step, passed ? 'PASS' : 'FAIL', String(tally.requests), String(tally.fiveXx), String(tally.errors)]);
  }
  console.log(`\n${formatTable(rows)}\n`);
  for (const { step, measured, passed } of checks) console.log(`${passed ? 'PASS' : 'FAIL'}  ${step}: ${measured}`);
  console.log(`\n${checks.filter(({ passed }) => passed).length} of ${checks.length} checks passed in ${elapsed(started)}.`);
  return checks.length === 6 && checks.every(({ passed }) => passed);
}
