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
import styles from './ProductCard.module.css';

interface Props {
  product: Product;
  /** Cards of the first row load their image at once; the very first is the page's largest paint. */
  imagePriority?: 'high' | 'eager';
}

export function ProductCard({ product, imagePriority }: Props) {
  const addItem = useCartStore((state) => state.addItem);
  const piece = cardPiece(product);

  return (
    <li className={styles.card}>
      <Link to={`/product/${encodeURIComponent(product._id)}`} className={styles.link}>
        <span className={styles.media}>
          {product.isNewArrival && <NewBadge />}
          <ProductImage
            path={product.image}
            alt=""
            sizes="(max-width: 599px) 50vw, 180px"
            width={180}
            height={180}
            priority={imagePriority}
          />
        </span>
        <h3 className={styles.name}>{product.productName}</h3>
      </Link>
      <SaveToWishlist productId={product._id} productName={product.productName} className={styles.save} />
      <p className={styles.price}>{formatRupees(piece.price)}</p>
      <StockNote stock={piece.stock} className={styles.stock} />
      <button
        type="button"
        className={`${buttons.primary} ${buttons.small} ${styles.add}`}
        aria-label={`Add to Cart: ${piece.productName}`}
        disabled={stockState(piece.stock).level === 'out'}
        onClick={() => addItem(toCartProduct(product))}
      >
        Add to Cart
      </button>
    </li>
  );
}
