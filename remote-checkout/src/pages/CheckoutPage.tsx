import type { RemotePageProps } from '@brass/shared/remote-pages';
import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { selectCartLines, useCartStore } from '@brass/shared/cart-store';
import { COD_NEEDS_CONFIRMED_EMAIL, codRefusal } from '@brass/shared/cash-on-delivery';
import type { Order, PaymentMethod } from '@brass/shared/contracts/orders';
import { checkoutTotals } from '@brass/shared/pricing';
import { useId, useState, type MouseEvent } from 'react';
import { useNavigate } from '@brass/shared/router';
import { useCartAvailability } from '../features/cart/api/get-availability';
import { useCartRead } from '../features/cart/hooks/use-cart-read';
import { shortLines } from '../features/cart/utils/short-lines';
import { DeliveryForm } from '../features/address/components/DeliveryForm';
import { EMPTY_ADDRESS, inCountry, orderAddressOf } from '../features/address/utils/delivery-fields';
import { CheckoutSummary } from '../features/checkout/components/CheckoutSummary';
import { acceptedCode, discountOf, useCouponDiscount } from '../features/coupon/api/check-coupon';
import { useAppliedCoupon } from '../features/coupon/stores/applied-coupon-store';
import { PlaceOrder } from '../features/checkout/components/PlaceOrder';
import { BusinessBuyerFields } from '../features/business/components/BusinessBuyerFields';
import { businessOf, businessProblemsOf, NO_BUSINESS } from '../features/business/utils/business-choice';
import { GiftOption } from '../features/gift/components/GiftOption';
import { giftOf, NO_GIFT } from '../features/gift/utils/gift-choice';
import { goToLogin, useLoginRequired } from '../features/checkout/hooks/use-login-required';
import {
  deliveryCodeAlert,
  PLACE_ORDER_ALERTS,
  placeOrderBlocker,
} from '../features/checkout/utils/place-order-rules';
import { ConfirmEmailFirst } from '../features/payment/components/ConfirmEmailFirst';
import { PaymentChoice } from '../features/payment/components/PaymentChoice';
import { useCashOnDelivery } from '../features/payment/hooks/use-cash-on-delivery';
import { useCartPricing } from '../features/pricing/api/get-pricing';
import { usePayment } from '../features/payment/hooks/use-payment';
import { useShippingQuote } from '../features/shipping/api/calculate-shipping';
import { ShippingOptions } from '../features/shipping/components/ShippingOptions';
import { useCourierChoice } from '../features/shipping/hooks/use-courier-choice';
import { EmptyCart } from '../components/EmptyCart';
import { useShopperCountry } from '../hooks/use-shopper-country';
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
  // India while the browser takes over the server's page, then the shopper's own country: the form
  // follows it whenever it changes (a choice made in another tab included).
  const shopperCountry = useShopperCountry();
  const [followedCountry, setFollowedCountry] = useState(EMPTY_ADDRESS.country);
  if (shopperCountry !== followedCountry) {
    setFollowedCountry(shopperCountry);
    setAddress((current) => inCountry(current, shopperCountry));
  }
  const { country } = address;
  const shipping = useShippingQuote(address.zip, country, items);
  const quote = shipping.status === 'success' ? shipping.data : null;
  const { selected, choose } = useCourierChoice(quote);
  const [pricingAttempt, setPricingAttempt] = useState(0);
  const pricing = useCartPricing(pricingAttempt, !mustLogIn && items.length > 0);
  // A refused payment order may mean the stock changed: counting again shows which line is short.
  const [refusals, setRefusals] = useState(0);
  useCartAvailability(mustLogIn ? [] : items, refusals);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('online');
  const [gift, setGift] = useState(NO_GIFT);
  const [business, setBusiness] = useState(NO_BUSINESS);
  // A business's fields say what is wrong once the shopper has tried to place the order.
  const [businessTries, setBusinessTries] = useState(0);
  // The order's own page thanks the shopper and stays their page of the order; its coupon is spent.
  const showOrder = (order: Order) => {
    useAppliedCoupon.getState().remove();
    void navigate(`/orders/${encodeURIComponent(order.orderNumber)}`, { state: { placed: true } });
  };
  const onRefused = () => setRefusals((count) => count + 1);
  const payment = usePayment({ warmUp: isLoggedIn && selected !== null, onRefused, onPlaced: showOrder });
  const cashOnDelivery = useCashOnDelivery({ onRefused, onPlaced: showOrder });
  const formId = useId();
  const cartRead = useCartRead();
  const coupon = useCouponDiscount(mustLogIn ? [] : items);

  // Rendered on the server, which has neither the session nor the cart (both live in the browser):
  // the heading and the cart's box saying it is opening, as the cart's page is rendered, so the page's
  // largest words are there before any script and the client-rendered page replaces them in place.
  if (!cartRead) {
    return (
      <div data-boundary="checkout" className={`${page.page} ${styles.page}`}>
        <h1 className={page.title}>Checkout</h1>
        <EmptyCart unread />
      </div>
    );
  }

  // Nothing to show while the visitor is on the way to /login.
  if (mustLogIn) return <div data-boundary="checkout" />;

  // Priced as the server will charge: its tax rate (none on an export it zero-rates), no shipping from
  // its free-delivery threshold on within India, and its fee for cash on delivery, which is offered as
  // the server would take it, and only in India.
  const settings = pricing.status === 'success' ? pricing.data : null;
  const abroad = country !== 'India';
  const discount = discountOf(coupon);
  const onlineTotals =
    settings && checkoutTotals(items, selected?.rate ?? 0, settings, 'online', country, discount);
  const codRefused =
    !abroad && settings && onlineTotals && selected && quote
      ? codRefusal(
          {
            orderValue: onlineTotals.total,
            pincode: address.zip.trim(),
            courier: { courier_name: selected.courierName, cod: selected.cod },
            couriers: quote.options.map((option) => ({ courier_name: option.courierName, cod: option.cod })),
          },
          settings,
        )
      : 'Choose a courier to see whether cash on delivery is available.';
  const method: PaymentMethod = codRefused === null ? paymentMethod : 'online';
  const totals = settings && checkoutTotals(items, selected?.rate ?? 0, settings, method, country, discount);
  const processing = payment.processing || cashOnDelivery.processing;
  const failure = cashOnDelivery.failure ?? payment.failure;
  const short = shortLines(items);
  const blocker = placeOrderBlocker({
    isLoggedIn,
    country,
    zip: address.zip,
    hasShippingOption: selected !== null,
    isProcessing: processing,
    isShortOfStock: short.length > 0,
    hasPricing: totals !== null,
  });

  function explainBlocker(event: MouseEvent<HTMLButtonElement>): void {
    // Unblocked, the click submits the form, and the browser checks the required fields first.
    if (blocker === null) return;
    event.preventDefault();
    // The short lines, or why there is no total yet, are said beside the button already.
    if (blocker === 'processing' || blocker === 'stock' || blocker === 'pricing') return;
    window.alert(blocker === 'pincode' ? deliveryCodeAlert(country) : PLACE_ORDER_ALERTS[blocker]);
    if (blocker === 'login') goToLogin(navigate, false);
  }

  // A GSTIN is for an order delivered in India: abroad, the fields are neither shown nor sent.
  const buyer = abroad ? NO_BUSINESS : business;
  const businessProblems = businessProblemsOf(buyer, address);

  function placeOrder(): void {
    if (blocker !== null || !user || !selected || !quote || !totals) return;
    if (Object.keys(businessProblems).length > 0) {
      setBusinessTries((count) => count + 1);
      return;
    }
    const request = {
      items,
      address: orderAddressOf(address),
      user,
      courierId: selected.courierId,
      // Without a quote the server refuses the payment order, and the shopper is told it failed.
      quoteId: quote.quoteId ?? '',
      total: totals.total,
      couponCode: acceptedCode(coupon),
      gift: giftOf(gift),
      business: businessOf(buyer),
    };
    if (method === 'cod') void cashOnDelivery.place(request);
    else void payment.pay(request);
  }

  return (
    <div data-boundary="checkout" className={`${page.page} ${styles.page}`}>
      <h1 className={page.title}>Checkout</h1>
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
              country={address.country}
            />
            {/* Cash on delivery is taken in India only: abroad the one way to pay needs no choice. */}
            {!abroad && (
              <PaymentChoice
                method={method}
                onChoose={setPaymentMethod}
                codRefusal={codRefused}
                codFee={settings?.codFee ?? 0}
              />
            )}
            <GiftOption value={gift} onChange={setGift} />
            {!abroad && (
              <BusinessBuyerFields
                value={business}
                onChange={setBusiness}
                problems={businessProblems}
                tries={businessTries}
              />
            )}
          </div>
          {/* Kept in view beside the form; on a phone the summary goes above it, Place Order under it. */}
          <div className={styles.side}>
            <CheckoutSummary
              items={items}
              pricing={pricing}
              onRetryPricing={() => setPricingAttempt((count) => count + 1)}
              totals={totals}
              courierName={selected?.courierName ?? null}
              country={country}
              coupon={coupon}
            />
            <PlaceOrder
              formId={formId}
              canPlaceOrder={blocker === null}
              shortLines={short}
              processing={processing}
              failure={failure}
              remedy={failure?.detail === COD_NEEDS_CONFIRMED_EMAIL && <ConfirmEmailFirst />}
              cashOnDelivery={method === 'cod'}
              country={country}
              onPlaceOrder={explainBlocker}
            />
          </div>
        </div>
      )}
    </div>
  );
}
