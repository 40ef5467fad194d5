import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminOrderDetail } from '@brass/shared/contracts/admin-orders';
import { useState } from 'react';
import { confirmCodOrder } from '../api/confirm-cod-order';
import styles from './OrderActions.module.css';

interface Props {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail) => void;
}

/**
 * An order paid on delivery ships only once someone has called the shopper and they stand by it; the
 * confirmation is written to the audit log and books the shipment.
 */
export function ConfirmCodOrder({ order, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await confirmCodOrder(order._id));
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The order could not be confirmed. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (!order.awaitingConfirmation) return null;
  return (
    <section className={styles.actions} aria-labelledby="confirm-cod">
      <h2 id="confirm-cod">Cash on delivery: confirm with the shopper</h2>
      <p>
        Call {order.customer.name} on {order.shippingAddress.phoneNumber} and confirm the order before it
        ships. Its shipment is booked once confirmed; cancel it if they did not place it.
      </p>
      <div className={styles.row}>
        <button type="button" disabled={busy} onClick={() => void confirm()}>
          Confirm COD order
        </button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
