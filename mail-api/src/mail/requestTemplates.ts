import {
  areaLabel,
  localDateTimeToInstant,
  requestFieldLabels,
  requestForms,
  siteTimeZone,
  type RequestKind,
  type RequestSubmission,
} from '@site/form-schemas';
import type { InternalWithConfirmation, OutgoingMail } from './message';
import { formatReceivedAt } from './newsletterTemplates';
import { submissionContextSection } from './submissionContext';

export interface RequestMailInput {
  /** Validated by the shared schema: trimmed, e-mail free of CR/LF. */
  readonly submission: RequestSubmission;
  readonly receivedAt: Date;
}

export interface RequestMailSettings {
  /** Sender of both messages (MAIL_FROM). */
  readonly from: string;
  /** Receives demo requests (ENQUIRIES_MAILBOX). */
  readonly enquiriesMailbox: string;
  /** Receives talk-to-an-expert requests (SALES_MAILBOX). */
  readonly salesMailbox: string;
  readonly brandName: string;
}

// Subjects are fixed by the specification, word for word: both confirmations say "Request for Demo".
const requestSubjects: Readonly<Record<RequestKind, { internal: string; confirmation: string }>> = {
  demo: { internal: 'Request for Demo', confirmation: 'Request for Demo' },
  expert: { internal: 'Request for talk to an expert', confirmation: 'Request for Demo' },
};

/** The team that handles each kind; its mailbox gets the request and the visitor's replies. */
function teamMailbox(kind: RequestKind, settings: RequestMailSettings): string {
  return kind === 'demo' ? settings.enquiriesMailbox : settings.salesMailbox;
}

/** Fields are single-line inputs; a JSON client could still send line breaks that fake extra lines. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ');
}

const wallClock = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' });
const sydneyClock = new Intl.DateTimeFormat('en-AU', { timeZone: siteTimeZone, dateStyle: 'full', timeStyle: 'long' });

/** getTimezoneOffset() minutes → "UTC+11:00" (the offset is UTC minus local time, hence the sign flip). */
function utcOffsetLabel(offsetMinutes: number): string {
  const east = -offsetMinutes;
  const abs = Math.abs(east);
  return `UTC${east < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The visitor's local time as they chose it, with their UTC offset, and the same instant in Sydney
 * for staff, e.g. "Wednesday, 5 March 2025 at 10:30 am (UTC+08:00); in Sydney Wednesday, 5 March 2025 at 1:30:00 pm AEDT".
 */
export function formatPreferredTime(preferredTime: string, offsetMinutes: number): string {
  const instant = localDateTimeToInstant(preferredTime, offsetMinutes);
  if (!instant) return preferredTime;
  const asWritten = new Date(instant.getTime() - offsetMinutes * 60_000);
  return `${wallClock.format(asWritten)} (${utcOffsetLabel(offsetMinutes)}); in Sydney ${sydneyClock.format(instant)}`;
}

// Values start in one column, for reading in a plain-text mail client.
const labelWidth = Math.max(...Object.values(requestFieldLabels).map((label) => label.length)) + 2;
const line = (label: string, value: string) => `${`${label}:`.padEnd(labelWidth)}${oneLine(value)}`;

/** "Label:   value" lines for the seven fields, with the area's label rather than its value. */
function requestFieldLines(submission: RequestSubmission): string[] {
  const values = {
    fullName: submission.fullName,
    email: submission.email,
    phone: submission.phone,
    organisation: submission.organisation,
    role: submission.role,
    areas: areaLabel(submission.areas),
    preferredTime: formatPreferredTime(submission.preferredTime, submission.timeZoneOffsetMinutes),
  };
  return Object.entries(values).map(([field, value]) => line(requestFieldLabels[field as keyof typeof values], value));
}

/** To the team: every field, when it arrived. Reply-To is the visitor, so staff answer directly. */
export function requestInternalMail(kind: RequestKind, input: RequestMailInput, settings: RequestMailSettings): OutgoingMail {
  const { submission } = input;
  const asked = kind === 'demo' ? `asked for a ${settings.brandName} demo` : `asked to talk to a ${settings.brandName} expert`;
  return {
    from: settings.from,
    to: teamMailbox(kind, settings),
    replyTo: submission.email,
    subject: requestSubjects[kind].internal,
    text: [
      `Someone ${asked} through the website.`,
      '',
      ...requestFieldLines(submission),
      line('Received', formatReceivedAt(input.receivedAt)),
      '',
      'The website told them we will be in touch within one business day. Reply to this e-mail to answer them directly.',
      '',
      ...submissionContextSection(requestForms[kind], submission),
      '',
    ].join('\n'),
  };
}

/**
 * To the visitor: received, and when to expect an answer. Replies go to the team that handles it.
 * It repeats nothing they typed, not even their name (issue 57): the address is unverified, so
 * anything echoed here could be text a stranger sends to someone else through our mail server.
 */
export function requestConfirmationMail(kind: RequestKind, input: RequestMailInput, settings: RequestMailSettings): OutgoingMail {
  const { submission } = input;
  const brand = settings.brandName;
  const received =
    kind === 'demo'
      ? `Thank you for requesting a ${brand} demo. We have received your request and our team will be in touch within one business day to confirm a time.`
      : `Thank you for asking to talk to a ${brand} expert. We have received your request and one of our product experts will reply within one business day.`;
  return {
    from: settings.from,
    to: submission.email,
    replyTo: teamMailbox(kind, settings),
    subject: requestSubjects[kind].confirmation,
    text: [
      'Hello,',
      '',
      received,
      '',
      'If anything changes in the meantime, just reply to this e-mail.',
      '',
      'Kind regards,',
      `The ${brand} team`,
      '',
    ].join('\n'),
  };
}

export function requestMails(kind: RequestKind, input: RequestMailInput, settings: RequestMailSettings): InternalWithConfirmation {
  return {
    internal: requestInternalMail(kind, input, settings),
    confirmation: requestConfirmationMail(kind, input, settings),
  };
}
