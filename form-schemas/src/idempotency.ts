/**
 * Issue 33: a retry never duplicates a lead. Every form post may carry an idempotency key in the
 * `Idempotency-Key` header (the IETF httpapi draft's name): the browser makes one (a random UUID) when
 * the visitor first submits what they typed, and sends the same key with the same body on every retry,
 * so a submission that was stored but whose 202 never arrived is answered again, not stored twice.
 * Shared by the browser form, mail-api and the soak, so all three agree on the header and its syntax.
 */

export const idempotencyKeyHeader = 'Idempotency-Key';

/** The answer header that marks a repeat answered from the stored submission. */
export const idempotentReplayedHeader = 'Idempotent-Replayed';

/** A key's own characters: a UUID fits, and so does any other client's reasonable token. */
const keyPattern = /^[A-Za-z0-9._:-]{8,255}$/;

/** What the 400 says when the header is there but not a key. */
export const malformedIdempotencyKeyMessage =
  'Idempotency-Key must be 8 to 255 letters, digits, ".", "_", ":" or "-", optionally in double quotes';

/** What the 409 says when a key comes back with another body. */
export const reusedIdempotencyKeyMessage = 'This Idempotency-Key was already used for a different submission.';

export type ParsedIdempotencyKey =
  { readonly kind: 'absent' } | { readonly kind: 'valid'; readonly key: string } | { readonly kind: 'malformed' };

/**
 * The header's value as sent: the draft's structured-field string (`"…"`) or the bare token most clients
 * send. No header (older clients, curl) is `absent`: such a post works as before, without the protection.
 */
export function parseIdempotencyKey(value: string | readonly string[] | undefined): ParsedIdempotencyKey {
  if (value === undefined) return { kind: 'absent' };
  // Sent twice: which one the client meant cannot be told.
  if (typeof value !== 'string') return { kind: 'malformed' };
  const trimmed = value.trim();
  const unquoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  return keyPattern.test(unquoted) ? { kind: 'valid', key: unquoted } : { kind: 'malformed' };
}

/** The header's value for `key`, as the draft writes it (a structured-field string). */
export function formatIdempotencyKey(key: string): string {
  return `"${key}"`;
}

/**
 * JSON with object keys sorted at every level and no whitespace, so two bodies that differ only in
 * key order or spacing are the same text (mail-api hashes it to compare a repeat with the first post;
 * the browser compares what the visitor typed with it). `undefined` members are left out, as JSON does.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item: unknown) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`).join(',')}}`;
  }
  // undefined (and a function or symbol) has no JSON text: null, as in an array.
  return value === undefined || typeof value === 'function' || typeof value === 'symbol' ? 'null' : JSON.stringify(value);
}
