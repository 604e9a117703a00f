import { trialMessages } from '@site/form-schemas';
import type { AlertContent } from '../alerts/alertContent';

/**
 * The popups the forms show after a submit. Texts are the spec's (section 8) word for word,
 * typos included ("youe inbox"), except where marked as ours.
 */
export const formAlerts = {
  requestSubmitted: {
    type: 'success',
    heading: 'Request Submitted',
    text: 'Thank you for your request! We will be in touch soon.',
  },
  /** Any send failure on any form (network, timeout, server error). */
  requestFailed: {
    type: 'fail',
    heading: 'Request Failed',
    text: 'There was an error sending your request. Please try again later.',
  },
  trialSubmitted: {
    type: 'success',
    heading: 'Request Submitted',
    text: 'Thank you for Signing Up! We will be in touch soon to provide login credentials. Keep an eye on youe inbox!',
  },
  /** A required trial field is empty (spec). */
  trialRequired: {
    type: 'fail',
    heading: trialMessages.alertHeading,
    text: trialMessages.alertText,
  },
  /** Ours: every trial field is filled in but some value is not right (e.g. the ABN's check digits). */
  trialCheckFields: {
    type: 'fail',
    heading: trialMessages.alertHeading,
    text: 'Please check the highlighted fields.',
  },
  newsletterSubscribed: {
    type: 'newsletter',
    // The heading is ours; the text is the spec's.
    heading: 'Subscribed',
    text: 'Thank you for subscribing to our newsletter!',
  },
} as const satisfies Record<string, AlertContent>;

export const alertPopup = {
  /** Distinct from a dialog's own "Close", so nobody closes the free-trial dialog by mistake. */
  close: 'Close message',
} as const;
