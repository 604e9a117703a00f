import { siteTimeZone, timeZoneOffsetMinutesAt } from './index';

describe('timeZoneOffsetMinutesAt', () => {
  it("is the site's zone, Sydney (Canberra's clock), unless told another", () => {
    expect(siteTimeZone).toBe('Australia/Sydney');
    expect(timeZoneOffsetMinutesAt('2026-01-15T10:00')).toBe(timeZoneOffsetMinutesAt('2026-01-15T10:00', 'Australia/Sydney'));
  });

  it.each([
    ['Sydney in summer (AEDT)', '2026-01-15T10:00', 'Australia/Sydney', -660],
    ['Sydney in winter (AEST)', '2026-07-15T10:00', 'Australia/Sydney', -600],
    ['New York in January', '2026-01-15T10:00', 'America/New_York', 300],
    ['New York in July', '2026-07-15T10:00', 'America/New_York', 240],
    ['India (half an hour, no daylight saving)', '2026-07-15T10:00', 'Asia/Kolkata', -330],
    ['UTC', '2026-07-15T00:00', 'UTC', 0],
  ])('gives the getTimezoneOffset() of %s for that date', (_name, value, timeZone, offset) => {
    expect(timeZoneOffsetMinutesAt(value, timeZone)).toBe(offset);
  });

  it('is right either side of a change of the clocks', () => {
    // Sydney goes back from 3:00 AEDT to 2:00 AEST on 5 April 2026, and forward from 2:00 AEST to 3:00 AEDT on 4 October.
    expect(timeZoneOffsetMinutesAt('2026-04-05T01:59')).toBe(-660);
    expect(timeZoneOffsetMinutesAt('2026-04-05T03:00')).toBe(-600);
    expect(timeZoneOffsetMinutesAt('2026-10-04T01:59')).toBe(-600);
    expect(timeZoneOffsetMinutesAt('2026-10-04T03:00')).toBe(-660);
  });

  it('reads a skipped time as the hour after and a repeated one as its first passing, as Date does', () => {
    // 2:30 on 4 October does not exist: with the offset before the change it is 3:30 AEDT.
    expect(timeZoneOffsetMinutesAt('2026-10-04T02:30')).toBe(-600);
    // 2:30 on 5 April happens twice: first in AEDT.
    expect(timeZoneOffsetMinutesAt('2026-04-05T02:30')).toBe(-660);
  });

  it.each(['', '2026-02-30T10:00', '2026-01-15', '2026-01-15T24:00', 'tomorrow'])('is undefined for %j, no date and time', (value) => {
    expect(timeZoneOffsetMinutesAt(value)).toBeUndefined();
  });
});
