/**
 * Signed preview links: a token lets whoever holds it see chosen parts of the site (shell,
 * marketing, pricing…) at releases that are published but not live, until the token expires.
 *
 * Format (signedToken.ts): `<payload>.<signature>`, both base64url. The payload is
 * `{ v: 1, releases, exp }` as JSON (`exp` in ms since the epoch) and the signature is
 * HMAC-SHA256(secret, <payload text as sent>): no domain before it, as preview links were signed
 * before there were other kinds, so links already handed out stay valid.
 */
import { z } from 'zod';
import { RELEASE_VERSION } from './releaseVersion';
import { signToken, verifyToken, type TokenKind, type TokenRefusal } from './signedToken';

export const DEFAULT_PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** One part of the site shown at one release in a preview. */
export interface PreviewedRelease {
  readonly part: string;
  readonly release: string;
}

export type PreviewTokenCheck =
  { ok: true; releases: readonly PreviewedRelease[]; expiresAt: number } | { ok: false; reason: TokenRefusal };

const PAYLOAD_VERSION = 1;

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

const PREVIEW_TOKEN: TokenKind<z.output<typeof payloadSchema>> = {
  what: 'preview token',
  // The bare payload text, as before there were domains (see the file's comment).
  domain: '',
  schema: payloadSchema,
  maxLength: 2048,
};

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
  return signToken({
    ...PREVIEW_TOKEN,
    secret,
    payloadFor: (exp) => ({
      v: PAYLOAD_VERSION,
      // Copy just the two fields, so extra properties on the caller's objects do not leak into the link.
      releases: releases.map(({ part, release }) => ({ part, release })),
      exp,
    }),
    now,
    lifetimeMs,
    tooLong: (length) => `A preview token for ${releases.length} parts is too long (${length} characters)`,
  });
}

/**
 * Checks a token from a request. Never throws, whatever it is given (it reads untrusted input), and
 * says why a token is refused: 'malformed' (not shaped like a token), 'forged' (not signed with
 * `secret`) or 'expired' (from `now`, the token's `exp` on).
 */
export function verifyPreviewToken(secret: string, token: string, now = Date.now()): PreviewTokenCheck {
  const check = verifyToken({ ...PREVIEW_TOKEN, secret, token, now });
  return check.ok ? { ok: true, releases: check.payload.releases, expiresAt: check.payload.exp } : check;
}
