/**
 * Signed dev override links (issue 56, point 3): a token lets whoever holds it see one part of the
 * deployed site (pricing, forms…) served by that part's dev server at a local address, in their own
 * browser only, until the token expires. The shell's server keeps it in a cookie
 * (shell/server/devOverride.ts); the dev harness's proxy may set that cookie itself.
 *
 * Format, as preview links (previewToken.ts; both are signed and checked by signedToken.ts):
 * `<payload>.<signature>`, both base64url. The payload is `{ v: 1, part, origin, exp }` as JSON
 * (`exp` in ms since the epoch); the signature is HMAC-SHA256(secret, `dev-override.` + <payload
 * text as sent>). The prefix is this token's own domain: the preview key signs both kinds of link,
 * and a preview token (signed over the bare payload text, which as base64url never holds a dot) can
 * never pass as a dev override, nor the other way round.
 */
import { z } from 'zod';
import { remoteNames, type RemoteName } from '@site/site-formats/topology';
import { signToken, verifyToken, type TokenKind, type TokenRefusal } from './signedToken';

export const DEFAULT_DEV_OVERRIDE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** The cookie a browser's dev override is kept in (HttpOnly, first party). */
export const DEV_OVERRIDE_COOKIE = 'site_dev_override';
/** Opening a dev override link: `/__dev-override?token=…`. Outside any page's address space. */
export const DEV_OVERRIDE_PATH = '/__dev-override';
/** Leaving it: a form POST from the banner. */
export const DEV_OVERRIDE_EXIT_PATH = '/__dev-override/exit';

/** One part of the site served, for one browser, by a dev server at `origin` (e.g. `http://localhost:3003`). */
export interface DevOverride {
  readonly part: RemoteName;
  readonly origin: string;
}

export type DevOverrideTokenCheck = { ok: true; part: RemoteName; origin: string; expiresAt: number } | { ok: false; reason: TokenRefusal };

/** Longest origin signed (a host name is at most 253 characters). */
const MAX_ORIGIN_LENGTH = 300;
const PAYLOAD_VERSION = 1;
/**
 * A host as the URL parser writes it, limited to what a dev server's address can be: DNS labels, an
 * IPv4 address, or a bracketed IPv6 one. The parser lets through `;`, `,`, `'`, `"` and `*` in host
 * names, which the origin's later uses (a CSP source list, an attribute) must never meet.
 */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/**
 * An `http:` or `https:` origin exactly as the URL parser writes it: no path (not even `/`), query,
 * fragment or credentials, the host in lower case, no default port. Anything else is refused rather
 * than normalised, so a link names one address and is spelled one way.
 */
export function isDevOrigin(text: string): boolean {
  if (typeof text !== 'string' || text.length > MAX_ORIGIN_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text && PLAIN_HOST.test(url.hostname);
}

// One definition of a valid payload, used to refuse bad input when signing and to read a token back.
const payloadSchema = z.strictObject({
  v: z.literal(PAYLOAD_VERSION),
  part: z.enum(remoteNames, `one of the remotes: ${remoteNames.join(', ')}`),
  origin: z
    .string()
    .refine(isDevOrigin, 'an http: or https: origin such as "http://localhost:3003" (no path, query, credentials or fragment)'),
  exp: z.int().positive(),
});

const DEV_OVERRIDE_TOKEN: TokenKind<z.output<typeof payloadSchema>> = {
  what: 'dev override token',
  /** What is signed is `dev-override.<payload>`: a domain of its own for the preview key. */
  domain: 'dev-override.',
  schema: payloadSchema,
  maxLength: 1024,
};

/**
 * A token serving `part` from `origin` until `now + lifetimeMs` (12 hours unless said). Throws on
 * input that could only make a link that never works: an empty secret, a part that is not one of
 * the remotes, an origin that is not a plain http(s) origin, a lifetime that is not positive.
 */
export function signDevOverrideToken(
  secret: string,
  { part, origin }: { readonly part: string; readonly origin: string },
  options: { now?: number; lifetimeMs?: number } = {},
): string {
  const { now = Date.now(), lifetimeMs = DEFAULT_DEV_OVERRIDE_LIFETIME_MS } = options;
  return signToken({ ...DEV_OVERRIDE_TOKEN, secret, payloadFor: (exp) => ({ v: PAYLOAD_VERSION, part, origin, exp }), now, lifetimeMs });
}

/**
 * Checks a token from a request. Never throws, whatever it is given, and says why a token is
 * refused: 'malformed' (not shaped like a dev override token), 'forged' (not signed with `secret`
 * as a dev override: a preview token is forged here) or 'expired' (from `now`, the token's `exp` on).
 */
export function verifyDevOverrideToken(secret: string, token: string, now = Date.now()): DevOverrideTokenCheck {
  const check = verifyToken({ ...DEV_OVERRIDE_TOKEN, secret, token, now });
  return check.ok ? { ok: true, part: check.payload.part, origin: check.payload.origin, expiresAt: check.payload.exp } : check;
}

/** The link that opens a dev override on the site at `siteOrigin`, e.g. `http://localhost:3000/__dev-override?token=…`. */
export function devOverrideLinkOf(siteOrigin: string, token: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${DEV_OVERRIDE_PATH}?token=${encodeURIComponent(token)}`;
}
