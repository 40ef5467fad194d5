/**
 * The wait before the next attempt of a job that failed `attempts` times: `firstMs` after the first
 * failure, twice as long after each further one, never longer than `maxMs`, so a job that keeps
 * failing is still tried regularly once its cause is gone.
 */
export function retryDelayMs(
  attempts: number,
  { firstMs, maxMs }: { firstMs: number; maxMs: number },
): number {
  // Past 2^30 the doubling means nothing but risks overflow; the cap has long taken over.
  return Math.min(firstMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30), maxMs);
}
