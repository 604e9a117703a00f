import { maxEmailLength } from './fieldConstants';
import { siteTimeZone, timeZoneOffsetAtWallClock } from './timeZone';

/**
 * The Book a Demo / Talk-to-an-expert request's fields as plain values (no zod): kinds, names,
 * labels, options, the spec's messages, length caps and the date-time helpers. The form renders
 * and checks from these before its schema (request.ts) has arrived; mail-api's e-mail reads the
 * same labels.
 */

export const requestKinds = ['demo', 'expert'] as const;
export type RequestKind = (typeof requestKinds)[number];

/** The seven visible fields, in form order (focus goes to the first invalid one in this order). */
export const requestFieldNames = ['fullName', 'email', 'phone', 'organisation', 'role', 'areas', 'preferredTime'] as const;
export type RequestFieldName = (typeof requestFieldNames)[number];

/** Labels used by the form and by the internal e-mail, so staff read what the visitor read. */
export const requestFieldLabels: Readonly<Record<RequestFieldName, string>> = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  organisation: 'Organisation',
  role: 'Role',
  areas: 'Areas of interest',
  preferredTime: 'Preferred time',
};

/** The stored values are the spec's; "payroll" is labelled Accounting. */
export const areaOptions = [
  { value: 'scheduling', label: 'Scheduling' },
  { value: 'payroll', label: 'Accounting' },
  { value: 'hr', label: 'HR' },
  { value: 'ndis', label: 'NDIS Features' },
] as const;
export type Area = (typeof areaOptions)[number]['value'];

export function areaLabel(area: Area): string {
  return areaOptions.find((option) => option.value === area)?.label ?? area;
}

export const requestMessages = {
  required: 'Required',
  email: 'Enter an email address like name@example.com',
  phone: 'Enter a phone number, for example 02 5550 1234',
  area: 'Choose one of the listed areas',
  dateTime: 'Enter a date and time',
  pastTime: 'Choose a time from now on',
  privacy: 'Please agree to the Privacy Policy before submitting.',
  tooLong: (max: number) => `Keep this under ${max} characters`,
} as const;

/** Length caps: generous for real values, small enough to keep e-mails readable. Email: RFC 5321's 254. */
export const requestFieldMaxLengths = { fullName: 100, email: maxEmailLength, phone: 30, organisation: 150, role: 100 } as const;

// What <input type="datetime-local"> gives without a `step`: minutes, no seconds, no zone.
const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock fields of `YYYY-MM-DDTHH:mm`, or undefined if it is not a real date and time. */
function localDateTimeParts(value: string): number[] | undefined {
  const match = localDateTimePattern.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  // Date.UTC rolls 31 February over into March; a round trip catches that.
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
  return real ? [year, month, day, hour, minute] : undefined;
}

export function isLocalDateTime(value: string): boolean {
  return localDateTimeParts(value) !== undefined;
}

/**
 * The instant a local `YYYY-MM-DDTHH:mm` names, for a visitor whose `getTimezoneOffset()` was
 * `offsetMinutes` (UTC minus local time, so Sydney in summer is -660).
 */
export function localDateTimeToInstant(value: string, offsetMinutes: number): Date | undefined {
  const parts = localDateTimeParts(value);
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts as [number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute) + offsetMinutes * 60_000);
}

/**
 * The `getTimezoneOffset()` of a browser in `timeZone` (default the site's) at the local
 * `YYYY-MM-DDTHH:mm` value: that date's, so daylight saving is right. Undefined if it is no real date and time.
 */
export function timeZoneOffsetMinutesAt(value: string, timeZone: string = siteTimeZone): number | undefined {
  // The wall clock read as if it were UTC.
  const wallClock = localDateTimeToInstant(value, 0);
  return wallClock === undefined ? undefined : timeZoneOffsetAtWallClock(wallClock.getTime(), timeZone);
}

/** `date` as this browser's local `YYYY-MM-DDTHH:mm`, e.g. for a datetime-local input's `min`. */
export function toLocalDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
