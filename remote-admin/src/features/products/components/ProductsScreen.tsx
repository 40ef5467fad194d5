import { Link } from '@brass/shared/router';
import buttons from '../../../components/Button.module.css';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { ProductScreen } from './ProductScreen';
import { ProductsList } from './ProductsList';
import styles from './Products.module.css';

/** `/admin/products` lists the catalogue; `/admin/products/new` adds a product; `/admin/products/<id>` edits one. */
export function ProductsScreen({ rest }: { rest: string }) {
  const id = decodeURIComponent(rest.split('/')[0] ?? '');
  if (id) return <ProductScreen key={id} id={id} />;
  return (
    <div className={styles.screen}>
      <ScreenHeader title="Products">
        Find a product by its name, category or stock; change its price, stock, facts and photos, or take it
        out of the shop.
      </ScreenHeader>
      <Link to="/admin/products/new" className={`${buttons.primary} ${styles.newLink}`}>
        New product
      </Link>
      <ProductsList />
    </div>
  );
}
