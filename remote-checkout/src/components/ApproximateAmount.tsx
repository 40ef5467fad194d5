import type { CheckoutCountry } from '@brass/shared/address-rules';
import { approximateAmount, formatApproximate } from '@brass/shared/approximate-amount';
import type { PricingSettings } from '@brass/shared/contracts/checkout';
import { formatRupees } from '@brass/shared/money';
import styles from './ApproximateAmount.module.css';

const rateDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

interface Props {
  /** The rupee amount the shopper pays. */
  rupees: number;
  country: CheckoutCountry;
  exchangeRates: PricingSettings['exchangeRates'];
}

/**
 * The rupee total in the shopper's currency abroad, at the rate the owner set and dated, so it reads as
 * a guide: the shop charges rupees and the shopper's bank converts them at its own rate. Nothing in
 * India, nor while the owner has set no rate.
 */
export function ApproximateAmount({ rupees, country, exchangeRates }: Props) {
  const approximate = approximateAmount(rupees, country, exchangeRates);
  if (!approximate) return null;
  const setOn = rateDate.format(new Date(`${approximate.setOn}T00:00:00Z`));
  return (
    <p className={styles.approximate}>
      {`${formatApproximate(approximate)} · at the shop's rate of ${setOn}; you pay ${formatRupees(rupees)}`}
    </p>
  );
}
