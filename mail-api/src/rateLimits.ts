import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from './config';
import type { ErrorBody } from './httpErrors';

const perIpWindowMs = 10 * 60_000;
const perEmailWindowMs = 60 * 60_000;
const tooManyRequestsBody: ErrorBody = { error: 'Too many requests, please try again later.' };

/**
 * Counters live in memory (one process; a restart forgets them, which only ever lets a few more
 * through). `draft-8` RateLimit headers come with `Retry-After` on a 429.
 */
const common = {
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  handler: (_req: Request, res: Parameters<RequestHandler>[1]) => {
    res.status(429).json(tooManyRequestsBody);
  },
} as const;

/**
 * Form posts per client IP (all forms together). The client IP is `req.ip`: the one address the
 * shell puts in X-Forwarded-For when the request comes from a trusted proxy (TRUST_PROXY, the
 * shell), and the socket's address otherwise. express-rate-limit groups IPv6 clients by /56, as
 * ISPs hand them out.
 */
export function perIpLimit(config: Pick<Config, 'rateLimitPerIp'>): RequestHandler {
  return rateLimit({ ...common, windowMs: perIpWindowMs, limit: config.rateLimitPerIp });
}

/**
 * Submissions per e-mail address per form: stops one address being flooded with confirmations
 * from many IPs. Counted only for requests that were accepted (2xx) and carry an address at all;
 * the address is lower-cased so case variants share a counter. A replay of a keyed post is answered
 * before this limit (formEndpoint.ts): it is not a new submission.
 */
export function perEmailLimit(form: string, config: Pick<Config, 'rateLimitPerEmail'>): RequestHandler {
  return rateLimit({
    ...common,
    windowMs: perEmailWindowMs,
    limit: config.rateLimitPerEmail,
    skip: (req) => emailOf(req) === undefined,
    skipFailedRequests: true,
    keyGenerator: (req) => `${form}:${emailOf(req) ?? ''}`,
  });
}

function emailOf(req: Request): string | undefined {
  const body: unknown = req.body;
  const email = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).email : undefined;
  if (typeof email !== 'string') return undefined;
  const normalised = email.trim().toLowerCase();
  return normalised === '' ? undefined : normalised;
}
