/**
 * `npm run budget:compare -- --before <site> --after <site> [--runs 3] [--no-lighthouse | --no-taps]`: the issue-30 budgets of two
 * running sites (e.g. the last release and today's build), measured the same way in one run:
 * Lighthouse's own CLI on the six routes of the load budget, round after round alternating the two
 * sites (so a slow minute of this machine hits both), then the first taps and the wake-all bytes.
 * Prints before → after medians with the machine's benchmark index.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
import { budgets } from './budgets';
import { measureFirstTaps } from './firstTap';
import { firstTapTable, wakeAllLine } from './firstTapReport';
import { medianOf, runLighthouse, type LighthouseResult } from './lighthouse';
import { measureWakeAll } from './wakeAll';
import { argument } from './cliArgument';

const allLoadRoutes = ['/', '/product', '/roster-management', '/blogs', '/pricing', '/privacy-policy'];

const fixed = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));

async function main(): Promise<void> {
  const before = argument('--before');
  const after = argument('--after');
  if (!before || !after)
    throw new Error('--before <site> and --after <site> are required, e.g. --before http://localhost:5000 --after http://localhost:3000');
  const runs = Number(argument('--runs') ?? 3);
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
