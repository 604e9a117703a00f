/**
 * Canaries in the deploy root, read: `<root>/canary.json` holds the running canary of each part (a
 * staged release given to a share of visitors) and how the last ones ended, checked with zod. The
 * shell's server reads it per request, so every shell instance serving the root agrees and a restart
 * changes nothing. Starting, promoting and aborting one (the write side) is canaryStore.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { RELEASE_VERSION } from './releaseVersion';
import { isDeployable, type Deployable } from './releaseRoot';

export const CANARY_FILE = 'canary.json';
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

const EMPTY_CANARY_FILE: CanaryFile = { canaries: [], ended: [] };
export const canaryFileOf = (root: string) => path.join(root, CANARY_FILE);

function parse(text: string, file: string): CanaryFile {
  const parsed = canaryFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a canary file: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function readCanaries(root: string): CanaryFile {
  const file = canaryFileOf(root);
  return existsSync(file) ? parse(readFileSync(file, 'utf8'), file) : EMPTY_CANARY_FILE;
}

/** The running canaries, for a server's request (asynchronous; none when the file is absent). */
export async function runningCanaries(root: string): Promise<readonly Canary[]> {
  const file = canaryFileOf(root);
  try {
    return parse(await readFile(file, 'utf8'), file).canaries;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
