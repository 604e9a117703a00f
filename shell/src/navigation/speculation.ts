/**
 * Which links the browser may load ahead of a click (Speculation Rules): same-origin pages, not the
 * API or documents (feeds, sitemaps), nor links that open elsewhere or act. Shared by the rules the
 * server names in its `Speculation-Rules` header and by the islands loader's rule for a focused link.
 */
export const NOT_SPECULATED_PATHS = ['/api/*', '/*.xml', '/*.json', '/*.txt'] as const;
export const NOT_SPECULATED_SELECTOR = '[target], [download], [data-shell-action], [rel~="nofollow"]';
