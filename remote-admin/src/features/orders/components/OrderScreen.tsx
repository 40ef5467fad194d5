import type { AdminOrderDetail } from '@brass/shared/contracts/admin-orders';
import { Link } from '@brass/shared/router';
import { useState } from 'react';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useAdminOrder } from '../api/get-order';
import { statusLabel } from '../utils/order-labels';
import { ConfirmCodOrder } from './ConfirmCodOrder';
import { OrderActions } from './OrderActions';
import { OrderDetailView } from './OrderDetailView';
import { RefundForm } from './RefundForm';
import styles from './OrdersList.module.css';

/** One order: read it, move it along, refund it. Each change answers the order as it now stands. */
export function OrderScreen({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useAdminOrder(id, attempt);
  const [changed, setChanged] = useState<AdminOrderDetail>();

  return (
    <div className={styles.list}>
      <Link to="/admin/orders" className={styles.back}>
        ← All orders
      </Link>
      <LoadState
        state={loaded}
        loading="Loading the order..."
        onRetry={() => setAttempt((count) => count + 1)}
      >
        {(fetched) => {
          const order = changed?._id === fetched._id ? changed : fetched;
          return (
            <>
              <ScreenHeader title={`Order ${order.orderNumber}`}>
                {statusLabel(order.status)} · {order.customer.name}
              </ScreenHeader>
              <ConfirmCodOrder order={order} onChanged={setChanged} />
              <OrderActions order={order} onChanged={setChanged} />
              <OrderDetailView order={order} />
              <RefundForm order={order} onChanged={setChanged} />
            </>
          );
        }}
      </LoadState>
    </div>
  );
}
