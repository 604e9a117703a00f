/**
 * Canaries in the deploy root: `<root>/canary.json` holds the running canary of each part (a staged
 * release given to a share of visitors) and how the last ones ended. Like remotes.json it is replaced
 * atomically and read by the shell's server per request, so every shell instance serving the root
 * agrees and a restart changes nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { RELEASE_VERSION } from './releaseVersion';
import { deploy, withDeployLock, type SwitchResult } from './store';
import { isDeployable, readState, releaseDir, type Deployable } from './releaseRoot';

export const CANARY_FILE = 'canary.json';
/** How many ended canaries the file remembers (deploy:status shows them). */
const HISTORY_KEPT = 20;

const version = z.string().regex(RELEASE_VERSION);
const canarySchema = z.object({
  part: z.string().refine(isDeployable, 'a part of the site'),
  version,
  /** Share of visitors, 0–100. */
  percent: z.number().min(0).max(100),
  /** The live release it is compared with (and goes back to on abort). */
  live: version.nullable(),
  startedAt: z.string(),
  autoPromote: z.boolean(),
});
const endedSchema = z.object({
  part: z.string(),
  version,
  outcome: z.enum(['promoted', 'aborted']),
  reason: z.string(),
  endedAt: z.string(),
});
const canaryFileSchema = z.object({ canaries: z.array(canarySchema), ended: z.array(endedSchema) });

export type Canary = z.infer<typeof canarySchema> & { readonly part: Deployable };
export type EndedCanary = z.infer<typeof endedSchema>;
export interface CanaryFile {
  readonly canaries: readonly Canary[];
  readonly ended: readonly EndedCanary[];
}

const EMPTY: CanaryFile = { canaries: [], ended: [] };
const fileOf = (root: string) => path.join(root, CANARY_FILE);

function parse(text: string, file: string): CanaryFile {
  const parsed = canaryFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a canary file: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function readCanaries(root: string): CanaryFile {
  const file = fileOf(root);
  return existsSync(file) ? parse(readFileSync(file, 'utf8'), file) : EMPTY;
}

/** The running canaries, for a server's request (asynchronous; none when the file is absent). */
export async function runningCanaries(root: string): Promise<readonly Canary[]> {
  const file = fileOf(root);
  try {
    return parse(await readFile(file, 'utf8'), file).canaries;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function write(root: string, canaries: CanaryFile): void {
  writeFileAtomic.sync(fileOf(root), `${JSON.stringify(canaries, null, 2)}\n`);
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
