import { newSubmissionRow, type NewSubmissionRow } from './storeRows';
import type { KeyedEnqueueResult, KeyHolder, SubmissionIntake } from './submissionStore';

/** What a backend does for the intake, in its SQL. */
export interface IntakeBackend {
  /**
   * Commits the row, resolving once it is durable; when a submission of its form holds its
   * idempotency key already, stores nothing and names that one.
   */
  insert(row: NewSubmissionRow): Promise<KeyedEnqueueResult>;
  findByKey(form: string, key: string): Promise<KeyHolder | undefined>;
}

/** The intake on a backend: each submission's row is built here, the same for both. */
export function createIntake(backend: IntakeBackend, onEnqueued: (listener: () => void) => void): SubmissionIntake {
  return {
    // The row is built now, in the request's context (its trace), not when the batch is written.
    enqueue: (form, mails, lead) => backend.insert(newSubmissionRow(form, mails, lead, undefined)).then((result) => result.id),
    enqueueOnce: (form, mails, lead, idempotency) => backend.insert(newSubmissionRow(form, mails, lead, idempotency)),
    findByKey: (form, key) => backend.findByKey(form, key),
    onEnqueued,
  };
}
