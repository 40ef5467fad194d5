import type { CheckoutCountry } from '@brass/shared/address-rules';
import type { PricingSettings } from '@brass/shared/contracts/checkout';
import { formatRupees } from '@brass/shared/money';
import { shortOfFreeDelivery } from '@brass/shared/pricing';
import styles from './FreeDeliveryNote.module.css';

interface Props {
  /** Rupees: the goods, which decide free delivery. */
  subtotal: number;
  pricing: PricingSettings;
  /** Free delivery is offered within India only. */
  destination: CheckoutCountry;
}

/**
 * How much more ships the order free, or that it ships free; nothing when the shop has no
 * free-delivery threshold, or when the parcel goes abroad. A status region, so that a changed quantity is announced too.
 */
export function FreeDeliveryNote({ subtotal, pricing, destination }: Props) {
  if (pricing.freeDeliveryThreshold === null || destination !== 'India') return null;
  const short = shortOfFreeDelivery(subtotal, pricing, destination);
  return (
    <p role="status" className={short === null ? `${styles.note} ${styles.free}` : styles.note}>
      {short === null ? 'Free delivery on this order.' : `Add ${formatRupees(short)} more for free delivery.`}
    </p>
  );
}
