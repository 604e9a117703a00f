/**
 * Real-user signals in: `POST /__signals`, one beacon per page view (the islands loader sends it with
 * sendBeacon when the page is hidden). A beacon decides canaries, so only a page view of this site
 * counts (issue 57):
 *   - a request a browser says came from elsewhere (`Sec-Fetch-Site`, `Origin`) is refused (403);
 *   - at most 4 KB, uncompressed (a compressed body is refused, not inflated), 120 a minute per client;
 *   - the beacon's schema (400), and its releases the site has (422: nothing is kept of a release it
 *     has not got);
 *   - decisive, since a script can send any header or none: the page-view ticket its page was served
 *     with (pageViewTicket.ts), signed by the site, under an hour old, for exactly the beacon's
 *     releases (403); a visitor's ticket only from that visitor, once (409 after that). A shared
 *     ticket (a page served while no canary ran) counts once per client address for a part whose
 *     canary runs now: a canary's figures cannot be swelled by sending one again and again.
 * Every refusal is a 4xx with `{ error }` naming the fault, and nothing of it is kept.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { parseCookie } from 'cookie';
import { verifiedVisitorSeed, VISITOR_COOKIE } from '@site/releases/canary-bucket';
import { checkPageViewTicket, type PageRelease, type TicketFault } from '@site/releases/page-view-ticket';
import { MAX_BEACON_BYTES, parseBeacon, type Beacon } from '@site/releases/signals';
import { SIGNALS_PATH } from '../shared/contract';
import { siteOriginsOf } from './siteOrigin';

export interface SignalsOptions {
  /** Keeps a valid beacon (the deploy root's record). */
  readonly record: (beacon: Beacon) => Promise<void>;
  /** The key page-view tickets and visitors' seeds are signed with (the preview key). */
  readonly secret: () => string;
  /** The beacon's releases the site has not got (the deploy root's locator); none means all are known. */
  readonly unknownReleases: (releases: readonly PageRelease[]) => readonly PageRelease[];
  /**
   * The parts with a running canary: a shared ticket counts once per client address for them (it
   * could otherwise be sent again and again into a canary's figures). None without canaries.
   */
  readonly canaryParts?: () => Promise<ReadonlySet<string>>;
  /** Beacons per client per minute; a page view sends one. */
  readonly perMinute?: number;
  /** Tickets remembered (counted once each); the oldest is forgotten beyond it. */
  readonly maxSeenTickets?: number;
  /** The clock (tests give their own). */
  readonly now?: () => number;
}

const refuse = (res: Response, status: number, error: string) =>
  res.status(status).type('application/json').send(JSON.stringify({ error }));

const TICKET_REFUSALS: Record<TicketFault, string> = {
  malformed: 'The beacon’s ticket is not a page-view ticket.',
  forged: 'The beacon’s ticket was not signed by this site.',
  expired: 'The beacon’s ticket has expired: a page’s beacon counts within an hour of the page.',
  'other releases': 'The beacon names other releases than its page was served with.',
  'other visitor': 'The beacon’s ticket is another visitor’s.',
};

/**
 * Where a browser says the request came from: refused when it says another site (`Sec-Fetch-Site`
 * other than same-origin, an `Origin` that is none of the site's). A request that says neither (a
 * script, an old browser) goes on to the ticket, which is what decides.
 */
function crossOriginRefusal(req: Request): string | null {
  const fetchSite = req.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return 'Beacons come from this site’s own pages.';
  const origin = req.get('origin')?.trim();
  if (origin !== undefined && !siteOriginsOf(req).accepted.includes(origin)) return 'Beacons come from this site’s own pages.';
  return null;
}

/**
 * Tickets already counted (a visitor's; a shared one with its client's address), each until its
 * expiry (it cannot come back after): in memory, per server, at most `maxEntries` (the oldest
 * forgotten first, so one could be counted again once that many newer ones came within its hour).
 */
function seenTickets(maxEntries: number) {
  const until = new Map<string, number>();
  return {
    /** True the first time `key` comes (and it is kept until `expiresAt`), false after. */
    claim(key: string, expiresAt: number, now: number): boolean {
      if (until.has(key)) return false;
      // Oldest first: the expired ones, then as many as make room.
      for (const [oldest, expiry] of until) {
        if (expiry > now && until.size < maxEntries) break;
        until.delete(oldest);
      }
      until.set(key, expiresAt);
      return true;
    },
    /** Forgets `key` (its beacon was not kept after all: it may come again). */
    forget(key: string): void {
      until.delete(key);
    },
  };
}

/** What the body reader's errors mean to the sender. */
function bodyRefusal(error: { type?: unknown; message?: unknown }, status: number): string {
  if (error.type === 'entity.too.large') return `A beacon is at most ${MAX_BEACON_BYTES} bytes.`;
  if (error.type === 'encoding.unsupported') return 'A beacon is sent uncompressed (no Content-Encoding).';
  if (error.type === 'charset.unsupported') return 'A beacon is UTF-8 text.';
  return status !== 400 && typeof error.message === 'string' ? error.message : 'The beacon could not be read.';
}

export function signalsRoutes({
  record,
  secret,
  unknownReleases,
  canaryParts = () => Promise.resolve(new Set<string>()),
  perMinute = 120,
  maxSeenTickets = 100_000,
  now = () => Date.now(),
}: SignalsOptions): express.Router {
  const seen = seenTickets(maxSeenTickets);
  const router = express.Router();
  router.post(
    SIGNALS_PATH,
    rateLimit({
      windowMs: 60_000,
      limit: perMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req: Request, res: Response) => refuse(res, 429, 'Too many beacons, please slow down.'),
    }),
    // Another site's page may not post into our figures: browsers say where a request came from.
    (req, res, next) => {
      const refusal = crossOriginRefusal(req);
      if (refusal) refuse(res, 403, refusal);
      else next();
    },
    // sendBeacon posts text/plain (a simple request, no preflight); any type is read as text. Never
    // inflated: no page sends a compressed beacon, and a small compressed body can hold a huge one.
    express.text({ type: () => true, limit: MAX_BEACON_BYTES, inflate: false }),
    (req, res, next) => {
      const parsed = parseBeacon(typeof req.body === 'string' ? req.body : '');
      if (!parsed.ok) {
        refuse(res, 400, parsed.error);
        return;
      }
      const { beacon, ticket } = parsed;
      // Never a file or a row for a release the site has not got, whatever signed it.
      const unknown = unknownReleases(beacon.releases);
      if (unknown.length > 0) {
        refuse(res, 422, `This site has no release ${unknown.map(({ part, release }) => `${part}@${release}`).join(', ')}.`);
        return;
      }
      const key = secret();
      const visitorSeed = verifiedVisitorSeed(key, parseCookie(req.headers.cookie ?? '')[VISITOR_COOKIE]);
      const at = now();
      const check = checkPageViewTicket(key, ticket, { releases: beacon.releases, visitorSeed, now: at });
      if (!check.ok) {
        refuse(res, 403, TICKET_REFUSALS[check.fault]);
        return;
      }
      canaryParts()
        .then((parts) => {
          // A visitor's ticket is one page view; a shared one, while it could swell a running canary's
          // figures, one per client (a page served before the canary, or by a shell that saw it end first).
          const once = check.visitor
            ? check.key
            : beacon.releases.some(({ part }) => parts.has(part))
              ? `${check.key}@${req.ip ?? ''}`
              : null;
          if (once !== null && !seen.claim(once, check.expiresAt, at)) {
            refuse(res, 409, 'This page view’s beacon was counted already.');
            return;
          }
          return record(beacon).then(
            () => void res.status(204).end(),
            (error: unknown) => {
              if (once !== null) seen.forget(once);
              throw error;
            },
          );
        })
        .catch(next);
    },
  );
  // The body reader's refusals (too large, compressed, an unknown charset, cut short) are the
  // sender's fault: their own 4xx, said plainly. Anything else is the server's.
  router.use(SIGNALS_PATH, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const { status, statusCode, type, message } = (error ?? {}) as {
      status?: unknown;
      statusCode?: unknown;
      type?: unknown;
      message?: unknown;
    };
    const code = typeof status === 'number' ? status : statusCode;
    if (typeof code === 'number' && code >= 400 && code < 500) refuse(res, code, bodyRefusal({ type, message }, code));
    else next(error);
  });
  return router;
}
