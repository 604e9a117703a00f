import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CRM webhook's signature (issue 21), in the scheme receivers already know from payment
 * providers: `Lead-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 * Signing the timestamp with the body lets a receiver refuse a replayed request (an old `t`)
 * as well as a changed body. `v1` names the scheme, so a second one can be added beside it later.
 */

export const signatureHeader = 'Lead-Signature';
/** The submission id: a receiver that stores it can ignore a retry of a POST it already took. */
export const idempotencyHeader = 'Idempotency-Key';
/** How old a signed timestamp a receiver should accept, by default (clock skew and a slow network). */
const defaultToleranceSeconds = 5 * 60;

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for `body` sent at `timestamp` (unix seconds). */
export function signatureFor(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

export type VerifyResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'malformed' | 'mismatch' | 'too old' };

/**
 * What a receiver does, and what our tests and docs/leads.md's example receiver use: parse the header, refuse a
 * timestamp outside the tolerance, recompute the HMAC over the raw body and compare in constant time.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  { nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = defaultToleranceSeconds } = {},
): VerifyResult {
  const parts = new Map(
    (header ?? '').split(',').map((part) => [part.slice(0, part.indexOf('=')).trim(), part.slice(part.indexOf('=') + 1)]),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || given === undefined || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, reason: 'too old' };
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
