/** The median of several runs of a figure, and the lowest and highest it took. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** For an even count, the lower of the two middle values: a figure one run actually had. */
export function spreadOf(values: number[]): Spread {
  if (values.length === 0) throw new Error('No runs to take a median of');
  const sorted = values.toSorted((a, b) => a - b);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)]!,
    min: sorted[0]!,
    max: sorted.at(-1)!,
  };
}
