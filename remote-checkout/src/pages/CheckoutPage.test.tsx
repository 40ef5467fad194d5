import { useAuthStore } from '@brass/shared/auth-store';
import { useCartStore, type CartItem } from '@brass/shared/cart-store';
import { COD_NEEDS_CONFIRMED_EMAIL } from '@brass/shared/cash-on-delivery';
import { DUPLICATE_TOAST_WINDOW_MS } from '@brass/shared/constants';
import type { PricingSettings } from '@brass/shared/contracts/checkout';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRazorpay } from '../features/payment/utils/load-razorpay';
import {
  answer,
  bodiesSentTo,
  failure,
  heldAnswer,
  sentRequests,
  sentTo,
  type AnswerTo,
} from '@brass/shared/testing/api-mock';
import { fakeRazorpay } from '../../testing/fake-razorpay';
import { paymentOrder, placedOrder } from '../../testing/payment-answers';
import { answerPricing } from '../../testing/pricing';
import { answerStock } from '../../testing/stock';
import { renderAt } from '@brass/shared/testing/router';
import { useToastStore } from '@brass/shared/toast-store';
import { COUNTRY_STORAGE_KEY } from '../utils/shopper-country';
import CheckoutPage from './CheckoutPage';

vi.mock('../features/payment/utils/load-razorpay', () => ({ loadRazorpay: vi.fn() }));

const SHIPPING = 'POST /api/shiprocket/calculate-shipping';
const items: CartItem[] = [
  {
    id: 'ganesha',
    name: 'Brass Ganesha',
    image: '/images/products/ganesha-480.webp',
    price: 2499,
    quantity: 2,
  },
];
const user = { id: 'user-1', name: 'Meena', email: 'meena@example.in' };

const couriers = {
  shippingCost: {
    data: {
      available_courier_companies: [
        {
          courier_company_id: 55,
          courier_name: 'Blue Dart Surface',
          rate: 112,
          estimated_delivery_days: '3',
        },
        { courier_company_id: 48, courier_name: 'Ekart Logistics', rate: 68, estimated_delivery_days: '5' },
        {
          courier_company_id: 43,
          courier_name: 'Delhivery Surface',
          rate: 76.5,
          estimated_delivery_days: '4',
        },
        { courier_company_id: 1, courier_name: 'Blue Dart Air', rate: 140, estimated_delivery_days: '2' },
      ],
    },
  },
  fallback: false,
  noCourierServiceable: false,
  quoteId: 'quote-1',
};

function setUp({
  loggedIn = true,
  shipping = couriers,
  stock = {},
  pricing = {},
}: {
  loggedIn?: boolean;
  shipping?: AnswerTo<typeof SHIPPING>;
  stock?: Record<string, number>;
  pricing?: Partial<PricingSettings>;
} = {}) {
  useCartStore.setState({ items });
  answerStock(stock);
  answerPricing(pricing);
  if (loggedIn) useAuthStore.getState().login({ user, token: 'jwt-1' });
  else useAuthStore.getState().logout();
  const razorpay = fakeRazorpay();
  vi.mocked(loadRazorpay).mockReset().mockResolvedValue(razorpay.Razorpay);
  answer(SHIPPING, shipping);
  answer('POST /api/razorpay/create-order', paymentOrder);
  answer('POST /api/razorpay/verify-payment', { success: true });
  answer('POST /api/orders/', placedOrder);
  answer('GET /api/pincodes/:pincode', ({ path }) => ({
    pincode: path.split('/').at(-1)!,
    city: 'Madurai',
    state: 'Tamil Nadu',
  }));
  answer('GET /api/users/me/addresses', { addresses: [] });
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const view = renderAt('/checkout', <CheckoutPage params={{}} />);
  return { ...view, razorpay, alert };
}

// By accessible name, which leaves out the aria-hidden required mark.
const field = (name: string) => screen.getByRole(name === 'State' ? 'combobox' : 'textbox', { name });

const placeOrder = () => screen.getByRole('button', { name: /Place Order|Processing Payment/ });

const summaryRow = (label: RegExp) =>
  within(screen.getByRole('region', { name: 'Order summary' }))
    .getByText(label, { selector: 'dt' })
    .closest('div')?.textContent;

async function fillAddress(zip = '625001') {
  // Pasted rather than typed: only the pincode's keystrokes matter here, and typing is slow.
  const paste = async (label: string, text: string) => {
    await userEvent.click(field(label));
    await userEvent.paste(text);
  };
  await paste('First name', 'Meena');
  await paste('Last name', 'Iyer');
  await paste('Phone', '9840012345');
  await paste('Address', '12 Temple Street');
  await paste('City', 'Madurai');
  await userEvent.selectOptions(field('State'), 'Tamil Nadu');
  await userEvent.type(field('Zip/Pincode'), zip);
}

describe('CheckoutPage', () => {
  it('sends a visitor to /login with the way back to /checkout', () => {
    const { location, container } = setUp({ loggedIn: false });
    expect(location.history).toEqual(['/login?next=/checkout']);
    expect(location.state).toEqual({ from: '/checkout' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'checkout');
    expect(sentRequests()).toEqual([]);
  });

  it('labels every delivery field and marks the required ones', () => {
    setUp();
    const form = screen.getByRole('form', { name: 'Delivery details' });
    for (const label of ['Zip/Pincode', 'City', 'State', 'First name', 'Last name', 'Phone', 'Address']) {
      const control = field(label);
      expect(form).toContainElement(control);
      expect(control).toBeRequired();
      expect((control as HTMLInputElement).labels?.[0]).toHaveTextContent(`${label} *`);
    }
    expect(field('Address line 2 (optional)')).not.toBeRequired();
    expect(field('Landmark (optional)')).not.toBeRequired();
    // Country is a required field of the form, India for a browser in India.
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(form).toContainElement(country);
    expect(country).toBeRequired();
    expect(country).toHaveValue('India');
  });

  it('quotes couriers for a 6-character pincode, picks the cheapest and prices the order with it', async () => {
    setUp();
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(field('Zip/Pincode'), '62500');
    expect(sentTo(SHIPPING)).toEqual([]);
    await userEvent.type(field('Zip/Pincode'), '1');

    const cheapest = await screen.findByRole('radio', { name: /Ekart Logistics/ });
    expect(cheapest).toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Shipping options' })).getAllByRole('radio'),
    ).toHaveLength(3);
    expect(bodiesSentTo(SHIPPING)).toEqual([
      {
        pickupPincode: '600001',
        deliveryPincode: '625001',
        products: [{ productId: 'ganesha', quantity: 2 }],
      },
    ]);
    // 2 x 2499 = 4998; tax 599.76 rounds to 600.
    expect(summaryRow(/^Subtotal/)).toBe('Subtotal₹4,998');
    expect(summaryRow(/^Shipping/)).toBe('Shipping (Ekart Logistics)₹68');
    expect(summaryRow(/^Tax/)).toBe('Tax (12%)₹600');
    expect(summaryRow(/^Total/)).toBe('Total₹5,666');

    await userEvent.click(screen.getByRole('radio', { name: /Delhivery Surface/ }));
    expect(summaryRow(/^Shipping/)).toBe('Shipping (Delhivery Surface)₹76.50');
    expect(summaryRow(/^Total/)).toBe('Total₹5,674.50');
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'false');
  });

  it('clears the options and the choice when the pincode gets shorter than 6 characters', async () => {
    setUp();
    await userEvent.type(field('Zip/Pincode'), '625001');
    await userEvent.click(await screen.findByRole('radio', { name: /Blue Dart Surface/ }));
    await userEvent.type(field('Zip/Pincode'), '{Backspace}');

    expect(
      within(screen.getByRole('region', { name: 'Shipping options' })).queryByRole('radio'),
    ).not.toBeInTheDocument();
    expect(summaryRow(/^Shipping/)).toBe('ShippingChoose a courier');
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.type(field('Zip/Pincode'), '1');
    expect(await screen.findByRole('radio', { name: /Ekart Logistics/ })).toBeChecked();
  });

  it('explains why Place Order waits: a pincode, then a courier', async () => {
    const { alert } = setUp({
      shipping: { ...couriers, shippingCost: { data: { available_courier_companies: [] } } },
    });
    await userEvent.click(placeOrder());
    expect(alert).toHaveBeenLastCalledWith('Please enter a delivery pincode before placing your order.');

    await userEvent.type(field('Zip/Pincode'), '625001');
    expect(await screen.findByText('No couriers available for this pincode')).toBeInTheDocument();
    await userEvent.click(placeOrder());
    expect(alert).toHaveBeenLastCalledWith('Please select a shipping option before placing your order.');
    expect(bodiesSentTo('POST /api/razorpay/create-order')).toEqual([]);
  });

  it('asks a shopper whose session ended on the page to log in, and sends them to /login', async () => {
    const { alert, location } = setUp();
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    act(() => useAuthStore.getState().logout());

    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(placeOrder());
    expect(alert).toHaveBeenCalledWith('Please login to place your order');
    expect(location.history.at(-1)).toBe('/login?next=/checkout');
    expect(location.state).toEqual({ from: '/checkout' });
  });

  it('says beside the fields what is missing, and pays nothing', async () => {
    setUp();
    await userEvent.type(field('Zip/Pincode'), '625001');
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(placeOrder());
    expect(bodiesSentTo('POST /api/razorpay/create-order')).toEqual([]);
    expect(field('First name')).toBeInvalid();
    expect(field('First name')).toHaveFocus();
    expect(field('First name')).toHaveAccessibleDescription('Enter your first name.');
  });

  it("takes the payment, then empties the cart and opens the order's page", async () => {
    const { location, razorpay } = setUp();
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(placeOrder());

    expect(placeOrder()).toHaveTextContent('Processing Payment...');
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    await userEvent.click(placeOrder());
    expect(bodiesSentTo('POST /api/razorpay/create-order')).toEqual([
      expect.objectContaining({
        amount: 5666,
        quoteId: 'quote-1',
        courierId: 48,
        address: {
          firstName: 'Meena',
          lastName: 'Iyer',
          phone: '9840012345',
          country: 'India',
          address1: '12 Temple Street',
          address2: '',
          landmark: '',
          city: 'Madurai',
          region: 'Tamil Nadu',
          zip: '625001',
        },
      }),
    ]);

    expect(location.pathname).toBe('/checkout');
    await act(async () => razorpay.pay());
    await waitFor(() => expect(location.pathname).toBe('/orders/BA-10001'));
    expect(location.state).toEqual({ placed: true });
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the cart and lets the shopper try again after dismissing the payment', async () => {
    const { razorpay } = setUp();
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(placeOrder());
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));

    act(() => razorpay.dismiss());
    expect(placeOrder()).toHaveTextContent('Place Order');
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'false');
    expect(useCartStore.getState().items).toEqual([{ ...items[0], stock: 25 }]);

    await userEvent.click(placeOrder());
    await waitFor(() => expect(razorpay.opened).toHaveLength(2));
  });

  it('shows why a payment failed', async () => {
    const { razorpay } = setUp();
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(placeOrder());
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));

    act(() => razorpay.fail('Your card was declined by the bank'));
    expect(screen.getByText('Payment failed: Your card was declined by the bank')).toBeInTheDocument();
    expect(placeOrder()).toHaveTextContent('Place Order');
    expect(useCartStore.getState().items).toEqual([{ ...items[0], stock: 25 }]);
  });

  it('refuses Place Order in the page while a line asks for more than the stock has', async () => {
    const { alert } = setUp({ stock: { ganesha: 1 } });
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });

    const shortage = await screen.findByRole('alert');
    expect(shortage).toHaveTextContent('Your cart asks for more than the shop has:');
    expect(within(shortage).getByRole('listitem')).toHaveTextContent('Only 1 left of Brass Ganesha');
    expect(within(shortage).getByRole('link', { name: 'Change your cart' })).toHaveAttribute('href', '/cart');
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(placeOrder());
    expect(bodiesSentTo('POST /api/razorpay/create-order')).toEqual([]);
    expect(alert).not.toHaveBeenCalled();

    act(() => useCartStore.getState().setQuantity('ganesha', 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The smaller cart is quoted again before it can be paid for.
    await waitFor(() => expect(placeOrder()).toHaveAttribute('aria-disabled', 'false'));
  });

  it("prices with the shop's tax rate and charges no courier from its free-delivery threshold on", async () => {
    const { razorpay } = setUp({ pricing: { taxRatePercent: 5, freeDeliveryThreshold: 5000 } });
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    // 4998 + 68 + 250 (249.90): two rupees short of free delivery.
    expect(summaryRow(/^Shipping/)).toBe('Shipping (Ekart Logistics)₹68');
    expect(summaryRow(/^Tax/)).toBe('Tax (5%)₹250');
    expect(summaryRow(/^Total/)).toBe('Total₹5,316');
    expect(screen.getByText('Add ₹2 more for free delivery.')).toBeInTheDocument();

    act(() => useCartStore.getState().setQuantity('ganesha', 3));
    // 7497 ships free whichever courier carries it: 7497 + 0 + 375 (374.85).
    await waitFor(() => expect(summaryRow(/^Shipping/)).toBe('Shipping (Ekart Logistics)Free'));
    expect(summaryRow(/^Total/)).toBe('Total₹7,872');
    expect(screen.getByText('Free delivery on this order.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('radio', { name: /Blue Dart Surface/ }).closest('label')!).getByText('Free'),
    ).toBeInTheDocument();

    await userEvent.click(placeOrder());
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    expect(bodiesSentTo('POST /api/razorpay/create-order')).toEqual([
      expect.objectContaining({ amount: 7872 }),
    ]);
  });

  it('holds Place Order until the total is priced, and says when it cannot be', async () => {
    const held = heldAnswer();
    const { alert } = setUp();
    answer('GET /api/settings/pricing', held.answer);
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    expect(summaryRow(/^Total/)).toBe('TotalCalculating...');
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(placeOrder());
    expect(alert).not.toHaveBeenCalled();
    expect(bodiesSentTo('POST /api/razorpay/create-order')).toEqual([]);

    held.release(failure(503, 'The shop is briefly unavailable.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delivery and tax could not be worked out.');
    expect(summaryRow(/^Total/)).toBe('TotalNot available');
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');

    answerPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(summaryRow(/^Total/)).toBe('Total₹5,666'));
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'false');
  });

  it("shows the API's refusal when the stock ran out meanwhile, and counts the stock again", async () => {
    setUp();
    answer('POST /api/razorpay/create-order', failure(409, 'Brass Ganesha is out of stock'));
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await waitFor(() => expect(useCartStore.getState().items[0]?.stock).toBe(25));
    answerStock({ ganesha: 0 });

    await userEvent.click(placeOrder());

    expect(await screen.findByText('Failed to initiate payment', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Brass Ganesha is out of stock', { selector: 'p' })).toBeVisible();
    const shortage = await screen.findByRole('alert');
    expect(within(shortage).getByRole('listitem')).toHaveTextContent('Brass Ganesha is out of stock');
    expect(sentTo('GET /api/availability')).toHaveLength(2);
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the default rates where no courier serves the pincode, and says the shop cannot deliver there', async () => {
    setUp({ shipping: { ...couriers, fallback: true, noCourierServiceable: true } });
    await fillAddress('901234');
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    const status = screen
      .getByText('No courier serviceable for this route, using fallback rates')
      .closest('[role="status"]');
    expect(status).toHaveTextContent(
      'We cannot deliver to this pincode yet: no courier serves it. Please choose another delivery address.',
    );
  });

  it('shows the default rates while Shiprocket is down, and says the shop will arrange the courier', async () => {
    setUp({ shipping: { ...couriers, fallback: true } });
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    const status = screen
      .getByText('Using default shipping rate due to API issues')
      .closest('[role="status"]');
    expect(status).toHaveTextContent(
      'Our team will arrange the courier for your parcel and tell you when it ships.',
    );
    expect(status).not.toHaveTextContent(/cannot deliver/);
  });
});

describe('CheckoutPage: cash on delivery', () => {
  /** The couriers of `couriers`, Delhivery Surface the only one of the three cheapest not collecting cash. */
  const codCouriers = {
    ...couriers,
    shippingCost: {
      data: {
        available_courier_companies: couriers.shippingCost.data.available_courier_companies.map(
          (courier) => ({
            ...courier,
            cod: courier.courier_name !== 'Delhivery Surface',
          }),
        ),
      },
    },
  };
  const codChoice = () => screen.getByRole('radio', { name: 'Cash on delivery' });
  const placedOnDelivery = {
    success: true,
    order: {
      ...placedOrder.order,
      _id: 'BA-10002',
      orderNumber: 'BA-10002',
      paymentMethod: 'cod',
      codFee: 50,
    },
  } as const;

  it('adds the COD fee as its own row and places the order without Razorpay, then opens its page', async () => {
    const { razorpay, location } = setUp({ shipping: codCouriers });
    const placing = heldAnswer();
    answer('POST /api/orders/cod', placing.answer);
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    expect(screen.getByRole('radio', { name: 'Pay online' })).toBeChecked();
    expect(codChoice()).toBeEnabled();
    expect(codChoice()).toHaveAccessibleDescription('Pay in cash when your parcel arrives; ₹50 fee.');
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).queryByText(/^Cash on delivery fee/),
    ).not.toBeInTheDocument();

    await userEvent.click(codChoice());
    expect(summaryRow(/^Cash on delivery fee/)).toBe('Cash on delivery fee₹50');
    expect(summaryRow(/^Total/)).toBe('Total₹5,716');
    expect(screen.getByText('You pay the courier in cash when your parcel arrives.')).toBeVisible();
    expect(screen.queryByText(/Secure payment by Razorpay/)).not.toBeInTheDocument();
    await userEvent.click(placeOrder());
    expect(screen.getByRole('button', { name: 'Placing Order...' })).toHaveAttribute('aria-disabled', 'true');
    placing.release(placedOnDelivery);

    await waitFor(() => expect(location.pathname).toBe('/orders/BA-10002'));
    expect(location.state).toEqual({ placed: true });
    expect(bodiesSentTo('POST /api/orders/cod')).toEqual([
      expect.objectContaining({
        amount: 5716,
        cart: [{ productId: 'ganesha', quantity: 2 }],
        quoteId: 'quote-1',
        courierId: 48,
      }),
    ]);
    expect(bodiesSentTo('POST /api/orders/cod')[0]).not.toHaveProperty('gift');
    expect(razorpay.opened).toEqual([]);
    expect(sentTo('POST /api/razorpay/create-order')).toEqual([]);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it("sends the gift's trimmed message with the order, and no gift option when it is none", async () => {
    setUp({ shipping: codCouriers });
    answer('POST /api/orders/cod', placedOnDelivery);
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(codChoice());
    await userEvent.click(screen.getByRole('checkbox', { name: 'This order is a gift' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Gift message' }));
    await userEvent.paste(' For Paati, with love \n');
    await userEvent.click(placeOrder());

    await waitFor(() => expect(bodiesSentTo('POST /api/orders/cod')).toHaveLength(1));
    expect(bodiesSentTo('POST /api/orders/cod')[0]).toMatchObject({
      gift: { message: 'For Paati, with love' },
    });
  });

  it("sends a business's GSTIN and name with the order only once they hold for the delivery's state", async () => {
    setUp({ shipping: codCouriers });
    answer('POST /api/orders/cod', placedOnDelivery);
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(codChoice());
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Buying for a business? Put its GSTIN on the invoice' }),
    );
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    await userEvent.type(gstin, '27AAPFU0939F1ZV');
    await userEvent.type(screen.getByRole('textbox', { name: 'Registered business name' }), 'Pune Traders');
    await userEvent.click(placeOrder());
    expect(gstin).toHaveFocus();
    expect(gstin).toHaveAccessibleDescription(/registered in Maharashtra/);
    expect(bodiesSentTo('POST /api/orders/cod')).toHaveLength(0);

    await userEvent.clear(gstin);
    await userEvent.type(gstin, '33aaach7409r1z8');
    await userEvent.click(placeOrder());
    await waitFor(() => expect(bodiesSentTo('POST /api/orders/cod')).toHaveLength(1));
    expect(bodiesSentTo('POST /api/orders/cod')[0]).toMatchObject({
      business: { gstin: '33AAACH7409R1Z8', name: 'Pune Traders' },
    });
  });

  it('says beside the choice that an order over the limit pays online', async () => {
    setUp({ shipping: codCouriers, pricing: { codLimit: 5000 } });
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    expect(codChoice()).toBeDisabled();
    expect(codChoice()).toHaveAccessibleDescription(
      'Cash on delivery is available on orders up to ₹5,000. Please pay online.',
    );
    expect(screen.getByRole('radio', { name: 'Pay online' })).toBeChecked();
  });

  it('goes back to paying online when the chosen courier does not collect cash, and says so', async () => {
    setUp({ shipping: codCouriers });
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(codChoice());
    await userEvent.click(screen.getByRole('radio', { name: /Delhivery Surface/ }));
    expect(codChoice()).toBeDisabled();
    expect(codChoice()).not.toBeChecked();
    expect(codChoice()).toHaveAccessibleDescription(
      'Delhivery Surface does not collect cash on delivery. Choose another courier or pay online.',
    );
    expect(screen.getByRole('radio', { name: 'Pay online' })).toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).queryByText(/^Cash on delivery fee/),
    ).not.toBeInTheDocument();
  });

  it("keeps the cart and shows the server's reason when it refuses the order", async () => {
    const { location } = setUp({ shipping: codCouriers });
    const reason = 'Cash on delivery is not available for pincode 625001. Please pay online.';
    answer('POST /api/orders/cod', failure(400, reason));
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(codChoice());
    await userEvent.click(placeOrder());

    expect(await screen.findByText(reason, { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Your order could not be placed', { selector: 'p' })).toBeVisible();
    expect(location.pathname).toBe('/checkout');
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'false');
  });

  it('offers a new confirmation link when the account must confirm its email first', async () => {
    setUp({ shipping: codCouriers });
    answer('POST /api/orders/cod', failure(403, COD_NEEDS_CONFIRMED_EMAIL));
    answer('POST /api/users/confirm-email/resend', { message: 'We sent a new link to meena@example.in.' });
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(codChoice());
    await userEvent.click(placeOrder());

    expect(await screen.findByText(COD_NEEDS_CONFIRMED_EMAIL, { selector: 'p' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new confirmation link' }));
    expect(await screen.findByText('We sent a new link to meena@example.in.')).toBeVisible();
    expect(sentTo('POST /api/users/confirm-email/resend')).toHaveLength(1);
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('offers no confirmation link for any other refusal', async () => {
    setUp({ shipping: codCouriers });
    answer(
      'POST /api/orders/cod',
      failure(400, 'Cash on delivery is not available at the moment. Please pay online.'),
    );
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(codChoice());
    await userEvent.click(placeOrder());
    await screen.findByText('Your order could not be placed', { selector: 'p' });
    expect(screen.queryByRole('button', { name: 'Send a new confirmation link' })).not.toBeInTheDocument();
  });
});

describe('CheckoutPage abroad', () => {
  const rates = {
    exchangeRates: {
      USD: { rupees: 84.5, setOn: '2026-11-20' },
      GBP: { rupees: 107.25, setOn: '2026-11-21' },
    },
  };
  const international = {
    ...couriers,
    shippingCost: {
      data: {
        available_courier_companies: [
          {
            courier_company_id: 901,
            courier_name: 'Aramex Express',
            rate: 3200,
            estimated_delivery_days: '6',
          },
          { courier_company_id: 902, courier_name: 'DHL Economy', rate: 2150, estimated_delivery_days: '10' },
        ],
      },
    },
    quoteId: 'quote-intl',
  };
  const country = () => screen.getByRole('combobox', { name: 'Country' });
  const summary = () => screen.getByRole('region', { name: 'Order summary' });

  async function fillUsAddress() {
    const paste = async (label: string, text: string) => {
      await userEvent.click(screen.getByRole('textbox', { name: label }));
      await userEvent.paste(text);
    };
    await userEvent.selectOptions(country(), 'United States');
    await paste('First name', 'Anil');
    await paste('Last name', 'Rao');
    await paste('Street address', '1 Beacon Street');
    await paste('City', 'Boston');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Massachusetts');
    await paste('Phone', '+1 617 555 0123');
    await paste('ZIP code', '02108');
  }

  it('takes the country from the browser locale after the first render, and a stored choice before it', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    setUp();
    await waitFor(() => expect(country()).toHaveValue('United Kingdom'));
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeRequired();
  });

  it('prefers the country the shopper chose before to the locale', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'United States');
    setUp();
    await waitFor(() => expect(country()).toHaveValue('United States'));
  });

  it('quotes couriers to a US ZIP code with the country, prices an export, and takes no cash on delivery', async () => {
    const { razorpay } = setUp({ shipping: international, pricing: rates });
    await fillUsAddress();

    expect(await screen.findByRole('radio', { name: /DHL Economy/ })).toBeChecked();
    expect(bodiesSentTo(SHIPPING)).toEqual([
      {
        pickupPincode: '600001',
        deliveryPincode: '02108',
        deliveryCountry: 'United States',
        products: [{ productId: 'ganesha', quantity: 2 }],
      },
    ]);
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    // 4998 + 2150 + IGST 600 (12 percent, no letter of undertaking).
    expect(summaryRow(/^IGST/)).toBe('IGST (12%)₹600');
    expect(summaryRow(/^Total/)).toBe('Total₹7,748');
    // 7748 / 84.5 = 91.69...
    expect(
      within(summary()).getByText("approx. $91.69 · at the shop's rate of 20 Nov 2026; you pay ₹7,748"),
    ).toBeVisible();
    // Said where the total is paid: the Place Order button's own description.
    expect(placeOrder()).toHaveAccessibleDescription(
      "Import duties and taxes of the United States may be collected by the courier on delivery; they are not part of this order's total.",
    );

    await userEvent.click(placeOrder());
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    expect(bodiesSentTo('POST /api/razorpay/create-order')).toEqual([
      expect.objectContaining({
        amount: 7748,
        quoteId: 'quote-intl',
        courierId: 902,
        address: {
          country: 'United States',
          firstName: 'Anil',
          lastName: 'Rao',
          phone: '+1 617 555 0123',
          address1: '1 Beacon Street',
          address2: '',
          city: 'Boston',
          region: 'Massachusetts',
          zip: '02108',
        },
      }),
    ]);
  });

  it('charges no tax on an export to the United Kingdom under a letter of undertaking, and shows pounds', async () => {
    setUp({ shipping: international, pricing: { ...rates, exportsZeroRated: true } });
    await userEvent.selectOptions(country(), 'United Kingdom');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), 'SW1A 2AA');
    await screen.findByRole('radio', { name: /DHL Economy/ });
    expect(bodiesSentTo(SHIPPING)).toEqual([expect.objectContaining({ deliveryCountry: 'United Kingdom' })]);
    expect(summaryRow(/^Tax/)).toBe('Tax (zero-rated export)₹0');
    // 4998 + 2150 = 7148; / 107.25 = 66.65
    expect(summaryRow(/^Total/)).toBe('Total₹7,148');
    expect(
      within(summary()).getByText("approx. £66.65 · at the shop's rate of 21 Nov 2026; you pay ₹7,148"),
    ).toBeVisible();
    expect(placeOrder()).toHaveAccessibleDescription(/^Import duties and taxes of the United Kingdom/);
  });

  it('shows no approximate amount abroad while the owner has set no rate', async () => {
    setUp({ shipping: international });
    await userEvent.selectOptions(country(), 'United Kingdom');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), 'M1 1AE');
    await screen.findByRole('radio', { name: /DHL Economy/ });
    expect(within(summary()).queryByText(/approx\./)).not.toBeInTheDocument();
    expect(screen.getByText(/^Import duties and taxes/)).toBeVisible();
  });

  it('shows neither an approximate amount nor a duties notice in India', async () => {
    setUp({ pricing: rates });
    await userEvent.type(field('Zip/Pincode'), '625001');
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    expect(summaryRow(/^Total/)).toBe('Total₹5,666');
    expect(within(summary()).queryByText(/approx\./)).not.toBeInTheDocument();
    expect(screen.queryByText(/Import duties/)).not.toBeInTheDocument();
    expect(placeOrder()).not.toHaveAccessibleDescription();
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeInTheDocument();
  });

  it('forgets the courier when the country changes', async () => {
    setUp({ pricing: rates });
    await userEvent.type(field('Zip/Pincode'), '625001');
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.selectOptions(country(), 'United States');
    expect(
      within(screen.getByRole('region', { name: 'Shipping options' })).queryByRole('radio'),
    ).not.toBeInTheDocument();
    expect(summaryRow(/^Shipping/)).toBe('ShippingChoose a courier');
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for a ZIP code, not a pincode, before an order to the United States', async () => {
    const { alert } = setUp({ shipping: international });
    await userEvent.selectOptions(country(), 'United States');
    await userEvent.click(placeOrder());
    expect(alert).toHaveBeenLastCalledWith('Please enter a delivery ZIP code before placing your order.');
    expect(sentTo(SHIPPING)).toEqual([]);
  });
});

describe('CheckoutPage: after the order', () => {
  const clearedToasts = () =>
    useToastStore.getState().toasts.filter((toast) => toast.message === 'Cart cleared!');

  // The toasts of the test before are not this order's; and the same message shown again within the
  // duplicate window is dropped, so that window has passed before each order.
  beforeEach(async () => {
    useToastStore.setState({ toasts: [] });
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_TOAST_WINDOW_MS));
  });

  it("says 'Cart cleared!' once after an order paid online", async () => {
    const { razorpay, location } = setUp();
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(placeOrder());
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    expect(clearedToasts()).toEqual([]);
    await act(async () => razorpay.pay());
    await waitFor(() => expect(location.pathname).toBe('/orders/BA-10001'));
    expect(clearedToasts()).toEqual([expect.objectContaining({ type: 'info' })]);
  });

  it("says 'Cart cleared!' once after an order paid on delivery", async () => {
    const cod = {
      ...couriers,
      shippingCost: {
        data: {
          available_courier_companies: couriers.shippingCost.data.available_courier_companies.map(
            (courier) => ({ ...courier, cod: true }),
          ),
        },
      },
    };
    const { location } = setUp({ shipping: cod });
    answer('POST /api/orders/cod', {
      success: true,
      order: { ...placedOrder.order, orderNumber: 'BA-10003', paymentMethod: 'cod', codFee: 50 },
    });
    await fillAddress();
    await screen.findByRole('radio', { name: /Ekart Logistics/ });
    await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.click(placeOrder());
    await waitFor(() => expect(location.pathname).toBe('/orders/BA-10003'));
    expect(clearedToasts()).toEqual([expect.objectContaining({ type: 'info' })]);
  });
});
