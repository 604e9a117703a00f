/**
 * Lighthouse 13 (mobile, default simulated throttling) on one route of each template, each run
 * `runs` times (scores move ±5 between runs on this machine); the result holds each figure's median.
 */
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result } from 'lighthouse';
import { onCleanup } from '../site/cleanup';

export interface LighthouseResult {
  readonly route: string;
  /** Category scores 0–100; null when Lighthouse could not score the category. */
  readonly performance: number | null;
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  readonly seo: number | null;
  readonly lcpSeconds: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  readonly fcpSeconds: number | null;
  /** Lighthouse's runtime error or warnings, when any (a failed load must not pass silently). */
  readonly problems: string[];
  /** Lighthouse's measure of this machine's CPU; below 1000 it warns that throttled timings run slow. */
  readonly benchmarkIndex: number | null;
  /** The audits that cost points in a category, to say why a score is below 100. */
  readonly failedAudits: Record<string, string[]>;
  /** How many runs the medians are of (runs that failed are not counted). */
  readonly runs: number;
}

/** The median of the values that were measured; null when none was. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const measured = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (measured.length === 0) return null;
  const middle = Math.floor(measured.length / 2);
  return measured.length % 2 === 1 ? (measured[middle] ?? null) : ((measured[middle - 1] ?? 0) + (measured[middle] ?? 0)) / 2;
}

/** One result per route from its runs: each figure's median, every run's problems and failed audits. */
function medianOf(route: string, runs: readonly LighthouseResult[]): LighthouseResult {
  const measured = runs.filter((run) => run.performance !== null);
  const of = (pick: (run: LighthouseResult) => number | null) => median(measured.map(pick));
  const failedAudits: Record<string, string[]> = {};
  for (const run of measured) {
    for (const [category, audits] of Object.entries(run.failedAudits)) {
      failedAudits[category] = [...new Set([...(failedAudits[category] ?? []), ...audits])];
    }
  }
  return {
    route,
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    lcpSeconds: of((run) => run.lcpSeconds),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    fcpSeconds: of((run) => run.fcpSeconds),
    problems: [...new Set(runs.flatMap((run) => run.problems))],
    benchmarkIndex: of((run) => run.benchmarkIndex),
    failedAudits,
    runs: measured.length,
  };
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

type Lighthouse = typeof import('lighthouse').default;

function score(lhr: Result, id: string): number | null {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

function metric(lhr: Result, id: string, divisor = 1): number | null {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? null : value / divisor;
}

function failedAudits(lhr: Result): Record<string, string[]> {
  const failed: Record<string, string[]> = {};
  for (const id of categories) {
    failed[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  }
  return failed;
}

function summarise(route: string, lhr: Result): LighthouseResult {
  return {
    route,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpSeconds: metric(lhr, 'largest-contentful-paint', 1000),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    fcpSeconds: metric(lhr, 'first-contentful-paint', 1000),
    problems: [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings.map(String)],
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: failedAudits(lhr),
    runs: 1,
  };
}

function unmeasured(route: string, problem: string): LighthouseResult {
  const scores = { performance: null, accessibility: null, bestPractices: null, seo: null };
  return {
    route,
    ...scores,
    lcpSeconds: null,
    tbtMs: null,
    cls: null,
    fcpSeconds: null,
    problems: [problem],
    benchmarkIndex: null,
    failedAudits: {},
    runs: 0,
  };
}

/** One Lighthouse run; a route that cannot be measured misses its budgets, the others are still measured. */
async function runOnce(lighthouse: Lighthouse, url: string, route: string, flags: Flags): Promise<LighthouseResult> {
  try {
    let run = await lighthouse(url, flags);
    // Lighthouse's own advice for a broken trace (NO_NAVSTART, NO_FCP…) is to run it again; once.
    if (run?.lhr.runtimeError) {
      console.log(`  ${run.lhr.runtimeError.code}; running ${route} once more`);
      run = await lighthouse(url, flags);
    }
    if (!run) throw new Error('Lighthouse returned no result');
    return summarise(route, run.lhr);
  } catch (error) {
    return unmeasured(route, error instanceof Error ? error.message : String(error));
  }
}

export async function runLighthouse(base: string, routes: readonly string[], runs: number): Promise<LighthouseResult[]> {
  // A real import(), not tsx's require() of this ES module: that path compiles Lighthouse with
  // esbuild's keepNames, and the `__name(…)` calls it adds break the functions Lighthouse runs inside
  // the page ("__name is not defined").
  const { default: lighthouse } = await import('lighthouse');
  // handleSIGINT off: chrome-launcher's own handler would exit before the servers are stopped.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
    handleSIGINT: false,
  });
  const stopChrome = onCleanup(async () => {
    // Wait for Chrome to close: chrome-launcher removes its temporary profile only then.
    const running = chrome.process.exitCode === null && chrome.process.signalCode === null;
    const closed = running ? new Promise((resolve) => chrome.process.once('close', resolve)) : null;
    chrome.kill();
    if (closed) await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  });
  // Lighthouse's defaults are the mobile form factor and simulated throttling; only the categories are chosen.
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
  const results: LighthouseResult[] = [];
  try {
    // Round after round (not one route's runs back to back), so a slow minute does not sink one route.
    const runsByRoute = new Map<string, LighthouseResult[]>(routes.map((route) => [route, []]));
    for (let round = 1; round <= runs; round += 1) {
      for (const route of routes) {
        console.log(`Lighthouse ${route} (run ${round} of ${runs})…`);
        runsByRoute.get(route)?.push(await runOnce(lighthouse, base + route, route, flags));
      }
    }
    for (const route of routes) results.push(medianOf(route, runsByRoute.get(route) ?? []));
  } finally {
    await stopChrome();
  }
  return results;
}
