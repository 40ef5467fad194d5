/**
 * The cart's and the checkout's totals. Pure and shared by the browser and the API, so that the amount the
 * shopper sees is the amount the server charges.
 */
import { CART_DELIVERY_CHARGE, DEFAULT_TAX_RATE } from './constants';

export interface PricedLine {
  price: number;
  quantity: number;
}

export interface CartTotals {
  subtotal: number;
  delivery: number;
  tax: number;
  total: number;
}

export interface CheckoutTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

// Sums of float rupees drift (0.1 + 0.2); two decimals is all money ever has.
function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  // Summed in whole paise, where addition is exact.
  let paise = 0;
  for (const line of lines) paise += Math.round(line.price * 100) * line.quantity;
  return paise / 100;
}

/** Whole rupees. */
export function taxOf(subtotal: number, rate: number = DEFAULT_TAX_RATE): number {
  // Rounded once: rounding to paise first would turn 4.4952 into 4.5 and then up to 5.
  return Math.round(subtotal * rate);
}

/** The cart page: flat delivery, no courier chosen yet. */
export function cartTotals(lines: readonly PricedLine[], rate: number = DEFAULT_TAX_RATE): CartTotals {
  const subtotal = subtotalOf(lines);
  const tax = taxOf(subtotal, rate);
  return {
    subtotal,
    delivery: CART_DELIVERY_CHARGE,
    tax,
    total: roundMoney(subtotal + CART_DELIVERY_CHARGE + tax),
  };
}

/** The checkout page and the server's order: the chosen courier's rate replaces the flat delivery. */
export function checkoutTotals(
  lines: readonly PricedLine[],
  courierRate: number,
  rate: number = DEFAULT_TAX_RATE,
): CheckoutTotals {
  const subtotal = subtotalOf(lines);
  const shipping = roundMoney(courierRate);
  const tax = taxOf(subtotal, rate);
  return { subtotal, shipping, tax, total: roundMoney(subtotal + shipping + tax) };
}
