// Built once: a list formats a date per order and per tracking event.
const orderDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const eventTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function format(formatter: Intl.DateTimeFormat, value: string): string {
  const date = new Date(value);
  // A courier's own wording of a time is still better than 'Invalid Date'.
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
}

/** '21 Nov 2025' */
export const formatOrderDate = (value: string): string => format(orderDate, value);

/** '21 Nov 2025, 3:45 pm' */
export const formatEventTime = (value: string): string => format(eventTime, value);
