import { submissionContextShape } from './attribution';
import * as z from 'zod/mini';
import { phonePattern } from './fieldConstants';
import { emailText, oneLineText } from './fields';
import { firstValue, singleValues, type DecodedFormPost, type FormPostValues } from './formPost';
import {
  areaOptions,
  isLocalDateTime,
  localDateTimeToInstant,
  requestFieldMaxLengths,
  requestFieldNames,
  requestMessages,
  timeZoneOffsetMinutesAt,
  type Area,
  type RequestKind,
} from './requestFields';

/**
 * The Book a Demo / Talk-to-an-expert request (spec sections 3 and 5): one schema for the browser
 * form (what the visitor sees) and mail-api (the authority). The visible texts are the spec's.
 */

const areaValues = areaOptions.map((option) => option.value) as [Area, ...Area[]];

/** getTimezoneOffset() runs from -840 (UTC+14) to 720 (UTC-12). */
const maxOffsetMinutes = 840;

const textMessages = { required: requestMessages.required, tooLong: requestMessages.tooLong };

function text(max: number) {
  return oneLineText(max, textMessages);
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
