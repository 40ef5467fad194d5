import { useCartStore } from '@brass/shared/cart-store';
import type { ProductDetail as ShownProduct } from '@brass/shared/contracts/catalog';
import { formatRupees } from '@brass/shared/money';
import { mostPerLine, stockState } from '@brass/shared/stock-state';
import { useState } from 'react';
import { Link } from '@brass/shared/router';
import buttons from '../../../components/buttons.module.css';
import { StockNote } from '../../../components/StockNote';
import hidden from '../../../components/visually-hidden.module.css';
import { toCartProduct } from '../../../lib/cart-product';
import { DeliveryCheck } from './DeliveryCheck';
import { FactsTable } from './FactsTable';
import { ProductGallery } from './ProductGallery';
import { ProductJsonLd } from './ProductJsonLd';
import { QuantityStepper } from './QuantityStepper';
import { ShareProduct } from './ShareProduct';
import styles from './ProductDetail.module.css';

export function ProductDetail({ product }: { product: ShownProduct }) {
  const addItems = useCartStore((state) => state.addItems);
  const [quantity, setQuantity] = useState(1);
  const soldOut = stockState(product.stock).level === 'out';
  const most = mostPerLine(product.stock);
  // Held within the stock here too: the chosen quantity outlives a move to another product's page.
  const chosen = Math.max(1, Math.min(quantity, most));

  return (
    <article className={styles.detail}>
      <ProductGallery photos={product.images} productName={product.productName} />
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
                <span className={hidden.visuallyHidden}>was </span>
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
        <ShareProduct id={product._id} name={product.productName} price={product.price} />
        <DeliveryCheck productId={product._id} />
        <FactsTable facts={product.facts} />
      </div>
      <ProductJsonLd product={product} />
    </article>
  );
}
