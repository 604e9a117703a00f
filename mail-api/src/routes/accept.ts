import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { canonicalJson, idempotentReplayedHeader, reusedIdempotencyKeyMessage } from '@site/form-schemas';
import { inSpan } from '@site/server-kit/telemetry';
import type { ErrorBody } from '../httpErrors';
import type { InternalWithConfirmation } from '../mail/message';
import type { IdempotencyKey, KeyedEnqueueResult, KeyHolder, NewLead, SubmissionIntake } from '../store/submissionStore';

/**
 * A post's idempotency key and who chose it. `client`: its Idempotency-Key header, a random key only its
 * sender knows, so a repeat of it may be answered as a replay. `server`: made of a plain post's fields
 * (plainFormPost.ts), which anyone can type again, so a repeat must look like a new post (issue 57).
 */
export interface PostKey extends IdempotencyKey {
  readonly chosenBy: 'client' | 'server';
}

/** The hash a repeat is compared by: SHA-256 of the request body's canonical JSON (key order and spacing do not count). */
export function bodyHashOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * The end of every form handler: store the submission's two messages and its lead, and only once they are
 * committed answer 202 (accepted: the worker sends them). If the store fails (disk full, I/O
 * error) the visitor is told to try again (503), never that it worked.
 *
 * With an idempotency key (issue 33) it is stored once per form and key: a repeat of a client's key is
 * answered as the first post was (202 and the same body, marked `Idempotent-Replayed: true`), storing
 * and sending nothing; the key with another body is a 409. A repeat of a key the server made is answered
 * exactly as a new post (issue 57): anyone may type a subscriber's address, and must not learn it is one.
 */
export async function storeThenAnswer(
  req: Request,
  res: Response,
  intake: Pick<SubmissionIntake, 'enqueue' | 'enqueueOnce'>,
  form: string,
  mails: InternalWithConfirmation,
  lead: NewLead,
  accepted: object,
  idempotency?: PostKey,
): Promise<void> {
  let result: KeyedEnqueueResult;
  try {
    // A span of the request's trace (tracing on); the stored row keeps its context for the delivery's link.
    result = await inSpan('store submission', { attributes: { 'submission.form': form } }, async (span) => {
      const outcome: KeyedEnqueueResult = idempotency
        ? await intake.enqueueOnce(form, mails, lead, { key: idempotency.key, bodyHash: idempotency.bodyHash })
        : { kind: 'stored', id: await intake.enqueue(form, mails, lead) };
      span.setAttributes({ 'submission.id': outcome.id, 'submission.outcome': outcome.kind });
      return outcome;
    });
  } catch (error) {
    // SQLite's errors name the condition (errcode 13 / errstr 'database or disk is full', I/O errors…), never the data.
    req.log.error({ form, err: error }, 'Storing the submission failed');
    res.status(503).json({ error: 'Request failed' } satisfies ErrorBody);
    return;
  }
  if (result.kind === 'repeat' && idempotency?.chosenBy === 'client') {
    answerRepeat(req, res, form, result, idempotency, accepted);
    return;
  }
  if (result.kind === 'repeat') {
    // Same fields as a stored plain post (its key is their hash, so never another body): nothing more is
    // stored or sent, and the answer is a new post's, so it tells no one the address was already here.
    req.log.info({ form, submissionId: result.id }, 'Plain post repeated a stored submission; answered as new, nothing stored or sent');
  }
  // Goes on the request's own log line (see app.ts), so support can trace a submission by its id.
  res.locals.submissionId = result.id;
  res.status(202).json(accepted);
}

/**
 * A keyed post the schema refused (422): if the key is held, it is a repeat of a post that was accepted
 * (a demo's preferred time may have passed since), answered as that one was. Returns false when the key
 * is free, so the caller gives its 422. A store failure is answered 503.
 */
export async function answeredFromKey(
  req: Request,
  res: Response,
  intake: Pick<SubmissionIntake, 'findByKey'>,
  form: string,
  idempotency: IdempotencyKey,
  accepted: object,
): Promise<boolean> {
  let held: KeyHolder | undefined;
  try {
    held = await intake.findByKey(form, idempotency.key);
  } catch (error) {
    req.log.error({ form, err: error }, 'Looking up the idempotency key failed');
    res.status(503).json({ error: 'Request failed' } satisfies ErrorBody);
    return true;
  }
  if (!held) return false;
  answerRepeat(req, res, form, held, idempotency, accepted);
  return true;
}

/** The stored submission's answer to a repeat of its key: as the first (202, replayed) with the same body, else 409. */
function answerRepeat(req: Request, res: Response, form: string, held: KeyHolder, idempotency: IdempotencyKey, accepted: object): void {
  res.locals.submissionId = held.id;
  if (held.bodyHash !== idempotency.bodyHash) {
    req.log.warn({ form, submissionId: held.id }, 'Idempotency-Key reused with a different body');
    res.status(409).json({ error: reusedIdempotencyKeyMessage } satisfies ErrorBody);
    return;
  }
  req.log.info({ form, submissionId: held.id }, 'Repeated submission answered as first accepted; nothing stored or sent');
  res.setHeader(idempotentReplayedHeader, 'true');
  res.status(202).json(accepted);
}
