/**
 * How much less than the compare-at price the price is, in whole percent rounded down, so that the
 * shop never claims a bigger saving than the shopper gets; null when there is no saving of 1 percent.
 */
export function percentOff(price: number, compareAtPrice: number | null): number | null {
  if (compareAtPrice === null || compareAtPrice <= price) return null;
  const percent = Math.floor(((compareAtPrice - price) * 100) / compareAtPrice);
  return percent >= 1 ? percent : null;
}
