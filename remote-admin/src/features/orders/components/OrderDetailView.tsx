import type { AdminOrderDetail } from '@brass/shared/contracts/admin-orders';
import { formatRupees } from '@brass/shared/money';
import { formatWhen } from '../../../utils/format-when';
import { downloadPackingSlip } from '../api/download-packing-slip';
import { OrderPapers } from './OrderPapers';
import { PdfDownload } from './PdfDownload';
import { paymentLabels, statusLabel } from '../utils/order-labels';
import styles from './OrderDetailView.module.css';

/** Everything the staff need to read about an order: who, where to, what, how paid, where it is. */
export function OrderDetailView({ order }: { order: AdminOrderDetail }) {
  const address = order.shippingAddress;
  return (
    <div className={styles.grid}>
      <section className={styles.panel} aria-labelledby="order-customer">
        <h2 id="order-customer">Customer</h2>
        <p className={styles.strong}>{order.customer.name}</p>
        <p>{order.customer.email}</p>
        <p>{address.phoneNumber}</p>
        <h3>Deliver to</h3>
        <address className={styles.address}>
          {address.firstName} {address.lastName}
          <br />
          {address.street}
          <br />
          {address.city}, {address.state} {address.zipcode}
        </address>
        {order.gift && (
          <>
            <h3>Gift</h3>
            <p>Put the packing slip in the parcel, never the invoice, which shows prices.</p>
            {order.gift.message && (
              <blockquote className={styles.giftMessage}>{order.gift.message}</blockquote>
            )}
          </>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="order-payment">
        <h2 id="order-payment">Payment</h2>
        <p>
          {paymentLabels[order.paymentMethod]}
          {order.razorpayPaymentId && <span className={styles.muted}> · {order.razorpayPaymentId}</span>}
        </p>
        <dl className={styles.facts}>
          <dt>Status</dt>
          <dd>{statusLabel(order.status)}</dd>
          <dt>Placed</dt>
          <dd>{formatWhen(order.createdAt)}</dd>
          <dt>Refunded</dt>
          <dd>{formatRupees(order.refundedAmount)}</dd>
        </dl>
        <h3>Shipment</h3>
        <dl className={styles.facts}>
          <dt>AWB</dt>
          <dd>{order.shipment.awb ?? 'Not booked yet'}</dd>
          <dt>Courier says</dt>
          <dd>{order.shipment.courierStatus ?? '—'}</dd>
        </dl>
        {order.shippingToArrange && (
          <p className={styles.strong}>
            Priced with the default rates while Shiprocket could not quote: check that a courier serves{' '}
            {order.shippingAddress.zipcode} and arrange one before it ships.
          </p>
        )}
        <OrderPapers order={order} />
        <h3>Packing slip</h3>
        <PdfDownload
          label="Packing slip (PDF)"
          busyLabel="Preparing packing slip..."
          failure="The packing slip could not be downloaded. Try again."
          download={() => downloadPackingSlip(order.orderNumber)}
        />
      </section>

      <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <table className={styles.items}>
          <thead>
            <tr>
              <th scope="col">Piece</th>
              <th scope="col" className={styles.number}>
                Qty
              </th>
              <th scope="col" className={styles.number}>
                Price
              </th>
              <th scope="col" className={styles.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((line) => (
              <tr key={line.productId}>
                <th scope="row">{line.productName}</th>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{formatRupees(line.price)}</td>
                <td className={styles.number}>{formatRupees(line.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Subtotal
              </th>
              <td className={styles.number}>{formatRupees(order.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                Delivery
              </th>
              <td className={styles.number}>{formatRupees(order.shippingCharge)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                Tax
              </th>
              <td className={styles.number}>{formatRupees(order.tax)}</td>
            </tr>
            <tr className={styles.total}>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td className={styles.number}>{formatRupees(order.totalAmount)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      {order.refunds.length > 0 && (
        <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="order-refunds">
          <h2 id="order-refunds">Refunds</h2>
          <ul className={styles.refunds}>
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                <span className={styles.strong}>{formatRupees(refund.amount)}</span> · {refund.reason} ·{' '}
                {refund.status} · {formatWhen(refund.createdAt)}
                {refund.by && ` · by ${refund.by}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
