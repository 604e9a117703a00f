// Made on first use: building an Intl formatter loads locale data (tens of milliseconds on a slow
// phone), which would otherwise be paid at start-up by every page that imports the design system.
let longDate: Intl.DateTimeFormat | undefined;

/** "2025-02-18" → "18 February 2025" (Australian style, the same on server and browser). */
export function formatLongDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
