/**
 * Page-view tickets (issue 57): what makes a beacon count. The shell's server writes one into each
 * page it composes with signals on (`<meta name="site-releases" data-ticket>`), the page's beacon
 * carries it back, and only a beacon with a ticket the site signed, for exactly the releases the page
 * was served with, within the hour, is counted. A page of another site cannot read ours, so it has
 * no ticket to send; nor can anyone name releases the site did not serve.
 *
 * Two kinds, so pages stay shared where they can be:
 * - a visitor's ticket, while a canary runs: every visitor then has a signed seed (canaryBucket.ts),
 *   and the ticket names that visitor (a hash of the seed) and is new for each page view (issue time
 *   and a nonce). Its beacon counts once, and only with that visitor's cookie. These pages are that
 *   visitor's alone (caches already key them by the cookie); the figures a canary is decided on come
 *   from them.
 * - a shared ticket otherwise: the same for every page view of those releases in a 10-minute window,
 *   so a page's HTML (its compressed copy, the edge's copy) changes at most once a window. It proves
 *   the page came from the site; it cannot tell page views apart (the rate limit bounds a client; the
 *   server counts one per client address while a canary of its parts runs: shell/server/signals.ts).
 *
 * Format (signedToken.ts): `<payload>.<signature>`, both base64url, the signature over
 * `page-view.` + <payload text as sent>. The payload is `{ v: 1, r: ['shell@…', …], exp, vis?, n? }`:
 * the releases, the expiry (issue time + 1 h, in ms since the epoch) and, for a visitor's ticket,
 * the visitor and a nonce.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { RELEASE_VERSION_LENGTH } from './releaseVersion';
import { signToken, verifyToken, type TokenKind, type TokenRefusal } from './signedToken';

/** How long a page's beacon may come after the page was served (a tab left open longer sends none that counts). */
export const PAGE_VIEW_TICKET_LIFETIME_MS = 60 * 60 * 1000;
/** A shared ticket's issue time is rounded down to this: one ticket per releases and window. */
export const SHARED_TICKET_WINDOW_MS = 10 * 60 * 1000;
/** Longest ticket accepted: eight releases and a visitor take about 400 characters. */
export const MAX_TICKET_LENGTH = 1024;

/** One part's release on a page, as beacons name them. */
export interface PageRelease {
  readonly part: string;
  readonly release: string;
}

const PART_AT_RELEASE = new RegExp(`^[a-z][a-z0-9-]{0,31}@[0-9a-f]{${RELEASE_VERSION_LENGTH}}$`);
/** 12 bytes of a hash of the seed, base64url: names a visitor without holding their seed. */
const VISITOR_ID = /^[A-Za-z0-9_-]{16}$/;
const NONCE = /^[A-Za-z0-9_-]{11}$/;
const PAYLOAD_VERSION = 1;

const payloadSchema = z
  .strictObject({
    v: z.literal(PAYLOAD_VERSION),
    r: z
      .array(z.string().regex(PART_AT_RELEASE))
      .min(1)
      .max(8)
      .refine((releases) => new Set(releases.map((release) => release.split('@')[0])).size === releases.length, 'each part at most once'),
    exp: z.int().positive(),
    vis: z.string().regex(VISITOR_ID).optional(),
    n: z.string().regex(NONCE).optional(),
  })
  // A visitor's ticket has both, a shared one neither.
  .refine(({ vis, n }) => (vis === undefined) === (n === undefined), 'a visitor and a nonce, or neither');

const PAGE_VIEW_TICKET: TokenKind<z.output<typeof payloadSchema>> = {
  what: 'page-view ticket',
  domain: 'page-view.',
  schema: payloadSchema,
  maxLength: MAX_TICKET_LENGTH,
};

const releaseNames = (releases: readonly PageRelease[]) => releases.map(({ part, release }) => `${part}@${release}`);
const visitorIdOf = (seed: string) =>
  createHash('sha256').update(`page-view visitor:${seed}`).digest().subarray(0, 12).toString('base64url');

/**
 * The ticket for a page served with `releases`: the visitor's own for one page view when `visitorSeed`
 * is given (a verified or new seed), else the one shared by every page view of the window. Throws on
 * input that can make no ticket (an empty secret, no releases, a part twice, a malformed name).
 */
export function issuePageViewTicket(
  secret: string,
  { releases, visitorSeed, now }: { readonly releases: readonly PageRelease[]; readonly visitorSeed: string | null; readonly now: number },
): string {
  const issuedAt = visitorSeed === null ? Math.floor(now / SHARED_TICKET_WINDOW_MS) * SHARED_TICKET_WINDOW_MS : now;
  return signToken({
    ...PAGE_VIEW_TICKET,
    secret,
    now: issuedAt,
    lifetimeMs: PAGE_VIEW_TICKET_LIFETIME_MS,
    payloadFor: (exp) => ({
      v: PAYLOAD_VERSION,
      r: releaseNames(releases),
      exp,
      ...(visitorSeed === null ? {} : { vis: visitorIdOf(visitorSeed), n: randomBytes(8).toString('base64url') }),
    }),
  });
}

/** Why a beacon's ticket is refused, besides the token's own reasons. */
export type TicketFault = TokenRefusal | 'other releases' | 'other visitor';

export type PageViewTicketCheck =
  | {
      readonly ok: true;
      /** Whether it is a visitor's own ticket (one page view), or shared (every page view of the window). */
      readonly visitor: boolean;
      /** What tells this ticket from every other, for counting it once: short, holds nothing secret. */
      readonly key: string;
      /** Until when it could come back (ms since the epoch). */
      readonly expiresAt: number;
    }
  | { readonly ok: false; readonly fault: TicketFault };

/**
 * Checks a beacon's ticket: signed by the site, not expired at `now`, for exactly the beacon's
 * `releases`, and, when it names a visitor, sent by that visitor (`visitorSeed`: the seed in the
 * beacon's signed cookie, or null). Never throws, whatever it is given.
 */
export function checkPageViewTicket(
  secret: string,
  ticket: string,
  { releases, visitorSeed, now }: { readonly releases: readonly PageRelease[]; readonly visitorSeed: string | null; readonly now: number },
): PageViewTicketCheck {
  const verified = verifyToken({ ...PAGE_VIEW_TICKET, secret, token: ticket, now });
  if (!verified.ok) return { ok: false, fault: verified.reason };
  const { r, exp, vis, n } = verified.payload;
  const sorted = (names: readonly string[]) => [...names].sort().join(' ');
  if (sorted(r) !== sorted(releaseNames(releases))) return { ok: false, fault: 'other releases' };
  // Both or neither (the schema). A shared ticket's signature is its own for its releases and window.
  if (vis === undefined || n === undefined) return { ok: true, visitor: false, key: ticket.slice(ticket.indexOf('.') + 1), expiresAt: exp };
  if (visitorSeed === null || visitorIdOf(visitorSeed) !== vis) return { ok: false, fault: 'other visitor' };
  return { ok: true, visitor: true, key: `${vis}.${n}`, expiresAt: exp };
}
