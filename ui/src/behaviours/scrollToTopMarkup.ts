/**
 * The scroll-to-top control's markup (`scrollToTop.ts` is its behaviour, fetched with the page's
 * first scroll: the control shows only after 1000 px of it).
 */

export const SCROLL_TO_TOP_ATTRIBUTE = 'data-scroll-to-top';
/** The spec: the arrow appears after scrolling more than 1000 px. */
export const SHOW_AFTER_PX = 1000;

/** The control's attributes; spread them on a `<button type="button">`, hidden until the page has scrolled. */
export const scrollToTopControl = { type: 'button', [SCROLL_TO_TOP_ATTRIBUTE]: '', hidden: true } as const;

/** What the visitor does to take the scroll back: a scroll the page started stops where it is. */
export const SCROLL_TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
