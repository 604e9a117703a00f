/** In a prerendered frame, where the shell's server puts the owning remote's page. */
export const PAGE_SLOT_MARKER = '<!--page-slot-->';

/**
 * In a prerendered frame, Back's address: the listing the page belongs to (its route's parent) or
 * home, which the server writes in per request (the frame is shared by every page of its variant).
 */
export const BACK_TARGET_TOKEN = '/__back-target__';
