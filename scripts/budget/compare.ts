/**
 * `npm run budget:compare -- --before <site> --after <site> [--runs 3] [--no-lighthouse | --no-taps]`: the issue-30 budgets of two
 * running sites (e.g. the last release and today's build), measured the same way in one run:
 * Lighthouse's own CLI on the six routes of the load budget, round after round alternating the two
 * sites (so a slow minute of this machine hits both), then the first taps and the wake-all bytes.
 * Prints before → after medians with the machine's benchmark index.
 *
 * `npm run budget:compare -- --bare --after <site> [--runs 3] [--routes …] [--throttling devtools]` (issue 58): each page
 * against the bare page of about 1 KB (barePage.ts), alternated run by run, page then bare page: their
 * FCP and LCP medians and the ratios of the page's to the bare page's. Goal 1.15× FCP and 1.2× LCP;
 * the bar, 1.2× and 1.25×.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
import { budgets } from './budgets';
import { measureFirstTaps } from './firstTap';
import { firstTapTable, wakeAllLine } from './firstTapReport';
import { medianOf, runLighthouse, type LighthouseResult, type ThrottlingMethod } from './lighthouse';
import { measureWakeAll } from './wakeAll';
import { argument } from './cliArgument';
import { startBarePage } from './barePage';

const allLoadRoutes = ['/', '/product', '/roster-management', '/blogs', '/pricing', '/privacy-policy'];

const fixed = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));

/** Issue 58's routes, and its bar for each page's paints as ratios of the bare page's. */
const bareRoutes = ['/', '/pricing', '/blogs', '/requestDemo', '/product'];
const bareBar = { fcp: 1.2, lcp: 1.25 } as const;

/** Each page against the bare page, alternated run by run; exit code 1 when a ratio is over the bar. */
async function compareWithBarePage(site: string, runs: number, routes: readonly string[], throttling: ThrottlingMethod): Promise<void> {
  const bare = await startBarePage(site);
  const pageRuns = new Map<string, LighthouseResult[]>();
  const bareRuns = new Map<string, LighthouseResult[]>();
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const route of routes) {
        console.log(`round ${round}: ${route}, then the bare page`);
        for (const result of await runLighthouse(site, [route], 1, throttling))
          pageRuns.set(route, [...(pageRuns.get(route) ?? []), result]);
        for (const result of await runLighthouse(bare.url, ['/'], 1, throttling))
          bareRuns.set(route, [...(bareRuns.get(route) ?? []), result]);
      }
    }
  } finally {
    await bare.close();
  }
  const ms = (seconds: number | null) => (seconds === null ? null : seconds * 1000);
  const ratio = (page: number | null, yardstick: number | null) => (page === null || !yardstick ? null : page / yardstick);
  const measured = routes.map((route) => {
    const page = medianOf(route, pageRuns.get(route) ?? []);
    const yardstick = medianOf(route, bareRuns.get(route) ?? []);
    const fcpRatio = ratio(page.fcpSeconds, yardstick.fcpSeconds);
    const lcpRatio = ratio(page.lcpSeconds, yardstick.lcpSeconds);
    const fcpOk = fcpRatio !== null && fcpRatio <= bareBar.fcp;
    const lcpOk = lcpRatio !== null && lcpRatio <= bareBar.lcp;
    const row = [
      route,
      fixed(ms(page.fcpSeconds)),
      fixed(ms(page.lcpSeconds)),
      `${fixed(ms(yardstick.fcpSeconds))} / ${fixed(ms(yardstick.lcpSeconds))}`,
      `${fixed(fcpRatio, 2)}${fcpOk ? '' : ' ✗'}`,
      `${fixed(lcpRatio, 2)}${lcpOk ? '' : ' ✗'}`,
      fixed(page.benchmarkIndex),
    ];
    return { row, within: fcpOk && lcpOk };
  });
  const rows = measured.map(({ row }) => row);
  const all = [['page', 'FCP ms', 'LCP ms', 'bare FCP / LCP', 'FCP ratio', 'LCP ratio', 'benchmark index'], ...rows];
  const width = (column: number) => Math.max(...all.map((row) => row[column]?.length ?? 0));
  console.log(
    `\nLighthouse 13 CLI (mobile, ${throttling === 'simulate' ? 'simulated' : 'DevTools'} throttling), each page then the bare page (${bare.bytes.raw} B, ${bare.bytes.brotli} B brotli), median of ${runs}` +
      ` (bar: FCP ≤ ${bareBar.fcp}×, LCP ≤ ${bareBar.lcp}× the bare page's)\n`,
  );
  console.log(
    all
      .map((row) => row.map((text, column) => (column === 0 ? text.padEnd(width(column)) : text.padStart(width(column)))).join('  '))
      .join('\n'),
  );
  process.exitCode = measured.every(({ within }) => within) ? 0 : 1;
}

async function main(): Promise<void> {
  const before = argument('--before');
  const after = argument('--after');
  const runs = Number(argument('--runs') ?? 3);
  if (process.argv.includes('--bare')) {
    if (!after) throw new Error('--after <site> is required with --bare, e.g. --bare --after http://localhost:3000');
    // `--throttling devtools`: the same profile applied by Chrome itself, where the page streams in.
    const throttling = argument('--throttling') === 'devtools' ? 'devtools' : 'simulate';
    await compareWithBarePage(after, runs, argument('--routes')?.split(',') ?? bareRoutes, throttling);
    return;
  }
  if (!before || !after)
    throw new Error('--before <site> and --after <site> are required, e.g. --before http://localhost:5000 --after http://localhost:3000');
  const skipLighthouse = process.argv.includes('--no-lighthouse');
  // `--no-taps`: Lighthouse only (the taps have a command of their own, budget:taps).
  const skipTaps = process.argv.includes('--no-taps');
  // `--routes /,/privacy-policy`: fewer Lighthouse routes when time is short.
  const loadRoutes = argument('--routes')?.split(',') ?? allLoadRoutes;

  const runsOf = { before: new Map<string, LighthouseResult[]>(), after: new Map<string, LighthouseResult[]>() };
  for (let round = 1; round <= runs && !skipLighthouse; round += 1) {
    for (const [label, site] of [
      ['before', before],
      ['after', after],
    ] as const) {
      for (const result of await runLighthouse(site, loadRoutes, 1)) {
        runsOf[label].set(result.route, [...(runsOf[label].get(result.route) ?? []), result]);
      }
    }
  }
  const measureTaps = async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    const taps = { before: await measureFirstTaps(browser, before, runs), after: await measureFirstTaps(browser, after, runs) };
    const wake = { before: await measureWakeAll(browser, before), after: await measureWakeAll(browser, after) };
    await browser.close();
    return { taps, wake };
  };
  const measured = skipTaps ? null : await measureTaps();

  if (!skipLighthouse) {
    const rows = loadRoutes.map((route) => {
      const b = medianOf(route, runsOf.before.get(route) ?? []);
      const a = medianOf(route, runsOf.after.get(route) ?? []);
      return [
        route,
        `${fixed(b.performance)} → ${fixed(a.performance)}`,
        `${fixed(b.tbtMs)} → ${fixed(a.tbtMs)}`,
        `${fixed(b.lcpSeconds, 2)} → ${fixed(a.lcpSeconds, 2)}`,
        `${fixed(b.cls, 3)} → ${fixed(a.cls, 3)}`,
        `${fixed(b.benchmarkIndex)} / ${fixed(a.benchmarkIndex)}`,
      ];
    });
    const header = ['route', 'Perf', 'TBT ms', 'LCP s', 'CLS', 'benchmark index'];
    const all = [header, ...rows];
    const width = (column: number) => Math.max(...all.map((row) => row[column]?.length ?? 0));
    console.log(
      `\nLighthouse 13 CLI (mobile, simulated throttling, a fresh Chrome per run), before → after, median of ${runs}` +
        ` (budgets: Perf ≥ ${budgets.performance}, TBT ≤ ${budgets.tbtMs} ms, LCP ≤ ${budgets.lcpSeconds} s, CLS ${budgets.cls})\n`,
    );
    console.log(
      all
        .map((row) => row.map((text, column) => (column === 0 ? text.padEnd(width(column)) : text.padStart(width(column)))).join('  '))
        .join('\n'),
    );
  }
  if (!measured) return;
  console.log(`\nFirst tap to answer (phone profile, median of ${runs}), before → after\n`);
  console.log(firstTapTable(measured.taps.after, measured.taps.before).text);
  console.log(`\n${wakeAllLine(measured.wake.after, measured.wake.before).text}`);
}

main().catch((error: unknown) => {
  console.error(`budget:compare: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
