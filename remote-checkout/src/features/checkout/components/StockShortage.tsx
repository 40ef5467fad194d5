import type { CartItem } from '@brass/shared/cart-store';
import { Link } from '@brass/shared/router';
import { shortOfStockMessage } from '@brass/shared/stock-state';
import styles from './StockShortage.module.css';

/** Why Place Order waits: the lines the stock cannot fill, and the way to change them. */
export function StockShortage({ lines }: { lines: readonly CartItem[] }) {
  return (
    <div className={styles.shortage} role="alert">
      <p>Your cart asks for more than the shop has:</p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id}>{shortOfStockMessage(line.name, line.stock ?? 0)}</li>
        ))}
      </ul>
      <p>
        <Link to="/cart">Change your cart</Link> to place your order.
      </p>
    </div>
  );
}
