import { imageUrl } from '@brass/shared/api-support';
import type { AdminProductSummary } from '@brass/shared/contracts/admin-products';
import { formatRupees } from '@brass/shared/money';
import { Link } from '@brass/shared/router';
import { stockState } from '@brass/shared/stock-state';
import buttons from '../../../components/Button.module.css';
import table from '../../../components/Table.module.css';
import type { Direction } from '../hooks/use-product-moves';
import styles from './Products.module.css';

/** The owner's words for a product's stock: a warning when it is out or low. */
function StockCell({ stock }: { stock: number }) {
  const { level } = stockState(stock);
  if (level === 'out') return <span className={`${styles.badge} ${styles.out}`}>Out of stock</span>;
  if (level === 'low') return <span className={`${styles.badge} ${styles.low}`}>{stock} left</span>;
  return <>{stock}</>;
}

/** Whether shoppers see the product: archived outranks draft, which only the back office lists. */
function StatusBadge({ product }: { product: AdminProductSummary }) {
  if (product.archived) return <span className={`${styles.badge} ${styles.archived}`}>Archived</span>;
  if (product.draft) return <span className={`${styles.badge} ${styles.draft}`}>Draft</span>;
  return <span className={`${styles.badge} ${styles.active}`}>In the shop</span>;
}

/** Moving a row up or down the shop's order. */
interface RowMoves {
  canMove: (index: number, direction: Direction) => boolean;
  move: (index: number, direction: Direction) => void;
  buttonRef: (id: string, direction: Direction) => (button: HTMLButtonElement | null) => void;
}

const directions = [
  ['up', 'Move up'],
  ['down', 'Move down'],
] as const;

export function ProductsTable({ products, moves }: { products: AdminProductSummary[]; moves: RowMoves }) {
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
            <th scope="col">Order</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product, index) => (
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
                <StatusBadge product={product} />
              </td>
              <td>
                <div className={styles.moves}>
                  {directions.map(([direction, label]) => (
                    <button
                      key={direction}
                      ref={moves.buttonRef(product.id, direction)}
                      type="button"
                      className={`${buttons.quiet} ${buttons.small}`}
                      disabled={!moves.canMove(index, direction)}
                      aria-label={`${label}: ${product.name}`}
                      onClick={() => moves.move(index, direction)}
                    >
                      {label}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
