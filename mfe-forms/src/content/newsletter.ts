/** Copy of the footer's newsletter box; its messages come from @site/form-schemas, its popups from alerts.ts. */
export const newsletterBox = {
  label: 'Email address',
  button: 'Subscribe',
} as const;
