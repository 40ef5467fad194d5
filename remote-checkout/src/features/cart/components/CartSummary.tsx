import type { CheckoutCountry } from '@brass/shared/address-rules';
import { selectCartLines, useCartStore } from '@brass/shared/cart-store';
import type { PricingSettings } from '@brass/shared/contracts/checkout';
import { cartTotals, subtotalOf } from '@brass/shared/pricing';
import { Link } from '@brass/shared/router';
import type { RequestState } from '@brass/shared/use-request';
import { ApproximateAmount } from '../../../components/ApproximateAmount';
import { FreeDeliveryNote } from '../../../components/FreeDeliveryNote';
import { OrderSummary } from '../../../components/OrderSummary';
import { PricingUnavailable } from '../../../components/PricingUnavailable';
import { countryInASentence } from '@brass/shared/address-rules';
import { pendingAmount } from '../../../utils/pending-amount';
import { taxLabel } from '../../../utils/tax-label';
import { discountOf, useCouponDiscount } from '../../coupon/api/check-coupon';
import { CouponField } from '../../coupon/components/CouponField';
import { discountRows } from '../../coupon/utils/discount-rows';
import styles from './CartSummary.module.css';

interface Props {
  /** The shop's pricing as the server charges it; the amounts that need it wait for it. */
  pricing: RequestState<PricingSettings>;
  onRetryPricing: () => void;
  /** The shopper's country, as last chosen at checkout: abroad, no free delivery and an export's tax. */
  country: CheckoutCountry;
}

/**
 * Subtotal, a coupon's discount, the flat delivery fee (free from the shop's threshold on), the tax on
 * the goods after the discount, and their total.
 */
export function CartSummary({ pricing, onRetryPricing, country }: Props) {
  const lines = useCartStore(selectCartLines);
  const settings = pricing.status === 'success' ? pricing.data : null;
  const coupon = useCouponDiscount(lines);
  const totals = settings ? cartTotals(lines, settings, country, discountOf(coupon)) : null;
  const pending = pendingAmount(pricing.status);
  let delivery: number | string = pending;
  if (totals) delivery = totals.freeDelivery ? 'Free' : totals.delivery;

  return (
    <OrderSummary
      rows={[
        { label: 'Subtotal', value: totals?.subtotal ?? subtotalOf(lines) },
        ...discountRows(coupon),
        { label: 'Delivery', value: delivery },
        { label: settings ? taxLabel(settings, country) : 'Tax', value: totals?.tax ?? pending },
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
      <p className={styles.shipping}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.truck}>
          <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01" />
        </svg>
        <span>
          {country === 'India'
            ? 'We ship from Chennai, Tamil Nadu, to every pincode in India.'
            : `We ship from Chennai, India, to ${countryInASentence(country)}.`}{' '}
          Courier options and the final delivery charge are shown at checkout.
        </span>
      </p>
      <Link to="/checkout" className={styles.checkout}>
        Checkout
      </Link>
    </OrderSummary>
  );
}
