import { BRAND_NAME } from '@brass/shared/constants';
import type { Order } from '@brass/shared/contracts/orders';
import { Link } from '@brass/shared/router';
import { useId } from 'react';
import type { ProductImages } from '../api/get-product-images';
import { useShipmentTracking } from '../api/track-shipment';
import { formatOrderDate } from '../utils/format-date';
import { deliveryWords, paymentWords, pendingWords } from '../utils/order-words';
import { ApproximateTotal } from './ApproximateTotal';
import { GiftNote } from './GiftNote';
import { InvoiceLink } from './InvoiceLink';
import { OrderItems } from './OrderItems';
import { ShippingAddress } from './ShippingAddress';
import { StatusBadge } from './StatusBadge';
import { TrackingBox } from './TrackingBox';
import styles from './OrderConfirmation.module.css';
import detailStyles from './OrderDetails.module.css';

interface Props {
  order: Order;
  productImages: ProductImages;
  /** The shopper has just placed it: the page thanks them first. */
  placed: boolean;
}

/**
 * An order's own page: the thanks after checkout, and the order's details from My Orders later. It
 * says what was bought, where it goes, how it is paid and when it should arrive, and links to
 * tracking and the tax invoice.
 */
export function OrderConfirmation({ order, productImages, placed }: Props) {
  const trackingId = useId();
  const { tracking, track } = useShipmentTracking();
  const awb = order.shiprocketAwbCode;
  return (
    <article className={styles.order}>
      <header className={placed ? `${styles.header} ${styles.thanks}` : styles.header}>
        {placed && (
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
        )}
        <h1 className={styles.title}>
          {placed ? 'Order Placed Successfully!' : `Order ${order.orderNumber}`}
        </h1>
        {placed && <p className={styles.lead}>Thank you for shopping with {BRAND_NAME}.</p>}
        <p className={styles.number}>
          Order number <strong>{order.orderNumber}</strong>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          <StatusBadge status={order.status} />
        </p>
      </header>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Delivery</dt>
          <dd>{deliveryWords(order)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Payment</dt>
          <dd>{paymentWords(order)}</dd>
        </div>
      </dl>
      {pendingWords(order).map((words) => (
        <p key={words} className={styles.notice}>
          {words}
        </p>
      ))}

      <nav className={styles.actions} aria-label="This order">
        <a className={styles.action} href={`#${trackingId}`}>
          Track your order
        </a>
        <InvoiceLink orderNumber={order.orderNumber} className={styles.action} />
        <Link className={`${styles.action} ${styles.primary}`} to="/orders">
          View My Orders
        </Link>
      </nav>

      <div className={styles.columns}>
        <div className={`${detailStyles.box} ${styles.itemsBox}`}>
          <OrderItems order={order} productImages={productImages} headingLevel={2} />
          <ApproximateTotal order={order} />
        </div>
        <div className={styles.side}>
          <ShippingAddress address={order.shippingAddress} headingLevel={2} />
          {order.gift && <GiftNote gift={order.gift} />}
          {awb ? (
            <TrackingBox
              id={trackingId}
              awbCode={awb}
              tracking={tracking[order._id]}
              onTrack={() => track(order._id, awb)}
              headingLevel={2}
            />
          ) : (
            <section id={trackingId} className={detailStyles.box}>
              <h2 className={detailStyles.boxTitle}>Shipment tracking</h2>
              <p className={styles.pending}>
                Tracking starts once the courier has been booked for your parcel. Check back here soon.
              </p>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
