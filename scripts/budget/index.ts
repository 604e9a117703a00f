/**
 * `npm run budget [-- --no-build] [-- --url <running site>] [-- --write-baseline]`: builds the site,
 * serves it on the default ports, and checks the performance and accessibility budgets: Lighthouse
 * (median of 3 runs) on one route of each template, the script each of them loads at first, the
 * time from a click to the next page's h1, axe on every route and on the drawer, dialog and
 * form-error states. Prints the tables, beside the figures of `baseline.json` (the site before the
 * islands), writes reports/budget.json, exits 1 when any budget is missed. `--url` measures a site
 * already running (e.g. an older build, for a new baseline), `--write-baseline` saves the figures as
 * that baseline. Everything it started is stopped at the end, on failure and on Ctrl-C.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
import { repoRoot } from '@site/server-kit/processes';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runAxe, type AxeResult } from './axe';
import { budgets, lighthouseRoutes, lighthouseRuns, navigationPairs, siteUrl } from './budgets';
import { cleanUp, onCleanup } from '../site/cleanup';
import { measureFirstLoad, type FirstLoadResult } from './firstLoad';
import { FIRST_WINDOW_BYTES, firstScreenByte, firstWindowTable, measureFirstWindow, type FirstWindowResult } from './firstWindow';
import { measureFirstTaps, type TapResult } from './firstTap';
import { firstTapTable, wakeAllLine } from './firstTapReport';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { measureNavigation, type NavigationResult } from './navigation';
import { phoneThrottling } from './phoneEmulation';
import { buildSite, startLocalSite } from '../site/localSite';
import { measureWakeAll, type WakeAllResult } from './wakeAll';
import { argument } from './cliArgument';

interface BudgetReport {
  readonly date: string;
  readonly url: string;
  readonly lighthouse: LighthouseResult[];
  readonly firstLoad: FirstLoadResult[];
  readonly desktopHome?: FirstLoadResult;
  readonly firstWindow?: FirstWindowResult[];
  readonly navigation: NavigationResult[];
  readonly firstTaps?: TapResult[];
  readonly wakeAll?: WakeAllResult;
  readonly axe?: AxeResult[];
}

const baselineFile = path.join(__dirname, 'baseline.json');

let checks = 0;
let met = 0;

/** Counts one budget check; a value that is missing (the measurement failed) misses it. */
function check<T>(value: T | null, ok: (value: T) => boolean): boolean {
  checks += 1;
  const passed = value !== null && ok(value);
  if (passed) met += 1;
  return passed;
}

/** A table cell: the value, marked ✗ when it misses its budget. */
function cell(value: number | null, ok: (value: number) => boolean, format: (value: number) => string): string {
  const text = value === null ? '–' : format(value);
  return check(value, ok) ? text : `${text} ✗`;
}

const whole = (value: number) => String(Math.round(value));
const atLeast = (min: number) => (value: number) => value >= min;
const atMost = (max: number) => (value: number) => value <= max;

function table(rows: string[][]): string {
  /** The widest cell in `column` (a row without that column has nothing in it). */
  const width = (column: number) => Math.max(...rows.map((row) => row[column]?.length ?? 0));
  return rows
    .map((row) => row.map((text, column) => (column === 0 ? text.padEnd(width(column)) : text.padStart(width(column)))).join('  '))
    .join('\n');
}

function lighthouseTable(results: LighthouseResult[]): string {
  const header = ['route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'FCP s'];
  const rows = results.map((r) => [
    r.route,
    cell(r.performance, atLeast(budgets.performance), whole),
    cell(r.accessibility, atLeast(budgets.accessibility), whole),
    cell(r.bestPractices, atLeast(budgets.bestPractices), whole),
    cell(r.seo, atLeast(budgets.seo), whole),
    cell(r.lcpSeconds, atMost(budgets.lcpSeconds), (v) => v.toFixed(2)),
    cell(r.tbtMs, atMost(budgets.tbtMs), whole),
    cell(r.cls, atMost(budgets.cls), (v) => v.toFixed(3)),
    r.fcpSeconds === null ? '–' : r.fcpSeconds.toFixed(2), // reported, no budget
  ]);
  return table([header, ...rows]);
}

/** "after (before)": a figure beside the baseline's, when there is one. */
function withBefore(after: string, before: number | null | undefined, format: (value: number) => string): string {
  return before === undefined || before === null ? after : `${after} (${format(before)})`;
}

const kbOf = (load: FirstLoadResult | undefined) => (load ? load.gzipBytes / 1024 : null);

function scriptTable(loads: FirstLoadResult[], before: BudgetReport | null): string {
  const header = ['page (mobile screen)', 'script KB gzip', 'as sent', 'files', 'React', 'islands awake at load'];
  const rows = loads.map((load) => {
    const route = new URL(load.url).pathname;
    const previous = before?.firstLoad.find((candidate) => new URL(candidate.url).pathname === route);
    const limit = budgets.scriptKb[route];
    const kb = load.gzipBytes / 1024;
    const kbText = withBefore(kb.toFixed(1), kbOf(previous), (v) => v.toFixed(1));
    const react = load.reactCopies;
    // React once at most, and only where an island woke (needed it).
    const reactOk = check(react, (v) => v <= budgets.reactCopies && (v === 0 || load.islandsAwake.length > 0));
    return [
      route,
      limit === undefined ? kbText : check(kb, atMost(limit)) ? `${kbText} ≤ ${limit}` : `${kbText} ✗ > ${limit}`,
      (load.wireBytes / 1024).toFixed(1),
      withBefore(String(load.scripts), previous?.scripts, String),
      reactOk ? String(react) : `${react} ✗`,
      load.islandsAwake.join(', ') || '–',
    ];
  });
  return table([header, ...rows]);
}

function navigationTable(results: NavigationResult[], before: BudgetReport | null): string {
  const header = ['click', 'ms (median)', 'tries', 'how'];
  const rows = results.map((r) => {
    const previous = before?.navigation.find((candidate) => candidate.from === r.from && candidate.to === r.to);
    const ms = r.ms === null ? '–' : withBefore(String(Math.round(r.ms)), previous?.ms, (v) => String(Math.round(v)));
    return [`${r.from} → ${r.to}`, check(r.ms, atMost(budgets.navigationMs)) ? ms : `${ms} ✗`, r.tries.join(' '), r.kind ?? r.error ?? '–'];
  });
  return table([header, ...rows]);
}

function beforeAfterTable(after: LighthouseResult[], before: BudgetReport): string {
  const header = ['route', 'Perf before→after', 'TBT ms', 'LCP s', 'CLS', 'A11y', 'BP', 'SEO'];
  const pair = (a: number | null | undefined, b: number | null | undefined, format: (v: number) => string) =>
    `${a === null || a === undefined ? '–' : format(a)} → ${b === null || b === undefined ? '–' : format(b)}`;
  const rows = after.map((r) => {
    const b = before.lighthouse.find((candidate) => candidate.route === r.route);
    return [
      r.route,
      pair(b?.performance, r.performance, whole),
      pair(b?.tbtMs, r.tbtMs, whole),
      pair(b?.lcpSeconds, r.lcpSeconds, (v) => v.toFixed(2)),
      pair(b?.cls, r.cls, (v) => v.toFixed(3)),
      pair(b?.accessibility, r.accessibility, whole),
      pair(b?.bestPractices, r.bestPractices, whole),
      pair(b?.seo, r.seo, whole),
    ];
  });
  return table([header, ...rows]);
}

function readBaseline(): BudgetReport | null {
  return existsSync(baselineFile) ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as BudgetReport) : null;
}

async function main(): Promise<void> {
  const runningSite = argument('--url');
  const writeBaseline = process.argv.includes('--write-baseline');
  const url = runningSite ?? siteUrl;
  const before = writeBaseline ? null : readBaseline();
  if (!runningSite) {
    if (!process.argv.includes('--no-build')) buildSite();
    await startLocalSite({ url });
  }
  // A server that has just started composes its first pages from cold caches and unoptimised code;
  // a production server has long been warm. Each measured route is asked for twice first.
  for (let round = 0; round < 2; round += 1) {
    for (const route of lighthouseRoutes) await fetch(url + route).then((response) => response.text());
  }

  // Lighthouse first and alone: on 2 cores anything running beside it skews the timings.
  const lighthouse = await runLighthouse(url, lighthouseRoutes, lighthouseRuns);

  // handleSIG*: false, so Ctrl-C goes through cleanUp (which closes the browser) and nothing else.
  const browser = await chromium.launch({ ...chromiumLaunchOptions, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  const closeBrowser = onCleanup(() => browser.close());
  console.log('Script loaded by each template…');
  const firstLoad: FirstLoadResult[] = [];
  for (const route of lighthouseRoutes) firstLoad.push(await measureFirstLoad(browser, `${url}${route}`));
  const desktopHome = await measureFirstLoad(browser, `${url}/`, { viewport: { width: 1280, height: 800 } });
  console.log('Where each first screen ends in its compressed HTML…');
  const firstWindow = await measureFirstWindow(browser, url, lighthouseRoutes);
  console.log('Click to the next page’s h1…');
  const navigation = await measureNavigation(browser, url, navigationPairs);
  console.log('First tap to answer on the phone profile…');
  const firstTaps = await measureFirstTaps(browser, url, lighthouseRuns);
  const wakeAll = await measureWakeAll(browser, url);
  console.log('axe on every route and state…');
  const axe = writeBaseline ? [] : await runAxe(browser, url);
  await closeBrowser();
  await cleanUp(); // the servers: nothing is left to measure

  console.log(`\nLighthouse 13, mobile, simulated throttling, median of ${lighthouseRuns} runs (budgets: Perf ≥ ${budgets.performance},`);
  console.log(
    `A11y/BP/SEO ${budgets.seo}, LCP ≤ ${budgets.lcpSeconds} s, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}; ✗ marks a miss)\n`,
  );
  console.log(lighthouseTable(lighthouse));
  const benchmarkIndexes = lighthouse.map((r) => r.benchmarkIndex).filter((index): index is number => index !== null);
  console.log(
    `\nThis machine's Lighthouse benchmark index: ${benchmarkIndexes.length > 0 ? Math.round(Math.min(...benchmarkIndexes)) : '–'}–` +
      `${benchmarkIndexes.length > 0 ? Math.round(Math.max(...benchmarkIndexes)) : '–'} (medians per route; Lighthouse's own CLI, a fresh Chrome per run)`,
  );
  // Why a score misses: the audits that cost it points.
  for (const r of lighthouse) {
    const missed = [
      ['Perf', r.performance, budgets.performance, 'performance'],
      ['A11y', r.accessibility, budgets.accessibility, 'accessibility'],
      ['BP', r.bestPractices, budgets.bestPractices, 'best-practices'],
      ['SEO', r.seo, budgets.seo, 'seo'],
    ] as const;
    const reasons = missed
      .filter(([, value, min]) => value !== null && value < min)
      .map(([label, , , id]) => `${label}: ${(r.failedAudits[id] ?? []).join(', ')}`);
    if (reasons.length > 0 || r.problems.length > 0) console.log(`  ${r.route}  ${[...reasons, ...r.problems].join(' · ')}`);
  }
  if (before) {
    console.log(
      `\nBefore → after (before: ${before.url} on ${before.date.slice(0, 10)}, baseline.json; medians of ${lighthouseRuns} runs each)\n`,
    );
    console.log(beforeAfterTable(lighthouse, before));
  }

  console.log(`\nScript on the wire at first load, cold cache (before in brackets; React: copies of its core fetched)\n`);
  console.log(scriptTable(firstLoad, before));
  const kb = (desktopHome.gzipBytes / 1024).toFixed(1);
  const desktopOk = check(desktopHome.gzipBytes / 1024, atMost(budgets.scriptKb['/'] ?? 0));
  console.log(
    `/ on a desktop screen: ${desktopOk ? kb : `${kb} ✗`} KB gzip (${(desktopHome.wireBytes / 1024).toFixed(1)} as sent) in ${desktopHome.scripts} files, React ${desktopHome.reactCopies}; ` +
      `islands awake at load: ${desktopHome.islandsAwake.join(', ') || '–'}`,
  );

  console.log(
    `\nThe first screen in the first window: compressed bytes up to the LCP element's end and past any paint hold (budget ≤ ${FIRST_WINDOW_BYTES} B)\n`,
  );
  console.log(firstWindowTable(firstWindow).text);
  for (const result of firstWindow) check(firstScreenByte(result), atMost(FIRST_WINDOW_BYTES));

  console.log(
    `\nFrom the click on a hovered link to the next page's h1 painted, unthrottled (budget ≤ ${budgets.navigationMs} ms; before in brackets)\n`,
  );
  console.log(navigationTable(navigation, before));

  const { cpuSlowdown, latencyMs, downloadKbps } = phoneThrottling;
  console.log(
    `\nFirst tap to answer: CPU ×${cpuSlowdown}, ${latencyMs} ms RTT, ${downloadKbps} kbps down, cold cache, tap 1 s after load, median of ${lighthouseRuns} ` +
      `(controls ≤ ${budgets.tapControlMs} ms, a form's first validation ≤ ${budgets.tapFormMs} ms; menus and accordions fetch nothing; before from baseline.json where it has them)\n`,
  );
  const taps = firstTapTable(firstTaps, before?.firstTaps ?? null);
  console.log(taps.text);
  for (const result of firstTaps) check(result, () => firstTapTable([result], null).ok);
  const wake = wakeAllLine(wakeAll, before?.wakeAll ?? null);
  check(wakeAll, () => wake.ok);
  console.log(`\n${wake.text}`);

  if (!writeBaseline) {
    const routes = axe.filter((r) => r.kind === 'route').length;
    let serious = 0;
    let enhanced = 0;
    const axeLines: string[] = [];
    for (const r of axe) {
      serious += r.violations.length;
      enhanced += r.contrastEnhanced;
      // Two checks per route or state, AA and AAA contrast; one that could not be reached misses both.
      const aa = check(r.error ? null : r.violations.length, atMost(budgets.axeSeriousOrCritical));
      const aaa = check(r.error ? null : r.contrastEnhanced, atMost(budgets.axeContrastEnhanced));
      if (aa && aaa) continue;
      const found = [
        ...r.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes} elements)`),
        ...(r.contrastEnhanced > 0 ? [`color-contrast-enhanced (AAA, ${r.contrastEnhanced} elements)`] : []),
      ];
      axeLines.push(`  ✗ ${r.target}: ${r.error ?? found.join(', ')}`);
    }
    console.log(
      `\naxe (wcag2a, wcag2aa, wcag21a, wcag21aa): ${routes} routes and ${axe.length - routes} states checked; ` +
        `serious/critical violations: ${serious} (budget ${budgets.axeSeriousOrCritical}); ` +
        `AAA contrast (color-contrast-enhanced): ${enhanced} elements (budget ${budgets.axeContrastEnhanced})` +
        (axe.some((r) => r.error) ? `; ${axe.filter((r) => r.error).length} could not be checked` : ''),
    );
    for (const line of axeLines) console.log(line);
  }

  const report: BudgetReport & { budgets: typeof budgets; checks: { met: number; total: number } } = {
    date: new Date().toISOString(),
    url,
    budgets,
    checks: { met, total: checks },
    lighthouse,
    firstLoad,
    desktopHome,
    firstWindow,
    navigation,
    firstTaps,
    wakeAll,
    ...(writeBaseline ? {} : { axe }),
  };
  const file = writeBaseline ? baselineFile : path.join(repoRoot, 'reports/budget.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nFull results: ${path.relative(repoRoot, file)}`);
  console.log(`budget: ${met} of ${checks} checks met`);
  process.exitCode = met === checks ? 0 : 1;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping everything the budget started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(`budget: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
