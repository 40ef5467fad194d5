import { useCartStore, type CartItem } from '@brass/shared/cart-store';
import { toast } from '@brass/shared/toast-store';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  answer,
  answersDelivered,
  bodiesSentTo,
  failure,
  heldAnswer,
  malformed,
} from '@brass/shared/testing/api-mock';
import { fakeRazorpay } from '../../../../testing/fake-razorpay';
import { paymentOrder, placedOrder } from '../../../../testing/payment-answers';
import { loadRazorpay } from '../utils/load-razorpay';
import { usePayment, type PaymentRequest } from './use-payment';

vi.mock('../utils/load-razorpay', () => ({ loadRazorpay: vi.fn() }));

const items: CartItem[] = [
  {
    id: 'ganesha',
    name: 'Brass Ganesha',
    image: '/images/products/ganesha-480.webp',
    price: 2499,
    quantity: 2,
  },
];

const request: PaymentRequest = {
  items,
  address: {
    firstName: 'Meena',
    lastName: 'Iyer',
    phone: '9840012345',
    country: 'India',
    address1: '12 Temple Street',
    address2: '',
    city: 'Madurai',
    region: 'Tamil Nadu',
    zip: '625001',
  },
  user: { id: 'user-1', name: 'Meena', email: 'meena@example.in' },
  courierId: 43,
  quoteId: 'quote-1',
  total: 5674,
};

/** Razorpay and an API that accepts the payment; a test answers a call otherwise after this. */
function setUp() {
  const razorpay = fakeRazorpay();
  vi.mocked(loadRazorpay).mockResolvedValue(razorpay.Razorpay);
  answer('POST /api/razorpay/create-order', paymentOrder);
  answer('POST /api/razorpay/verify-payment', { success: true });
  answer('POST /api/orders/', placedOrder);
  const onRefused = vi.fn();
  const onPlaced = vi.fn();
  const hook = renderHook(() => usePayment({ warmUp: false, onRefused, onPlaced }));
  return { razorpay, hook, onRefused, onPlaced };
}

// Spied rather than read from the store, whose 500 ms duplicate window spans tests.
const errorToasts = () => vi.mocked(toast.error).mock.calls.map(([message]) => message);

beforeEach(() => {
  useCartStore.setState({ items });
  vi.mocked(loadRazorpay).mockReset();
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'info');
});

describe('usePayment', () => {
  it('creates the payment order, opens Checkout, then verifies, records the order, empties the cart and hands the order on', async () => {
    const { razorpay, hook, onPlaced } = setUp();
    await act(() => hook.result.current.pay(request));

    expect(bodiesSentTo('POST /api/razorpay/create-order')).toEqual([
      {
        amount: 5674,
        currency: 'INR',
        receipt: expect.stringMatching(/^receipt_\d+$/) as string,
        cart: [{ productId: 'ganesha', quantity: 2 }],
        quoteId: 'quote-1',
        courierId: 43,
        address: request.address,
      },
    ]);
    expect(loadRazorpay).toHaveBeenCalledWith('http://sandbox.test/razorpay/checkout.js');
    expect(razorpay.opened).toEqual([
      expect.objectContaining({
        key: 'rzp_test_sandbox',
        amount: 567400,
        currency: 'INR',
        order_id: 'order_1',
        name: 'Brass Aangan',
        description: '2 handcrafted brass pieces',
        prefill: { name: 'Meena Iyer', contact: '9840012345', email: 'meena@example.in' },
      }),
    ]);
    expect(hook.result.current.processing).toBe(true);

    await act(async () => razorpay.pay('pay_1', 'sig_1'));

    expect(bodiesSentTo('POST /api/razorpay/verify-payment')).toEqual([
      { paymentId: 'pay_1', orderId: 'order_1', signature: 'sig_1' },
    ]);
    expect(bodiesSentTo('POST /api/orders/')).toEqual([
      {
        cart: [{ productId: 'ganesha', name: 'Brass Ganesha', price: 2499, quantity: 2 }],
        address: request.address,
        totalAmount: 5674,
        pickupPincode: '600001',
        userId: 'user-1',
        paymentMethod: 'razorpay',
        razorpayPaymentId: 'pay_1',
        razorpayOrderId: 'order_1',
        razorpaySignature: 'sig_1',
      },
    ]);
    expect(useCartStore.getState().items).toEqual([]);
    // The cart's own toast, once, as the shop's specification has it.
    expect(toast.info).toHaveBeenCalledExactlyOnceWith('Cart cleared!');
    expect(errorToasts()).toEqual([]);
    expect(hook.result.current).toMatchObject({ processing: false, failure: null });
    expect(onPlaced).toHaveBeenCalledExactlyOnceWith(placedOrder.order);
  });

  it('ends processing and keeps the cart when Checkout is dismissed', async () => {
    const { razorpay, hook, onPlaced } = setUp();
    await act(() => hook.result.current.pay(request));
    act(() => razorpay.dismiss());

    expect(hook.result.current).toMatchObject({ processing: false, failure: null });
    expect(onPlaced).not.toHaveBeenCalled();
    expect(useCartStore.getState().items).toEqual(items);
    expect(bodiesSentTo('POST /api/razorpay/verify-payment')).toEqual([]);
  });

  it('tells the reason of a failed payment and keeps the cart', async () => {
    const { razorpay, hook, onPlaced } = setUp();
    await act(() => hook.result.current.pay(request));
    act(() => razorpay.fail('Your card was declined'));

    expect(hook.result.current).toMatchObject({
      processing: false,
      failure: { message: 'Payment failed: Your card was declined', detail: null },
    });
    expect(onPlaced).not.toHaveBeenCalled();
    expect(errorToasts()).toEqual(['Payment failed: Your card was declined']);
    expect(useCartStore.getState().items).toEqual(items);
  });

  it('still records the order when the shopper pays after a failed attempt in the same dialog', async () => {
    const { razorpay, hook, onPlaced } = setUp();
    await act(() => hook.result.current.pay(request));
    act(() => razorpay.fail('Your card was declined'));
    await act(async () => razorpay.pay('pay_2', 'sig_2'));

    expect(bodiesSentTo('POST /api/orders/')).toHaveLength(1);
    expect(onPlaced).toHaveBeenCalledOnce();
  });

  it.each([
    ['the payment order is refused', failure(502, 'Bad gateway')],
    ['the payment order says no', malformed({ success: false, order: null })],
  ])('cannot start the payment when %s', async (_label, paymentOrderAnswer) => {
    const { razorpay, hook } = setUp();
    answer('POST /api/razorpay/create-order', paymentOrderAnswer);
    await act(() => hook.result.current.pay(request));

    expect(razorpay.opened).toEqual([]);
    expect(hook.result.current).toMatchObject({
      processing: false,
      failure: { message: 'Failed to initiate payment', detail: null },
    });
    expect(errorToasts()).toEqual(['Failed to initiate payment']);
  });

  it("adds the API's reason when it refuses the payment order", async () => {
    const { hook } = setUp();
    answer(
      'POST /api/razorpay/create-order',
      failure(400, 'Shipping quote expired. Please recalculate shipping.'),
    );
    await act(() => hook.result.current.pay(request));
    expect(hook.result.current.failure).toEqual({
      message: 'Failed to initiate payment',
      detail: 'Shipping quote expired. Please recalculate shipping.',
    });
    expect(errorToasts()).toEqual(['Failed to initiate payment']);
  });

  it('tells the page the API refused the payment order, and shows the stock shortage as its reason', async () => {
    const { hook, onRefused } = setUp();
    answer('POST /api/razorpay/create-order', failure(409, 'Only 1 left of Brass Ganesha'));
    await act(() => hook.result.current.pay(request));
    expect(hook.result.current.failure).toEqual({
      message: 'Failed to initiate payment',
      detail: 'Only 1 left of Brass Ganesha',
    });
    expect(onRefused).toHaveBeenCalledOnce();
  });

  it('does not take a server error for a refusal', async () => {
    const { hook, onRefused } = setUp();
    answer('POST /api/razorpay/create-order', failure(500, 'Something went wrong'));
    await act(() => hook.result.current.pay(request));
    expect(hook.result.current.failure).toEqual({ message: 'Failed to initiate payment', detail: null });
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('cannot start the payment when checkout.js does not load', async () => {
    const { hook } = setUp();
    vi.mocked(loadRazorpay).mockRejectedValue(new Error('Could not load'));
    await act(() => hook.result.current.pay(request));
    expect(hook.result.current.failure).toEqual({ message: 'Failed to initiate payment', detail: null });
  });

  it.each([
    ['the signature is not confirmed', () => answer('POST /api/razorpay/verify-payment', { success: false })],
    ['verification fails', () => answer('POST /api/razorpay/verify-payment', failure(400, 'Bad signature'))],
    ['the order cannot be recorded', () => answer('POST /api/orders/', failure(500, 'Database down'))],
  ])('reports a failed verification when %s, and keeps the cart', async (_label, answerOtherwise) => {
    const { razorpay, hook, onPlaced } = setUp();
    answerOtherwise();
    await act(() => hook.result.current.pay(request));
    await act(async () => razorpay.pay());

    expect(hook.result.current).toMatchObject({
      processing: false,
      failure: { message: 'Payment verification failed', detail: null },
    });
    expect(onPlaced).not.toHaveBeenCalled();
    expect(errorToasts()).toEqual(['Payment verification failed']);
    expect(useCartStore.getState().items).toEqual(items);
  });

  it('shows what the API says when a piece sold out while the shopper paid, keeps the cart and tells the page', async () => {
    const said = 'Brass Ganesha sold out while you were paying. Your payment of ₹5,674.00 has been refunded.';
    const { razorpay, hook, onPlaced, onRefused } = setUp();
    answer('POST /api/orders/', failure(409, said));
    await act(() => hook.result.current.pay(request));
    await act(async () => razorpay.pay());

    expect(hook.result.current).toMatchObject({
      processing: false,
      failure: { message: said, detail: null },
    });
    expect(errorToasts()).toEqual([said]);
    expect(onPlaced).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledOnce();
    expect(useCartStore.getState().items).toEqual(items);
  });

  it('pays once for a double click', async () => {
    const held = heldAnswer();
    const { razorpay, hook } = setUp();
    answer('POST /api/razorpay/create-order', held.answer);
    await act(async () => {
      void hook.result.current.pay(request);
      void hook.result.current.pay(request);
    });
    await act(async () => {
      held.release(paymentOrder);
      await answersDelivered();
    });

    expect(bodiesSentTo('POST /api/razorpay/create-order')).toHaveLength(1);
    expect(razorpay.opened).toHaveLength(1);
  });

  it('records the order once if Checkout reports the payment twice', async () => {
    const { razorpay, hook, onPlaced } = setUp();
    await act(() => hook.result.current.pay(request));
    await act(async () => {
      razorpay.pay();
      razorpay.pay();
    });
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(bodiesSentTo('POST /api/razorpay/verify-payment')).toHaveLength(1);
    expect(bodiesSentTo('POST /api/orders/')).toHaveLength(1);
  });

  it('starts loading checkout.js once the shopper can pay', () => {
    vi.mocked(loadRazorpay).mockResolvedValue(fakeRazorpay().Razorpay);
    const { rerender } = renderHook(({ warmUp }) => usePayment({ warmUp, onPlaced: vi.fn() }), {
      initialProps: { warmUp: false },
    });
    expect(loadRazorpay).not.toHaveBeenCalled();
    rerender({ warmUp: true });
    expect(loadRazorpay).toHaveBeenCalledWith('http://sandbox.test/razorpay/checkout.js');
  });
});
