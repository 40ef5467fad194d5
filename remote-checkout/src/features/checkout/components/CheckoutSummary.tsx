import type { CartItem } from '@brass/shared/cart-store';
import type { PricingSettings } from '@brass/shared/contract';
import { formatRupees } from '@brass/shared/money';
import { subtotalOf, type CheckoutTotals } from '@brass/shared/pricing';
import type { RequestState } from '@brass/shared/use-request';
import type { MouseEvent } from 'react';
import { FreeDeliveryNote } from '../../../components/FreeDeliveryNote';
import { OrderSummary } from '../../../components/OrderSummary';
import { PricingUnavailable } from '../../../components/PricingUnavailable';
import { ProductImage } from '../../../components/ProductImage';
import { pendingAmount } from '../../../utils/pending-amount';
import { taxLabel } from '../../../utils/tax-label';
import { StockShortage } from './StockShortage';
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
  formId: string;
  canPlaceOrder: boolean;
  /** The lines asking for more than the shelf holds, which hold Place Order back. */
  shortLines: readonly CartItem[];
  processing: boolean;
  /** The last payment attempt's failure, kept in view after its toast has gone. */
  failure: { message: string; detail: string | null } | null;
  onPlaceOrder: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** What is being bought, what it costs with the chosen courier, and Place Order. */
export function CheckoutSummary({
  items,
  pricing,
  onRetryPricing,
  totals,
  courierName,
  formId,
  canPlaceOrder,
  shortLines,
  processing,
  failure,
  onPlaceOrder,
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
      rows={[
        { label: 'Subtotal', value: totals?.subtotal ?? subtotalOf(items) },
        { label: courierName ? `Shipping (${courierName})` : 'Shipping', value: shipping },
        { label: settings ? taxLabel(settings.taxRatePercent) : 'Tax', value: totals?.tax ?? pending },
      ]}
      total={totals?.total ?? pending}
    >
      {settings && totals && <FreeDeliveryNote subtotal={totals.subtotal} pricing={settings} />}
      {pricing.status === 'error' && <PricingUnavailable onRetry={onRetryPricing} />}
      {shortLines.length > 0 && <StockShortage lines={shortLines} />}
      {/* aria-disabled rather than disabled: the button stays clickable so it can say what is missing. */}
      <button
        type="submit"
        form={formId}
        className={styles.placeOrder}
        aria-disabled={!canPlaceOrder}
        onClick={onPlaceOrder}
      >
        {processing ? 'Processing Payment...' : 'Place Order'}
      </button>
      {failure && (
        <div className={styles.failure}>
          <p>{failure.message}</p>
          {failure.detail && <p>{failure.detail}</p>}
        </div>
      )}
      <p className={styles.secure}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.lock}>
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
        Secure payment by Razorpay: cards, UPI and net banking.
      </p>
    </OrderSummary>
  );
}
