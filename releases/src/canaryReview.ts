/**
 * The canary's decision, carried out: each running canary is compared with the live release over
 * the same period (the page views since it started), and aborted or promoted when `decideCanary`
 * says so, with the reason kept in canary.json (deploy:status shows it). The shell's server runs this
 * after beacons come in and once a minute; several instances may race, the deploy lock settles it
 * (with releases in object storage, the switch lock: see shell/server/main.ts). The signals come
 * from the deploy root's files, or from the record every shell shares (signalsRecord.ts).
 */
import { isDeployable } from './releaseRoot';
import { decideCanary, type CanaryVerdict, type DecisionPolicy } from './canaryDecision';
import { readCanaries, type Canary } from './canaryFile';
import { abortCanary, CanaryRefused, promoteCanary } from './canaryStore';
import { fileSignalsRecord, type SignalsRecord } from './signalsRecord';

export interface CanaryReview {
  readonly canary: Canary;
  readonly verdict: CanaryVerdict;
}

/** Reviews every running canary once; returns what was decided (and done). */
export async function reviewCanaries(
  root: string,
  options: { policy?: Partial<DecisionPolicy>; now?: number; env?: NodeJS.ProcessEnv; signals?: SignalsRecord } = {},
): Promise<CanaryReview[]> {
  const now = options.now ?? Date.now();
  const signals = options.signals ?? fileSignalsRecord(root);
  const reviews: CanaryReview[] = [];
  for (const canary of readCanaries(root).canaries) {
    // A first release has nothing to be compared with: its team decides.
    if (!canary.live || !isDeployable(canary.part)) continue;
    const startedAt = Date.parse(canary.startedAt);
    const [canarySignals, liveSignals] = await Promise.all([
      signals.signalsOf(canary.part, canary.version, startedAt),
      signals.signalsOf(canary.part, canary.live, startedAt),
    ]);
    const verdict = decideCanary({
      canary: canarySignals,
      live: liveSignals,
      startedAt,
      now,
      autoPromote: canary.autoPromote,
      ...(options.policy ? { policy: options.policy } : {}),
    });
    reviews.push({ canary, verdict });
    try {
      if (verdict.action === 'abort') await abortCanary(root, canary.part, `aborted by the decision: ${verdict.reason}`, new Date(now));
      if (verdict.action === 'promote') {
        await promoteCanary(root, canary.part, `promoted by the decision: ${verdict.reason}`, {
          now: new Date(now),
          ...(options.env ? { env: options.env } : {}),
        });
      }
    } catch (error) {
      // Another instance ended it first: nothing left to do.
      if (!(error instanceof CanaryRefused)) throw error;
    }
  }
  return reviews;
}
