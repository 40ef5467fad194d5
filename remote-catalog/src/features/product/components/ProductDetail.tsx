import { useCartStore } from '@brass/shared/cart-store';
import type { Product } from '@brass/shared/contract';
import { formatRupees } from '@brass/shared/money';
import { useState } from 'react';
import { Link } from '@brass/shared/router';
import buttons from '../../../components/buttons.module.css';
import { ProductImage } from '../../../components/ProductImage';
import { toCartProduct } from '../../../lib/cart-product';
import { ProductJsonLd } from './ProductJsonLd';
import { QuantityStepper } from './QuantityStepper';
import styles from './ProductDetail.module.css';

export function ProductDetail({ product }: { product: Product }) {
  const addItems = useCartStore((state) => state.addItems);
  const [quantity, setQuantity] = useState(1);

  return (
    <article className={styles.detail}>
      {/* Clicking the image takes the shopper back to the top of the page. */}
      <button
        type="button"
        className={styles.imageButton}
        aria-label="Scroll to top"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <ProductImage
          path={product.image}
          alt={product.productName}
          sizes="(max-width: 767px) calc(100vw - 2.5rem), 560px"
          width={560}
          height={560}
          priority="high"
        />
      </button>
      <div className={styles.info}>
        {product.mainCategory && (
          <Link
            to={`/products?category=${encodeURIComponent(product.mainCategory)}`}
            className={styles.category}
          >
            {product.mainCategory}
          </Link>
        )}
        <h1 className={styles.name}>{product.productName}</h1>
        <p className={styles.price}>{formatRupees(product.price)}</p>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.purchase}>
          <QuantityStepper value={quantity} onChange={setQuantity} />
          <button
            type="button"
            className={`${buttons.primary} ${styles.add}`}
            onClick={() => addItems(toCartProduct(product), quantity)}
          >
            Add to Cart
          </button>
        </div>
        <Link to="/products" className={styles.back}>
          ← Back to shop
        </Link>
      </div>
      <ProductJsonLd product={product} />
    </article>
  );
}
