// Test support only: the store tests' submissions (storeContract, sqliteStore and postgresStore tests).
import type { InternalWithConfirmation } from '../mail/message';
import { settle } from '../testSupport/service';
import type { PendingSubmission, SubmissionIntake } from './submissionStore';

/** Submission `n`'s two messages. */
export const mails = (n: number): InternalWithConfirmation => ({
  internal: {
    from: 'no-reply@site.example',
    to: 'staff@site.example',
    replyTo: `v${n}@example.com`,
    subject: 'Internal',
    text: `Submission ${n}`,
  },
  confirmation: { from: 'no-reply@site.example', to: `v${n}@example.com`, subject: 'Thanks', text: 'Thanks' },
});

export const ids = (rows: readonly PendingSubmission[]) => rows.map((row) => row.id);
export const day = 24 * 60 * 60_000;

/** Enqueues one by one, a few milliseconds apart, so "oldest first" has a single answer. */
export async function enqueueInOrder(intake: SubmissionIntake, count: number): Promise<string[]> {
  const stored: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    stored.push(await intake.enqueue('f', mails(n)));
    await settle(3);
  }
  return stored;
}
