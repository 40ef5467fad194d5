import { apiErrorMessage } from '@brass/shared/api-support';
import { Link, useSearchParams } from '@brass/shared/router';
import { useState } from 'react';
import { downloadOrdersCsv } from '../api/download-orders-csv';
import { useAdminOrders } from '../api/get-orders';
import { OrderFilters } from './OrderFilters';
import { OrdersTable } from './OrdersTable';
import { ShippingPapers } from './ShippingPapers';
import styles from './OrdersList.module.css';

/**
 * The order list: filters and search in the address, a page of 25, the CSV of what they find, and the
 * shipping papers of the orders chosen on the page.
 */
export function OrdersList() {
  const [params] = useSearchParams();
  const query = params.toString();
  const orders = useAdminOrders(query);
  const [exportError, setExportError] = useState<string>();
  // Kept with the filters and page it was made on: another page or filter starts with none chosen.
  const [selection, setSelection] = useState<{ query: string; numbers: string[] }>({ query, numbers: [] });
  const chosenNumbers = selection.query === query ? selection.numbers : [];
  const chosen =
    orders.status === 'success'
      ? orders.data.orders.filter((order) => chosenNumbers.includes(order.orderNumber))
      : [];
  const page = Number(params.get('page') ?? '1') || 1;

  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `/admin/orders?${next.toString()}`;
  };

  async function exportCsv() {
    setExportError(undefined);
    const filters = new URLSearchParams(params);
    filters.delete('page');
    try {
      await downloadOrdersCsv(filters.toString());
    } catch (error) {
      setExportError(apiErrorMessage(error, 'The CSV could not be made. Try again.'));
    }
  }

  return (
    <div className={styles.list}>
      <OrderFilters />
      <div className={styles.bar}>
        <p role="status" className={styles.count}>
          {orders.status === 'success'
            ? `${orders.data.total} order${orders.data.total === 1 ? '' : 's'}`
            : orders.status === 'error'
              ? ''
              : 'Loading orders…'}
        </p>
        <button type="button" className={styles.export} onClick={() => void exportCsv()}>
          Download CSV
        </button>
      </div>
      {exportError && (
        <p role="alert" className={styles.error}>
          {exportError}
        </p>
      )}
      {orders.status === 'error' && (
        <p role="alert" className={styles.error}>
          {apiErrorMessage(orders.error, 'The orders could not be loaded.')}
        </p>
      )}
      {orders.status === 'success' && <ShippingPapers chosen={chosen} />}
      {orders.status === 'success' &&
        (orders.data.orders.length === 0 ? (
          <p className={styles.empty}>No orders match these filters.</p>
        ) : (
          <>
            <OrdersTable
              orders={orders.data.orders}
              chosen={chosenNumbers}
              onChoose={(numbers) => setSelection({ query, numbers })}
            />
            <nav className={styles.pages} aria-label="Pages of orders">
              {page > 1 && <Link to={pageLink(page - 1)}>← Newer</Link>}
              <span>
                Page {page} of {Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize))}
              </span>
              {page * orders.data.pageSize < orders.data.total && (
                <Link to={pageLink(page + 1)}>Older →</Link>
              )}
            </nav>
          </>
        ))}
    </div>
  );
}
