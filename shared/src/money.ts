/**
 * Rupee formatting with Indian digit grouping (₹1,23,45,678.50). Used by the browser and the API.
 */

// Building an Intl.NumberFormat is far slower than using one, and lists format hundreds of prices.
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Razorpay counts in paise; rounding absorbs float noise such as 19.99 * 100 = 1998.9999999999998. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** '₹1,23,456' for whole amounts, '₹1,23,45,678.50' otherwise. */
export function formatRupees(amount: number): string {
  // Decided on the paise value so float noise (0.1 + 0.2) never shows as '₹0.30000000000000004'
  // and 99.999 reads '₹100', not '₹100.00'.
  return toPaise(amount) % 100 === 0 ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);
}
