import type { Order } from '@brass/shared/contracts/orders';
import { formatRupees } from '@brass/shared/money';
import { useId } from 'react';
import type { ProductImages } from '../api/get-product-images';
import { ProductThumbnail } from './ProductThumbnail';
import styles from './OrderItems.module.css';
import detailStyles from './OrderDetails.module.css';

interface Props {
  order: Order;
  productImages: ProductImages;
  /** 2 on the order's own page, 3 inside a row of My Orders. */
  headingLevel?: 2 | 3;
}

export function OrderItems({ order, productImages, headingLevel = 3 }: Props) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discount = order.discount ?? 0;
  const amounts = [
    ['Subtotal', order.subtotal],
    // A coupon's discount came off the goods before the tax, so it follows the subtotal.
    [`Discount (${order.couponCode ?? 'coupon'})`, discount > 0 ? -discount : undefined],
    ['Shipping', order.shippingCharge],
    ['Tax', order.tax],
    // Only an order paid on delivery carries the fee, as its own line.
    ['Cash on delivery fee', order.codFee > 0 ? order.codFee : undefined],
  ] as const;
  return (
    <section className={styles.items}>
      <Heading id={headingId} className={detailStyles.boxTitle}>
        Items
      </Heading>
      <div className={styles.scroller}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Name</th>
              <th scope="col" className={styles.number}>
                Qty
              </th>
              <th scope="col" className={styles.number}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((line, index) => (
              <tr key={`${line.productId}-${index}`}>
                <td>
                  <ProductThumbnail path={productImages.get(line.productId)} />
                </td>
                <td className={styles.name}>{line.productName}</td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{formatRupees(line.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals}>
        {amounts.map(
          ([label, amount]) =>
            // Orders placed before the breakdown was stored carry only their total.
            typeof amount === 'number' && (
              <div key={label} className={styles.totalLine}>
                <dt>{label}</dt>
                <dd>{formatRupees(amount)}</dd>
              </div>
            ),
        )}
        <div className={`${styles.totalLine} ${styles.grandTotal}`}>
          <dt>Total</dt>
          <dd>{formatRupees(order.totalAmount)}</dd>
        </div>
      </dl>
    </section>
  );
}
