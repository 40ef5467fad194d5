// The shop keeps India's time, whoever opens the back office and wherever.
const dateAndTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** '25 Nov 2026, 2:35 pm' (India time) for an ISO timestamp the API sends. */
export function formatWhen(iso: string): string {
  return dateAndTime.format(new Date(iso));
}

/** '25 Nov 2026' (India time). */
export function formatDay(iso: string): string {
  return dateOnly.format(new Date(iso));
}
