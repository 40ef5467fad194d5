/**
 * Money shared out in whole paise without losing one: the tax over an invoice's lines, a coupon's
 * discount over the lines it applies to.
 */

/** `total` in whole paise shared by `weights`; BigInt, since paise times paise outgrow exact doubles. */
export function proportionalShares(weights: readonly number[], total: number): number[] {
  const whole = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (whole === 0n) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(weight) * BigInt(total));
  const shares = exact.map((product) => product / whole);
  let left = BigInt(total) - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
