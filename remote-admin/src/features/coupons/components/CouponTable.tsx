import type { AdminCoupon } from '@brass/shared/contracts/admin-coupons';
import { formatRupees } from '@brass/shared/money';
import a11y from '../../../components/a11y.module.css';
import buttons from '../../../components/Button.module.css';
import table from '../../../components/Table.module.css';
import { discountLabel } from '../utils/coupon-form-values';
import styles from './Coupons.module.css';

interface Props {
  coupons: AdminCoupon[];
  onEdit: (coupon: AdminCoupon) => void;
  onDeactivate: (coupon: AdminCoupon) => void;
}

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function when({ startsAt, endsAt }: AdminCoupon): string {
  if (!startsAt && !endsAt) return 'Always';
  const from = startsAt ? day.format(new Date(startsAt)) : 'now';
  return endsAt ? `${from} to ${day.format(new Date(endsAt))}` : `From ${from}`;
}

/** Every code with its terms and the orders it made so far; active codes can be edited or stopped. */
export function CouponTable({ coupons, onEdit, onDeactivate }: Props) {
  if (coupons.length === 0) return <p className={table.secondary}>No coupon codes yet.</p>;
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Discount</th>
          <th scope="col">Applies</th>
          <th scope="col">Valid</th>
          <th scope="col">Uses</th>
          <th scope="col" className={table.end}>
            <span className={a11y.visuallyHidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.id}>
            <td>
              <span className={styles.code}>{coupon.code}</span>
              {!coupon.active && <span className={styles.inactive}>inactive</span>}
            </td>
            <td>{discountLabel(coupon, formatRupees)}</td>
            <td>
              {coupon.categories.length > 0 ? coupon.categories.join(', ') : 'Every product'}
              {coupon.minimumOrder > 0 && (
                <span className={table.secondary}> from {formatRupees(coupon.minimumOrder)}</span>
              )}
            </td>
            <td>{when(coupon)}</td>
            <td>
              {coupon.uses}
              {coupon.totalLimit !== null && ` of ${coupon.totalLimit}`}
              {coupon.perShopperLimit !== null && (
                <span className={table.secondary}> ({coupon.perShopperLimit} per shopper)</span>
              )}
            </td>
            <td className={table.end}>
              {coupon.active && (
                <span className={styles.rowActions}>
                  <button
                    type="button"
                    className={`${buttons.quiet} ${buttons.small}`}
                    onClick={() => onEdit(coupon)}
                    aria-label={`Edit ${coupon.code}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={`${buttons.danger} ${buttons.small}`}
                    onClick={() => onDeactivate(coupon)}
                    aria-label={`Deactivate ${coupon.code}`}
                  >
                    Deactivate
                  </button>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
