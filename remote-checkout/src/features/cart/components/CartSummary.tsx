import { selectCartLines, useCartStore } from '@brass/shared/cart-store';
import { cartTotals } from '@brass/shared/pricing';
import { Link } from '@brass/shared/router';
import { OrderSummary } from '../../../components/OrderSummary';
import styles from './CartSummary.module.css';

/** Subtotal, the flat 120 delivery, 12 percent tax, and their total. */
export function CartSummary() {
  const lines = useCartStore(selectCartLines);
  const totals = cartTotals(lines);

  return (
    <OrderSummary
      rows={[
        { label: 'Subtotal', value: totals.subtotal },
        { label: 'Delivery', value: totals.delivery },
        { label: 'Tax (12%)', value: totals.tax },
      ]}
      total={totals.total}
    >
      <p className={styles.shipping}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.truck}>
          <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01" />
        </svg>
        <span>
          We ship from Chennai, Tamil Nadu, to every pincode in India. Courier options and the final delivery
          charge are shown at checkout.
        </span>
      </p>
      <Link to="/checkout" className={styles.checkout}>
        Checkout
      </Link>
    </OrderSummary>
  );
}
