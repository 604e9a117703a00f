import { newsletterMessages, newsletterSchema, type NewsletterSubmission } from '@site/form-schemas';
import { parseWithSchema, type ParseResult } from './fields';

/** The spec's message, for a missing, blank or malformed address alike. */
export const invalidEmailMessage = newsletterMessages.invalidEmail;

export type NewsletterParseResult = ParseResult<NewsletterSubmission>;

/** The newsletter body `{ email }`, checked with the footer form's own schema. */
export function parseNewsletterSubmission(body: unknown): NewsletterParseResult {
  return parseWithSchema(newsletterSchema, body);
}
