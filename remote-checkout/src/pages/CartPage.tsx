import type { RemotePageProps } from '@brass/shared/remote-pages';
import { selectCartLines, useCartStore } from '@brass/shared/cart-store';
import { Link } from '@brass/shared/router';
import { useState } from 'react';
import { useCartAvailability } from '../features/cart/api/get-availability';
import { useCartRead } from '../features/cart/hooks/use-cart-read';
import { CartItemRow } from '../features/cart/components/CartItemRow';
import { CartSummary } from '../features/cart/components/CartSummary';
import { useCartPricing } from '../features/pricing/api/get-pricing';
import { EmptyCart } from '../components/EmptyCart';
import { useShopperCountry } from '../hooks/use-shopper-country';
import page from '../components/page.module.css';
import styles from './CartPage.module.css';

// Neither route has params; the props are the host's contract with every page.
/** /cart. */
export default function CartPage(_props: RemotePageProps) {
  const items = useCartStore(selectCartLines);
  const cartRead = useCartRead();
  useCartAvailability(items);
  const [pricingAttempt, setPricingAttempt] = useState(0);
  const pricing = useCartPricing(pricingAttempt, items.length > 0);
  const country = useShopperCountry();

  return (
    <div data-boundary="checkout" className={`${page.page} ${styles.page}`}>
      <h1 className={page.title}>My Cart</h1>
      {items.length === 0 ? (
        <EmptyCart unread={!cartRead} />
      ) : (
        <div className={`${page.layout} ${styles.layout}`}>
          <div>
            <ul className={styles.items} aria-label="Items in your cart">
              {items.map((item) => (
                <CartItemRow key={item.id} item={item} />
              ))}
            </ul>
            <Link to="/products" className={styles.backLink}>
              <span aria-hidden="true">←</span> Back to shopping
            </Link>
          </div>
          <CartSummary
            pricing={pricing}
            onRetryPricing={() => setPricingAttempt((count) => count + 1)}
            country={country}
          />
        </div>
      )}
    </div>
  );
}
