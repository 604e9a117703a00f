import * as z from 'zod/mini';

/**
 * Where a submission came from and how fast it was sent: carried by every visitor form, never shown
 * to the visitor. First-party only: the browser keeps it in sessionStorage (issue 21).
 *
 * A malformed value is dropped, not refused: the visitor cannot see or fix these hidden fields, so a
 * bad one must never stop a real enquiry (and must add no message of its own).
 */

/** Caps: a real path or campaign name is far shorter; the caps only stop a bot padding the e-mail. */
export const attributionMaxLengths = { path: 500, origin: 200, utm: 100 } as const;
/** The browser keeps its visit's last 10 pages (ui's visitAttribution); more than this is not a browser's. */
const maxPagesViewed = 20;

/** The utm_* parameters kept from the visit's landing address, without the `utm_` prefix. */
export const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof utmKeys)[number];

/** Control characters (CR/LF included) never belong in a URL part and would break an e-mail line. */
// eslint-disable-next-line no-control-regex
const controlPattern = /[\u0000-\u001f\u007f]/;

function dropped<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** A site path (with its query, if any): starts with one `/`, so never another site's address. */
const sitePathString = z.string().check(
  z.maxLength(attributionMaxLengths.path),
  z.refine((value) => value.startsWith('/') && !value.startsWith('//') && !controlPattern.test(value)),
);
const sitePath = dropped(sitePathString);

/** `https://www.example.com`: a scheme and host (and port) only, no path, query or credentials. */
export function isOrigin(value: string): boolean {
  if (controlPattern.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

const origin = dropped(z.string().check(z.maxLength(attributionMaxLengths.origin), z.refine(isOrigin)));
const utmValue = dropped(
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(attributionMaxLengths.utm),
    z.refine((value) => !controlPattern.test(value)),
  ),
);

export const attributionSchema = z.object({
  /** The page the form was sent from. */
  page: sitePath,
  /** The first page of the visit (this tab's session). */
  landingPage: sitePath,
  /** The visit's pages, oldest first, ending with the form's: what led to it (one bad entry drops the list). */
  pagesViewed: dropped(z.array(sitePathString).check(z.minLength(1), z.maxLength(maxPagesViewed))),
  /** The referring site of the landing page, origin only. */
  referrerOrigin: origin,
  /** The landing address's utm_* parameters. */
  utm: dropped(
    z.object({
      source: utmValue,
      medium: utmValue,
      campaign: utmValue,
      term: utmValue,
      content: utmValue,
    }),
  ),
});

export type Attribution = z.infer<typeof attributionSchema>;

/** A day: a form left open longer is not "fast", and a bigger number is nonsense. */
const maxRenderedForMs = 24 * 60 * 60 * 1000;

/** The fields every form's schema accepts besides its own; spread into each `z.object`. */
export const submissionContextShape = {
  attribution: dropped(attributionSchema),
  /** Milliseconds from the form's first render to its submit (a spam signal when very short). */
  renderedForMs: dropped(z.number().check(z.int(), z.gte(0), z.lte(maxRenderedForMs))),
};

export interface SubmissionContext {
  readonly attribution?: Attribution;
  readonly renderedForMs?: number;
}
