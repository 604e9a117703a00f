/**
 * First tap to answer, as a visitor on a cheap phone feels it: each tap of `tapScenarios.ts` on
 * Lighthouse's mobile profile with a cold cache (`phoneEmulation.ts`), the page loaded, then a tap
 * 1 s after its `load` event. Each time runs from the tap's first event (`pointerdown`/`touchstart`,
 * its `timeStamp`) to the first animation frame in which the answer is in the page (`tapProbe.ts`):
 * the drawer or dialog open, the panel or answer shown, the slider moved, the errors shown. It also
 * adds up the bytes fetched from the tap until the network is quiet. What waking every island on
 * `/` fetches is measured apart (`wakeAll.ts`).
 */
import type { Browser, Page, Request } from '@playwright/test';
import { median } from './lighthouse';
import { coldContext, throttle } from './phoneEmulation';
import { answeredAt, armProbe, installProbe, probeTiming, tapLandedOn } from './tapProbe';
import { tapScenarios, type TapScenario } from './tapScenarios';

interface TapRun {
  /** From the tap to the frame that shows the answer; null when no answer came within the wait. */
  readonly ms: number | null;
  readonly bytes: number;
  readonly requests: number;
  readonly error?: string;
}

export interface TapResult {
  readonly name: string;
  readonly kind: TapScenario['kind'];
  readonly fetchesNothing: boolean;
  readonly fetchBudgetKb?: number;
  readonly ms: number | null;
  readonly bytes: number | null;
  readonly runs: TapRun[];
}

/** Counts what the page fetches from `start()` on; `quiet()` waits until nothing is in flight for a second. */
function watchRequests(page: Page) {
  let counting = false;
  const counted = new Set<Request>();
  const inFlight = new Set<Request>();
  const done: Array<Promise<number>> = [];
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (!counting) return;
    counted.add(request);
    inFlight.add(request);
    lastChange = Date.now();
  });
  const finish = (request: Request) => {
    if (!counted.has(request)) return;
    inFlight.delete(request);
    lastChange = Date.now();
    done.push(
      request
        .sizes()
        .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)
        .catch(() => 0),
    );
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
  });
  return {
    start: () => {
      counting = true;
    },
    async quiet(maxMs = 15_000): Promise<{ bytes: number; requests: number }> {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < 1000)) await page.waitForTimeout(100);
      const sizes = await Promise.all(done);
      return { bytes: sizes.reduce((total, size) => total + size, 0), requests: counted.size };
    },
  };
}

async function runOnce(browser: Browser, baseUrl: string, scenario: TapScenario): Promise<TapRun> {
  const context = await coldContext(browser, scenario.screen);
  try {
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.dismiss()); // the privacy browser alert
    const cdp = await throttle(page);
    const requests = watchRequests(page);
    await page.goto(baseUrl + scenario.path, { waitUntil: 'load', timeout: 60_000 });
    const tapAt = Date.now() + 1000;
    await scenario.prepare?.(page);
    // The visitor finds the control, then taps it 1 s after load. Finding it is the harness's work in
    // the page (Playwright's selector engine): done first, and its garbage collected, or a collection
    // it set off would land in the tap (28 ms of 140 on /faq, CPU ×4).
    const control = scenario.control(page);
    await control.waitFor({ state: 'visible', timeout: 20_000 });
    await control.scrollIntoViewIfNeeded();
    // The element itself: a locator such as "the first collapsed question" points elsewhere once it opens.
    const tapped = await control.elementHandle();
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(Math.max(0, tapAt - Date.now()));
    const box = await tapped.boundingBox();
    if (!box) throw new Error('the control has no box to tap');
    await page.evaluate(armProbe, scenario.answer);
    requests.start();
    // A bare touch at the control's centre, as a finger gives. locator.tap() would also run
    // Playwright's hit-target check inside the page, in the very events being timed.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (!(await tapped.evaluate(tapLandedOn))) throw new Error('the tap landed beside the control');
    const answered = await page
      .waitForFunction(answeredAt, undefined, { timeout: 10_000, polling: 100 })
      .then(() => true)
      .catch(() => false);
    const timing = await page.evaluate(probeTiming);
    const fetched = await requests.quiet();
    const ms = answered && timing.start !== null && timing.end !== null ? timing.end - timing.start - timing.blocked : null;
    return { ms, ...fetched, ...(ms === null ? { error: 'no answer within 10 s' } : {}) };
  } catch (error) {
    return { ms: null, bytes: 0, requests: 0, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
}

/** Each scenario `runs` times (cold cache each time); the result holds the medians. */
export async function measureFirstTaps(browser: Browser, baseUrl: string, runs = 3, scenarios = tapScenarios): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const scenario of scenarios) {
    const scenarioRuns: TapRun[] = [];
    for (let run = 0; run < runs; run += 1) scenarioRuns.push(await runOnce(browser, baseUrl, scenario));
    // A run with no answer counts as the slowest: the median then says the tap often did nothing.
    const times = scenarioRuns.map((run) => run.ms ?? Number.POSITIVE_INFINITY);
    const ms = median(times);
    results.push({
      name: scenario.name,
      kind: scenario.kind,
      fetchesNothing: scenario.fetchesNothing ?? false,
      fetchBudgetKb: scenario.fetchBudgetKb,
      ms: ms === null || !Number.isFinite(ms) ? null : ms,
      bytes: median(scenarioRuns.map((run) => run.bytes)),
      runs: scenarioRuns,
    });
  }
  return results;
}
