import { productPath } from '@brass/shared/product-path';
import { useCartStore, type CartItem } from '@brass/shared/cart-store';
import { formatRupees } from '@brass/shared/money';
import { Link } from '@brass/shared/router';
import { mostPerLine } from '@brass/shared/stock-state';
import { ProductImage } from '../../../components/ProductImage';
import { StockLabel } from '../../../components/StockLabel';
import styles from './CartItemRow.module.css';

export function CartItemRow({ item }: { item: CartItem }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const removeItem = useCartStore((state) => state.removeItem);

  return (
    <li className={styles.row}>
      <Link to={productPath(item.id)} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <ProductImage src={item.image} alt="" size={96} className={styles.image} />
      </Link>
      <div className={styles.details}>
        <Link to={productPath(item.id)} className={styles.name}>
          {item.name}
        </Link>
        <p className={styles.price}>
          <span className={styles.visuallyHidden}>Price: </span>
          {formatRupees(item.price)}
        </p>
        <StockLabel item={item} />
      </div>
      <div className={styles.stepper} role="group" aria-label={`Quantity of ${item.name}`}>
        <button
          type="button"
          className={styles.step}
          aria-label={`Decrease quantity of ${item.name}`}
          disabled={item.quantity <= 1}
          onClick={() => setQuantity(item.id, item.quantity - 1)}
        >
          −
        </button>
        <span className={styles.quantity} aria-live="polite">
          {item.quantity}
        </span>
        <button
          type="button"
          className={styles.step}
          aria-label={`Increase quantity of ${item.name}`}
          disabled={item.quantity >= mostPerLine(item.stock)}
          onClick={() => setQuantity(item.id, item.quantity + 1)}
        >
          +
        </button>
      </div>
      <p className={styles.lineTotal}>
        <span className={styles.visuallyHidden}>Line total: </span>
        {formatRupees(item.price * item.quantity)}
      </p>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${item.name}`}
        onClick={() => removeItem(item.id)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.removeIcon}>
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
        </svg>
        <span aria-hidden="true">Remove</span>
      </button>
    </li>
  );
}
