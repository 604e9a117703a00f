/**
 * Signed preview links: a token lets whoever holds it see chosen parts of the site (shell,
 * marketing, pricing…) at releases that are published but not live, until the token expires.
 *
 * Format: `<payload>.<signature>`, both base64url. The payload is `{ v: 1, releases, exp }` as JSON
 * (`exp` in ms since the epoch) and the signature is HMAC-SHA256(secret, <payload text as sent>).
 * Signing the text exactly as it travels means nothing is re-serialised before checking it, so no
 * two parsers have to agree on what was signed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { RELEASE_VERSION } from './releaseVersion';

export const DEFAULT_PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** One part of the site shown at one release in a preview. */
export interface PreviewedRelease {
  readonly part: string;
  readonly release: string;
}

export type PreviewTokenCheck =
  { ok: true; releases: readonly PreviewedRelease[]; expiresAt: number } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/**
 * Longest token accepted. A link travels in URLs and cookies, and refusing big inputs before any
 * decoding or hashing keeps the cost of checking junk small.
 */
const MAX_TOKEN_LENGTH = 2048;
const PAYLOAD_VERSION = 1;
/** HMAC-SHA256 gives 32 bytes: 43 characters of unpadded base64url. */
const SIGNATURE_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

// One definition of a valid payload, used to refuse bad input when signing and to read a token
// back, so the two sides cannot drift apart.
const previewedReleaseSchema = z.strictObject({
  part: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'a part name such as "pricing" (lower case, digits, "-", at most 32)'),
  release: z.string().regex(RELEASE_VERSION, 'a release version: 12 lowercase hex characters'),
});

const previewedReleasesSchema = z
  .array(previewedReleaseSchema)
  .min(1, 'at least one previewed part')
  // Two releases of one part cannot both be shown; refusing is better than silently picking one.
  .refine((releases) => new Set(releases.map(({ part }) => part)).size === releases.length, 'each part at most once');

const payloadSchema = z.strictObject({
  v: z.literal(PAYLOAD_VERSION),
  releases: previewedReleasesSchema,
  exp: z.int().positive(),
});

function hmac(secret: string, payloadPart: string): Buffer {
  return createHmac('sha256', secret).update(payloadPart).digest();
}

/**
 * Decodes base64url only when `text` is exactly what encoding the result gives back. Node's decoder
 * skips characters it does not know and ignores stray trailing bits; this makes every token have
 * exactly one spelling.
 */
function decodeCanonicalBase64url(text: string): Buffer | undefined {
  if (!BASE64URL.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

/**
 * A token showing `releases` until `now + lifetimeMs`. Throws on input that could only make a link
 * that never works or that means two things: an empty secret, no releases, a part named twice, a
 * part or release that is not well formed.
 */
export function signPreviewToken(
  secret: string,
  releases: readonly PreviewedRelease[],
  options: { now?: number; lifetimeMs?: number } = {},
): string {
  const { now = Date.now(), lifetimeMs = DEFAULT_PREVIEW_LIFETIME_MS } = options;
  // An empty key makes an HMAC anyone can compute.
  if (secret === '') throw new Error('A preview token needs a non-empty secret');
  // A token that is already expired when issued is a mistake by the caller, not a preview.
  if (!Number.isFinite(lifetimeMs) || lifetimeMs <= 0) throw new RangeError(`lifetimeMs must be a positive number, got ${lifetimeMs}`);

  const parsed = payloadSchema.safeParse({
    v: PAYLOAD_VERSION,
    // Copy just the two fields, so extra properties on the caller's objects do not leak into the link.
    releases: releases.map(({ part, release }) => ({ part, release })),
    exp: now + lifetimeMs,
  });
  if (!parsed.success) throw new Error(`Cannot sign a preview token:\n${z.prettifyError(parsed.error)}`);

  const payloadPart = Buffer.from(JSON.stringify(parsed.data)).toString('base64url');
  const token = `${payloadPart}.${hmac(secret, payloadPart).toString('base64url')}`;
  // Verification refuses longer tokens, so do not hand out one that could never be used.
  if (token.length > MAX_TOKEN_LENGTH) {
    throw new Error(`A preview token for ${releases.length} parts is too long (${token.length} characters)`);
  }
  return token;
}

/**
 * Checks a token from a request. Never throws, whatever it is given (it reads untrusted input), and
 * says why a token is refused: 'malformed' (not shaped like a token), 'forged' (not signed with
 * `secret`) or 'expired' (from `now`, the token's `exp` on).
 */
export function verifyPreviewToken(secret: string, token: string, now = Date.now()): PreviewTokenCheck {
  // Shape first, cheaply and without trusting anything: length, one dot, canonical base64url.
  // The `typeof` checks cover JavaScript callers and casts; the types alone cannot promise a string.
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const pieces = token.split('.');
  if (pieces.length !== 2) return { ok: false, reason: 'malformed' };
  const [payloadPart = '', signaturePart = ''] = pieces;
  const payloadBytes = decodeCanonicalBase64url(payloadPart);
  const givenSignature = decodeCanonicalBase64url(signaturePart);
  // Checking the length here also keeps timingSafeEqual, which throws on unequal lengths, safe.
  if (payloadBytes === undefined || givenSignature?.length !== SIGNATURE_BYTES) return { ok: false, reason: 'malformed' };

  // Then the signature, in constant time so response times do not reveal how much of it matched.
  // A missing secret (say, an unset environment variable) must refuse every token rather than
  // accept ones signed with an empty key, which anyone could make.
  if (typeof secret !== 'string' || secret === '' || !timingSafeEqual(hmac(secret, payloadPart), givenSignature)) {
    return { ok: false, reason: 'forged' };
  }

  // Only a payload we signed is parsed. If it does not fit the schema it came from another version.
  let payloadJson: unknown;
  try {
    payloadJson = JSON.parse(payloadBytes.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const payload = payloadSchema.safeParse(payloadJson);
  if (!payload.success) return { ok: false, reason: 'malformed' };

  // Written as "not before expiry" so a NaN `now` counts as expired: fail closed.
  if (!(now < payload.data.exp)) return { ok: false, reason: 'expired' };
  return { ok: true, releases: payload.data.releases, expiresAt: payload.data.exp };
}
