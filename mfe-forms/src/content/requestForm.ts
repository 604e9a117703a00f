/**
 * Copy of the demo / talk-to-an-expert form. Field labels, field messages and the area options
 * come from @site/form-schemas, shared with the server's e-mails; the alerts are in alerts.ts.
 */
export const requestForm = {
  areasPlaceholder: 'Select an area',
  privacyLead: 'I agree to the',
  privacyLink: 'Privacy Policy',
  privacyHref: '/privacy-policy',
  submit: 'Submit',
} as const;
