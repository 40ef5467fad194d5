import type { Order } from '@brass/shared/contracts/orders';
import { useId, useState } from 'react';
import { useOrderRefunds } from '../api/get-order-refunds';
import { useOrderReturns } from '../api/get-order-returns';
import { CancelOrder } from './CancelOrder';
import { RefundsList } from './RefundsList';
import { ReturnRequestForm } from './ReturnRequestForm';
import { ReturnsList } from './ReturnsList';
import styles from './Aftercare.module.css';

const untilDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

interface Props {
  order: Order;
  /** The order itself changed (cancelled): the page reads it again. */
  onOrderChanged: () => void;
}

/**
 * After the order is placed: cancelling it while it is still in the workshop, returning pieces of it
 * once delivered, within the shop's window, with where each return stands, and the money given back. Loaded only on an
 * order's page, when it renders.
 */
export default function OrderAftercare({ order, onOrderChanged }: Props) {
  const titleId = useId();
  const [version, setVersion] = useState(0);
  // The window is judged as of when the page opened; the API judges it again on asking.
  const [openedAt] = useState(() => Date.now());
  const returns = useOrderReturns(order.orderNumber, version);
  // The order's status changes with a cancellation, which refunds it.
  const refunds = useOrderRefunds(order.orderNumber, order.status);
  const given = refunds.status === 'success' ? refunds.data.refunds : [];
  const data = returns.status === 'success' ? returns.data : undefined;
  const until = data?.returnableUntil ? new Date(data.returnableUntil) : null;
  const open = until !== null && until.getTime() > openedAt;
  const anyLeft = data?.returnable.some((line) => line.quantity > 0) ?? false;

  const returnsShown = Boolean(data?.returns.length) || (open && anyLeft);
  if (order.status !== 'preparing' && !returnsShown && given.length === 0) return null;
  const heading =
    order.status === 'preparing' ? 'Changed your mind?' : returnsShown ? 'Returns' : 'Money back';
  return (
    <section className={styles.aftercare} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {heading}
      </h2>
      {order.status === 'cancelled' && <p>This order is cancelled.</p>}
      {order.status === 'preparing' && (
        <>
          <p className={styles.muted}>You can cancel this order until it leaves our workshop.</p>
          <CancelOrder order={order} onCancelled={onOrderChanged} />
        </>
      )}
      {given.length > 0 && (
        <>
          {heading !== 'Money back' && <h3 className={styles.subheading}>Money back</h3>}
          <RefundsList refunds={given} />
        </>
      )}
      {data && data.returns.length > 0 && <ReturnsList returns={data.returns} />}
      {data && until && open && anyLeft && (
        <ReturnRequestForm
          orderNumber={order.orderNumber}
          returnable={data.returnable}
          until={untilDay.format(until)}
          onRequested={() => setVersion((count) => count + 1)}
        />
      )}
    </section>
  );
}
