import type { Request, Response } from 'express';
import type { ErrorBody } from '../httpErrors';
import type { InternalWithConfirmation } from '../mail/message';
import type { NewLead } from '../store/submissionStore';
import type { SubmissionQueue } from './apiDeps';

/**
 * The end of every form handler: store the submission's two messages and its lead, and only once they are
 * committed answer 202 (accepted: the worker sends them). If the store fails (disk full, I/O
 * error) the visitor is told to try again (503), never that it worked.
 */
export async function storeThenAnswer(
  req: Request,
  res: Response,
  queue: SubmissionQueue,
  form: string,
  mails: InternalWithConfirmation,
  lead: NewLead,
  accepted: object,
): Promise<void> {
  let submissionId: string;
  try {
    submissionId = await queue.enqueue(form, mails, lead);
  } catch (error) {
    // SQLite's errors name the condition (errcode 13 / errstr 'database or disk is full', I/O errors…), never the data.
    req.log.error({ form, err: error }, 'Storing the submission failed');
    res.status(503).json({ error: 'Request failed' } satisfies ErrorBody);
    return;
  }
  // Goes on the request's own log line (see app.ts), so support can trace a submission by its id.
  res.locals.submissionId = submissionId;
  res.status(202).json(accepted);
}
