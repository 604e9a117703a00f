import { firstMessagePerField, requestSchema, type RequestKind, type RequestSubmission } from '@site/form-schemas';
import { asFields, isHoneypotFilled, type FieldErrors } from './fields';

/**
 * Minutes a demo's preferred time may lie in the past on arrival: the visitor may pick the
 * current minute and send a little later, and their clock may run behind ours.
 */
export const preferredTimeGraceMinutes = 5;

export type RequestParseResult =
  | { readonly kind: 'valid'; readonly submission: RequestSubmission }
  | { readonly kind: 'invalid'; readonly fields: FieldErrors }
  | { readonly kind: 'honeypot' };

/**
 * A demo or talk-to-an-expert request body, checked with the same schema as the browser form
 * (mail-api is the authority; the browser's check is a courtesy). Unknown fields are dropped, so a
 * body cannot choose a recipient, subject or text. The honeypot is checked first, as for the newsletter.
 */
export function parseRequestSubmission(kind: RequestKind, body: unknown, now: Date): RequestParseResult {
  const fields = asFields(body);
  if (isHoneypotFilled(fields)) return { kind: 'honeypot' };

  const result = requestSchema(kind, now, { graceMinutes: preferredTimeGraceMinutes }).safeParse(fields);
  if (!result.success) return { kind: 'invalid', fields: firstMessagePerField(result.error) };
  return { kind: 'valid', submission: result.data };
}
