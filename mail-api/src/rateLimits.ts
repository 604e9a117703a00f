import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { Config } from './config';
import type { ErrorBody } from './httpErrors';

const perIpWindowMs = 10 * 60_000;
const perAddressWindowMs = 60 * 60_000;
const tooManyRequestsBody: ErrorBody = { error: 'Too many requests, please try again later.' };

/** The 429 every limit answers; Retry-After says when its window frees a slot. */
function tooManyRequests(req: Request, res: Response): void {
  const { resetTime } = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit ?? {};
  if (resetTime && !res.headersSent) {
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))));
  }
  res.status(429).json(tooManyRequestsBody);
}

/**
 * Counters live in memory (one process; a restart forgets them, which only ever lets a few more
 * through).
 */
const common = { legacyHeaders: false, handler: tooManyRequests } as const;

/**
 * Form posts per client IP (all forms together). The client IP is `req.ip`: the one address the
 * shell puts in X-Forwarded-For when the request comes from a trusted proxy (TRUST_PROXY, the
 * shell), and the socket's address otherwise. express-rate-limit groups IPv6 clients by /56, as
 * ISPs hand them out. Its `draft-8` RateLimit headers tell the client its own allowance.
 */
export function perIpLimit(config: Pick<Config, 'rateLimitPerIp'>): RequestHandler {
  return rateLimit({ ...common, standardHeaders: 'draft-8', windowMs: perIpWindowMs, limit: config.rateLimitPerIp });
}

/** Mailbox providers known to ignore dots in the local part; googlemail.com is the same mailbox as gmail.com. */
const dotlessDomains: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address reaches, as the per-address limit counts it (issue 57): trimmed and
 * lower-cased, the `+tag` of the local part dropped (most providers deliver `alex+x@` to `alex@`),
 * and for Gmail the dots too (`a.lex@gmail.com` is `alex@gmail.com`, as is googlemail.com). Some
 * providers may not merge these: they then only share a limit, which errs on the side of fewer e-mails.
 * Only for counting: the confirmation still goes to the address as typed.
 */
export function addressForLimits(address: string): string {
  const normalised = address.trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised;
  const domain = normalised.slice(at + 1);
  const untagged = normalised.slice(0, at).split('+')[0] ?? '';
  const mailboxDomain = dotlessDomains.get(domain);
  return mailboxDomain === undefined ? `${untagged}@${domain}` : `${untagged.replaceAll('.', '')}@${mailboxDomain}`;
}

/**
 * Accepted submissions per mailbox, all forms together: stops one address being flooded with
 * confirmations from many IPs, whichever forms and `+tag` spellings of it are used. Counted only
 * for requests that were accepted (2xx) and carry an address at all. A replay of a post keyed by its
 * client is answered before this limit (formEndpoint.ts): it is not a new submission.
 *
 * It sends no RateLimit headers: they would tell anyone who types an address how many submissions
 * it had in the past hour. A 429 still says when to try again (Retry-After).
 */
export function perAddressLimit(config: Pick<Config, 'rateLimitPerEmail'>): RequestHandler {
  return rateLimit({
    ...common,
    standardHeaders: false,
    windowMs: perAddressWindowMs,
    limit: config.rateLimitPerEmail,
    skip: (req) => addressOf(req) === undefined,
    skipFailedRequests: true,
    keyGenerator: (req) => addressOf(req) ?? '',
  });
}

function addressOf(req: Request): string | undefined {
  const body: unknown = req.body;
  const email = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).email : undefined;
  if (typeof email !== 'string') return undefined;
  const mailbox = addressForLimits(email);
  return mailbox === '' ? undefined : mailbox;
}
