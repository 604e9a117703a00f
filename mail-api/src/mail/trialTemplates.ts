import { demoOptions, industryLabel, trialFieldLabels, visitorForms, type TrialFieldName, type TrialSubmission } from '@site/form-schemas';
import type { InternalWithConfirmation, OutgoingMail } from './message';
import { formatReceivedAt } from './newsletterTemplates';
import { submissionContextSection } from './submissionContext';

export interface TrialMailInput {
  /** Validated by the shared schema: trimmed, one line each, ABN formatted, options from the lists. */
  readonly submission: TrialSubmission;
  readonly receivedAt: Date;
}

export interface TrialMailSettings {
  /** Sender of both messages (MAIL_FROM). */
  readonly from: string;
  /** Receives the sign-up and sets up the trial account (IT_SUPPORT_MAILBOX). */
  readonly itSupportMailbox: string;
  /** Support contact given to the visitor, and where their replies go. */
  readonly supportMailbox: string;
  readonly supportHotline: string;
  readonly brandName: string;
}

// Subjects are fixed by the specification, word for word.
const trialSubjects = {
  internal: 'Request for free trial signup',
  confirmation: "Thank You for Signing Up! We've Received Your Details",
} as const;

/** The trial's length and terms as the site states them (pricing page and dialog). */
const trialDays = 7;

/** A label ending in "?" reads as a question, so it gets no colon. */
const labelText = (label: string) => (label.endsWith('?') ? label : `${label}:`);
const labelWidth = Math.max(...Object.values(trialFieldLabels).map((label) => labelText(label).length)) + 1;
/** Fields are single-line (the schema refuses line breaks); whitespace is still collapsed, belt and braces. */
const line = (label: string, value: string) => `${labelText(label).padEnd(labelWidth)}${value.replace(/\s+/g, ' ')}`;

/** "Label:   value" lines for the nine fields, options by their labels. */
function trialFieldLines(submission: TrialSubmission): string[] {
  const values: Record<TrialFieldName, string> = {
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    phone: submission.phone,
    company: submission.company,
    abn: submission.abn,
    industry: industryLabel(submission.industry),
    features: submission.features.join(', '),
    demo: demoOptions.find((option) => option.value === submission.demo)?.label ?? submission.demo,
  };
  return (Object.keys(values) as TrialFieldName[]).map((field) => line(trialFieldLabels[field], values[field]));
}

/** To IT support: every field and when it arrived. Reply-To is the visitor, so support answers directly. */
export function trialInternalMail(input: TrialMailInput, settings: TrialMailSettings): OutgoingMail {
  return {
    from: settings.from,
    to: settings.itSupportMailbox,
    replyTo: input.submission.email,
    subject: trialSubjects.internal,
    text: [
      `Someone signed up for a ${trialDays}-day ${settings.brandName} free trial through the website.`,
      '',
      ...trialFieldLines(input.submission),
      line('Received', formatReceivedAt(input.receivedAt)),
      '',
      'The website told them we will be in touch soon with their login credentials. Please set up the trial account and send them; reply to this e-mail to answer them directly.',
      '',
      ...submissionContextSection(visitorForms.trial, input.submission),
      '',
    ].join('\n'),
  };
}

/**
 * To the visitor: details received, no credit card needed, credentials to follow, and how to reach
 * support. Like the other confirmations it repeats nothing they typed, not even their first name
 * (issue 57: the address is unverified; anything echoed could be a stranger's text sent through our server).
 */
export function trialConfirmationMail(input: TrialMailInput, settings: TrialMailSettings): OutgoingMail {
  const brand = settings.brandName;
  return {
    from: settings.from,
    to: input.submission.email,
    replyTo: settings.supportMailbox,
    subject: trialSubjects.confirmation,
    text: [
      'Hello,',
      '',
      `Thank you for signing up for a ${trialDays}-day free trial of ${brand}. We've received your details.`,
      '',
      'Your trial needs no credit card. We are setting up your account and will send your login credentials to this e-mail address soon.',
      '',
      'If you have any questions in the meantime, our support team is here to help:',
      `  Email:   ${settings.supportMailbox}`,
      `  Hotline: ${settings.supportHotline}`,
      '',
      'Kind regards,',
      `The ${brand} team`,
      '',
    ].join('\n'),
  };
}

export function trialMails(input: TrialMailInput, settings: TrialMailSettings): InternalWithConfirmation {
  return { internal: trialInternalMail(input, settings), confirmation: trialConfirmationMail(input, settings) };
}
