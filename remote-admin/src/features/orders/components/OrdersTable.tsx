import type { AdminOrderSummary } from '@brass/shared/contracts/admin-orders';
import { formatRupees } from '@brass/shared/money';
import { Link } from '@brass/shared/router';
import { useEffect, useRef } from 'react';
import { formatWhen } from '../../../utils/format-when';
import { paymentLabels, statusLabel } from '../utils/order-labels';
import styles from './OrdersTable.module.css';

interface Props {
  orders: AdminOrderSummary[];
  /** The numbers of the orders chosen for printing their papers. */
  chosen: string[];
  onChoose: (orderNumbers: string[]) => void;
}

export function OrdersTable({ orders, chosen, onChoose }: Props) {
  const shown = orders.map((order) => order.orderNumber);
  const allChosen = shown.length > 0 && shown.every((number) => chosen.includes(number));
  const someChosen = !allChosen && shown.some((number) => chosen.includes(number));
  const selectAll = useRef<HTMLInputElement>(null);
  // A part of the page chosen shows as neither ticked nor empty, which only script can say.
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someChosen;
  }, [someChosen]);

  const toggle = (number: string) =>
    onChoose(chosen.includes(number) ? chosen.filter((other) => other !== number) : [...chosen, number]);

  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>Orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.pick}>
              <input
                ref={selectAll}
                type="checkbox"
                aria-label="Select all shown"
                checked={allChosen}
                onChange={() => onChoose(allChosen ? [] : shown)}
              />
            </th>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Customer</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <th scope="col" className={styles.number}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td className={styles.pick}>
                <input
                  type="checkbox"
                  aria-label={`Select ${order.orderNumber}`}
                  checked={chosen.includes(order.orderNumber)}
                  onChange={() => toggle(order.orderNumber)}
                />
              </td>
              <th scope="row">
                <Link to={`/admin/orders/${encodeURIComponent(order.id)}`}>{order.orderNumber}</Link>
              </th>
              <td>{formatWhen(order.createdAt)}</td>
              <td>
                <span className={styles.name}>{order.customer.name}</span>
                <span className={styles.muted}>
                  {order.customer.email} · {order.city}
                </span>
              </td>
              <td>
                <span className={`${styles.status} ${styles[order.status] ?? ''}`}>
                  {statusLabel(order.status)}
                </span>
              </td>
              <td>{paymentLabels[order.paymentMethod]}</td>
              <td className={styles.number}>
                {formatRupees(order.totalAmount)}
                {order.refundedAmount > 0 && (
                  <span className={styles.muted}>{formatRupees(order.refundedAmount)} refunded</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
