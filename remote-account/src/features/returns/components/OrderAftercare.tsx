import type { Order } from '@brass/shared/contracts/orders';
import { useId, useState } from 'react';
import { useOrderReturns } from '../api/get-order-returns';
import { CancelOrder } from './CancelOrder';
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
 * After the order is placed: cancelling it while it is still in the workshop, and returning pieces of
 * it once delivered, within the shop's window, with where each return stands. Loaded only on an
 * order's page, when it renders.
 */
export default function OrderAftercare({ order, onOrderChanged }: Props) {
  const titleId = useId();
  const [version, setVersion] = useState(0);
  // The window is judged as of when the page opened; the API judges it again on asking.
  const [openedAt] = useState(() => Date.now());
  const returns = useOrderReturns(order.orderNumber, version);
  const data = returns.status === 'success' ? returns.data : undefined;
  const until = data?.returnableUntil ? new Date(data.returnableUntil) : null;
  const open = until !== null && until.getTime() > openedAt;
  const anyLeft = data?.returnable.some((line) => line.quantity > 0) ?? false;

  if (order.status !== 'preparing' && !data?.returns.length && !(open && anyLeft)) return null;
  return (
    <section className={styles.aftercare} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {order.status === 'preparing' ? 'Changed your mind?' : 'Returns'}
      </h2>
      {order.status === 'preparing' && (
        <>
          <p className={styles.muted}>You can cancel this order until it leaves our workshop.</p>
          <CancelOrder order={order} onCancelled={onOrderChanged} />
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
