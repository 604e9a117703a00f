/** The first-tap figures as tables, with each budget checked (shared by `budget` and `budget:taps`). */
import { budgets } from './budgets';
import type { TapResult } from './firstTap';
import type { WakeAllResult } from './wakeAll';

const kb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const ms = (value: number | null) => (value === null ? 'no answer' : `${Math.round(value)} ms`);

function pad(rows: string[][]): string {
  const width = (column: number) => Math.max(...rows.map((row) => row[column]?.length ?? 0));
  return rows
    .map((row) => row.map((text, column) => (column === 0 ? text.padEnd(width(column)) : text.padStart(width(column)))).join('  '))
    .join('\n');
}

function tapMeetsBudget(result: TapResult): boolean {
  const limit = result.kind === 'form' ? budgets.tapFormMs : budgets.tapControlMs;
  const fast = result.ms !== null && result.ms <= limit;
  const fetchOk = !result.fetchesNothing || result.runs.every((run) => run.requests === 0);
  const withinFetchBudget = result.fetchBudgetKb === undefined || (result.bytes !== null && result.bytes / 1024 <= result.fetchBudgetKb);
  return fast && fetchOk && withinFetchBudget;
}

/** One row per tap: before → after (median ms; bytes the tap fetched), each run's ms, ✗ on a miss. */
export function firstTapTable(after: readonly TapResult[], before: readonly TapResult[] | null): { text: string; ok: boolean } {
  let ok = true;
  const header = ['first tap', ...(before ? ['before ms', 'before fetched'] : []), 'ms (median)', 'fetched', 'runs (ms)', 'budget'];
  const rows = after.map((result) => {
    const previous = before?.find((candidate) => candidate.name === result.name);
    const met = tapMeetsBudget(result);
    ok &&= met;
    const limit = result.kind === 'form' ? budgets.tapFormMs : budgets.tapControlMs;
    return [
      result.name,
      ...(before ? [ms(previous?.ms ?? null), kb(previous?.bytes ?? null)] : []),
      ms(result.ms),
      kb(result.bytes),
      result.runs.map((run) => (run.ms === null ? '–' : String(Math.round(run.ms)))).join(' '),
      `${met ? '' : '✗ '}≤ ${limit} ms${result.fetchesNothing ? ', 0 B' : ''}${result.fetchBudgetKb === undefined ? '' : `, ≤ ${result.fetchBudgetKb} KB`}`,
    ];
  });
  const errors = after.flatMap((result) => result.runs.filter((run) => run.error).map((run) => `  ${result.name}: ${run.error ?? ''}`));
  return { text: [pad([header, ...rows]), ...[...new Set(errors)]].join('\n'), ok };
}

export function wakeAllLine(after: WakeAllResult, before: WakeAllResult | null): { text: string; ok: boolean } {
  const ok = after.bytes / 1024 <= budgets.wakeAllKb && after.notLive.length === 0;
  const parts = (result: WakeAllResult) =>
    `${kb(result.bytes)} gzip (${kb(result.scriptBytes)} script, ${kb(result.imageBytes)} images scrolled into view, ` +
    `${result.requests} requests; + ${kb(result.headerBytes)} of HTTP/1.1 headers)`;
  return {
    text:
      `Waking every island on / (${after.islands.length}): ${before ? `${parts(before)} → ` : ''}${parts(after)} ` +
      `${ok ? '≤' : '✗ >'} ${budgets.wakeAllKb} KB` +
      (after.notLive.length > 0 ? `; not live: ${after.notLive.join(', ')}` : ''),
    ok,
  };
}
