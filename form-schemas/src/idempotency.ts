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

/** One step of writing canonical JSON: a value still to write, text ready as it is, or the end of a container. */
type CanonicalStep = { readonly write: unknown } | { readonly text: string } | { readonly leave: object };

/** JSON's text for a value that holds no other: undefined (and a function or symbol) has none, so null, as in an array. */
function primitiveJson(value: unknown): string {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return 'null';
  // JSON.stringify throws on a bigint; no body parser makes one, but canonicalising must never throw.
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/** An array's steps: its items in order, a missing one (or a hole) as null. */
function arraySteps(items: readonly unknown[]): CanonicalStep[] {
  const steps: CanonicalStep[] = [{ text: '[' }];
  for (let index = 0; index < items.length; index += 1) {
    if (index > 0) steps.push({ text: ',' });
    steps.push({ write: items[index] ?? null });
  }
  steps.push({ text: ']' });
  return steps;
}

/** An object's steps: its members sorted by name (UTF-16 code units, as `<` compares), undefined ones left out. */
function objectSteps(value: object): CanonicalStep[] {
  const members = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const steps: CanonicalStep[] = [{ text: '{' }];
  members.forEach(([name, member], index) => {
    steps.push({ text: `${index > 0 ? ',' : ''}${JSON.stringify(name)}:` }, { write: member });
  });
  steps.push({ text: '}' });
  return steps;
}

/**
 * JSON with object keys sorted at every level and no whitespace, so two bodies that differ only in
 * key order or spacing are the same text (mail-api hashes it to compare a repeat with the first post;
 * the browser compares what the visitor typed with it). `undefined` members are left out, as JSON does.
 *
 * Written with a stack of its own, not by recursion: a request body nested thousands of levels deep
 * (a 32 kB body holds 16,000 `[`) would overflow the call stack, and that must never be a 500
 * (issue 57). A value that contains itself has no JSON text: a TypeError, as JSON.stringify throws
 * (a parsed body never does).
 */
export function canonicalJson(value: unknown): string {
  const text: string[] = [];
  const steps: CanonicalStep[] = [{ write: value }];
  // The containers being written, from the outermost in: meeting one again is a cycle.
  const open = new Set<object>();
  for (let step = steps.pop(); step !== undefined; step = steps.pop()) {
    if ('text' in step) {
      text.push(step.text);
    } else if ('leave' in step) {
      open.delete(step.leave);
    } else if (typeof step.write === 'object' && step.write !== null) {
      const container = step.write;
      if (open.has(container)) throw new TypeError('canonicalJson: the value contains itself');
      open.add(container);
      const inner = Array.isArray(container) ? arraySteps(container) : objectSteps(container);
      // Last in, first out: the container's end goes under its parts, the parts go on in reverse
      // (one by one: spreading a long array into push() could exceed the arguments' limit).
      steps.push({ leave: container });
      for (const part of inner.reverse()) steps.push(part);
    } else {
      text.push(primitiveJson(step.write));
    }
  }
  return text.join('');
}
