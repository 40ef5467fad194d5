import type { Order } from '@brass/shared/contracts/orders';
import { Link } from '@brass/shared/router';
import type { ProductImages } from '../api/get-product-images';
import type { TrackingState } from '../api/track-shipment';
import { OrderItems } from './OrderItems';
import { ShippingAddress } from './ShippingAddress';
import { TrackingBox } from './TrackingBox';
import styles from './OrderDetails.module.css';

interface Props {
  order: Order;
  productImages: ProductImages;
  tracking: TrackingState | undefined;
  onTrack: () => void;
}

export function OrderDetails({ order, productImages, tracking, onTrack }: Props) {
  return (
    <div className={styles.details}>
      <Link to={`/orders/${encodeURIComponent(order.orderNumber)}`} className={styles.pageLink}>
        Order page: delivery date, payment and invoice
      </Link>
      <div className={styles.boxes}>
        <ShippingAddress address={order.shippingAddress} />
        {order.shiprocketAwbCode && (
          <TrackingBox awbCode={order.shiprocketAwbCode} tracking={tracking} onTrack={onTrack} />
        )}
      </div>
      <OrderItems order={order} productImages={productImages} />
    </div>
  );
}
