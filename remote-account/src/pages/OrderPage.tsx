import type { RemotePageProps } from '@brass/shared/remote-pages';
import { BRAND_NAME } from '@brass/shared/constants';
import { LoadError } from '@brass/shared/load-error';
import { usePageMeta } from '@brass/shared/page-meta';
import { Link, useLocation } from '@brass/shared/router';
import { failedStatus } from '@brass/shared/use-request';
import { lazy, Suspense } from 'react';
import { useRequireSignIn } from '../features/auth/hooks/useRequireSignIn';
import { useOrder } from '../features/orders/api/get-order';
import { useProductImages } from '../features/orders/api/get-product-images';
import { OrderConfirmation } from '../features/orders/components/OrderConfirmation';
import styles from './OrdersPage.module.css';
import orderStyles from '../features/orders/components/MyOrders.module.css';

// Cancelling and returns load with an order's page, after it, so My Orders' first bytes stay as they were.
const OrderAftercare = lazy(() => import('../features/returns/components/OrderAftercare'));

/** Set by the checkout when it opens the page of the order it has just placed. */
function justPlaced(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { placed?: unknown }).placed === true;
}

/** /orders/:orderNumber: one of the shopper's orders, and the thanks right after placing it. */
export default function OrderPage({ params }: RemotePageProps) {
  const orderNumber = params.orderNumber ?? '';
  const isLoggedIn = useRequireSignIn(`/orders/${orderNumber}`);
  usePageMeta({ title: `Order ${orderNumber} · ${BRAND_NAME}` });
  return (
    <div data-boundary="account" className={styles.page}>
      {isLoggedIn && <OrderOfNumber orderNumber={orderNumber} />}
    </div>
  );
}

function OrderOfNumber({ orderNumber }: { orderNumber: string }) {
  const { order, retry } = useOrder(orderNumber);
  const productImages = useProductImages();
  const { state } = useLocation();

  if (order.status === 'idle' || order.status === 'loading') {
    return (
      <p role="status" className={orderStyles.message}>
        <span className={orderStyles.spinner} aria-hidden="true" />
        Loading your order...
      </p>
    );
  }
  if (order.status === 'error') {
    // Another shopper's order is answered as none: nothing of it is shown.
    if (failedStatus(order.error) === 404) {
      return (
        <div className={orderStyles.empty}>
          <h1 className={orderStyles.emptyText}>Order not found</h1>
          <p>We could not find an order {orderNumber} in your account.</p>
          <Link to="/orders" className={orderStyles.shopLink}>
            View My Orders
          </Link>
        </div>
      );
    }
    return (
      <LoadError
        message="We could not load your order."
        onRetry={retry}
        classNames={{ root: orderStyles.empty, message: orderStyles.emptyText, retry: orderStyles.retry }}
      />
    );
  }
  return (
    <>
      <OrderConfirmation order={order.data} productImages={productImages} placed={justPlaced(state)} />
      <Suspense fallback={null}>
        <OrderAftercare order={order.data} onOrderChanged={retry} />
      </Suspense>
    </>
  );
}
