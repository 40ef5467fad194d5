import type { AdminOrderSummary } from '@brass/shared/contracts/admin-orders';
import { formatRupees } from '@brass/shared/money';
import { Link } from '@brass/shared/router';
import { formatWhen } from '../../../utils/format-when';
import { paymentLabels, statusLabel } from '../utils/order-labels';
import styles from './OrdersTable.module.css';

export function OrdersTable({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>Orders, newest first</caption>
        <thead>
          <tr>
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
