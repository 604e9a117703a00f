/**
 * The footer's id. The composed head holds the first paint until the parser reaches it: by then the
 * top bar and the whole of `<main>` are parsed, so nothing in view is painted half-built.
 */
export const FOOTER_ELEMENT_ID = 'site-footer';
