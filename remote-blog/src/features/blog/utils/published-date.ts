// Dates are Indian calendar dates wherever the reader is, so a post written late in the evening in
// India is not shown as published on the next day (or the day before) abroad.
const publishedDateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** e.g. '5 March 2025'; an unreadable date is shown as sent rather than breaking the page. */
export function formatPublishedDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : publishedDateFormat.format(date);
}
