// Built when a delivery date is first shown, after a pincode check: building a formatter loads the
// locale's data, which a product page's start has no use for.
let dayAndDate: Intl.DateTimeFormat | undefined;

/** '2026-11-27' → 'Friday, 27 November'. */
export function deliveryDay(isoDate: string): string {
  dayAndDate ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    // The API's date is India's calendar day: read and written as the same day wherever the browser is.
    timeZone: 'UTC',
  });
  return dayAndDate.format(new Date(`${isoDate}T00:00:00Z`));
}
