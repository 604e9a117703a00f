/**
 * Copy of the demo / talk-to-an-expert form and its alerts. Field labels, field messages and the
 * area options come from @site/form-schemas, shared with the server's e-mails. The alert texts
 * are the spec's (section 8), word for word.
 */
export const requestForm = {
  areasPlaceholder: 'Select an area',
  privacyLead: 'I agree to the',
  privacyLink: 'Privacy Policy',
  privacyHref: '/privacy-policy',
  submit: 'Submit',
  sending: 'Sending…',
  // Read by nobody but form-filling bots (the field is hidden from people and assistive tech).
  honeypotLabel: 'Leave this field empty',
} as const;

export const requestAlerts = {
  success: { heading: 'Request Submitted', text: 'Thank you for your request! We will be in touch soon.' },
  fail: { heading: 'Request Failed', text: 'There was an error sending your request. Please try again later.' },
} as const;

export const alertPopup = {
  close: 'Close',
} as const;
