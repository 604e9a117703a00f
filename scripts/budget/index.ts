/**
 * `npm run budget [-- --no-build]`: builds the site, serves it on the default ports, and checks the
 * performance and accessibility budgets: Lighthouse on one route of each template, first-load JS of
 * `/`, axe on every route and on the drawer, dialog and form-error states. Prints one table and a
 * summary, writes reports/budget.json, exits 1 when any budget is missed. Everything it started is
 * stopped at the end, on failure and on Ctrl-C.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
import { repoRoot } from '@site/devkit/processes';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runAxe } from './axe';
import { budgets, lighthouseRoutes, siteUrl } from './budgets';
import { cleanUp, onCleanup } from '../site/cleanup';
import { measureFirstLoad } from './firstLoad';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { buildSite, startLocalSite } from '../site/localSite';

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

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) buildSite();
  await startLocalSite({ url: siteUrl });
  // A server that has just started composes its first pages from cold caches and unoptimised code;
  // a production server has long been warm. Each measured route is asked for twice first.
  for (let round = 0; round < 2; round += 1) {
    for (const route of lighthouseRoutes) await fetch(siteUrl + route).then((response) => response.text());
  }

  // Lighthouse first and alone: on 2 cores anything running beside it skews the timings.
  const lighthouse = await runLighthouse(siteUrl, lighthouseRoutes);

  // handleSIG*: false, so Ctrl-C goes through cleanUp (which closes the browser) and nothing else.
  const browser = await chromium.launch({ ...chromiumLaunchOptions, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  const closeBrowser = onCleanup(() => browser.close());
  console.log('First-load JS of / …');
  const firstLoad = await measureFirstLoad(browser, `${siteUrl}/`);
  console.log('axe on every route and state…');
  const axe = await runAxe(browser, siteUrl);
  await closeBrowser();
  await cleanUp(); // the servers: nothing is left to measure

  console.log(`\nLighthouse 13, mobile, simulated throttling (budgets: Perf ≥ ${budgets.performance}, A11y/BP/SEO ${budgets.seo},`);
  console.log(`LCP ≤ ${budgets.lcpSeconds} s, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}; ✗ marks a miss)\n`);
  console.log(lighthouseTable(lighthouse));
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

  const kb = firstLoad.gzipBytes / 1024;
  const jsCell = cell(kb, atMost(budgets.firstLoadJsKb), (v) => `${v.toFixed(1)} KB gzip`);
  const reactCell = cell(firstLoad.reactCopies, (v) => v === budgets.reactCopies, String);
  console.log(
    `\nFirst-load JS of /: ${jsCell} in ${firstLoad.scripts} scripts (budget ≤ ${budgets.firstLoadJsKb} KB); ` +
      `React copies requested: ${reactCell} (budget ${budgets.reactCopies})`,
  );

  const routes = axe.filter((r) => r.kind === 'route').length;
  let serious = 0;
  const axeLines: string[] = [];
  for (const r of axe) {
    serious += r.violations.length;
    // One check per route or state; one that could not be reached misses it.
    if (check(r.error ? null : r.violations.length, atMost(budgets.axeSeriousOrCritical))) continue;
    axeLines.push(`  ✗ ${r.target}: ${r.error ?? r.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes} elements)`).join(', ')}`);
  }
  console.log(
    `\naxe (wcag2a, wcag2aa, wcag21a, wcag21aa): ${routes} routes and ${axe.length - routes} states checked; ` +
      `serious/critical violations: ${serious} (budget ${budgets.axeSeriousOrCritical})` +
      (axe.some((r) => r.error) ? `; ${axe.filter((r) => r.error).length} could not be checked` : ''),
  );
  for (const line of axeLines) console.log(line);

  const report = {
    date: new Date().toISOString(),
    url: siteUrl,
    budgets,
    checks: { met, total: checks },
    lighthouse,
    firstLoad,
    axe,
  };
  const file = path.join(repoRoot, 'reports/budget.json');
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
