import { selectCartCount, selectCartLines, useCartStore } from '@brass/shared/cart-store';
import { formatRupees } from '@brass/shared/money';
import { shopLink, type ShopParcelProps } from '@brass/shared/parcel';
import { subtotalOf } from '@brass/shared/pricing';
import { useId } from 'react';
import { ProductImage } from '../../components/ProductImage';
import { StockLabel } from '../../components/StockLabel';
import { useCartAvailability } from '../cart/api/get-availability';
import styles from './MiniCartParcel.module.css';

/**
 * The shopper's cart on any page: what is in it, the subtotal, and the way to the shop's checkout.
 * It reads the page's shared cart, so a product card parcel's Add to Cart shows here at once.
 */
export function MiniCartParcel(props: ShopParcelProps) {
  const lines = useCartStore(selectCartLines);
  const count = useCartStore(selectCartCount);
  useCartAvailability(lines);
  const headingId = useId();

  return (
    <section className={styles.parcel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Your cart <span className={styles.count}>({count === 1 ? '1 item' : `${count} items`})</span>
      </h2>
      {lines.length === 0 ? (
        <p className={styles.empty}>Your cart is empty.</p>
      ) : (
        <>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <ProductImage src={line.image} alt="" size={48} className={styles.thumb} />
                <span className={styles.name}>
                  {line.name}
                  <StockLabel item={line} />
                </span>
                <span className={styles.quantity}>
                  {line.quantity} × {formatRupees(line.price)}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.subtotal}>
            <span>Subtotal</span>
            <strong>{formatRupees(subtotalOf(lines))}</strong>
          </p>
          <a href={shopLink(props, '/checkout')} className={styles.checkout}>
            Checkout
          </a>
        </>
      )}
      <a href={shopLink(props, '/cart')} className={styles.cartLink}>
        View cart
      </a>
    </section>
  );
}
