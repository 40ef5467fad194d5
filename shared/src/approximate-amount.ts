/**
 * A rupee amount in the shopper's own currency abroad, from the rate the owner set: shown beside the
 * rupee amount in the cart, the checkout and the order, always marked approximate, because the shop
 * charges rupees and the shopper's bank converts them at its own rate.
 */
import type { CheckoutCountry } from './address-rules';
import type { PricingSettings } from './contracts/checkout';

export type ForeignCurrency = keyof PricingSettings['exchangeRates'];

const CURRENCY_OF: Record<Exclude<CheckoutCountry, 'India'>, ForeignCurrency> = {
  'United States': 'USD',
  'United Kingdom': 'GBP',
};

const LOCALE_OF: Record<ForeignCurrency, string> = { USD: 'en-US', GBP: 'en-GB' };

export interface ApproximateAmount {
  currency: ForeignCurrency;
  /** In the currency's units, to the cent or penny. */
  amount: number;
  /** The day the owner set the rate (`YYYY-MM-DD`). */
  setOn: string;
}

/** `rupees` in the currency of `country`; null in India, or while the owner has set no rate. */
export function approximateAmount(
  rupees: number,
  country: CheckoutCountry,
  exchangeRates: PricingSettings['exchangeRates'],
): ApproximateAmount | null {
  if (country === 'India') return null;
  const currency = CURRENCY_OF[country];
  const rate = exchangeRates[currency];
  if (!rate) return null;
  return { currency, amount: Math.round((rupees / rate.rupees) * 100) / 100, setOn: rate.setOn };
}

const formats = new Map<ForeignCurrency, Intl.NumberFormat>();

/** 'approx. $1,234.56' or 'approx. £987.65'. */
export function formatApproximate({ currency, amount }: ApproximateAmount): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_OF[currency], { style: 'currency', currency });
    formats.set(currency, format);
  }
  return `approx. ${format.format(amount)}`;
}
