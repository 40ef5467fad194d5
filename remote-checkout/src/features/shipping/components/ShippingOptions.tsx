import { formatRupees } from '@brass/shared/money';
import { useId } from 'react';
import type { CheckoutCountry } from '@brass/shared/address-rules';
import type { RequestState } from '@brass/shared/use-request';
import { deliveryCodeName } from '../../../utils/delivery-code';
import type { ShippingOption } from '../utils/courier-options';
import { quoteFromFailure, type ShippingQuote } from '../utils/shipping-quote';
import styles from './ShippingOptions.module.css';

interface Props {
  state: RequestState<ShippingQuote>;
  selectedKey: string | null;
  onChoose: (key: string) => void;
  /** The goods reached the shop's free-delivery threshold: no courier is charged for. */
  freeDelivery?: boolean;
  /** Where the parcel goes, which names its postal code. */
  country?: CheckoutCountry;
}

function deliveryEstimate(days: string): string {
  if (!days) return 'Delivery time confirmed on dispatch';
  return /^\d+(\s*-\s*\d+)?$/.test(days) ? `Delivers in ${days} ${days === '1' ? 'day' : 'days'}` : days;
}

function statusText(state: RequestState<ShippingQuote>, codeName: string): string | null {
  if (state.status === 'idle') return null;
  if (state.status === 'loading') return `Finding couriers for your ${codeName}...`;
  // The quote call turns every failure into a quote of its own; this is only the type's due.
  if (state.status === 'error') return quoteFromFailure(undefined).message;
  return state.data.message;
}

/** The couriers for the delivery pincode, ZIP code or postcode, as one radio group (Checkout). */
export function ShippingOptions({
  state,
  selectedKey,
  onChoose,
  freeDelivery = false,
  country = 'India',
}: Props) {
  const headingId = useId();
  const codeName = deliveryCodeName(country);
  const quote = state.status === 'success' ? state.data : null;
  const status = statusText(state, codeName);
  let tone = '';
  if (quote?.options.length === 0) tone = styles.error ?? '';
  else if (quote?.isDefaultRate) tone = styles.warning ?? '';

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Shipping options
      </h2>
      {state.status === 'idle' && (
        <p className={styles.hint}>Enter your delivery {codeName} above to see courier options and rates.</p>
      )}
      <div role="status" className={`${styles.status} ${tone}`}>
        {status && <p className={styles.message}>{status}</p>}
        {quote?.detail && <p className={styles.detail}>{quote.detail}</p>}
      </div>
      {quote && quote.options.length > 0 && (
        <div role="radiogroup" aria-labelledby={headingId} className={styles.options}>
          {quote.options.map((option) => (
            <CourierCard
              key={option.key}
              option={option}
              isDefaultRate={quote.isDefaultRate}
              free={freeDelivery}
              checked={option.key === selectedKey}
              onChoose={onChoose}
            />
          ))}
        </div>
      )}
    </section>
  );
}

interface CardProps {
  option: ShippingOption;
  isDefaultRate: boolean;
  free: boolean;
  checked: boolean;
  onChoose: (key: string) => void;
}

function CourierCard({ option, isDefaultRate, free, checked, onChoose }: CardProps) {
  return (
    <label className={checked ? `${styles.option} ${styles.checked}` : styles.option}>
      <input
        type="radio"
        name="courier"
        value={option.key}
        checked={checked}
        onChange={() => onChoose(option.key)}
        className={styles.radio}
      />
      <span className={styles.badge}>{option.label}</span>
      <span className={styles.courier}>{option.courierName}</span>
      <span className={styles.eta}>{deliveryEstimate(option.estimatedDeliveryDays)}</span>
      {free ? (
        <span className={styles.rate}>Free</span>
      ) : (
        <span className={isDefaultRate ? `${styles.rate} ${styles.defaultRate}` : styles.rate}>
          {formatRupees(option.rate)}
          {isDefaultRate && ' (default)'}
        </span>
      )}
    </label>
  );
}
