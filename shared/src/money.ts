/**
 * Rupee formatting with Indian digit grouping (₹1,23,45,678.50). Used by the browser and the API.
 */

/** Razorpay counts in paise; rounding absorbs float noise such as 19.99 * 100 = 1998.9999999999998. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * Whole rupees grouped the Indian way: the last three digits, then pairs (1,23,45,678). This is what
 * Intl's en-IN currency format prints for a whole amount (money.test.ts compares them over a range),
 * written out because building that formatter loads the locale's data, tens of milliseconds of a
 * phone's main thread, and every product list renders its prices as the page starts.
 */
function groupedWholeRupees(rupees: number): string {
  const digits = String(Math.abs(rupees));
  const grouped = digits.replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
  return `${Object.is(rupees, -0) || rupees < 0 ? '-' : ''}₹${grouped}`;
}

// Built when an amount first needs them, which on most pages none does.
let rupeesAndPaise: Intl.NumberFormat | undefined;
let hugeWholeRupees: Intl.NumberFormat | undefined;

/** '₹1,23,456' for whole amounts, '₹1,23,45,678.50' otherwise. */
export function formatRupees(amount: number): string {
  // Decided on the paise value so float noise (0.1 + 0.2) never shows as '₹0.30000000000000004'
  // and 99.999 reads '₹100', not '₹100.00'.
  const paise = toPaise(amount);
  if (paise % 100 !== 0) {
    rupeesAndPaise ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    return rupeesAndPaise.format(amount);
  }
  if (Number.isSafeInteger(paise)) return groupedWholeRupees(paise / 100);
  hugeWholeRupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  return hugeWholeRupees.format(amount);
}
