/**
 * `npm run bench:dev`: how fast a team's inner loop is (issue 56), measured as a developer lives it
 * and printed as a table against its budgets; exit 1 when one is over. On a scratch copy of this
 * checkout (the working tree is never edited), the other parts from `.deploy/`'s live releases.
 *
 * - `npm run dev -w mfe-pricing` cold start to "The site is ready" (median of 3 starts), and the first
 *   page request after it;
 * - with /pricing open in Chromium, its full comparison shown and the island live: 10 saves each of
 *   the component that shows `minimumUsers`, of a CSS module, and of `minimumUsers` in the YAML, from
 *   the save to the change on screen (polled every frame), each checked to keep the document, the open
 *   comparison and the island's state;
 * - the dev server's memory (its process and the type checker it runs), the peak over the saves;
 * - beside them, the loop before dev servers: the same component edit shipped with
 *   `npm run deploy -w mfe-pricing` (into a scratch copy of the deploy root), then a reload.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
import { makeScratchCheckout } from '@site/devkit/dev/scratch-checkout';
import { repoRoot } from '@site/server-kit/processes';
import { sitePortsFrom } from '@site/site-formats/topology';

const SAVES = 10;
const STARTS = 3;
const base = Number(process.env.BENCH_PORT_BASE ?? 3400);
const env = sitePortsFrom(base);
const site = `http://localhost:${env.SHELL_PORT}`;
const checkout = path.join(repoRoot, '.scratch/bench-dev');
const deployRoot = path.join(repoRoot, '.deploy');

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function fileOfCopy(file: string) {
  const target = path.join(checkout, 'mfe-pricing', file);
  const original = readFileSync(target, 'utf8');
  return {
    save(from: string, to: string) {
      if (!original.includes(from)) throw new Error(`${file} does not contain "${from}"`);
      writeFileSync(target, original.replace(from, to));
    },
    append: (text: string) => writeFileSync(target, `${original}\n${text}\n`),
    restore: () => writeFileSync(target, original),
  };
}

interface DevRun {
  readonly child: ChildProcess;
  readonly readyMs: number;
  stop(): Promise<void>;
}

async function startDev(): Promise<DevRun> {
  const started = Date.now();
  const child = spawn('npm', ['run', 'dev', '-w', 'mfe-pricing'], {
    cwd: checkout,
    env: { ...process.env, ...env, DEPLOY_ROOT: deployRoot, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const deadline = started + 240_000;
  while (!output.includes('The site is ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev -w mfe-pricing did not become ready:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, readyMs: Date.now() - started, stop };
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const rss = (id: number): number => {
    let own = 0;
    try {
      own = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      own = 0;
    }
    return own + (children.get(id) ?? []).reduce((sum, child) => sum + rss(child), 0);
  };
  return rss(pid);
}

/** The dev server's process: the one running the copy's devkit/src/dev/cli.ts. */
function devServerPid(): number {
  const script = path.join(checkout, 'devkit/src/dev/cli.ts');
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(script)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error('the dev server process was not found');
}

async function openPricing(page: Page): Promise<void> {
  await page.goto(`${site}/pricing`);
  await page.locator('html[data-shell="live"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Show the full comparison' }).click();
  await page.getByRole('combobox', { name: 'Your industry' }).hover();
  await page.locator('site-island[data-island="pricing/PricingPlans"][data-island-state="live"]').waitFor({ state: 'attached' });
  await page.evaluate(() => ((window as unknown as { __benchDocument?: string }).__benchDocument = 'kept'));
}

/** Nothing of the visitor's was lost: the same document, the comparison open, the island live. */
async function stateKept(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as unknown as { __benchDocument?: string }).__benchDocument === 'kept' &&
      document.querySelector('[aria-expanded="true"][aria-controls]')?.textContent === 'Hide the full comparison' &&
      document.querySelector('site-island[data-island="pricing/PricingPlans"]')?.getAttribute('data-island-state') === 'live',
  );
}

/** Milliseconds from a save to `shown` being true in the page, polled every frame. */
async function timeSave(page: Page, save: () => void, shown: (arg: string) => boolean, arg: string): Promise<number> {
  const started = Date.now();
  save();
  await page.waitForFunction(shown, arg, { polling: 'raf', timeout: 20_000 }).catch((error: unknown) => {
    throw new Error(`"${arg}" was not on screen 20 s after the save: ${String(error)}`);
  });
  return Date.now() - started;
}

/** In the page: a paragraph reads `text`. */
const textShown = (text: string) => [...document.querySelectorAll('p')].some((p) => p.textContent === text);
/** In the page: the minimum's paragraph has this colour. */
const colourShown = (colour: string) =>
  [...document.querySelectorAll('p')].some((p) => p.textContent === 'minimum 5 users' && getComputedStyle(p).color === colour);

interface Row {
  readonly what: string;
  readonly budget: string;
  readonly measured: string;
  readonly ok: boolean | null;
}

function measureDeployLoop(): number {
  // Today's loop on copies: a deploy root of its own, the same component edit, the deploy command.
  const scratchRoot = path.join(repoRoot, '.scratch/bench-dev-deploy');
  rmSync(scratchRoot, { recursive: true, force: true });
  cpSync(deployRoot, scratchRoot, { recursive: true });
  const card = fileOfCopy('src/components/PlanCard.tsx');
  card.save('{copy.minimumUsers}</p>', '{copy.minimumUsers} (deployed)</p>');
  const started = Date.now();
  const deploy = spawnSync('npm', ['run', 'deploy', '-w', 'mfe-pricing'], {
    cwd: checkout,
    env: { ...process.env, ...env, DEPLOY_ROOT: scratchRoot },
    encoding: 'utf8',
  });
  const ms = Date.now() - started;
  card.restore();
  if (deploy.status !== 0) throw new Error(`npm run deploy -w mfe-pricing failed:\n${deploy.stdout}\n${deploy.stderr}`);
  rmSync(scratchRoot, { recursive: true, force: true });
  return ms;
}

async function main() {
  if (!existsSync(path.join(deployRoot, 'remotes.json')))
    throw new Error('No deployed site in .deploy/: run `npm start` once (or `npm run dev -w mfe-pricing`), then this again.');
  console.log(`Scratch copy of the checkout in ${path.relative(repoRoot, checkout)}…`);
  makeScratchCheckout(checkout, { leaveOut: ['e2e/tests/', 'e2e/fixtures/'] });

  const starts: number[] = [];
  const firstRequests: number[] = [];
  let run: DevRun | null = null;
  for (let index = 0; index < STARTS; index++) {
    run = await startDev();
    starts.push(run.readyMs);
    const requested = Date.now();
    const response = await fetch(`${site}/pricing`);
    await response.text();
    firstRequests.push(Date.now() - requested);
    console.log(`start ${index + 1}: ready in ${(run.readyMs / 1000).toFixed(1)} s, first /pricing in ${firstRequests.at(-1)} ms`);
    if (index < STARTS - 1) await run.stop();
  }
  if (!run) throw new Error('no dev run');

  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const card = fileOfCopy('src/components/PlanCard.tsx');
  const css = fileOfCopy('src/components/PlanCard.module.css');
  const yaml = fileOfCopy('src/content/page/pricing.yaml');
  const times = { component: [] as number[], css: [] as number[], yaml: [] as number[] };
  let kept = true;
  let peakRss = 0;
  const pid = devServerPid();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(pid))), 250);
  try {
    await openPricing(page);
    for (let save = 1; save <= SAVES; save++) {
      times.component.push(
        await timeSave(
          page,
          () => card.save('{copy.minimumUsers}</p>', `{copy.minimumUsers} (save ${save})</p>`),
          textShown,
          `minimum 5 users (save ${save})`,
        ),
      );
      kept &&= await stateKept(page);
    }
    card.restore();
    await page.getByText('minimum 5 users', { exact: true }).first().waitFor();
    for (let save = 1; save <= SAVES; save++) {
      const colour = `rgb(${save}, 60, 90)`;
      times.css.push(await timeSave(page, () => css.save('.minimum {', `.minimum { color: ${colour};`), colourShown, colour));
      kept &&= await stateKept(page);
    }
    css.restore();
    for (let save = 1; save <= SAVES; save++) {
      const text = `minimum ${save + 10} users`;
      times.yaml.push(await timeSave(page, () => yaml.save('minimumUsers: minimum 5 users', `minimumUsers: ${text}`), textShown, text));
      kept &&= await stateKept(page);
    }
    yaml.restore();
  } finally {
    clearInterval(sampler);
    card.restore();
    css.restore();
    yaml.restore();
    await browser.close();
    await run.stop();
  }
  console.log('Today’s loop for comparison: the same edit through npm run deploy -w mfe-pricing…');
  const deployMs = measureDeployLoop();

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const state = kept ? 'state kept' : 'STATE LOST';
  const rows: Row[] = [
    {
      what: 'island component edit on screen',
      budget: '≤ 1 s',
      measured: `${seconds(median(times.component))}, ${state}`,
      ok: median(times.component) <= 1000 && kept,
    },
    {
      what: 'CSS module edit, without a reload',
      budget: '≤ 1 s',
      measured: seconds(median(times.css)),
      ok: median(times.css) <= 1000 && kept,
    },
    { what: 'YAML content edit on screen', budget: '≤ 2 s', measured: seconds(median(times.yaml)), ok: median(times.yaml) <= 2000 && kept },
    { what: 'npm run dev -w mfe-pricing cold start', budget: '≤ 30 s', measured: seconds(median(starts)), ok: median(starts) <= 30_000 },
    { what: 'first request after start', budget: '≤ 2 s', measured: seconds(median(firstRequests)), ok: median(firstRequests) <= 2000 },
    {
      what: 'the dev server’s memory (peak)',
      budget: '≤ 1.5 GB',
      measured: `${(peakRss / 1024 ** 3).toFixed(2)} GB`,
      ok: peakRss <= 1.5 * 1024 ** 3,
    },
    { what: 'before: the edit through npm run deploy', budget: '–', measured: `${seconds(deployMs)}, then a reload: state lost`, ok: null },
  ];
  const widths = [Math.max(...rows.map((row) => row.what.length)), 8, Math.max(...rows.map((row) => row.measured.length))];
  console.log(`\nThe inner loop (median of ${SAVES} saves, ${STARTS} starts; this machine):\n`);
  console.log(`| ${'what'.padEnd(widths[0] ?? 0)} | ${'budget'.padEnd(widths[1] ?? 0)} | ${'measured'.padEnd(widths[2] ?? 0)} |    |`);
  console.log(`| ${'-'.repeat(widths[0] ?? 0)} | ${'-'.repeat(widths[1] ?? 0)} | ${'-'.repeat(widths[2] ?? 0)} | -- |`);
  for (const row of rows)
    console.log(
      `| ${row.what.padEnd(widths[0] ?? 0)} | ${row.budget.padEnd(widths[1] ?? 0)} | ${row.measured.padEnd(widths[2] ?? 0)} | ${row.ok === null ? '  ' : row.ok ? 'ok' : '✗ '} |`,
    );
  console.log(`\nEach save (ms): component ${times.component.join(' ')}; CSS ${times.css.join(' ')}; YAML ${times.yaml.join(' ')}`);
  if (rows.some((row) => row.ok === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
