/** Lighthouse 13 (mobile, default simulated throttling) on one route of each template, one after another. */
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
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

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
  };
}

export async function runLighthouse(base: string, routes: readonly string[]): Promise<LighthouseResult[]> {
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
    for (const route of routes) {
      console.log(`Lighthouse ${route}…`);
      try {
        let run = await lighthouse(base + route, flags);
        // Lighthouse's own advice for a broken trace (NO_NAVSTART, NO_FCP…) is to run it again; once.
        if (run?.lhr.runtimeError) {
          console.log(`  ${run.lhr.runtimeError.code}; running ${route} once more`);
          run = await lighthouse(base + route, flags);
        }
        if (!run) throw new Error('Lighthouse returned no result');
        results.push(summarise(route, run.lhr));
      } catch (error) {
        // One route that cannot be measured misses its budgets; the others are still measured.
        results.push(unmeasured(route, error instanceof Error ? error.message : String(error)));
      }
    }
  } finally {
    await stopChrome();
  }
  return results;
}
