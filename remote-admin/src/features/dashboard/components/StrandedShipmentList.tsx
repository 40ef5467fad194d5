import type { AdminDashboard } from '@brass/shared/contracts/admin';
import { Link } from '@brass/shared/router';
import { formatWhen } from '../../../utils/format-when';
import styles from './BackgroundWork.module.css';
import screen from './DashboardScreen.module.css';
import { TryAgainButton } from './TryAgainButton';

type StrandedShipment = AdminDashboard['strandedShipments'][number];

interface Props {
  shipments: StrandedShipment[];
  /** Asks the API to book the shipment now; settles when it has answered. */
  onBook: (shipment: StrandedShipment) => Promise<void>;
}

/**
 * Paid orders Shiprocket keeps refusing: the shop keeps trying on its own (at least every half hour),
 * and the staff can book one at once, for instance as soon as Shiprocket is back.
 */
export function StrandedShipmentList({ shipments, onBook }: Props) {
  if (shipments.length === 0) return <p className={screen.calm}>Every paid order has its shipment booked.</p>;
  return (
    <ul className={screen.list}>
      {shipments.map((shipment) => (
        <li key={shipment.orderNumber} className={screen.item}>
          <div className={styles.what}>
            <Link className={styles.title} to={`/admin/orders/${encodeURIComponent(shipment.orderNumber)}`}>
              {shipment.orderNumber}
            </Link>
            <span className={styles.meta}>
              Placed <time dateTime={shipment.placedAt}>{formatWhen(shipment.placedAt)}</time>;{' '}
              {shipment.attempts} attempts
              {shipment.nextAttemptAt && (
                <>
                  , the next{' '}
                  <time dateTime={shipment.nextAttemptAt}>{formatWhen(shipment.nextAttemptAt)}</time>
                </>
              )}
            </span>
            <span className={styles.reason}>{shipment.reason ?? 'Being booked right now.'}</span>
          </div>
          <TryAgainButton
            label="Book again"
            working="Booking..."
            name={`Book again: the shipment of ${shipment.orderNumber}`}
            onPress={() => onBook(shipment)}
          />
        </li>
      ))}
    </ul>
  );
}
