/**
 * The mechanics shared by the site's signed links (preview links in previewToken.ts, dev override
 * links in devOverrideToken.ts): each kind brings its payload's schema, its longest token and its
 * signature domain; signing, checking and refusing are done here, once.
 *
 * Format: `<payload>.<signature>`, both base64url. The payload is a JSON object whose `exp` is its
 * expiry in ms since the epoch, and the signature is HMAC-SHA256(secret, <domain> + <payload text as
 * sent>). Signing the text exactly as it travels means nothing is re-serialised before checking it,
 * so no two parsers have to agree on what was signed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * What is signed before the payload text, keeping one kind of token from passing as another when one
 * key signs several: empty (preview links, signed over the bare payload text since before there were
 * domains) or ending in a dot. A base64url payload never holds a dot, so the signed text's last dot
 * ends its domain: no domain's signed text is ever another's.
 */
export type SignatureDomain = '' | `${string}.`;

/** One kind of signed link. */
export interface TokenKind<T extends { readonly exp: number }> {
  /** Its name in errors, e.g. 'preview token'. */
  readonly what: string;
  readonly domain: SignatureDomain;
  /**
   * One definition of a valid payload, used to refuse bad input when signing and to read a token
   * back, so the two sides cannot drift apart.
   */
  readonly schema: z.ZodType<T>;
  /**
   * Longest token accepted. A link travels in URLs and cookies, and refusing big inputs before any
   * decoding or hashing keeps the cost of checking junk small.
   */
  readonly maxLength: number;
}

export type TokenRefusal = 'malformed' | 'forged' | 'expired';

export type TokenCheck<T> = { ok: true; payload: T } | { ok: false; reason: TokenRefusal };

/** HMAC-SHA256 gives 32 bytes: 43 characters of unpadded base64url. */
const SIGNATURE_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function hmac(secret: string, domain: SignatureDomain, payloadPart: string): Buffer {
  return createHmac('sha256', secret)
    .update(domain + payloadPart)
    .digest();
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
 * A token of `kind` holding `payloadFor(now + lifetimeMs)`. Throws on input that could only make a
 * link that never works: an empty secret, a lifetime that is not positive, a payload the schema
 * refuses, a token longer than verification accepts (`tooLong` says so, given its length).
 */
export function signToken<T extends { readonly exp: number }>({
  what,
  domain,
  schema,
  maxLength,
  secret,
  payloadFor,
  now,
  lifetimeMs,
  tooLong = (length) => `A ${what} would be too long (${length} characters)`,
}: TokenKind<T> & {
  readonly secret: string;
  /** The payload to sign, given its expiry; not called for a missing secret or a bad lifetime. */
  readonly payloadFor: (exp: number) => unknown;
  readonly now: number;
  readonly lifetimeMs: number;
  readonly tooLong?: (length: number) => string;
}): string {
  // An empty key makes an HMAC anyone can compute.
  if (secret === '') throw new Error(`A ${what} needs a non-empty secret`);
  // A token that is already expired when issued is a mistake by the caller, not a link.
  if (!Number.isFinite(lifetimeMs) || lifetimeMs <= 0) throw new RangeError(`lifetimeMs must be a positive number, got ${lifetimeMs}`);

  const parsed = schema.safeParse(payloadFor(now + lifetimeMs));
  if (!parsed.success) throw new Error(`Cannot sign a ${what}:\n${z.prettifyError(parsed.error)}`);

  const payloadPart = Buffer.from(JSON.stringify(parsed.data)).toString('base64url');
  const token = `${payloadPart}.${hmac(secret, domain, payloadPart).toString('base64url')}`;
  // Verification refuses longer tokens, so do not hand out one that could never be used.
  if (token.length > maxLength) throw new Error(tooLong(token.length));
  return token;
}

/**
 * Checks a token of `kind` from a request. Never throws, whatever it is given (it reads untrusted
 * input), and says why a token is refused: 'malformed' (not shaped like a token of this kind),
 * 'forged' (not signed with `secret` in this kind's domain) or 'expired' (from `now`, the token's
 * `exp` on).
 */
export function verifyToken<T extends { readonly exp: number }>({
  secret,
  token,
  now,
  domain,
  schema,
  maxLength,
}: TokenKind<T> & { readonly secret: string; readonly token: string; readonly now: number }): TokenCheck<T> {
  // Shape first, cheaply and without trusting anything: length, one dot, canonical base64url.
  // The `typeof` checks cover JavaScript callers and casts; the types alone cannot promise a string.
  if (typeof token !== 'string' || token.length > maxLength) return { ok: false, reason: 'malformed' };
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
  if (typeof secret !== 'string' || secret === '' || !timingSafeEqual(hmac(secret, domain, payloadPart), givenSignature)) {
    return { ok: false, reason: 'forged' };
  }

  // Only a payload we signed is parsed. If it does not fit the schema it came from another version.
  let payloadJson: unknown;
  try {
    payloadJson = JSON.parse(payloadBytes.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const payload = schema.safeParse(payloadJson);
  if (!payload.success) return { ok: false, reason: 'malformed' };

  // Written as "not before expiry" so a NaN `now` counts as expired: fail closed.
  if (!(now < payload.data.exp)) return { ok: false, reason: 'expired' };
  return { ok: true, payload: payload.data };
}
