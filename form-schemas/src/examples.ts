import type { NewsletterSubmission } from './newsletter';
import type { RequestSubmission } from './request';
import type { TrialSubmission } from './trial';

/**
 * A valid demo/expert request, for tests on both sides of the wire. Its preferred time suits a
 * clock fixed at EXAMPLE_NOW (Sydney summer time, UTC+11).
 */
export const EXAMPLE_NOW = new Date('2025-03-04T05:06:30Z');

export const exampleRequest: RequestSubmission = {
  fullName: 'Alex Citizen',
  email: 'alex.citizen@example.com',
  phone: '02 5550 1234',
  organisation: 'Example Care Services',
  role: 'Roster manager',
  areas: 'payroll',
  preferredTime: '2025-03-05T10:30',
  timeZoneOffsetMinutes: -660,
  privacyAccepted: true,
};

/** A valid free-trial sign-up (a made-up ABN that passes the ATO check). */
export const exampleTrial: TrialSubmission = {
  firstName: 'Sam',
  lastName: 'Nguyen',
  email: 'sam.nguyen@example.com',
  phone: '0491 570 006',
  company: 'Banksia Community Care',
  abn: '98 765 432 122',
  industry: 'ndis',
  features: ['Roster & Schedule', 'Timesheet'],
  demo: 'yes',
};

export const exampleNewsletter: NewsletterSubmission = { email: 'jo.reader@example.com' };
