import type { Order } from '@brass/shared/contracts/orders';
import { formatRupees } from '@brass/shared/money';
import { useId } from 'react';
import type { ProductImages } from '../api/get-product-images';
import type { TrackingState } from '../api/track-shipment';
import { formatOrderDate } from '../utils/format-date';
import { OrderDetails } from './OrderDetails';
import { StatusBadge, TrackedBadge } from './StatusBadge';
import styles from './OrderRow.module.css';

interface Props {
  order: Order;
  open: boolean;
  onToggle: () => void;
  productImages: ProductImages;
  tracking: TrackingState | undefined;
  onTrack: () => void;
}

/** One order as a disclosure: the summary is the button, the details show below it when open. */
export function OrderRow({ order, open, onToggle, productImages, tracking, onTrack }: Props) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <li className={open ? `${styles.order} ${styles.open}` : styles.order}>
      <h2 className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.summary}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
        >
          <span className={styles.number}>Order #{order._id}</span>
          <time className={styles.date} dateTime={order.createdAt}>
            {formatOrderDate(order.createdAt)}
          </time>
          <span className={styles.meta}>
            <span className={styles.badges}>
              <StatusBadge status={order.status} />
              {order.shiprocketAwbCode && <TrackedBadge />}
            </span>
            <span className={styles.total}>{formatRupees(order.totalAmount)}</span>
          </span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h2>
      {open && (
        <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel}>
          <OrderDetails order={order} productImages={productImages} tracking={tracking} onTrack={onTrack} />
        </div>
      )}
    </li>
  );
}
