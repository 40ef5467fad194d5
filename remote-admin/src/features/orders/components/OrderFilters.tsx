import { useSearchParams } from '@brass/shared/router';
import type { FormEvent } from 'react';
import { paymentLabels, statusLabels } from '../utils/order-labels';
import styles from './OrderFilters.module.css';

const FIELDS = ['q', 'status', 'payment', 'from', 'to'] as const;

/** The list's filters live in the address, so a filtered list can be shared and the back button works. */
export function OrderFilters() {
  const [params, setParams] = useSearchParams();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const field of FIELDS) {
      const value = String(form.get(field) ?? '').trim();
      if (value) next.set(field, value);
    }
    setParams(next);
  }

  return (
    <form className={styles.filters} aria-label="Find orders" onSubmit={apply} key={params.toString()}>
      <label className={styles.search}>
        <span>Order number, email or phone</span>
        <input name="q" type="search" defaultValue={params.get('q') ?? ''} maxLength={200} />
      </label>
      <label>
        <span>Status</span>
        <select name="status" defaultValue={params.get('status') ?? ''}>
          <option value="">All</option>
          {Object.entries(statusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Payment</span>
        <select name="payment" defaultValue={params.get('payment') ?? ''}>
          <option value="">All</option>
          {Object.entries(paymentLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>From</span>
        <input name="from" type="date" defaultValue={params.get('from') ?? ''} />
      </label>
      <label>
        <span>To</span>
        <input name="to" type="date" defaultValue={params.get('to') ?? ''} />
      </label>
      <div className={styles.actions}>
        <button type="submit">Apply</button>
        <button type="button" className={styles.clear} onClick={() => setParams(new URLSearchParams())}>
          Clear
        </button>
      </div>
    </form>
  );
}
