import type { CheckoutCountry } from '@brass/shared/address-rules';
import type { CartItem } from '@brass/shared/cart-store';
import type { CouponDiscount, PricingSettings } from '@brass/shared/contracts/checkout';
import { formatRupees } from '@brass/shared/money';
import { subtotalOf, type CheckoutTotals } from '@brass/shared/pricing';
import type { RequestState } from '@brass/shared/use-request';
import { ApproximateAmount } from '../../../components/ApproximateAmount';
import { FreeDeliveryNote } from '../../../components/FreeDeliveryNote';
import { OrderSummary } from '../../../components/OrderSummary';
import { PricingUnavailable } from '../../../components/PricingUnavailable';
import { ProductImage } from '../../../components/ProductImage';
import { pendingAmount } from '../../../utils/pending-amount';
import { taxLabel } from '../../../utils/tax-label';
import { CouponField } from '../../coupon/components/CouponField';
import { discountRows } from '../../coupon/utils/discount-rows';
import styles from './CheckoutSummary.module.css';

interface Props {
  items: readonly CartItem[];
  /** The shop's pricing as the server charges it; the amounts that need it wait for it. */
  pricing: RequestState<PricingSettings>;
  onRetryPricing: () => void;
  /** Null until the pricing is read. */
  totals: CheckoutTotals | null;
  /** The chosen courier, or null before one is chosen. */
  courierName: string | null;
  /** Where the order goes: abroad it is an export, and its total is also shown in the local currency. */
  country: CheckoutCountry;
  /** The server's price of the applied coupon code for this cart. */
  coupon: RequestState<CouponDiscount>;
}

/** What is being bought and what it costs with the chosen courier: each charge on its own row. */
export function CheckoutSummary({
  items,
  pricing,
  onRetryPricing,
  totals,
  courierName,
  country,
  coupon,
}: Props) {
  const settings = pricing.status === 'success' ? pricing.data : null;
  const pending = pendingAmount(pricing.status);
  let shipping: number | string = 'Choose a courier';
  if (courierName) shipping = totals ? (totals.freeDelivery ? 'Free' : totals.shipping) : pending;
  return (
    <OrderSummary
      before={
        <ul className={styles.items} aria-label="Items in your order">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <ProductImage src={item.image} alt="" size={56} className={styles.image} />
              <span className={styles.name}>
                {item.name}
                <span className={styles.quantity}>Qty {item.quantity}</span>
              </span>
              <span className={styles.amount}>{formatRupees(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      }
      // Every charge the total adds up is a row of its own, in the order it is added.
      rows={[
        { label: 'Subtotal', value: totals?.subtotal ?? subtotalOf(items) },
        ...discountRows(coupon),
        { label: courierName ? `Shipping (${courierName})` : 'Shipping', value: shipping },
        { label: settings ? taxLabel(settings, country) : 'Tax', value: totals?.tax ?? pending },
        // Only when the shopper pays on delivery; its own row, as the fee is its own charge.
        ...(totals && totals.codFee > 0 ? [{ label: 'Cash on delivery fee', value: totals.codFee }] : []),
      ]}
      total={totals?.total ?? pending}
    >
      {settings && totals && (
        <ApproximateAmount rupees={totals.total} country={country} exchangeRates={settings.exchangeRates} />
      )}
      {settings && totals && (
        <FreeDeliveryNote subtotal={totals.subtotal} pricing={settings} destination={country} />
      )}
      {pricing.status === 'error' && <PricingUnavailable onRetry={onRetryPricing} />}
      <CouponField discount={coupon} />
    </OrderSummary>
  );
}
