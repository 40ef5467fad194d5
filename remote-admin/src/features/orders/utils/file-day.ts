/** Today in India, `2026-11-30`, for the names of the day's files. */
export function fileDay(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}
