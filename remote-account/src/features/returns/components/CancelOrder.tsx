import { apiErrorMessage } from '@brass/shared/api-support';
import type { Order } from '@brass/shared/contracts/orders';
import { formatRupees } from '@brass/shared/money';
import { toast } from '@brass/shared/toast-store';
import { useId, useRef, useState } from 'react';
import { cancelOrder } from '../api/cancel-order';
import styles from './Aftercare.module.css';

interface Props {
  order: Order;
  /** The order changed: the page reads it again. */
  onCancelled: () => void;
}

/**
 * "Cancel order" and the dialog that confirms it, for an order that has not left the workshop. The
 * dialog says what happens to the money before the shopper decides.
 */
export function CancelOrder({ order, onCancelled }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await cancelOrder(order.orderNumber);
      dialog.current?.close();
      toast.success(`Order ${order.orderNumber} is cancelled`);
      onCancelled();
    } catch (error) {
      setFailure(apiErrorMessage(error, 'We could not cancel your order. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={styles.secondary} onClick={() => dialog.current?.showModal()}>
        Cancel order
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.heading}>
          Cancel order {order.orderNumber}?
        </h2>
        <p>
          {order.paymentMethod === 'online'
            ? `We will refund ${formatRupees(order.totalAmount)} to the card or account you paid with.`
            : 'Nothing has been charged, so there is nothing to pay.'}
        </p>
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="button" className={styles.danger} disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Cancelling...' : 'Yes, cancel order'}
          </button>
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
            Keep order
          </button>
        </div>
      </dialog>
    </>
  );
}
