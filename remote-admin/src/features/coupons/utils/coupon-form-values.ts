import type { AdminCoupon, CouponBody, CouponKind } from '@brass/shared/contracts/admin-coupons';

/** The coupon form's fields as typed: text, as inputs hold them. */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  minimumOrder: string;
  /** `datetime-local` values, in the browser's time zone; empty: none. */
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perShopperLimit: string;
  /** Comma-separated main categories; empty: every product. */
  categories: string;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minimumOrder: '0',
  startsAt: '',
  endsAt: '',
  totalLimit: '',
  perShopperLimit: '1',
  categories: '',
};

/** A moment as a `datetime-local` input shows it, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const moment = new Date(iso);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

export function formValuesOf(coupon: AdminCoupon): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    minimumOrder: String(coupon.minimumOrder),
    startsAt: localInput(coupon.startsAt),
    endsAt: localInput(coupon.endsAt),
    totalLimit: coupon.totalLimit === null ? '' : String(coupon.totalLimit),
    perShopperLimit: coupon.perShopperLimit === null ? '' : String(coupon.perShopperLimit),
    categories: coupon.categories.join(', '),
  };
}

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
const moment = (local: string) => (local ? new Date(local).toISOString() : null);

/** The body the API takes; it checks every field and says what is wrong. */
export function couponBodyOf(values: CouponFormValues): CouponBody {
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: Number(values.value),
    minimumOrder: Number(values.minimumOrder || 0),
    startsAt: moment(values.startsAt),
    endsAt: moment(values.endsAt),
    totalLimit: optionalNumber(values.totalLimit),
    perShopperLimit: optionalNumber(values.perShopperLimit),
    categories: values.categories
      .split(',')
      .map((category) => category.trim())
      .filter(Boolean),
  };
}

/** How a code's discount reads in the list: `10% off` or `₹500 off`. */
export function discountLabel(
  coupon: Pick<AdminCoupon, 'kind' | 'value'>,
  rupees: (amount: number) => string,
): string {
  return coupon.kind === 'percent' ? `${coupon.value}% off` : `${rupees(coupon.value)} off`;
}
