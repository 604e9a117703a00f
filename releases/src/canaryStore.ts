/**
 * Canaries in the deploy root, written: a canary started, promoted or aborted, with canary.json
 * replaced atomically under the deploy lock (the file and its reading: canaryFile.ts). The deploy
 * command and the shell's canary review (canaryReview.ts) write through here.
 */
import { existsSync } from 'node:fs';
import writeFileAtomic from 'write-file-atomic';
import { canaryFileOf, readCanaries, type Canary, type CanaryFile, type EndedCanary } from './canaryFile';
import { deploy, withDeployLock, type SwitchResult } from './store';
import { readState, releaseDir, type Deployable } from './releaseRoot';

/** How many ended canaries the file remembers (deploy:status shows them). */
const HISTORY_KEPT = 20;

function write(root: string, canaries: CanaryFile): void {
  writeFileAtomic.sync(canaryFileOf(root), `${JSON.stringify(canaries, null, 2)}\n`);
}

export class CanaryRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CanaryRefused';
  }
}

export interface StartCanaryOptions {
  readonly percent: number;
  readonly autoPromote?: boolean;
  readonly now?: Date;
}

/** Gives `version` (staged, or kept) of `part` to `percent` of visitors; a running canary of the part is replaced. */
export async function startCanary(root: string, part: Deployable, version: string, options: StartCanaryOptions): Promise<Canary> {
  if (!Number.isFinite(options.percent) || options.percent <= 0 || options.percent > 100) {
    throw new CanaryRefused(`--percent must be a share of visitors above 0 and at most 100 (got ${options.percent})`);
  }
  return withDeployLock(root, () => {
    const state = readState(root, part);
    if (version === state.current) throw new CanaryRefused(`${part} release ${version} is already live for everyone.`);
    if (!existsSync(releaseDir(root, part, version))) {
      throw new CanaryRefused(`${part} has no release ${version} in ${root}: stage it first (npm run deploy -w … -- --stage).`);
    }
    const canary: Canary = {
      part,
      version,
      percent: options.percent,
      live: state.current,
      startedAt: (options.now ?? new Date()).toISOString(),
      autoPromote: options.autoPromote ?? false,
    };
    const before = readCanaries(root);
    write(root, { ...before, canaries: [...before.canaries.filter((running) => running.part !== part), canary] });
    return canary;
  });
}

function ended(root: string, canary: Canary, outcome: EndedCanary['outcome'], reason: string, now: Date): EndedCanary {
  const record: EndedCanary = { part: canary.part, version: canary.version, outcome, reason, endedAt: now.toISOString() };
  const before = readCanaries(root);
  write(root, {
    canaries: before.canaries.filter((running) => running.part !== canary.part),
    ended: [record, ...before.ended].slice(0, HISTORY_KEPT),
  });
  return record;
}

function runningOf(root: string, part: Deployable): Canary {
  const canary = readCanaries(root).canaries.find((running) => running.part === part);
  if (!canary) throw new CanaryRefused(`${part} has no canary running.`);
  return canary;
}

/** Everyone back on the live release; the canary's release stays published (staged). */
export async function abortCanary(root: string, part: Deployable, reason: string, now = new Date()): Promise<EndedCanary> {
  return withDeployLock(root, () => ended(root, runningOf(root, part), 'aborted', reason, now));
}

/** The canary's release live for everyone, through a deploy (its guards included). */
export async function promoteCanary(
  root: string,
  part: Deployable,
  reason: string,
  options: { env?: NodeJS.ProcessEnv; now?: Date } = {},
): Promise<{ switched: SwitchResult; ended: EndedCanary }> {
  const canary = runningOf(root, part);
  const switched = await deploy(root, part, releaseDir(root, part, canary.version), options.env ? { env: options.env } : {});
  const record = await withDeployLock(root, () => ended(root, canary, 'promoted', reason, options.now ?? new Date()));
  return { switched, ended: record };
}
