import type { RemotePageProps } from '@brass/shared/remote-pages';
import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { selectCartLines, useCartStore } from '@brass/shared/cart-store';
import { checkoutTotals } from '@brass/shared/pricing';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from '@brass/shared/router';
import { useCartAvailability } from '../features/cart/api/get-availability';
import { shortLines } from '../features/cart/utils/short-lines';
import { DeliveryForm } from '../features/address/components/DeliveryForm';
import { EMPTY_ADDRESS, orderAddressOf } from '../features/address/utils/delivery-fields';
import { CheckoutSummary } from '../features/checkout/components/CheckoutSummary';
import { PlaceOrder } from '../features/checkout/components/PlaceOrder';
import { goToLogin, useLoginRequired } from '../features/checkout/hooks/use-login-required';
import { PLACE_ORDER_ALERTS, placeOrderBlocker } from '../features/checkout/utils/place-order-rules';
import { OrderSuccessDialog } from '../features/payment/components/OrderSuccessDialog';
import { usePricing } from '../features/pricing/api/get-pricing';
import { usePayment } from '../features/payment/hooks/use-payment';
import { useShippingQuote } from '../features/shipping/api/calculate-shipping';
import { ShippingOptions } from '../features/shipping/components/ShippingOptions';
import { useCourierChoice } from '../features/shipping/hooks/use-courier-choice';
import { EmptyCart } from '../components/EmptyCart';
import page from '../components/page.module.css';
import styles from './CheckoutPage.module.css';

// Neither route has params; the props are the host's contract with every page.
/** /checkout: delivery details, a courier, the summary and payment. */
export default function CheckoutPage(_props: RemotePageProps) {
  const mustLogIn = useLoginRequired();
  const navigate = useNavigate();
  const items = useCartStore(selectCartLines);
  const user = useAuthStore((state) => state.user);
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const shipping = useShippingQuote(address.zip, items);
  const quote = shipping.status === 'success' ? shipping.data : null;
  const { selected, choose } = useCourierChoice(quote);
  const [pricingAttempt, setPricingAttempt] = useState(0);
  const pricing = usePricing(pricingAttempt, !mustLogIn && items.length > 0);
  // A refused payment order may mean the shelf changed: counting again shows which line is short.
  const [refusals, setRefusals] = useState(0);
  useCartAvailability(mustLogIn ? [] : items, refusals);
  const payment = usePayment({
    warmUp: isLoggedIn && selected !== null,
    onRefused: () => setRefusals((count) => count + 1),
  });
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Nothing to show while the visitor is on the way to /login.
  if (mustLogIn) return <div data-boundary="checkout" />;

  // Priced as the server will charge: its tax rate, and no shipping from its free-delivery threshold on.
  const totals =
    pricing.status === 'success' ? checkoutTotals(items, selected?.rate ?? 0, pricing.data) : null;
  const short = shortLines(items);
  const blocker = placeOrderBlocker({
    isLoggedIn,
    zip: address.zip,
    hasShippingOption: selected !== null,
    isProcessing: payment.processing,
    isShortOfStock: short.length > 0,
    hasPricing: totals !== null,
  });

  function explainBlocker(event: MouseEvent<HTMLButtonElement>): void {
    // Unblocked, the click submits the form, and the browser checks the required fields first.
    if (blocker === null) return;
    event.preventDefault();
    // The short lines, or why there is no total yet, are said beside the button already.
    if (blocker === 'processing' || blocker === 'stock' || blocker === 'pricing') return;
    window.alert(PLACE_ORDER_ALERTS[blocker]);
    if (blocker === 'login') goToLogin(navigate, false);
  }

  function placeOrder(): void {
    if (blocker !== null || !user || !selected || !quote || !totals) return;
    void payment.pay({
      items,
      address: orderAddressOf(address),
      user,
      courierId: selected.courierId,
      // Without a quote the server refuses the payment order, and the shopper is told it failed.
      quoteId: quote.quoteId ?? '',
      total: totals.total,
    });
  }

  function closeConfirmation(): void {
    payment.closeConfirmation();
    headingRef.current?.focus();
  }

  return (
    <div data-boundary="checkout" className={page.page}>
      <h1 ref={headingRef} tabIndex={-1} className={page.title}>
        Checkout
      </h1>
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={`${page.layout} ${styles.layout}`}>
          <div className={styles.main}>
            <DeliveryForm
              id={formId}
              address={address}
              onChange={setAddress}
              onSubmit={placeOrder}
              signedIn={isLoggedIn}
            />
            <ShippingOptions
              state={shipping}
              selectedKey={selected?.key ?? null}
              onChoose={choose}
              freeDelivery={totals?.freeDelivery ?? false}
            />
          </div>
          {/* Kept in view beside the form; on a phone the summary goes above it, Place Order under it. */}
          <div className={styles.side}>
            <CheckoutSummary
              items={items}
              pricing={pricing}
              onRetryPricing={() => setPricingAttempt((count) => count + 1)}
              totals={totals}
              courierName={selected?.courierName ?? null}
            />
            <PlaceOrder
              formId={formId}
              canPlaceOrder={blocker === null}
              shortLines={short}
              processing={payment.processing}
              failure={payment.failure}
              onPlaceOrder={explainBlocker}
            />
          </div>
        </div>
      )}
      {payment.orderPlaced && <OrderSuccessDialog onClose={closeConfirmation} />}
    </div>
  );
}
