import { siteTimeZone, visitorForms, type SubmissionContext } from '@site/form-schemas';
import { submissionContextSection } from './submissionContext';
import type { InternalWithConfirmation, OutgoingMail } from './message';

export interface NewsletterMailInput extends SubmissionContext {
  /** Validated subscriber address (no CR/LF). */
  readonly email: string;
  readonly receivedAt: Date;
}

export interface NewsletterMailSettings {
  /** Sender of both messages (MAIL_FROM). */
  readonly from: string;
  /** Staff mailbox that receives the request (ENQUIRIES_MAILBOX); also where "unsubscribe" replies go. */
  readonly enquiriesMailbox: string;
  readonly brandName: string;
}

// Subjects are fixed by the specification, word for word.
const newsletterInternalSubject = 'Request for newsletter subscription';
/** Yes, "Request for Demo": the specification gives this subject for the newsletter confirmation. */
const newsletterConfirmationSubject = 'Request for Demo';

const sydneyTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: siteTimeZone,
  dateStyle: 'full',
  timeStyle: 'long',
});

/** e.g. "Tuesday, 4 March 2025 at 4:06:07 pm AEDT (2025-03-04T05:06:07.089Z)". */
export function formatReceivedAt(date: Date): string {
  return `${sydneyTime.format(date)} (${date.toISOString()})`;
}

/** To staff: who asked and when. Reply-To is the subscriber, so staff can answer directly. */
export function newsletterInternalMail(input: NewsletterMailInput, settings: NewsletterMailSettings): OutgoingMail {
  return {
    from: settings.from,
    to: settings.enquiriesMailbox,
    replyTo: input.email,
    subject: newsletterInternalSubject,
    text: [
      `Someone asked to subscribe to the ${settings.brandName} newsletter through the website.`,
      '',
      `Email address: ${input.email}`,
      `Received:      ${formatReceivedAt(input.receivedAt)}`,
      '',
      'Please add this address to the newsletter mailing list.',
      '',
      ...submissionContextSection(visitorForms.newsletter, input),
      '',
    ].join('\n'),
  };
}

/**
 * To the subscriber. MAIL_FROM is usually a no-reply address, so Reply-To points at the
 * enquiries mailbox: that is where a reply saying "unsubscribe" has to land.
 */
export function newsletterConfirmationMail(input: NewsletterMailInput, settings: NewsletterMailSettings): OutgoingMail {
  const brand = settings.brandName;
  return {
    from: settings.from,
    to: input.email,
    replyTo: settings.enquiriesMailbox,
    subject: newsletterConfirmationSubject,
    text: [
      'Hello,',
      '',
      `Thank you for subscribing to the ${brand} newsletter!`,
      '',
      `You'll receive about one e-mail a month with news and updates from ${brand}.`,
      '',
      'If you change your mind, just reply to this e-mail with the word "unsubscribe" and we\'ll take you off the list.',
      '',
      'Kind regards,',
      `The ${brand} team`,
      '',
    ].join('\n'),
  };
}

export function newsletterMails(input: NewsletterMailInput, settings: NewsletterMailSettings): InternalWithConfirmation {
  return {
    internal: newsletterInternalMail(input, settings),
    confirmation: newsletterConfirmationMail(input, settings),
  };
}
