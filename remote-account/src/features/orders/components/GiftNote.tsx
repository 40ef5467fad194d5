import type { Order } from '@brass/shared/contracts/orders';
import styles from './OrderDetails.module.css';

/** A gift's box on the order's page: what its packing slip says, and that it shows no prices. */
export function GiftNote({ gift }: { gift: NonNullable<Order['gift']> }) {
  return (
    <section className={styles.box}>
      <h2 className={styles.boxTitle}>Gift</h2>
      <p>Sent as a gift: the packing slip shows no prices.</p>
      {gift.message && (
        <>
          <p>Your message on the packing slip:</p>
          <blockquote className={styles.giftMessage}>{gift.message}</blockquote>
        </>
      )}
    </section>
  );
}
