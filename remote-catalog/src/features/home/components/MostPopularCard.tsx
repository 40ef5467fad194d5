import { useCartStore } from '@brass/shared/cart-store';
import type { Product } from '@brass/shared/contracts/catalog';
import { formatRupees } from '@brass/shared/money';
import { stockState } from '@brass/shared/stock-state';
import { Link } from '@brass/shared/router';
import buttons from '../../../components/buttons.module.css';
import { NewBadge } from '../../../components/NewBadge';
import { ProductImage } from '../../../components/ProductImage';
import { StockNote } from '../../../components/StockNote';
import { cardPiece, toCartProduct } from '../../../lib/cart-product';
import { SaveToWishlist } from '../../wishlist/components/SaveToWishlist';
import styles from './MostPopularCard.module.css';

export function MostPopularCard({ product }: { product: Product }) {
  const addItem = useCartStore((state) => state.addItem);
  const nameId = `most-popular-${product._id}`;
  const piece = cardPiece(product);

  return (
    <li className={styles.card}>
      <div className={styles.media}>
        <NewBadge />
        <ProductImage path={product.image} alt={product.productName} sizes="220px" width={220} height={220} />
        <SaveToWishlist productId={product._id} productName={product.productName} className={styles.save} />
      </div>
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {product.productName}
        </h3>
        <p className={styles.price}>{formatRupees(piece.price)}</p>
        <StockNote stock={piece.stock} className={styles.stock} />
        <div className={styles.actions}>
          <Link
            to={`/product/${encodeURIComponent(product._id)}`}
            className={`${buttons.secondary} ${buttons.small}`}
            aria-describedby={nameId}
          >
            Quick View
          </Link>
          {/* The wishlist button really puts the piece in the cart. */}
          <button
            type="button"
            className={`${buttons.primary} ${buttons.small}`}
            aria-describedby={nameId}
            disabled={stockState(piece.stock).level === 'out'}
            onClick={() => addItem(toCartProduct(product))}
          >
            Add to Wishlist
          </button>
        </div>
      </div>
    </li>
  );
}
