import type { AdminCoupon, AdminCouponList } from '@brass/shared/contracts/admin-coupons';
import { useState } from 'react';
import { ActionOutcome, type Outcome } from '../../../components/ActionOutcome';
import { Card } from '../../../components/Card';
import { LoadState, readProblem } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { deactivateCoupon, useCoupons } from '../api/coupons';
import { CouponForm } from './CouponForm';
import { CouponTable } from './CouponTable';

/**
 * The shop's coupon codes: create one (percent or fixed, minimum order, dates, limits, categories),
 * edit or deactivate it, and see how many orders each made. Every change is in the audit log.
 */
export function CouponsScreen() {
  const [version, setVersion] = useState(0);
  const coupons = useCoupons(version);
  const [latest, setLatest] = useState<AdminCouponList>();
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (coupons.status === 'success' && coupons.data !== latest) setLatest(coupons.data);

  const changed = (text: string) => {
    setOutcome({ tone: 'done', text });
    setVersion((count) => count + 1);
  };

  async function deactivate(coupon: AdminCoupon) {
    setOutcome(null);
    try {
      await deactivateCoupon(coupon.id);
      changed(`${coupon.code} no longer applies.`);
    } catch (error) {
      setOutcome({ tone: 'problem', text: readProblem(error) });
    }
  }

  return (
    <>
      <ScreenHeader title="Coupons">
        Codes shoppers type in the cart or at checkout. The shop checks each one when the order is made, and
        the invoice shows its discount with the tax after it.
      </ScreenHeader>
      <ActionOutcome outcome={outcome} />
      <Card title={editing ? `Edit ${editing.code}` : 'New coupon'}>
        <CouponForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onSaved={(coupon, created) => {
            setEditing(null);
            changed(created ? `${coupon.code} created.` : `${coupon.code} saved.`);
          }}
          onCancel={() => setEditing(null)}
        />
      </Card>
      <LoadState
        state={coupons}
        latest={latest}
        loading="Loading the coupons..."
        onRetry={() => setVersion((count) => count + 1)}
      >
        {({ coupons: list }) => (
          <Card title="Coupon codes" meta={`${list.filter((coupon) => coupon.active).length} active`}>
            <CouponTable
              coupons={list}
              onEdit={setEditing}
              onDeactivate={(coupon) => void deactivate(coupon)}
            />
          </Card>
        )}
      </LoadState>
    </>
  );
}
