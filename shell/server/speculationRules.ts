import { NOT_SPECULATED_PATHS, NOT_SPECULATED_SELECTOR } from '../shared/contract';

/**
 * Moving between pages is a full document load, made instant by the browser: the pages send a
 * `Speculation-Rules` header (no inline script, so the CSP stays strict) naming these rules, and
 * Chromium prerenders a link's page when the visitor hovers it (moderate eagerness: ~200 ms) or
 * presses on it (the islands loader adds a rule for a link that keyboard focus reaches), then shows
 * it at once on the click. Cross-document View Transitions (global.css)
 * keep the top bar and footer in place. Other browsers load the page as usual.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: [...NOT_SPECULATED_PATHS] } },
          { not: { selector_matches: NOT_SPECULATED_SELECTOR } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The header's value: a structured-field list of one string. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;
