import { FilterForm, searchField } from '../../../components/FilterForm';
import { paymentLabels, statusLabels } from '../utils/order-labels';

const FIELDS = ['q', 'status', 'payment', 'from', 'to'] as const;

export function OrderFilters() {
  return (
    <FilterForm label="Find orders" fields={FIELDS}>
      {(valueOf) => (
        <>
          <label className={searchField}>
            <span>Order number, email or phone</span>
            <input name="q" type="search" defaultValue={valueOf('q')} maxLength={200} />
          </label>
          <label>
            <span>Status</span>
            <select name="status" defaultValue={valueOf('status')}>
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
            <select name="payment" defaultValue={valueOf('payment')}>
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
            <input name="from" type="date" defaultValue={valueOf('from')} />
          </label>
          <label>
            <span>To</span>
            <input name="to" type="date" defaultValue={valueOf('to')} />
          </label>
        </>
      )}
    </FilterForm>
  );
}
