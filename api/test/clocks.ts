import { onTestFinished, vi } from 'vitest';

const realMonotonicNow = performance.now.bind(performance);

/**
 * Moves the clocks of a test with faked `Date` on by `ms`: the wall clock that tokens and stored times
 * read, and the monotonic one (`performance.now`) by which the in-process caches age their answers.
 * The monotonic clock is set back when the test ends.
 */
export async function moveClocksOn(ms: number): Promise<void> {
  vi.setSystemTime(Date.now() + ms);
  const ahead = performance.now() - realMonotonicNow() + ms;
  const monotonic = vi.spyOn(performance, 'now').mockImplementation(() => realMonotonicNow() + ahead);
  onTestFinished(() => monotonic.mockRestore());
  // lru-cache reuses a reading of the monotonic clock for a millisecond.
  await new Promise((resolve) => setTimeout(resolve, 2));
}
