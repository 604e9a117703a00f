import type { RequestSubmission } from './request';

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
