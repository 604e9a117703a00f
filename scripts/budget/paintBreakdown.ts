/**
 * `npm run budget:paint -- --url <site> [--runs 3] [--routes /,/pricing]` (issue 58): where a page's
 * time to first paint goes, from Chromium's own trace, on the phone profile (DevTools throttling:
 * CPU ×4, 150 ms RTT, 1.6 Mbps; a cold cache each run), beside the bare page of about 1 KB
 * (barePage.ts) measured the same way in the same round. For each page, medians of:
 * - the network: the first byte of the HTML, and its last;
 * - the main thread's work before the first paint, by kind: HTML parsing, style (recalculating the
 *   styles: the inline CSS's rules matched against the elements), layout, paint (pre-paint, paint,
 *   layerize), and script;
 * - FCP and LCP.
 * Times are throttled, as a visitor's phone spends them: what separates a page from the bare page is
 * what it has to send and to style before its first frame.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
import { startBarePage } from './barePage';
import { argument } from './cliArgument';
import { median } from './lighthouse';
import { coldContext, throttle } from './phoneEmulation';

const defaultRoutes = ['/', '/pricing', '/blogs', '/requestDemo', '/product'];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly data?: { readonly frame?: string } };
}

/** The main thread's work, by what Chromium calls it (trace event names), as shown in the table. */
const workKinds: Record<string, 'parse' | 'style' | 'layout' | 'paint' | 'script'> = {
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.compile': 'script',
};

type Kind = (typeof workKinds)[string];

interface PaintRun {
  readonly firstByteMs: number;
  readonly lastByteMs: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly work: Record<Kind, number>;
}

async function measureOnce(browser: Browser, url: string): Promise<PaintRun> {
  const context = await coldContext(browser, 'phone');
  try {
    const page = await context.newPage();
    await throttle(page);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'loading'] });
    await page.goto(url, { waitUntil: 'load' });
    const timings = await page.evaluate(
      () =>
        new Promise<{ firstByte: number; lastByte: number; fcp: number; lcp: number; origin: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const lcp = list.getEntries().at(-1)?.startTime ?? 0;
            const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
            resolve({
              firstByte: navigation?.responseStart ?? 0,
              lastByte: navigation?.responseEnd ?? 0,
              fcp,
              lcp,
              origin: performance.timeOrigin,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    // The renderer's main thread: where the page's ParseHTML ran.
    const parse = trace.traceEvents.find((event) => event.name === 'ParseHTML');
    const navigationStart = trace.traceEvents.find((event) => event.name === 'navigationStart' && event.pid === parse?.pid);
    const fcpEvent = trace.traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse?.pid);
    const work: Record<Kind, number> = { parse: 0, style: 0, layout: 0, paint: 0, script: 0 };
    if (parse && navigationStart && fcpEvent) {
      const tracked = trace.traceEvents
        .filter((event) => workKinds[event.name] && event.ph === 'X' && event.pid === parse.pid && event.tid === parse.tid)
        .filter((event) => event.ts >= navigationStart.ts && event.ts < fcpEvent.ts)
        .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
      // Self time: an event nested in another (a style recalculation the parser forced) counts as its own kind, once.
      const open: Array<{ end: number; kind: Kind }> = [];
      for (const event of tracked) {
        const dur = event.dur ?? 0;
        const kind = workKinds[event.name] ?? 'script';
        while (open.length > 0 && (open.at(-1)?.end ?? 0) <= event.ts) open.pop();
        const parent = open.at(-1);
        if (parent) work[parent.kind] -= dur / 1000;
        work[kind] += dur / 1000;
        open.push({ end: event.ts + dur, kind });
      }
    }
    return { firstByteMs: timings.firstByte, lastByteMs: timings.lastByte, fcpMs: timings.fcp, lcpMs: timings.lcp, work };
  } finally {
    await context.close();
  }
}

const columns = ['first byte', 'last byte', 'parse', 'style', 'layout', 'paint', 'script', 'FCP', 'LCP'] as const;

function summary(runs: readonly PaintRun[]): string[] {
  const of = (pick: (run: PaintRun) => number) => {
    const value = median(runs.map(pick));
    return value === null ? '–' : String(Math.round(value));
  };
  return [
    of((run) => run.firstByteMs),
    of((run) => run.lastByteMs),
    of((run) => run.work.parse),
    of((run) => run.work.style),
    of((run) => run.work.layout),
    of((run) => run.work.paint),
    of((run) => run.work.script),
    of((run) => run.fcpMs),
    of((run) => run.lcpMs),
  ];
}

async function main(): Promise<void> {
  const url = argument('--url');
  if (!url) throw new Error('--url <running site> is required (e.g. --url http://localhost:3000 after npm start)');
  const runs = Number(argument('--runs') ?? 3);
  const routes = argument('--routes')?.split(',') ?? defaultRoutes;
  const bare = await startBarePage(url);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const pageRuns = new Map<string, PaintRun[]>();
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const route of [...routes, 'bare page']) {
        const target = route === 'bare page' ? `${bare.url}/` : new URL(route, url).href;
        pageRuns.set(route, [...(pageRuns.get(route) ?? []), await measureOnce(browser, target)]);
      }
    }
  } finally {
    await browser.close();
    await bare.close();
  }
  const rows = [['page', ...columns], ...[...pageRuns].map(([route, measured]) => [route, ...summary(measured)])];
  const width = (column: number) => Math.max(...rows.map((row) => row[column]?.length ?? 0));
  console.log(
    `\nBefore the first paint, on the phone profile (CPU ×4, 150 ms RTT, 1.6 Mbps, cold cache): ms from navigation, the main thread's work by kind up to FCP; median of ${runs}\n`,
  );
  console.log(
    rows
      .map((row) => row.map((text, column) => (column === 0 ? text.padEnd(width(column)) : text.padStart(width(column)))).join('  '))
      .join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`budget:paint: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
