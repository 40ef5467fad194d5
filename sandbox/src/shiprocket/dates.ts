/** Shiprocket writes times in India's time zone. */
const parts = (ms: number, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hourCycle: 'h23', ...options })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;

/** `2026-11-20 15:30:00`, as in tracking events and AWB assignment. */
export function istDateTime(ms: number): string {
  const p = parts(ms, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `Nov 25, 2026`, the `etd` of a courier in serviceability. */
export function etdDate(ms: number): string {
  const p = parts(ms, { year: 'numeric', month: 'short', day: '2-digit' });
  return `${p.month} ${p.day}, ${p.year}`;
}
