/**
 * Field checks shared by the form endpoints. Pure functions over the parsed JSON body: no I/O,
 * no logging, so the same code can later validate a submission before it is spooled.
 */

/** Field name → message shown next to that field. */
export type FieldErrors = Record<string, string>;

/** The 422 body every form answers with when a field is wrong. */
export interface ValidationErrorBody {
  error: 'Validation failed';
  fields: FieldErrors;
}

/** RFC 5321 caps a forward-path at 256 octets including the angle brackets, so 254 for the address. */
export const maxEmailLength = 254;

/**
 * zod 4's `z.email()` default ("practical email validation"): ASCII local part without leading,
 * trailing or doubled dots, dotted domain ending in a 2+ letter TLD. zod is not a dependency of
 * this workspace, so the pattern is copied rather than imported. It rejects quoted local parts,
 * IP-literal domains and non-ASCII addresses, which is acceptable for a public web form.
 */
const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The trimmed address, or undefined when the value is missing, not a string, blank, not a
 * plausible address, longer than 254 characters, or contains CR/LF anywhere (even at the ends,
 * where trimming would hide it: such a value was not typed into a browser's e-mail field and is
 * a header-injection attempt).
 */
export function parseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string' || /[\r\n]/.test(value)) return undefined;
  const email = value.trim();
  if (email === '' || email.length > maxEmailLength || !emailPattern.test(email)) return undefined;
  return email;
}

/**
 * Forms carry a visually hidden `website` input that people leave empty and form-filling bots
 * complete. Any value other than missing, null or a blank string counts as filled.
 */
export function isHoneypotFilled(body: Readonly<Record<string, unknown>>): boolean {
  const value = body.website;
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The JSON body as a record; arrays, primitives and a missing body become {} (every field missing). */
export function asFields(body: unknown): Readonly<Record<string, unknown>> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
