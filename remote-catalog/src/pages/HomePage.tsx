import type { RemotePageProps } from '@brass/shared/remote-pages';
import { useCartStore } from '@brass/shared/cart-store';
import styles from './HomePage.module.css';

export default function HomePage({ mobileMenuOpen }: RemotePageProps) {
  const addItem = useCartStore((state) => state.addItem);
  return (
    <div data-boundary="catalog" className={styles.root}>
      <h1>WELCOME TO THE WORLD OF BRASS ARTIFACTS</h1>
      <p>{mobileMenuOpen ? 'menu open' : 'menu closed'}</p>
      <button type="button" onClick={() => addItem({ id: 'p1', name: 'Ganesha', image: '', price: 1200 })}>
        Add to Wishlist
      </button>
    </div>
  );
}
