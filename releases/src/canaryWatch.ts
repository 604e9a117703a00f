/**
 * What the shell's server needs to watch the canaries, without writing anything: the decision's
 * settings, each release's signals (for /metrics) and the scheduler that runs the review, which is
 * canaryReview.ts (the write side: it promotes or aborts), loaded when a review first runs.
 */
import { deployables, readState, type Deployable } from './releaseRoot';
import { DEFAULT_DECISION_POLICY, type DecisionPolicy, type ReleaseSignals } from './canaryDecision';
import { readCanaries } from './canaryFile';
import { fileSignalsRecord, type SignalsRecord } from './signalsRecord';

/** The decision's settings from the environment (CANARY_MIN_PAGE_VIEWS…), else the documented defaults. */
export function decisionPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): DecisionPolicy {
  const number = (name: string, fallback: number) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number (got "${value}")`);
    return parsed;
  };
  return {
    minPageViews: number('CANARY_MIN_PAGE_VIEWS', DEFAULT_DECISION_POLICY.minPageViews),
    errorRateMargin: number('CANARY_ERROR_MARGIN', DEFAULT_DECISION_POLICY.errorRateMargin),
    p75Ratio: number('CANARY_P75_RATIO', DEFAULT_DECISION_POLICY.p75Ratio),
    healthyForMs: number('CANARY_HEALTHY_MINUTES', DEFAULT_DECISION_POLICY.healthyForMs / 60_000) * 60_000,
  };
}

export interface ReleaseRecord extends ReleaseSignals {
  readonly part: Deployable;
  readonly release: string;
  readonly role: 'live' | 'canary';
}

/** The signals of each part's live release (all its page views) and running canary (since it started). */
export async function siteSignals(root: string, signals: SignalsRecord = fileSignalsRecord(root)): Promise<ReleaseRecord[]> {
  const records: ReleaseRecord[] = [];
  for (const part of deployables) {
    const live = readState(root, part).current;
    if (live) records.push({ part, release: live, role: 'live', ...(await signals.signalsOf(part, live)) });
  }
  for (const canary of readCanaries(root).canaries) {
    const since = Date.parse(canary.startedAt);
    records.push({
      part: canary.part,
      release: canary.version,
      role: 'canary',
      ...(await signals.signalsOf(canary.part, canary.version, since)),
    });
  }
  return records;
}

/**
 * Runs `review` soon after it is asked for: one at a time, at most once every `minIntervalMs`, and
 * what is asked meanwhile is folded into the next run. Every beacon asks; under real traffic they come
 * every few milliseconds, and a review reads the releases' records whole, so one per beacon would
 * read them back to back. A canary is decided at most `minIntervalMs` late.
 */
export function createReviewScheduler(review: () => Promise<void>, minIntervalMs = 2000): { readonly ask: () => void } {
  let running = false;
  let asked = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastStart = Number.NEGATIVE_INFINITY;
  const start = () => {
    timer = null;
    asked = false;
    running = true;
    lastStart = Date.now();
    review()
      .catch(() => undefined) // the caller's review reports its own failures
      .finally(() => {
        running = false;
        if (asked) ask();
      });
  };
  const ask = () => {
    asked = true;
    if (running || timer) return;
    timer = setTimeout(start, Math.max(0, lastStart + minIntervalMs - Date.now()));
    timer.unref(); // a pending review keeps no process alive
  };
  return { ask };
}
