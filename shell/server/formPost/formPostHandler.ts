/**
 * A visitor form posted as plain HTML to the page it is on (issue 46): with JavaScript off, or before
 * or without the form's script. The form names its mail API endpoint and its success page in hidden
 * fields (`@site/ui/form-post`); this server forwards the post there unchanged, so the mail API judges
 * it exactly as it judges the script's JSON (schema, limits, honeypot, origin, attribution, the lead),
 * then answers as the site would with script:
 * - taken: 303 to the form's success page (post, redirect, get: a reload or Back posts nothing again);
 * - a field to fix: the same page, the form showing what was typed, each message and the summary (422);
 * - not taken (the mail service down or slow, a limit reached): the same page, what was typed kept and
 *   the form's "Request Failed" summary, with the mail API's status (503 when it did not answer).
 * It knows no form in particular: which form, where it goes and every word shown are the form's.
 */
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { FORM_ENDPOINT_FIELD, FORM_SENT_PAGE_FIELD } from '@site/ui/form-post';
import { REQUEST_ID_HEADER, type Logger } from '@site/server-kit/telemetry';
import { isSitePath, sitePathOr } from '../siteOrigin';
import { withErrorTitle, withFormState, type FormPostOutcome } from './formState';

/** Spec section 7: a form's call gives up after 10 seconds; the visitor's typing stays on the page. */
const MAIL_API_TIMEOUT_MS = 10_000;

/** The mail API's paths (`/api/<form>`): a hidden field cannot send the post anywhere else. */
const API_ENDPOINT = /^\/api\/[A-Za-z0-9/_-]+$/;

/** What the page answering a post that was not taken needs: its status and the form's state drawn in. */
export interface PageAnswer {
  readonly status: number;
  readonly transform: (html: string) => string;
}

export interface FormPostOptions {
  /** Base URL of the mail API, e.g. http://127.0.0.1:3005. */
  readonly mailApiUrl: string;
  /** Whether `pagePath` is a page of the site this request gets (a success page must be one). */
  readonly isPage: (req: Request, pagePath: string) => Promise<boolean>;
  /** Composes and sends the page at the request's address, as for a GET, with `answer` applied. */
  readonly sendPage: (req: Request, res: Response, next: NextFunction, answer: PageAnswer) => void;
  /** The site's configured origin (PUBLIC_URL): the page's address the mail API is told names it. */
  readonly siteOrigin: string;
  /** Counts each plain post by what became of it (`/metrics`). */
  readonly counted?: (outcome: 'sent' | 'invalid' | 'failed' | 'refused') => void;
}

interface MailApiAnswer {
  readonly status: number;
  readonly outcome: FormPostOutcome | { readonly kind: 'sent' } | { readonly kind: 'refused' };
  readonly retryAfter?: string | null;
}

/** The 422 body's messages by field (`{ fields: { email: '…' } }`), or undefined. */
function fieldMessages(body: unknown): Record<string, string> | undefined {
  const fields = typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const messages = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return Object.keys(messages).length > 0 ? messages : undefined;
}

interface Forward {
  readonly mailApiUrl: string;
  readonly siteOrigin: string;
  readonly endpoint: string;
  readonly body: string;
}

async function forwardToMailApi(req: Request, { mailApiUrl, siteOrigin, endpoint, body }: Forward): Promise<MailApiAnswer> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
    // The page's address on the site (never the Host a client typed): the mail API takes the post's attribution from it.
    Referer: new URL(sitePathOr(req.originalUrl), siteOrigin).href,
    // As the /api proxy does: exactly the client address this server decided, which the mail API trusts from it.
    'X-Forwarded-Proto': req.protocol,
    'X-Forwarded-Host': req.host,
  };
  if (req.ip !== undefined) headers['X-Forwarded-For'] = req.ip;
  // The visitor's own: the mail API refuses a post another site's page made.
  for (const name of ['origin', 'sec-fetch-site', 'user-agent'] as const) {
    const value = req.get(name);
    if (value !== undefined) headers[name] = value;
  }
  const { id } = req as { id?: unknown };
  if (typeof id === 'string') headers[REQUEST_ID_HEADER] = id;

  let response: globalThis.Response;
  try {
    response = await fetch(new URL(endpoint, mailApiUrl), {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(MAIL_API_TIMEOUT_MS),
    });
  } catch {
    return { status: 503, outcome: { kind: 'failed' } };
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { status: 303, outcome: { kind: 'sent' } };
  if (response.status === 403) return { status: 403, outcome: { kind: 'refused' } };
  const fields = response.status === 422 ? fieldMessages(answer) : undefined;
  if (fields) return { status: 422, outcome: { kind: 'invalid', fields } };
  return {
    status: response.status >= 500 ? 503 : response.status,
    outcome: { kind: 'failed' },
    retryAfter: response.headers.get('retry-after'),
  };
}

export function formPostRoutes({ mailApiUrl, isPage, sendPage, siteOrigin, counted }: FormPostOptions): express.Router {
  const router = express.Router();
  // Kept as text: forwarded as it came, and read here only for the two hidden fields and the values to put back.
  const body = express.text({ type: 'application/x-www-form-urlencoded', limit: '32kb' });

  const handler: RequestHandler = (req, res, next) => {
    // A page's address only (no file), and only a form's post: anything else is not ours to answer.
    if (path.posix.extname(req.path) !== '' || typeof req.body !== 'string' || !req.is('application/x-www-form-urlencoded')) {
      next();
      return;
    }
    const posted = req.body;
    const values = new URLSearchParams(posted);
    const endpoint = values.get(FORM_ENDPOINT_FIELD) ?? '';
    if (!API_ENDPOINT.test(endpoint)) {
      counted?.('refused');
      res.status(400).type('text/plain').send('This form cannot be sent: it does not say where it goes.');
      return;
    }
    const log = (req as { log?: Logger }).log;
    forwardToMailApi(req, { mailApiUrl, siteOrigin, endpoint, body: posted })
      .then(async ({ status, outcome, retryAfter }) => {
        counted?.(outcome.kind);
        res.setHeader('Cache-Control', 'no-store');
        if (outcome.kind === 'refused') {
          res.status(403).type('text/plain').send("Forms can only be sent from this site's own pages.");
          return;
        }
        if (outcome.kind === 'sent') {
          const sentPage = values.get(FORM_SENT_PAGE_FIELD) ?? '';
          const known = isSitePath(sentPage) && (await isPage(req, new URL(sentPage, 'http://site.invalid').pathname));
          if (!known) log?.error({ endpoint, sentPage }, 'A plain form post was taken, but its success page is not a page of the site');
          // Else back to the page it was posted on, when that is a path of this site (never `//another.example`).
          res.redirect(303, known ? sentPage : sitePathOr(req.originalUrl));
          return;
        }
        if (retryAfter) res.setHeader('Retry-After', retryAfter);
        log?.info({ endpoint, outcome: outcome.kind, status }, 'Plain form post not taken; answering with the page');
        sendPage(req, res, next, {
          status,
          transform: (html) => {
            const answered = withFormState(html, endpoint, values, outcome);
            if (answered === undefined) log?.warn({ endpoint }, 'The page answering a plain form post has no form for its endpoint');
            return withErrorTitle(answered ?? html);
          },
        });
      })
      .catch(next);
  };
  router.post('/{*page}', body, handler);
  return router;
}
