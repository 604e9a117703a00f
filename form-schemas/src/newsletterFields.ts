/** The footer's newsletter box as plain values (no zod): the spec's message, for the box before its schema (newsletter.ts) has arrived. */
export const newsletterMessages = {
  /** The spec's message for an empty box; also used for a malformed address. */
  invalidEmail: 'Please enter a valid email address.',
} as const;
