/**
 * Where this visit began and which pages it went through, for the forms' attribution (issue 21). The
 * shell's islands loader records it on every page, since the visit's first page may have no form and
 * the page that decided the visitor (pricing, say) is often not the form's; the forms read it when sent.
 * First-party only: this tab's sessionStorage, no cookie, nothing sent anywhere until a form is.
 *
 * Kept free of imports and React: the loader is the one script every page loads, and stays tiny.
 */

export const VISIT_ATTRIBUTION_KEY = 'site.visit';
/** The visit's pages, most recent last: which pages led to the form (e.g. pricing before the sales form). */
export const VISIT_PAGES_KEY = 'site.visit.pages';
/** Enough to see the path to a form; a long visit keeps its latest pages. */
export const MAX_PAGES_VIEWED = 10;

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

export interface VisitUtm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** What the visit's first page told: its path and query, the referring site, its utm_* values. */
export interface VisitAttribution {
  landingPage?: string;
  referrerOrigin?: string;
  utm?: VisitUtm;
}

/** What a form sends: the visit's start, the pages viewed and the page it was sent from. */
export interface SubmissionAttribution extends VisitAttribution {
  page?: string;
  pagesViewed?: string[];
}

/**
 * The writer (below) runs in the islands loader on every page, so it only records what the page
 * knows: where the visit landed and the other site it came from. The reader, in the forms' code,
 * makes sense of it (the utm_* of the landing page's query).
 */
function utmOf(search: URLSearchParams): VisitUtm | undefined {
  const utm: VisitUtm = {};
  for (const key of UTM_KEYS) {
    const value = search.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** Storage can be off (privacy settings, a sandbox): attribution is then simply unknown. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Records this page as the visit's landing page, with the referring site's origin (only if it is
 * another site: moving within this site tells nothing), unless the tab's session already has one:
 * later pages (and their utm_*) never replace the first.
 */
export function recordVisitStart(location: Location = window.location, referrer: string = document.referrer): void {
  try {
    const store = window.sessionStorage;
    if (store.getItem(VISIT_ATTRIBUTION_KEY) !== null) return;
    const referrerOrigin = referrer ? new URL(referrer).origin : undefined;
    const visit: VisitAttribution = {
      landingPage: location.pathname + location.search,
      referrerOrigin: referrerOrigin === location.origin ? undefined : referrerOrigin,
    };
    store.setItem(VISIT_ATTRIBUTION_KEY, JSON.stringify(visit));
  } catch {
    // Storage off, full or refused, or a referrer that is no URL: nothing to record, the form still works.
  }
}

/**
 * Adds this page to the visit's trail (a reload of the same page adds nothing). Call it only for a
 * page the visitor sees: a prerendered page is recorded when it is shown (see the loader).
 */
export function recordPageView(location: Location = window.location): void {
  try {
    const store = window.sessionStorage;
    const page = location.pathname + location.search;
    const pages: unknown = JSON.parse(store.getItem(VISIT_PAGES_KEY) ?? '[]');
    const trail: unknown[] = Array.isArray(pages) ? pages : [];
    if (trail.at(-1) !== page) store.setItem(VISIT_PAGES_KEY, JSON.stringify([...trail, page].slice(-MAX_PAGES_VIEWED)));
  } catch {
    // Storage off, full or refused, or a tampered trail: the trail is simply shorter.
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The recorded trail (only its strings), or [] if none. */
function readPagesViewed(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(VISIT_PAGES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isString).slice(-MAX_PAGES_VIEWED) : [];
  } catch {
    return [];
  }
}

/** The recorded visit start (only its well-formed strings), or {} if none. */
export function readVisitStart(): VisitAttribution {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sessionStore()?.getItem(VISIT_ATTRIBUTION_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const { landingPage, referrerOrigin, utm } = parsed as Record<string, unknown>;
  const visit: VisitAttribution = {};
  if (isString(landingPage)) visit.landingPage = landingPage;
  if (isString(referrerOrigin)) visit.referrerOrigin = referrerOrigin;
  // The utm_* are the landing page's; a record written before they were read here holds them (a session open across a deploy).
  if (utm === undefined && isString(landingPage)) {
    const derived = utmOf(new URL(landingPage, 'https://landing.invalid').searchParams);
    if (derived) visit.utm = derived;
  } else if (typeof utm === 'object' && utm !== null) {
    const kept: VisitUtm = {};
    for (const key of UTM_KEYS) {
      const value = (utm as Record<string, unknown>)[key];
      if (isString(value)) kept[key] = value;
    }
    if (Object.keys(kept).length > 0) visit.utm = kept;
  }
  return visit;
}

/** What a form sends as `attribution`: the visit's start, its pages and the page it is sent from. */
export function submissionAttribution(location: Location = window.location): SubmissionAttribution {
  const pagesViewed = readPagesViewed();
  return { page: location.pathname + location.search, ...readVisitStart(), ...(pagesViewed.length > 0 ? { pagesViewed } : {}) };
}
