import { imageUrl } from '@brass/shared/api-support';
import { formatRupees } from '@brass/shared/money';
import { productPath } from '@brass/shared/product-path';
import { Link } from '@brass/shared/router';
import type { LinkedProduct } from '../api/get-linked-products';
import styles from './ProductCard.module.css';

/** A product a text links to, as a card: its photo, name and price, leading to its page. */
export function ProductCard({ product }: { product: LinkedProduct }) {
  return (
    <Link to={productPath(product._id)} className={styles.card} data-product-card={product._id}>
      <img
        className={styles.photo}
        src={imageUrl(product.image)}
        alt=""
        width={112}
        height={112}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.text}>
        <span className={styles.name}>{product.productName}</span>
        <span className={styles.price}>
          {product.options ? 'From ' : ''}
          {formatRupees(product.price)}
        </span>
        <span className={styles.more}>
          View the piece <span aria-hidden="true">→</span>
        </span>
      </span>
    </Link>
  );
}
