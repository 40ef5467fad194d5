import type { ShopperRefund } from '@brass/shared/contracts/order-refunds';
import { formatRupees } from '@brass/shared/money';
import styles from './Aftercare.module.css';

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The money the shop gave back on the order, each with its reason, and whether it is on its way. */
export function RefundsList({ refunds }: { refunds: readonly ShopperRefund[] }) {
  return (
    <ul className={styles.returns} aria-label="Money back">
      {refunds.map((refund) => (
        <li key={`${refund.createdAt} ${refund.amount}`} className={styles.return}>
          <p className={styles.returnStatus}>
            <strong>
              {formatRupees(refund.amount)} {refund.status === 'processed' ? 'refunded' : 'being refunded'}
            </strong>
            {' · '}
            {day.format(new Date(refund.createdAt))}
          </p>
          <p className={styles.muted}>{refund.reason}</p>
        </li>
      ))}
    </ul>
  );
}
