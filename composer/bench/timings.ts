/**
 * The median, 95th percentile and slowest of a bench's samples, in milliseconds, rounded to
 * `decimals` places: what the committed bench files record of every timing.
 */
export function timingSummary(samples: number[], decimals = 0) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    +sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!.toFixed(decimals);
  return { runs: samples.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}
