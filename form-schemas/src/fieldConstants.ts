/**
 * The field rules every visitor form shares that are plain values (no zod): what the browser's
 * form needs before its schema has arrived, and what the schemas (fields.ts) build on.
 */

/** RFC 5321 caps a forward-path at 256 octets including the angle brackets, so 254 for the address. */
export const maxEmailLength = 254;

/** CR or LF anywhere: never typed into a one-line input, and a header-injection attempt in an e-mail. */
export const lineBreakPattern = /[\r\n]/;
export const lineBreakMessage = 'Remove line breaks from this field';

// Digits, spaces, + and brackets, 8 to 20 characters: local and international forms, nothing else.
export const phonePattern = /^[\d +()]{8,20}$/;

/**
 * Forms carry a visually hidden `website` input that people leave empty and form-filling bots
 * complete. Any value other than missing, null or a blank string counts as filled.
 */
export const honeypotFieldName = 'website';

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[honeypotFieldName];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
