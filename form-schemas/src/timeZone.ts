/**
 * The site's home time zone. The company is in Canberra, whose clock is Sydney's (AEST, AEDT in
 * summer): staff read every time in it, and a form posted without its script (so without the
 * browser's offset, issue 46) is taken to name a time in it.
 */
export const siteTimeZone = 'Australia/Sydney';

const minuteMs = 60_000;
/** Zone transitions are months apart, so a day either side of a time is on each side of any transition. */
const dayMs = 24 * 60 * minuteMs;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `instant` in `timeZone`, read as if it were UTC (epoch ms). */
function wallClockAt(instant: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    // h23: midnight is 00, never the 24 some engines give with hour12: false.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
}

/** How far `timeZone` is ahead of UTC at `instant`, in minutes (Sydney in summer: 660). */
function minutesAheadAt(instant: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return Math.round((wallClockAt(wholeSeconds, timeZone) - wholeSeconds) / minuteMs);
}

/**
 * The `getTimezoneOffset()` a browser in `timeZone` gives at the wall-clock time `wallClock` (a local
 * date and time read as if it were UTC, epoch ms): UTC minus local time, so Sydney in summer is -660.
 * It is that date's offset, daylight saving included. A time the clocks skip (going forward) takes the
 * offset before the change, so it reads as the hour after; a time they pass twice (going back) takes
 * the first, as JavaScript's own Date does for a local time.
 */
export function timeZoneOffsetAtWallClock(wallClock: number, timeZone: string = siteTimeZone): number {
  const before = minutesAheadAt(wallClock - dayMs, timeZone);
  const after = minutesAheadAt(wallClock + dayMs, timeZone);
  // Whichever offset names this wall clock (both, in the repeated hour: the earlier instant, the larger offset).
  const fits = [before, after].filter((ahead) => minutesAheadAt(wallClock - ahead * minuteMs, timeZone) === ahead).sort((a, b) => b - a);
  // 0 - ahead, not -ahead: UTC's offset is 0, never -0.
  return 0 - (fits[0] ?? before);
}
