import { useCartStore } from '@brass/shared/cart-store';
import type { ProductDetail as ShownProduct } from '@brass/shared/contracts/catalog';
import type { ReviewSummary } from '@brass/shared/contracts/reviews';
import { formatRupees } from '@brass/shared/money';
import { mostPerLine, stockState } from '@brass/shared/stock-state';
import { useRef, useState } from 'react';
import { Link } from '@brass/shared/router';
import buttons from '../../../components/buttons.module.css';
import { StockNote } from '../../../components/StockNote';
import hidden from '../../../components/visually-hidden.module.css';
import { toCartProduct } from '../../../lib/cart-product';
import { percentOff } from '../../../lib/percent-off';
import { LazyRestockAlert } from '../../restock-alert/components/LazyRestockAlert';
import { SaveToWishlist } from '../../wishlist/components/SaveToWishlist';
import { DeliveryCheck } from './DeliveryCheck';
import { FactsTable } from './FactsTable';
import { ProductGallery } from './ProductGallery';
import { ProductJsonLd } from './ProductJsonLd';
import { QuantityStepper } from './QuantityStepper';
import { ShareProduct } from './ShareProduct';
import { StickyPurchaseBar } from './StickyPurchaseBar';
import { VariantPicker } from './VariantPicker';
import { chosenVariant, valueState, variantFor, withVariant } from '../utils/chosen-variant';
import styles from './ProductDetail.module.css';

interface Props {
  product: ShownProduct;
  /** The published reviews' rating, for the structured data; undefined while it is not known. */
  rating: ReviewSummary | undefined;
  /** The size or finish the page's address names (`?variant=`); null: the page chooses. */
  variantKey: string | null;
  onChooseVariant: (key: string) => void;
}

export function ProductDetail({ product, rating, variantKey, onChooseVariant }: Props) {
  const addItems = useCartStore((state) => state.addItems);
  const [quantity, setQuantity] = useState(1);
  const variant = chosenVariant(product, variantKey);
  // What is bought: the chosen size or finish, with its own price, stock, photos and name.
  const piece = withVariant(product, variant);
  const soldOut = stockState(piece.stock).level === 'out';
  const most = mostPerLine(piece.stock);
  // Held within the stock here too: the chosen quantity outlives a move to another product's page.
  const chosen = Math.max(1, Math.min(quantity, most));
  const saving = percentOff(piece.price, piece.compareAtPrice);
  const purchase = useRef<HTMLDivElement>(null);
  const addToCart = () => addItems(toCartProduct(piece), chosen);

  return (
    <article className={styles.detail}>
      <ProductGallery key={piece._id} photos={piece.images} productName={product.productName} />
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
            <span className={styles.price}>{formatRupees(piece.price)}</span>
            {piece.compareAtPrice !== null && (
              <s className={styles.was}>
                <span className={hidden.visuallyHidden}>was </span>
                {formatRupees(piece.compareAtPrice)}
              </s>
            )}
            {saving !== null && <span className={styles.off}>{saving}% off</span>}
          </p>
          <StockNote stock={piece.stock} showInStock />
        </div>
        {product.options && variant && (
          <VariantPicker
            options={product.options}
            chosen={variant}
            stateOf={(option, value) => valueState(product, variant, option, value)}
            onChoose={(option, value) => {
              const next = variantFor(product, variant, option, value);
              if (next) onChooseVariant(next.key);
            }}
          />
        )}
        <p className={styles.description}>{product.description}</p>
        <div ref={purchase} className={styles.purchase}>
          {soldOut ? (
            <LazyRestockAlert productId={piece._id} productName={piece.productName} />
          ) : (
            <>
              <QuantityStepper value={chosen} onChange={setQuantity} max={most} />
              <button type="button" className={`${buttons.primary} ${styles.add}`} onClick={addToCart}>
                Add to Cart
              </button>
            </>
          )}
        </div>
        <StickyPurchaseBar
          purchase={purchase}
          productName={piece.productName}
          price={piece.price}
          soldOut={soldOut}
          onAdd={addToCart}
        />
        <SaveToWishlist
          productId={product._id}
          productName={product.productName}
          withListLink
          className={styles.save}
        />
        <ShareProduct id={product._id} name={product.productName} price={product.price} />
        <DeliveryCheck productId={piece._id} />
        <FactsTable facts={piece.facts} />
      </div>
      <ProductJsonLd product={product} rating={rating} />
    </article>
  );
}
