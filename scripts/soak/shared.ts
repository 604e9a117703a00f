/** What both soaks (index.ts, edge.ts) post and how they tell time. */
import { exampleNewsletter, exampleRequest, exampleTrial, visitorForms } from '@site/form-schemas';

export { setTimeout as sleep } from 'node:timers/promises';

/** One visitor form as posted: its path, and its example body for a given address. */
export interface FormPost {
  readonly path: string;
  readonly body: (email: string) => object;
}

export const newsletterPost: FormPost = { path: visitorForms.newsletter.path, body: (email) => ({ ...exampleNewsletter, email }) };
/** A demo booked far ahead, so the preferred time never passes during a run. */
export const demoRequestPost: FormPost = {
  path: visitorForms.demoRequest.path,
  body: (email) => ({ ...exampleRequest, email, preferredTime: '2999-01-01T10:00' }),
};
export const expertRequestPost: FormPost = { path: visitorForms.expertRequest.path, body: (email) => ({ ...exampleRequest, email }) };
export const trialPost: FormPost = { path: visitorForms.trial.path, body: (email) => ({ ...exampleTrial, email }) };

/** Seconds since `since`, for the run's progress lines. */
export const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Rows as a plain-text table: the first column left-aligned, the others right-aligned. */
export function formatTable(rows: ReadonlyArray<readonly string[]>): string {
  /** The widest cell in `column` (a row without that column has nothing in it). */
  const width = (column: number) => Math.max(...rows.map((r) => r[column]?.length ?? 0));
  return rows.map((r) => r.map((text, i) => (i === 0 ? text.padEnd(width(i)) : text.padStart(width(i)))).join('  ')).join('\n');
}
