// zod/mini, not classic zod: its functional API lets the forms' browser bundle carry only the
// schemas and checks used here (classic zod puts every method on every schema, so all of it ships).
import * as z from 'zod/mini';
import { lineBreakMessage, lineBreakPattern, maxEmailLength } from './fieldConstants';
// zod/mini registers no locale: an issue without a message of its own reads "Invalid input". Every
// issue a field can raise here has its own (a check's issue takes its schema's message if it has none).

// In the browser the site's Content-Security-Policy allows no eval: zod must neither compile its
// fast path with `new Function` nor probe for it (the probe alone is reported as a violation).
// zod/mini's objects do not compile today; the flag keeps it that way whatever zod adds.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * Field rules shared by every visitor form. Each form keeps its own visible messages (the spec
 * words them differently per form); the rules themselves live here once.
 */

export interface TextFieldMessages {
  readonly required: string;
  readonly tooLong: (max: number) => string;
}

/**
 * A one-line text field: no line breaks (checked before trimming, so a trailing CR/LF can't hide),
 * trimmed, non-blank (else `required`), at most `max` characters. Checks run in order and the first
 * message per field is the one shown, so a blank field reads `required`.
 */
export function oneLineText(max: number, messages: TextFieldMessages) {
  return z.string({ error: messages.required }).check(
    z.refine((value) => !lineBreakPattern.test(value), { error: lineBreakMessage }),
    z.trim(),
    z.minLength(1, { error: messages.required }),
    z.maxLength(max, { error: messages.tooLong(max) }),
  );
}

/** A one-line text field holding an e-mail address in zod's practical format. */
export function emailText(messages: TextFieldMessages & { readonly format: string }) {
  return oneLineText(maxEmailLength, messages).check(z.regex(z.regexes.email, { error: messages.format }));
}

/** Field name → its first message, e.g. `{ fullName: 'Required' }`, for display next to each field. */
export function firstMessagePerField(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field !== undefined && !(String(field) in fields)) fields[String(field)] = issue.message;
  }
  return fields;
}
