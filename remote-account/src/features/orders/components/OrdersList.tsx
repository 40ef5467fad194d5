import type { Order } from '@brass/shared/contracts/orders';
import { useState } from 'react';
import type { ProductImages } from '../api/get-product-images';
import { useShipmentTracking } from '../api/track-shipment';
import { OrderRow } from './OrderRow';
import styles from './MyOrders.module.css';

interface Props {
  orders: Order[];
  productImages: ProductImages;
}

/** One order open at a time; opening another closes the first, clicking the open one closes it. */
export function OrdersList({ orders, productImages }: Props) {
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  const { tracking, track } = useShipmentTracking();

  return (
    <ol className={styles.list}>
      {orders.map((order) => (
        <OrderRow
          key={order._id}
          order={order}
          open={order._id === openOrderId}
          onToggle={() => setOpenOrderId((current) => (current === order._id ? null : order._id))}
          productImages={productImages}
          tracking={tracking[order._id]}
          onTrack={() => {
            if (order.shiprocketAwbCode) track(order._id, order.shiprocketAwbCode);
          }}
        />
      ))}
    </ol>
  );
}
