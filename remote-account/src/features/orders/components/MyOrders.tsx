import { LoadError } from '@brass/shared/load-error';
import { Link } from '@brass/shared/router';
import type { ReactNode } from 'react';
import { useOrders } from '../api/get-orders';
import { useProductImages } from '../api/get-product-images';
import { OrdersList } from './OrdersList';
import styles from './MyOrders.module.css';

/**
 * The heading and the words above the list, the same while the orders load as once they are in, so
 * that the list takes the place of the loading message without moving them.
 */
function OrdersFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <h1 className={styles.title}>My Orders</h1>
      <p className={styles.intro}>Open an order to see its items, delivery address and shipment tracking.</p>
      {children}
    </>
  );
}

/** The signed-in shopper's orders: loading, a failure to load with Retry, none, or the list. */
export function MyOrders() {
  const { orders, retry } = useOrders();
  const productImages = useProductImages();

  if (orders.status === 'idle' || orders.status === 'loading') {
    return (
      <OrdersFrame>
        <p role="status" className={`${styles.message} ${styles.loading}`}>
          <span className={styles.spinner} aria-hidden="true" />
          Loading your orders...
        </p>
      </OrdersFrame>
    );
  }

  if (orders.status === 'error') {
    return (
      <LoadError
        message="We could not load your orders."
        onRetry={retry}
        classNames={{ root: styles.empty, message: styles.emptyText, retry: styles.retry }}
      />
    );
  }

  if (orders.data.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>No orders found.</p>
        <Link to="/products" className={styles.shopLink}>
          Browse the shop
        </Link>
      </div>
    );
  }

  return (
    <OrdersFrame>
      <OrdersList orders={orders.data} productImages={productImages} />
    </OrdersFrame>
  );
}
