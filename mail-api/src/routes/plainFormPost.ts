import type { Request, RequestHandler } from 'express';
import { utmKeys, type Attribution, type FormPostValues, type VisitorForm } from '@site/form-schemas';
import { bodyHashOf, type PostKey } from './accept';

/**
 * Issue 46: every form works as plain HTML. Without its script the browser posts the form urlencoded
 * to the page's own address; the shell forwards that body unchanged, with the visitor's Origin,
 * Sec-Fetch-Site and Referer (the page's full address). Here it becomes the object the script would
 * have sent (the form's decoder, from @site/form-schemas), so the same schema, limits, store and
 * e-mails handle it; only what the script adds is made on the server: the attribution and the key.
 */

/** How a form post came, on its request log line: 'html' from the form's markup alone, 'script' as JSON. */
type FormTransport = 'html' | 'script';

/** A body posted by an HTML form without script (urlencoded), rather than the script's JSON. */
export function isPlainFormPost(req: Request): boolean {
  return typeof req.is('application/x-www-form-urlencoded') === 'string';
}

/** The urlencoded parser (extended: false) gives a string per name, and an array for a name posted more than once. */
function postedValues(body: unknown): FormPostValues {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return (name) => {
    // Own members only: a posted name such as `constructor` must not read Object's.
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    return [value].flat().filter((one): one is string => typeof one === 'string');
  };
}

/**
 * A plain post's attribution, from the page it was sent from (its Referer): the page (path and query)
 * and its utm_* parameters, when that page is one of the site's. Another origin's page, or none, tells
 * nothing we can trust: no attribution. The form's schema then judges it as the script's.
 */
function refererAttribution(referer: string | undefined, siteOrigins: readonly string[]): Attribution | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  const page = new URL(referer);
  if (!siteOrigins.includes(page.origin)) return undefined;
  const utm = Object.fromEntries(
    utmKeys.flatMap((key) => {
      const value = page.searchParams.get(`utm_${key}`)?.trim();
      return value ? [[key, value] as const] : [];
    }),
  );
  return { page: page.pathname + page.search, ...(Object.keys(utm).length > 0 ? { utm } : {}) };
}

/** First on a form's route: its request log line says how the post came, whatever answers it (a limit's 429 too). */
export const noteFormTransport: RequestHandler = (req, res, next) => {
  res.locals.transport = (isPlainFormPost(req) ? 'html' : 'script') satisfies FormTransport;
  next();
};

/** Turns a plain post's body into the form's object (with its Referer's attribution) for everything after it. */
export function decodePlainFormPost(form: VisitorForm, siteOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (isPlainFormPost(req)) {
      const attribution = refererAttribution(req.get('referer'), siteOrigins);
      req.body = { ...form.fromFormPost(postedValues(req.body)), ...(attribution ? { attribution } : {}) };
    }
    next();
  };
}

/** What begins every key the server makes for a plain post; a client's key may not (see below). */
const plainPostKeyPrefix = 'form-post.';

/** What the 400 says to a client's Idempotency-Key in the server's own namespace. */
export const reservedIdempotencyKeyMessage = `Idempotency-Key must not begin with "${plainPostKeyPrefix}": such keys are the server's own`;

/**
 * A client's key in the server's namespace. Anyone can work out a plain post's key (the hash of fields
 * they can type), so a client sending it could learn from a replay or a 409 that someone posted those
 * fields, e.g. that an address subscribed. Such a key is refused, never looked up.
 */
export function isServersKey(key: string): boolean {
  return key.startsWith(plainPostKeyPrefix);
}

/**
 * A plain post's idempotency key, made on the server. It carries no Idempotency-Key (no script to make
 * one), and the page cannot hold one: pages are the same bytes for every visitor, cached at the edge and
 * compressed once. What a double click, a reload or Back and Submit again repeat is what the form shows,
 * so the key is a hash of the form's visible fields (not the honeypot, not the attribution: the same
 * fields sent from the page with another query are still the same lead). The body hash a repeat is
 * compared by is that same hash, so a repeat of the key is always the same body. Identical fields sent
 * again later are the same lead too, until retention deletes the first.
 *
 * Anyone can send the same fields (a newsletter post is only an address), so a repeat is answered
 * exactly as a new post, never marked as a replay (issue 57): it stores and sends nothing more.
 */
export function plainPostIdempotency(form: VisitorForm, decoded: unknown): PostKey {
  const fields = typeof decoded === 'object' && decoded !== null ? (decoded as Record<string, unknown>) : {};
  const bodyHash = bodyHashOf(Object.fromEntries(form.fieldNames.map((name) => [name, fields[name]])));
  // Within parseIdempotencyKey's syntax (a prefix and 64 hex digits), so it is stored as any other key.
  return { key: `${plainPostKeyPrefix}${bodyHash}`, bodyHash, chosenBy: 'server' };
}
