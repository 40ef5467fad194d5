import type { Order } from '@brass/shared/contract';
import styles from './OrderDetails.module.css';

export function ShippingAddress({ address }: { address: Order['shippingAddress'] }) {
  return (
    <section className={styles.box}>
      <h3 className={styles.boxTitle}>Shipping address</h3>
      <address className={styles.address}>
        <strong>
          {address.firstName} {address.lastName}
        </strong>
        <span>{address.street}</span>
        <span>
          {address.city}, {address.state} {address.zipcode}
        </span>
        <span>Phone: {address.phoneNumber}</span>
      </address>
    </section>
  );
}
