import type { Order } from '@brass/shared/contracts/orders';
import styles from './OrderDetails.module.css';

interface Props {
  address: Order['shippingAddress'];
  /** 2 on the order's own page, 3 inside a row of My Orders. */
  headingLevel?: 2 | 3;
}

export function ShippingAddress({ address, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.box}>
      <Heading className={styles.boxTitle}>Shipping address</Heading>
      <address className={styles.address}>
        <strong>
          {address.firstName} {address.lastName}
        </strong>
        <span>{address.street}</span>
        <span>
          {[address.city, address.state].filter(Boolean).join(', ')} {address.zipcode}
        </span>
        {/* Said for a parcel abroad; every other order goes within India. */}
        {address.country && address.country !== 'India' && <span>{address.country}</span>}
        <span>Phone: {address.phoneNumber}</span>
      </address>
    </section>
  );
}
