import { useCartStore } from '@brass/shared/cart-store';
import type { Product } from '@brass/shared/contract';
import { formatRupees } from '@brass/shared/money';
import { mostPerLine, stockState } from '@brass/shared/stock-state';
import { useState } from 'react';
import { Link } from '@brass/shared/router';
import buttons from '../../../components/buttons.module.css';
import { ProductImage } from '../../../components/ProductImage';
import { StockNote } from '../../../components/StockNote';
import { toCartProduct } from '../../../lib/cart-product';
import { FactsTable } from './FactsTable';
import { ProductJsonLd } from './ProductJsonLd';
import { QuantityStepper } from './QuantityStepper';
import styles from './ProductDetail.module.css';

export function ProductDetail({ product }: { product: Product }) {
  const addItems = useCartStore((state) => state.addItems);
  const [quantity, setQuantity] = useState(1);
  const soldOut = stockState(product.stock).level === 'out';
  const most = mostPerLine(product.stock);
  // Held within the shelf here too: the chosen quantity outlives a move to another product's page.
  const chosen = Math.max(1, Math.min(quantity, most));

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
        <div className={styles.offer}>
          <p className={styles.prices}>
            <span className={styles.price}>{formatRupees(product.price)}</span>
            {product.compareAtPrice !== null && (
              <s className={styles.was}>
                <span className={styles.visuallyHidden}>was </span>
                {formatRupees(product.compareAtPrice)}
              </s>
            )}
          </p>
          <StockNote stock={product.stock} showInStock />
        </div>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.purchase}>
          <QuantityStepper value={chosen} onChange={setQuantity} max={Math.max(most, 1)} disabled={soldOut} />
          <button
            type="button"
            className={`${buttons.primary} ${styles.add}`}
            disabled={soldOut}
            onClick={() => addItems(toCartProduct(product), chosen)}
          >
            Add to Cart
          </button>
        </div>
        <FactsTable facts={product.facts} />
        <Link to="/products" className={styles.back}>
          ← Back to shop
        </Link>
      </div>
      <ProductJsonLd product={product} />
    </article>
  );
}
