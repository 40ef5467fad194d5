import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminOrderDetail, OrderStatusChange } from '@brass/shared/contracts/admin-orders';
import { formatRupees } from '@brass/shared/money';
import { useState, type FormEvent } from 'react';
import { changeOrderStatus } from '../api/change-order-status';
import { moveLabels } from '../utils/order-labels';
import styles from './OrderActions.module.css';

interface Props {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail) => void;
}

/** The moves the order's status allows; cancelling a paid order says what goes back to the shopper. */
export function OrderActions({ order, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const moves = order.nextStatuses.filter(
    (status): status is 'shipped' | 'delivered' => status === 'shipped' || status === 'delivered',
  );
  const canCancel = order.nextStatuses.includes('cancelled');

  async function move(status: OrderStatusChange['status'], refundAmount?: number) {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(
        await changeOrderStatus(
          order._id,
          refundAmount === undefined ? { status } : { status, refundAmount },
        ),
      );
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The order could not be changed. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('refundAmount') ?? '');
    void move('cancelled', order.refundableAmount > 0 ? Number(typed) : undefined);
  }

  if (order.nextStatuses.length === 0) return null;
  return (
    <section className={styles.actions} aria-labelledby="order-actions">
      <h2 id="order-actions">Move the order</h2>
      <div className={styles.row}>
        {moves.map((status) => (
          <button key={status} type="button" disabled={busy} onClick={() => void move(status)}>
            {moveLabels[status]}
          </button>
        ))}
      </div>
      {canCancel && (
        <form className={styles.cancel} onSubmit={cancel}>
          {order.refundableAmount > 0 && (
            <label>
              <span>Refund on cancelling (₹, up to {formatRupees(order.refundableAmount)})</span>
              <input
                name="refundAmount"
                type="number"
                min={0}
                max={order.refundableAmount}
                step="0.01"
                defaultValue={order.refundableAmount}
                required
              />
            </label>
          )}
          <button type="submit" className={styles.danger} disabled={busy}>
            {moveLabels.cancelled}
          </button>
        </form>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
