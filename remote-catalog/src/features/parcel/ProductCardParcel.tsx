import { useCartStore } from '@brass/shared/cart-store';
import { formatRupees } from '@brass/shared/money';
import { stockState } from '@brass/shared/stock-state';
import { shopLink, type ShopParcelProps } from '@brass/shared/parcel';
import { useState } from 'react';
import buttons from '../../components/buttons.module.css';
import states from '../../components/states.module.css';
import { ProductImage } from '../../components/ProductImage';
import { StockNote } from '../../components/StockNote';
import { toCartProduct } from '../../lib/cart-product';
import { chosenVariant, withVariant } from '../product/utils/chosen-variant';
import { productErrorMessage, useProduct } from '../product/api/get-product';
import styles from './ProductCardParcel.module.css';

export interface ProductCardParcelProps extends ShopParcelProps {
  /** The product to show, as the API names it (`_id`). */
  productId: string;
}

/**
 * One product of the shop on any page: its picture and name link to its page in the shop, and Add to
 * Cart puts it in the shopper's cart, the same cart the shop's header and a mini-cart parcel show.
 */
export function ProductCardParcel(props: ProductCardParcelProps) {
  const { productId } = props;
  const request = useProduct(productId);
  const addItem = useCartStore((state) => state.addItem);
  const [addedId, setAddedId] = useState<string>();

  if (request.status === 'error')
    return (
      <p className={`${styles.parcel} ${states.error}`} role="alert">
        {productErrorMessage(request.error)}
      </p>
    );
  if (request.status !== 'success')
    return (
      <p className={`${styles.parcel} ${styles.card} ${states.loading}`} aria-busy="true">
        Loading…
      </p>
    );

  // A piece sold in sizes or finishes is offered in the one its page would show first.
  const product = withVariant(request.data, chosenVariant(request.data, null));
  return (
    <article className={`${styles.parcel} ${styles.card}`} aria-label={product.productName}>
      <a href={shopLink(props, `/product/${encodeURIComponent(request.data._id)}`)} className={styles.link}>
        <ProductImage path={product.image} alt="" sizes="240px" width={240} height={240} priority="eager" />
        <h3 className={styles.name}>{product.productName}</h3>
      </a>
      <p className={styles.price}>{formatRupees(product.price)}</p>
      <StockNote stock={product.stock} />
      <button
        type="button"
        className={`${buttons.primary} ${buttons.small}`}
        aria-label={`Add to Cart: ${product.productName}`}
        disabled={stockState(product.stock).level === 'out'}
        onClick={() => {
          const before = useCartStore.getState().items;
          addItem(toCartProduct(product));
          // The cart refuses more than the stock has (and says why): only a change is an addition.
          if (useCartStore.getState().items !== before) setAddedId(product._id);
        }}
      >
        Add to Cart
      </button>
      <p className={styles.status} role="status">
        {addedId === product._id ? 'Added to cart' : ''}
      </p>
    </article>
  );
}
