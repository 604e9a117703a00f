import { submissionContextShape } from './attribution';
import * as z from 'zod/mini';
import { emailText, maxEmailLength, oneLineText, phonePattern } from './fields';
import { firstValue, singleValues, type DecodedFormPost, type FormPostValues } from './formPost';
import { siteTimeZone, timeZoneOffsetAtWallClock } from './timeZone';

/**
 * The Book a Demo / Talk-to-an-expert request (spec sections 3 and 5): one schema for the browser
 * form (what the visitor sees) and mail-api (the authority). The visible texts are the spec's.
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
const areaValues = areaOptions.map((option) => option.value) as [Area, ...Area[]];

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

/** getTimezoneOffset() runs from -840 (UTC+14) to 720 (UTC-12). */
const maxOffsetMinutes = 840;

const textMessages = { required: requestMessages.required, tooLong: requestMessages.tooLong };

function text(max: number) {
  return oneLineText(max, textMessages);
}

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

export interface RequestSchemaOptions {
  /**
   * How far in the past a demo's preferred time may be. 0 in the browser; the server allows a
   * few minutes for the time between picking "now" and the request arriving, and for clock skew.
   */
  readonly graceMinutes?: number;
}

/**
 * The schema for one kind of request, judged at `now`. A function of `now` (not `Date.now()`
 * inside) so tests fix the clock and the server judges each request at its arrival.
 */
export function requestSchema(kind: RequestKind, now: Date, { graceMinutes = 0 }: RequestSchemaOptions = {}) {
  // The form offers minutes only, so "now" is the start of the current minute.
  const earliest = Math.floor(now.getTime() / 60_000) * 60_000 - graceMinutes * 60_000;

  return z
    .object({
      fullName: text(requestFieldMaxLengths.fullName),
      email: emailText({ ...textMessages, format: requestMessages.email }),
      phone: text(requestFieldMaxLengths.phone).check(z.regex(phonePattern, { error: requestMessages.phone })),
      organisation: text(requestFieldMaxLengths.organisation),
      role: text(requestFieldMaxLengths.role),
      areas: z.pipe(
        z.string({ error: requestMessages.required }).check(z.trim(), z.minLength(1, { error: requestMessages.required })),
        z.enum(areaValues, { error: requestMessages.area }),
      ),
      preferredTime: z
        .string({ error: requestMessages.required })
        .check(
          z.trim(),
          z.minLength(1, { error: requestMessages.required }),
          z.refine(isLocalDateTime, { error: requestMessages.dateTime }),
        ),
      // Sent by the form from `new Date().getTimezoneOffset()`: the server cannot know the visitor's zone.
      // Its checks carry no message of their own: their issues read the number's `required`.
      timeZoneOffsetMinutes: z
        .number({ error: requestMessages.required })
        .check(z.int(), z.gte(-maxOffsetMinutes), z.lte(maxOffsetMinutes)),
      privacyAccepted: z.literal(true, { error: requestMessages.privacy }),
      ...submissionContextShape,
    })
    .check(
      z.refine(
        ({ preferredTime, timeZoneOffsetMinutes }) =>
          kind !== 'demo' || (localDateTimeToInstant(preferredTime, timeZoneOffsetMinutes)?.getTime() ?? 0) >= earliest,
        {
          error: requestMessages.pastTime,
          path: ['preferredTime'],
          // Judge the time even when other fields are wrong, so the visitor sees every problem at once;
          // only skip it when the time itself (or its zone) is already reported.
          // (A root-level issue means the body was not even an object.)
          when: ({ issues }) =>
            issues.every(({ path = [] }) => path.length > 0 && path[0] !== 'preferredTime' && path[0] !== 'timeZoneOffsetMinutes'),
        },
      ),
    );
}

/** An offset as the script sends it in a hidden input: a number, or nothing usable. */
const postedNumberPattern = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A request posted as plain HTML (issue 46): the seven fields as typed, the privacy box ticked when
 * posted at all (any value), and the time zone offset as posted by the script when it ran, else the
 * site's zone's offset on the chosen date (a visitor without script is most likely in Australia's east,
 * where the company is, and the e-mail shows staff the zone that was assumed).
 */
export function requestFromFormPost(values: FormPostValues): DecodedFormPost {
  const posted = firstValue(values, 'timeZoneOffsetMinutes')?.trim() ?? '';
  const preferredTime = firstValue(values, 'preferredTime')?.trim() ?? '';
  const timeZoneOffsetMinutes = postedNumberPattern.test(posted)
    ? Number(posted)
    : // A time that is no date and time is refused with its own message; any offset then keeps the schema
      // from adding a second one, for an offset the page does not show.
      (timeZoneOffsetMinutesAt(preferredTime) ?? 0);
  return {
    ...singleValues(values, requestFieldNames),
    timeZoneOffsetMinutes,
    // Unticked, it is left missing, so the schema gives its privacy message.
    ...(values('privacyAccepted').length > 0 ? { privacyAccepted: true } : {}),
  };
}

export type RequestSchema = ReturnType<typeof requestSchema>;
/** What the form holds and sends (before trimming). */
export type RequestInput = z.input<RequestSchema>;
/** A validated request: trimmed, `areas` one of the four values, privacy accepted. */
export type RequestSubmission = z.infer<RequestSchema>;
