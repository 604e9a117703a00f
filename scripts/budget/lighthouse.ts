/**
 * Lighthouse 13 (mobile, default simulated throttling) on one route of each template, each run
 * `runs` times (scores move ±5 between runs on this machine); the result holds each figure's median.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@site/server-kit/processes';
import type { Result } from 'lighthouse';
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
export function medianOf(route: string, runs: readonly LighthouseResult[]): LighthouseResult {
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

/**
 * Lighthouse's own CLI, as anyone would run it by hand, with the flags this machine needs
 * (`--headless=new --no-sandbox --disable-gpu`): a fresh Chrome per run, cold like a visitor's first
 * visit. An earlier version drove one long-lived Chrome through the Node API; its warm browser gave
 * TBT 0 where a plain CLI run gave 134–172 ms, a figure only the harness produced.
 */
const lighthouseCli = path.join(repoRoot, 'node_modules/.bin/lighthouse');
const lighthouseChromeFlags = '--headless=new --no-sandbox --disable-gpu';

/**
 * How Lighthouse throttles: `simulate` (its default: an unthrottled load, replayed through its
 * network and CPU model, Lantern, which downloads each document whole before any of it is parsed),
 * or `devtools` (Chrome itself throttled to the same profile while it loads: the page streams and
 * paints as it arrives).
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

function runCli(url: string, throttling: ThrottlingMethod): Promise<Result> {
  const outputDir = mkdtempSync(path.join(os.tmpdir(), 'budget-lighthouse-'));
  const outputPath = path.join(outputDir, 'report.json');
  return new Promise<Result>((resolve, reject) => {
    const child = spawn(
      lighthouseCli,
      [
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        '--quiet',
        `--only-categories=${categories.join(',')}`,
        `--chrome-flags=${lighthouseChromeFlags}`,
        `--throttling-method=${throttling}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const stopChild = onCleanup(() => Promise.resolve(child.kill('SIGINT')));
    let errorOutput = '';
    child.stderr.on('data', (chunk: Buffer) => (errorOutput = (errorOutput + chunk.toString()).slice(-2000)));
    child.on('close', (code) => {
      void stopChild();
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${errorOutput.trim().split('\n').pop() ?? ''}`);
        resolve(JSON.parse(readFileSync(outputPath, 'utf8')) as Result);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        rmSync(outputDir, { recursive: true, force: true });
      }
    });
  });
}

/** One Lighthouse run; a route that cannot be measured misses its budgets, the others are still measured. */
async function runOnce(url: string, route: string, throttling: ThrottlingMethod): Promise<LighthouseResult> {
  try {
    let lhr = await runCli(url, throttling);
    // Lighthouse's own advice for a broken trace (NO_NAVSTART, NO_FCP…) is to run it again; once.
    if (lhr.runtimeError) {
      console.log(`  ${lhr.runtimeError.code}; running ${route} once more`);
      lhr = await runCli(url, throttling);
    }
    return summarise(route, lhr);
  } catch (error) {
    return unmeasured(route, error instanceof Error ? error.message : String(error));
  }
}

export async function runLighthouse(
  base: string,
  routes: readonly string[],
  runs: number,
  throttling: ThrottlingMethod = 'simulate',
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  // Round after round (not one route's runs back to back), so a slow minute does not sink one route.
  const runsByRoute = new Map<string, LighthouseResult[]>(routes.map((route) => [route, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const route of routes) {
      console.log(`Lighthouse ${route} (run ${round} of ${runs})…`);
      runsByRoute.get(route)?.push(await runOnce(base + route, route, throttling));
    }
  }
  for (const route of routes) results.push(medianOf(route, runsByRoute.get(route) ?? []));
  return results;
}
