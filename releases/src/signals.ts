/**
 * Real-user signals: what each page view's beacon says (the release of each part on the page, its
 * LCP, INP and CLS, the errors), kept per part and release in the deploy root, so every shell
 * instance serving the root adds to the same record and a restart loses nothing:
 *
 *   <root>/signals/<part>@<release>.jsonl    one line per page view: { t, lcp, inp, cls, error }
 *
 * Appending a line under 4 KB is atomic on a local file system, so instances need no lock. A site
 * with real traffic would send these to a time-series store; the decision only needs the aggregates.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { p75, type ReleaseSignals } from './canaryDecision';
import { MAX_TICKET_LENGTH } from './pageViewTicket';
import { RELEASE_VERSION } from './releaseVersion';

const partName = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);
const releaseVersion = z.string().regex(RELEASE_VERSION);

/** The largest beacon accepted, in bytes: a page has at most a handful of parts and errors. */
export const MAX_BEACON_BYTES = 4096;

export const beaconSchema = z.strictObject({
  v: z.literal(1),
  /** The release of each part the page was composed with. */
  releases: z
    .array(z.strictObject({ part: partName, release: releaseVersion }))
    .min(1)
    .max(8)
    .refine((releases) => new Set(releases.map(({ part }) => part)).size === releases.length, 'each part at most once'),
  /** Milliseconds; null when the page was left before the metric had a value. */
  lcp: z.number().min(0).max(120_000).nullable(),
  inp: z.number().min(0).max(60_000).nullable(),
  cls: z.number().min(0).max(100).nullable(),
  /** What failed, and the part it came from (null when no part's code was on the stack). */
  errors: z
    .array(z.strictObject({ part: partName.nullable(), kind: z.enum(['load', 'hydrate', 'uncaught']), message: z.string().max(300) }))
    .max(20),
});
export type Beacon = z.infer<typeof beaconSchema>;

/**
 * A beacon as a page sends it: with the ticket its page was served with (pageViewTicket.ts), which
 * the server checks and does not keep.
 */
const sentBeaconSchema = beaconSchema.extend({ ticket: z.string().min(1).max(MAX_TICKET_LENGTH) });

interface PageViewLine {
  readonly t: number;
  readonly lcp: number | null;
  readonly inp: number | null;
  readonly cls: number | null;
  readonly error: boolean;
}

const SIGNALS_DIR = 'signals';
const fileOf = (root: string, part: string, release: string) => path.join(root, SIGNALS_DIR, `${part}@${release}.jsonl`);

/** Adds one page view to the record of each release on the page; an error counts against the part it came from. */
export async function recordBeacon(root: string, beacon: Beacon, now = Date.now()): Promise<void> {
  await mkdir(path.join(root, SIGNALS_DIR), { recursive: true });
  await Promise.all(
    beacon.releases.map(({ part, release }) => {
      const line: PageViewLine = {
        t: now,
        lcp: beacon.lcp,
        inp: beacon.inp,
        cls: beacon.cls,
        error: beacon.errors.some((error) => error.part === part),
      };
      return appendFile(fileOf(root, part, release), `${JSON.stringify(line)}\n`);
    }),
  );
}

/** The aggregate of a release's page views (since `since`, ms since the epoch): what the decision compares. */
export async function signalsOf(root: string, part: string, release: string, since = 0): Promise<ReleaseSignals> {
  let text = '';
  try {
    text = await readFile(fileOf(root, part, release), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const views: PageViewLine[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const view = JSON.parse(line) as PageViewLine;
      if (view.t >= since) views.push(view);
    } catch {
      // A line cut short (a crash mid-write) is skipped, not fatal.
    }
  }
  return aggregateViews(views);
}

/** What one page view says of a release: its metrics (null when it had none) and whether the part failed on it. */
export type PageView = Pick<PageViewLine, 'lcp' | 'inp' | 'cls' | 'error'>;

/** A release's page views as the decision compares them: how many, how many failed, the p75 of each metric. */
export function aggregateViews(views: readonly PageView[]): ReleaseSignals {
  const values = (metric: 'lcp' | 'inp' | 'cls') => views.flatMap((view) => (typeof view[metric] === 'number' ? [view[metric]] : []));
  return {
    pageViews: views.length,
    errorViews: views.filter((view) => view.error).length,
    lcpP75: p75(values('lcp')),
    inpP75: p75(values('inp')),
    clsP75: p75(values('cls')),
  };
}

/** One line for people: "42 page views, errors 2.4%, p75 LCP 1320 ms, INP 96 ms, CLS 0.01". */
export function describeSignals(signals: ReleaseSignals): string {
  if (signals.pageViews === 0) return 'no page views yet';
  const rate = ((signals.errorViews / signals.pageViews) * 100).toFixed(1);
  const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
  const cls = signals.clsP75 === null ? '–' : signals.clsP75.toFixed(2);
  return `${signals.pageViews} page views, errors ${rate}%, p75 LCP ${ms(signals.lcpP75)}, INP ${ms(signals.inpP75)}, CLS ${cls}`;
}

/**
 * A beacon and its page's ticket from its text, or why it is not one (said to the sender in a 400).
 * Never throws, whatever it is given.
 */
export function parseBeacon(text: string): { ok: true; beacon: Beacon; ticket: string } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'A beacon is one JSON object.' };
  }
  const parsed = sentBeaconSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: `Not a beacon: ${z.prettifyError(parsed.error)}` };
  const { ticket, ...beacon } = parsed.data;
  return { ok: true, beacon, ticket };
}
