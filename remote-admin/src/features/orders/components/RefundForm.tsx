import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminOrderDetail } from '@brass/shared/contracts/admin-orders';
import { formatRupees } from '@brass/shared/money';
import { useState, type FormEvent } from 'react';
import { refundOrder } from '../api/refund-order';
import styles from './OrderActions.module.css';

interface Props {
  order: AdminOrderDetail;
  onChanged: (order: AdminOrderDetail) => void;
}

/** Gives back part of what was paid, such as for one chipped piece, without cancelling the order. */
export function RefundForm({ order, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const amount = Number(data.get('amount'));
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      onChanged(await refundOrder(order._id, { amount, reason: String(data.get('reason') ?? '') }));
      setDone(`${formatRupees(amount)} refunded through Razorpay.`);
      form.reset();
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The refund could not be made. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (order.refundableAmount <= 0) return null;
  return (
    <section className={styles.actions} aria-labelledby="order-refund">
      <h2 id="order-refund">Refund</h2>
      {/* The API holds staff to this; the owner reads it as the rule they set. */}
      <p id="order-refund-limit">
        Staff may refund up to {formatRupees(order.staffRefundLimit)} of an order in all; only the owner can
        refund more.
      </p>
      <form className={styles.cancel} onSubmit={(event) => void submit(event)}>
        <label>
          <span>Amount (₹, up to {formatRupees(order.refundableAmount)})</span>
          <input
            name="amount"
            type="number"
            min={0.01}
            max={order.refundableAmount}
            step="0.01"
            required
            aria-describedby="order-refund-limit"
          />
        </label>
        <label className={styles.wide}>
          <span>Reason the shopper will see</span>
          <input name="reason" type="text" maxLength={500} required />
        </label>
        <button type="submit" disabled={busy}>
          Refund
        </button>
      </form>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
    </section>
  );
}
