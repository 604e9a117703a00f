import { firstMessagePerField, isHoneypotFilled } from '@site/form-schemas';

/**
 * Turning a JSON body into a validated submission with the form's schema from @site/form-schemas
 * (the one the browser form uses too), and the 422 body. Pure functions: no I/O, no logging.
 */

/** Field name → message shown next to that field. */
type FieldErrors = Record<string, string>;

/** The 422 body every form answers with when a field is wrong. */
export interface ValidationErrorBody {
  error: 'Validation failed';
  fields: FieldErrors;
}

export type ParseResult<T> =
  | { readonly kind: 'valid'; readonly submission: T }
  | { readonly kind: 'invalid'; readonly fields: FieldErrors }
  | { readonly kind: 'honeypot' };

type SchemaError = Parameters<typeof firstMessagePerField>[0];

/** The part of a zod schema used here (zod itself is form-schemas' dependency, not this workspace's). */
export interface FormSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: SchemaError };
}

/** The JSON body as a record; arrays, primitives and a missing body become {} (every field missing). */
function asFields(body: unknown): Readonly<Record<string, unknown>> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * Validates `body` with the form's schema. The honeypot is checked first, so a bot gets the same
 * "accepted" answer whatever else it sent. Unknown fields are dropped by the schema, so a body
 * can never choose a recipient, subject or text.
 */
export function parseWithSchema<T>(schema: FormSchema<T>, body: unknown): ParseResult<T> {
  const fields = asFields(body);
  if (isHoneypotFilled(fields)) return { kind: 'honeypot' };
  const result = schema.safeParse(fields);
  if (!result.success) return { kind: 'invalid', fields: firstMessagePerField(result.error) };
  return { kind: 'valid', submission: result.data };
}
