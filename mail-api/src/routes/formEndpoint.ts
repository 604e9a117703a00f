import type { Request, RequestHandler, Router } from 'express';
import {
  apiBasePath,
  malformedIdempotencyKeyMessage,
  parseIdempotencyKey,
  type SubmissionContext,
  type VisitorForm,
} from '@site/form-schemas';
import type { Config } from '../config';
import type { InternalWithConfirmation } from '../mail/message';
import { spamSignalsOf } from '../mail/submissionContext';
import type { ErrorBody } from '../httpErrors';
import type { LeadFieldValue, LeadRecord, NewLead } from '../store/submissionStore';
import { requireFormBody } from '../requireFormBody';
import { answeredFromKey, bodyHashOf, storeThenAnswer, type PostKey } from './accept';
import type { ApiDeps } from './apiDeps';
import { parseWithSchema, type FormSchema, type ValidationErrorBody } from './parseSubmission';
import {
  decodePlainFormPost,
  isPlainFormPost,
  isServersKey,
  noteFormTransport,
  plainPostIdempotency,
  reservedIdempotencyKeyMessage,
} from './plainFormPost';

/**
 * Minutes a demo's preferred time may lie in the past on arrival: the visitor may pick the
 * current minute and send a little later, and their clock may run behind ours.
 */
const preferredTimeGraceMinutes = 5;

/** What sales keep of a submission: the form's visible fields (never the honeypot), attribution and signals. */
function leadOf<Submission extends object>(declaration: FormEndpointDeclaration<Submission>, submission: Submission): LeadRecord {
  const { form } = declaration;
  const values = submission as Record<string, unknown> & SubmissionContext & { email: string };
  const fields: Record<string, LeadFieldValue> = {};
  for (const name of form.fieldNames) {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'boolean' || Array.isArray(value)) fields[name] = value as LeadFieldValue;
  }
  return {
    fields: declaration.leadFields?.(submission, fields) ?? fields,
    attribution: values.attribution,
    spamSignals: spamSignalsOf(form, values),
  };
}

/**
 * The key a post is stored once under: its Idempotency-Key header's (issue 33); for a plain HTML post
 * without one, one made of its visible fields (plainFormPost.ts). A JSON post without the header (older
 * clients, curl) has none: stored as before, unprotected from repeats. `malformed`: the header is no key;
 * `reserved`: it is in the namespace of the keys the server makes.
 */
function idempotencyOf(req: Request, form: VisitorForm): PostKey | undefined | 'malformed' | 'reserved' {
  const keyHeader = parseIdempotencyKey(req.headers['idempotency-key']);
  if (keyHeader.kind === 'malformed') return 'malformed';
  if (keyHeader.kind === 'valid' && isServersKey(keyHeader.key)) return 'reserved';
  if (keyHeader.kind === 'valid') return { key: keyHeader.key, bodyHash: bodyHashOf(req.body), chosenBy: 'client' };
  return isPlainFormPost(req) ? plainPostIdempotency(form, req.body) : undefined;
}

/** What mail-api adds to a form's declaration (@site/form-schemas): its answer and its two e-mails. */
export interface FormEndpointDeclaration<Submission extends object> {
  readonly form: VisitorForm<Submission>;
  /** The 202 body, also given to a filled honeypot so a bot learns nothing. */
  readonly accepted: { readonly status: string };
  /** The internal e-mail and the confirmation; recipients, subjects and texts are the server's, never the body's. */
  readonly mails: (submission: Submission, context: { readonly receivedAt: Date; readonly config: Config }) => InternalWithConfirmation;
  /** Adjusts the lead's fields (default: the form's fields as sent), where a raw value would mislead a CRM. */
  readonly leadFields?: (submission: Submission, fields: Record<string, LeadFieldValue>) => Record<string, LeadFieldValue>;
}

/** The limits every form's route counts in, each one counter for all the forms together. */
interface FormLimits {
  /** Posts per client IP. */
  readonly perIp: RequestHandler;
  /** Accepted submissions per mailbox (rateLimits.ts). */
  readonly perAddress: RequestHandler;
}

/** Adds a form's POST route to the /api router. */
export type MountFormEndpoint = (api: Router, deps: ApiDeps, limits: FormLimits) => void;

/**
 * One form endpoint: per-IP limit, JSON or a plain HTML post (else 415; a plain post is decoded into the
 * script's object), a repeat of a client's stored key answered, per-address limit, a malformed (or
 * reserved) Idempotency-Key 400, then validate with the form's schema: a filled honeypot gets the 202 body with nothing stored,
 * an invalid body 422 (unless its key is held: a repeat); otherwise its two e-mails are built, stored
 * (once per key) and 202 answered once they are (503 if the store failed; a repeat of a stored key is
 * answered as the first post was, a reuse with another body 409). The limits go on the route, not the
 * router, so unknown paths stay 404 and uncounted.
 */
export function formEndpoint<Submission extends object>(declaration: FormEndpointDeclaration<Submission>): MountFormEndpoint {
  const { form, accepted, mails } = declaration;
  if (!form.path.startsWith(`${apiBasePath}/`)) throw new Error(`${form.name}: ${form.path} is not under ${apiBasePath}`);
  const routePath = form.path.slice(apiBasePath.length);

  // Building a zod schema costs over ten times what using one does, and a schema depends on `now`
  // to the minute at most: keep the current minute's.
  let cached: { minute: number; schema: FormSchema<Submission> } | undefined;
  const schemaAt = (now: Date) => {
    const minute = Math.floor(now.getTime() / 60_000);
    if (cached?.minute !== minute) cached = { minute, schema: form.schemaAt(now, { graceMinutes: preferredTimeGraceMinutes }) };
    return cached.schema;
  };

  return (api, { config, intake }, { perIp, perAddress }) => {
    const handler: RequestHandler = async (req, res) => {
      const receivedAt = new Date();
      const idempotency = idempotencyOf(req, form);
      if (idempotency === 'malformed' || idempotency === 'reserved') {
        const error = idempotency === 'malformed' ? malformedIdempotencyKeyMessage : reservedIdempotencyKeyMessage;
        res.status(400).json({ error } satisfies ErrorBody);
        return;
      }
      const parsed = parseWithSchema(schemaAt(receivedAt), req.body);
      if (parsed.kind === 'honeypot') {
        // Looks accepted, so the bot learns nothing; nothing is stored and nothing it typed is logged.
        req.log.info({ form: form.name }, 'Honeypot field filled, submission dropped');
        res.status(202).json(accepted);
        return;
      }
      if (parsed.kind === 'invalid') {
        res.status(422).json({ error: 'Validation failed', fields: parsed.fields } satisfies ValidationErrorBody);
        return;
      }
      const lead: NewLead = {
        ...leadOf(declaration, parsed.submission),
        // Decided at arrival: a webhook configured later does not replay older submissions.
        toWebhook: config.leadsWebhook !== undefined,
      };
      await storeThenAnswer(req, res, intake, form.name, mails(parsed.submission, { receivedAt, config }), lead, accepted, idempotency);
    };
    // A repeat of a client's stored key is answered as the first post was before anything else judges
    // it: not counted by the per-address limit, and answered even when the schema would now refuse the
    // body (a demo time that has passed) or that limit has been reached since.
    // A plain post's key, made of fields anyone can type, is not: such a post goes through every check
    // as a new one does, and a repeat is answered as one (storeThenAnswer), so the limits and answers
    // cannot tell whether those fields were posted before (issue 57).
    const answerKnownKey: RequestHandler = async (req, res, next) => {
      const idempotency = idempotencyOf(req, form);
      const answered =
        typeof idempotency === 'object' &&
        idempotency.chosenBy === 'client' &&
        (await answeredFromKey(req, res, intake, form.name, idempotency, accepted));
      if (!answered) next();
    };
    const decodePlainPost = decodePlainFormPost(form, config.siteOrigins);
    api.post(routePath, noteFormTransport, perIp, requireFormBody, decodePlainPost, answerKnownKey, perAddress, handler);
  };
}
