/**
 * Moving between pages is a full document load, made instant by the browser: the pages send a
 * `Speculation-Rules` header (no inline script, so the CSP stays strict) naming these rules, and
 * Chromium prerenders a link's page when the visitor hovers it (moderate eagerness: ~200 ms) or
 * presses on it, then shows it at once on the click. Cross-document View Transitions (global.css)
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
          // Not the API, not documents (feeds, sitemaps), not links that open elsewhere or act.
          { not: { href_matches: ['/api/*', '/*.xml', '/*.json', '/*.txt'] } },
          { not: { selector_matches: '[target], [download], [data-shell-action], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The header's value: a structured-field list of one string. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;
