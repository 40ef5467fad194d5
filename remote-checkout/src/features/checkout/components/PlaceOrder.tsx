import type { CheckoutCountry } from '@brass/shared/address-rules';
import type { CartItem } from '@brass/shared/cart-store';
import { dutiesNotice } from '@brass/shared/import-duties';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { StockShortage } from './StockShortage';
import styles from './PlaceOrder.module.css';

interface Props {
  formId: string;
  canPlaceOrder: boolean;
  /** The lines asking for more than the stock holds, which hold Place Order back. */
  shortLines: readonly CartItem[];
  processing: boolean;
  /** The last payment attempt's failure, kept in view after its toast has gone. */
  failure: { message: string; detail: string | null } | null;
  /** What the shopper can do about the failure, under it (such as sending a confirmation link). */
  remedy?: ReactNode;
  onPlaceOrder: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The shopper pays the courier in cash: no payment is taken here. */
  cashOnDelivery?: boolean;
  /** Where the parcel goes: abroad it is paid by card, in rupees, and may owe import duties. */
  country?: CheckoutCountry;
}

/** Place Order, with what holds it back and why the last payment failed. */
export function PlaceOrder({
  formId,
  canPlaceOrder,
  shortLines,
  processing,
  failure,
  onPlaceOrder,
  remedy,
  cashOnDelivery = false,
  country = 'India',
}: Props) {
  const dutiesId = useId();
  const duties = dutiesNotice(country);
  let label = 'Place Order';
  if (processing) label = cashOnDelivery ? 'Placing Order...' : 'Processing Payment...';
  return (
    <div className={styles.placeOrder}>
      {shortLines.length > 0 && <StockShortage lines={shortLines} />}
      {/* aria-disabled rather than disabled: the button stays clickable so it can say what is missing. */}
      <button
        type="submit"
        form={formId}
        className={styles.button}
        aria-disabled={!canPlaceOrder}
        aria-describedby={duties ? dutiesId : undefined}
        onClick={onPlaceOrder}
      >
        {label}
      </button>
      {failure && (
        <div className={styles.failure}>
          <p>{failure.message}</p>
          {failure.detail && <p>{failure.detail}</p>}
        </div>
      )}
      {failure && remedy}
      {cashOnDelivery ? (
        <p className={styles.secure}>You pay the courier in cash when your parcel arrives.</p>
      ) : (
        <p className={styles.secure}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.lock}>
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          {duties
            ? 'Secure payment by Razorpay: international cards, charged in Indian rupees.'
            : 'Secure payment by Razorpay: cards, UPI and net banking.'}
        </p>
      )}
      {/* Beside the button that pays the total: what the courier may still collect on arrival. */}
      {duties && (
        <p id={dutiesId} className={styles.duties}>
          {duties}
        </p>
      )}
    </div>
  );
}
