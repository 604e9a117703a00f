import { asFields, isHoneypotFilled, parseEmail, type FieldErrors } from './fields';

export const invalidEmailMessage = 'Please enter a valid email address.';

export interface NewsletterSubmission {
  /** Trimmed, validated, free of CR/LF: safe to use as a recipient. */
  readonly email: string;
}

export type NewsletterParseResult =
  | { readonly kind: 'valid'; readonly submission: NewsletterSubmission }
  | { readonly kind: 'invalid'; readonly fields: FieldErrors }
  | { readonly kind: 'honeypot' };

/**
 * Turns the request body into a submission. Unknown fields are ignored. The honeypot is checked
 * first, so a bot gets the same "accepted" answer whatever else it sent.
 */
export function parseNewsletterSubmission(body: unknown): NewsletterParseResult {
  const fields = asFields(body);
  if (isHoneypotFilled(fields)) return { kind: 'honeypot' };

  const email = parseEmail(fields.email);
  if (email === undefined) return { kind: 'invalid', fields: { email: invalidEmailMessage } };
  return { kind: 'valid', submission: { email } };
}
