/**
 * The cart's and the checkout's totals. Pure and shared by the browser and the API, so that the amount the
 * shopper sees is the amount the server charges: both price with the same pricing settings (the tax rate,
 * the cart page's delivery fee and the free-delivery threshold the owner set, GET /api/settings/pricing).
 */
import type { CheckoutCountry } from './address-rules';
import { DEFAULT_COD_FEE, DEFAULT_COD_LIMIT } from './cash-on-delivery';
import { CART_DELIVERY_CHARGE, DEFAULT_TAX_RATE } from './constants';
import type { PricingSettings } from './contracts/checkout';
import type { PaymentMethod } from './contracts/orders';

export interface PricedLine {
  price: number;
  quantity: number;
}

export interface CartTotals {
  subtotal: number;
  /** Rupees a coupon took off the goods; tax is charged on what remains. */
  discount: number;
  delivery: number;
  tax: number;
  total: number;
  /** The subtotal reached the free-delivery threshold, so delivery is 0. */
  freeDelivery: boolean;
}

export interface CheckoutTotals {
  subtotal: number;
  /** Rupees a coupon took off the goods; tax is charged on what remains. */
  discount: number;
  shipping: number;
  tax: number;
  /** The shop's charge for collecting cash; 0 when paid online. */
  codFee: number;
  total: number;
  /** The subtotal reached the free-delivery threshold, so shipping is 0 whichever courier carries it. */
  freeDelivery: boolean;
}

/**
 * The pricing settings with only a tax rate given (a fraction, 0.12 for 12 percent, as callers before
 * the pricing settings passed it): the default delivery fee, delivery never free, and the default cash
 * on delivery fee and limit. A whole settings object is answered as it is.
 */
export function pricingOf(pricing: PricingSettings | number): PricingSettings {
  if (typeof pricing !== 'number') return pricing;
  // Hundredths of a percent is the finest rate the owner can set.
  return {
    taxRatePercent: Math.round(pricing * 10_000) / 100,
    deliveryFee: CART_DELIVERY_CHARGE,
    freeDeliveryThreshold: null,
    codFee: DEFAULT_COD_FEE,
    codLimit: DEFAULT_COD_LIMIT,
    exchangeRates: { USD: null, GBP: null },
    exportsZeroRated: false,
  };
}

/**
 * What the shop charges until the owner sets otherwise: 12 percent tax, ₹120 on the cart page, never
 * free, and ₹50 for cash on delivery on orders up to ₹10,000.
 */
export const DEFAULT_PRICING: PricingSettings = pricingOf(DEFAULT_TAX_RATE);

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

/** Whole rupees: `percent` of the subtotal. */
function taxAtPercent(subtotal: number, percent: number): number {
  // Paise times hundredths of a percent are whole numbers, so their product is exact; rounded once,
  // at the end: rounding to paise first would turn 4.4952 into 4.5 and then up to 5.
  return Math.round((Math.round(subtotal * 100) * Math.round(percent * 100)) / 1_000_000);
}

/** Whole rupees; `rate` is a fraction (0.12 for 12 percent). */
export function taxOf(subtotal: number, rate: number = DEFAULT_TAX_RATE): number {
  return taxAtPercent(subtotal, rate * 100);
}

/** Free delivery is the shop's offer within India; a parcel abroad always pays its courier. */
function shipsFree(
  subtotal: number,
  { freeDeliveryThreshold }: PricingSettings,
  destination: CheckoutCountry,
): boolean {
  return destination === 'India' && freeDeliveryThreshold !== null && subtotal >= freeDeliveryThreshold;
}

/**
 * Whole rupees of tax: the tax rate of the subtotal, except on an export under the owner's letter of
 * undertaking, which is zero-rated.
 */
function taxFor(subtotal: number, settings: PricingSettings, destination: CheckoutCountry): number {
  if (destination !== 'India' && settings.exportsZeroRated) return 0;
  return taxAtPercent(subtotal, settings.taxRatePercent);
}

/**
 * Rupees the goods must come to more for free delivery; null when they ship free already, or when
 * the shop has no free-delivery threshold.
 */
export function shortOfFreeDelivery(
  subtotal: number,
  pricing: PricingSettings,
  destination: CheckoutCountry = 'India',
): number | null {
  if (pricing.freeDeliveryThreshold === null || destination !== 'India') return null;
  if (shipsFree(subtotal, pricing, destination)) return null;
  return roundMoney(pricing.freeDeliveryThreshold - subtotal);
}

/**
 * The cart page: the flat delivery fee, no courier chosen yet. `pricing` is the shop's pricing
 * settings, or only its tax rate as a fraction (see pricingOf); `destination` the shopper's country;
 * `discount` the rupees a coupon takes off the goods, as the server priced it.
 */
export function cartTotals(
  lines: readonly PricedLine[],
  pricing: PricingSettings | number = DEFAULT_PRICING,
  destination: CheckoutCountry = 'India',
  discount = 0,
): CartTotals {
  const settings = pricingOf(pricing);
  const subtotal = subtotalOf(lines);
  const freeDelivery = shipsFree(subtotal, settings, destination);
  const delivery = freeDelivery ? 0 : settings.deliveryFee;
  const goods = roundMoney(subtotal - discount);
  const tax = taxFor(goods, settings, destination);
  return { subtotal, discount, delivery, tax, total: roundMoney(goods + delivery + tax), freeDelivery };
}

/**
 * The checkout page and the server's order: the chosen courier's rate replaces the flat delivery fee,
 * and is not charged when the goods reach the free-delivery threshold within India. Paid on delivery
 * (`cod`), the order also carries the owner's COD fee. An order to `destination` abroad is an export.
 * A coupon's `discount` comes off the goods before tax; the free-delivery threshold still counts the
 * goods at their prices, as the shop's offer on a cart's size stands beside any code.
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  courierRate: number,
  pricing: PricingSettings | number = DEFAULT_PRICING,
  paymentMethod: PaymentMethod = 'online',
  destination: CheckoutCountry = 'India',
  discount = 0,
): CheckoutTotals {
  const settings = pricingOf(pricing);
  const subtotal = subtotalOf(lines);
  const freeDelivery = shipsFree(subtotal, settings, destination);
  const shipping = freeDelivery ? 0 : roundMoney(courierRate);
  const goods = roundMoney(subtotal - discount);
  const tax = taxFor(goods, settings, destination);
  const codFee = paymentMethod === 'cod' ? settings.codFee : 0;
  return {
    subtotal,
    discount,
    shipping,
    tax,
    codFee,
    total: roundMoney(goods + shipping + tax + codFee),
    freeDelivery,
  };
}
