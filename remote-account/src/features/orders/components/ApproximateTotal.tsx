import type { CheckoutCountry } from '@brass/shared/address-rules';
import { approximateAmount, formatApproximate } from '@brass/shared/approximate-amount';
import { CHECKOUT_COUNTRIES } from '@brass/shared/constants';
import type { Order } from '@brass/shared/contracts/orders';
import { formatRupees } from '@brass/shared/money';
import { usePricing } from '../api/get-pricing';
import styles from './ApproximateTotal.module.css';

const rateDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function abroadCountryOf(order: Order): Exclude<CheckoutCountry, 'India'> | null {
  const { country } = order.shippingAddress;
  const known = CHECKOUT_COUNTRIES.find((name) => name === country);
  return known && known !== 'India' ? known : null;
}

/**
 * An order shipped abroad: its rupee total in the shopper's currency, at the rate the owner set and
 * dated, so it reads as a guide (the shop charged rupees; the shopper's bank converted them). Nothing
 * for an order in India, nor while the owner has set no rate.
 */
export function ApproximateTotal({ order }: { order: Order }) {
  const country = abroadCountryOf(order);
  const pricing = usePricing(country !== null);
  if (!country || pricing.status !== 'success') return null;
  const approximate = approximateAmount(order.totalAmount, country, pricing.data.exchangeRates);
  if (!approximate) return null;
  const setOn = rateDate.format(new Date(`${approximate.setOn}T00:00:00Z`));
  return (
    <p className={styles.approximate}>
      {`${formatApproximate(approximate)} · at the shop's rate of ${setOn}; you pay ${formatRupees(order.totalAmount)}`}
    </p>
  );
}
