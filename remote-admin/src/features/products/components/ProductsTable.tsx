import { imageUrl } from '@brass/shared/api-client';
import type { AdminProductSummary } from '@brass/shared/contract';
import { formatRupees } from '@brass/shared/money';
import { Link } from '@brass/shared/router';
import { stockState } from '@brass/shared/stock-state';
import table from '../../../components/Table.module.css';
import styles from './Products.module.css';

/** The owner's words for a shelf's stock: a warning when it is out or low. */
function StockCell({ stock }: { stock: number }) {
  const { level } = stockState(stock);
  if (level === 'out') return <span className={`${styles.badge} ${styles.out}`}>Out of stock</span>;
  if (level === 'low') return <span className={`${styles.badge} ${styles.low}`}>{stock} left</span>;
  return <>{stock}</>;
}

export function ProductsTable({ products }: { products: AdminProductSummary[] }) {
  return (
    <div className={styles.scroller}>
      <table className={table.table}>
        <caption className={styles.caption}>Products, in the shop&apos;s order</caption>
        <thead>
          <tr>
            <th scope="col">Photo</th>
            <th scope="col">Name</th>
            <th scope="col">Category</th>
            <th scope="col" className={table.end}>
              Price
            </th>
            <th scope="col" className={table.end}>
              Stock
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td>
                <img className={styles.thumb} src={imageUrl(product.image)} alt="" width={48} height={48} />
              </td>
              <th scope="row">
                <Link to={`/admin/products/${encodeURIComponent(product.id)}`}>{product.name}</Link>
                <span className={table.secondary}>{product.id}</span>
              </th>
              <td>{product.category ?? '—'}</td>
              <td className={table.end}>
                {formatRupees(product.price)}
                {product.compareAtPrice !== null && (
                  <s className={table.secondary}>{formatRupees(product.compareAtPrice)}</s>
                )}
              </td>
              <td className={table.end}>
                <StockCell stock={product.stock} />
              </td>
              <td>
                <span className={`${styles.badge} ${product.archived ? styles.archived : styles.active}`}>
                  {product.archived ? 'Archived' : 'In the shop'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
