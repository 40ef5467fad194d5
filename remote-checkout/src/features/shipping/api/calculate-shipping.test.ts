import type { CartItem } from '@brass/shared/cart-store';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  answer,
  answersDelivered,
  bodiesSentTo,
  heldAnswer,
  malformed,
  networkError,
  sentRequests,
} from '@brass/shared/testing/api-mock';
import type { RequestState } from '@brass/shared/use-request';
import type { ShippingQuote } from '../utils/shipping-quote';
import { calculateShipping, useShippingQuote } from './calculate-shipping';

const quoteIn = (state: RequestState<ShippingQuote>) => (state.status === 'success' ? state.data : null);

const SHIPPING = 'POST /api/shiprocket/calculate-shipping';
const items: CartItem[] = [
  {
    id: 'ganesha',
    name: 'Brass Ganesha',
    image: '/images/products/ganesha-480.webp',
    price: 2499,
    quantity: 2,
  },
  { id: 'diya', name: 'Kuthu Vilakku', image: '/images/products/diya-480.webp', price: 899, quantity: 1 },
];

const liveAnswer = (courierName: string, rate: number) => ({
  shippingCost: {
    data: {
      available_courier_companies: [
        { courier_company_id: 43, courier_name: courierName, rate, estimated_delivery_days: '4' },
      ],
    },
  },
  fallback: false,
  noCourierServiceable: false,
  quoteId: `quote-${courierName}`,
});

describe('calculateShipping', () => {
  it('asks for the fixed pickup pincode, the delivery pincode and the products', async () => {
    answer(SHIPPING, liveAnswer('Delhivery Surface', 76));
    const quote = await calculateShipping(
      '560001',
      [{ productId: 'ganesha', quantity: 2 }],
      new AbortController().signal,
    );
    expect(bodiesSentTo(SHIPPING)).toEqual([
      {
        pickupPincode: '600001',
        deliveryPincode: '560001',
        products: [{ productId: 'ganesha', quantity: 2 }],
      },
    ]);
    expect(quote.options[0]).toMatchObject({ courierName: 'Delhivery Surface', rate: 76, label: 'Cheapest' });
  });

  it('reads the default rates of an error answer', async () => {
    answer(
      SHIPPING,
      malformed(
        { fallback: { available_courier_companies: [{ id: 1, courier_name: 'Standard', rate: 150 }] } },
        502,
      ),
    );
    const quote = await calculateShipping('560001', [], new AbortController().signal);
    expect(quote.message).toBe('Unable to calculate shipping cost. Using default rate.');
    expect(quote.options.map((option) => option.rate)).toEqual([150]);
  });

  it('reports a network failure as no quote', async () => {
    answer(SHIPPING, networkError());
    const quote = await calculateShipping('560001', [], new AbortController().signal);
    expect(quote).toEqual({
      options: [],
      quoteId: null,
      isDefaultRate: false,
      message: 'Unable to calculate shipping cost',
      detail: null,
    });
  });
});

describe('useShippingQuote', () => {
  it('asks nothing for fewer than 6 characters', () => {
    answer(SHIPPING, liveAnswer('Delhivery Surface', 76));
    const { result } = renderHook(() => useShippingQuote('56000 ', 'India', items));
    expect(result.current).toEqual({ status: 'idle' });
    expect(sentRequests()).toEqual([]);
  });

  it('asks for the cart at 6 characters and shows the answer', async () => {
    answer(SHIPPING, liveAnswer('Delhivery Surface', 76));
    const { result } = renderHook(() => useShippingQuote(' 560001 ', 'India', items));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(quoteIn(result.current)?.options[0]?.courierName).toBe('Delhivery Surface');
    expect(bodiesSentTo(SHIPPING)).toEqual([
      {
        pickupPincode: '600001',
        deliveryPincode: '560001',
        products: [
          { productId: 'ganesha', quantity: 2 },
          { productId: 'diya', quantity: 1 },
        ],
      },
    ]);
  });

  it('never lets a late answer for an older pincode overwrite the newer one', async () => {
    const first = heldAnswer();
    const second = heldAnswer();
    answer(SHIPPING, ({ body }) =>
      (body as { deliveryPincode: string }).deliveryPincode === '560001' ? first.answer : second.answer,
    );
    const { result, rerender } = renderHook(({ zip }) => useShippingQuote(zip, 'India', items), {
      initialProps: { zip: '560001' },
    });
    rerender({ zip: '5600012' });

    await act(async () => {
      second.release(liveAnswer('Newer Courier', 90));
      await answersDelivered();
    });
    await waitFor(() => expect(quoteIn(result.current)?.options[0]?.courierName).toBe('Newer Courier'));
    await act(async () => {
      first.release(liveAnswer('Stale Courier', 60));
      await answersDelivered();
    });

    expect(result.current.status).toBe('success');
    expect(quoteIn(result.current)?.options.map((option) => option.courierName)).toEqual(['Newer Courier']);
  });

  it('shows nothing while the newer question is unanswered, even if the older answer arrives', async () => {
    const first = heldAnswer();
    const second = heldAnswer();
    answer(SHIPPING, ({ body }) =>
      (body as { deliveryPincode: string }).deliveryPincode === '560001' ? first.answer : second.answer,
    );
    const { result, rerender } = renderHook(({ zip }) => useShippingQuote(zip, 'India', items), {
      initialProps: { zip: '560001' },
    });
    rerender({ zip: '110001' });
    await act(async () => {
      first.release(liveAnswer('Stale Courier', 60));
      await answersDelivered();
    });
    expect(result.current).toEqual({ status: 'loading' });

    await act(async () => {
      second.release(liveAnswer('Delhi Courier', 95));
      await answersDelivered();
    });
    expect(quoteIn(result.current)?.options.map((option) => option.courierName)).toEqual(['Delhi Courier']);
  });

  it('forgets the options when the pincode gets shorter than 6 characters', async () => {
    answer(SHIPPING, liveAnswer('Delhivery Surface', 76));
    const { result, rerender } = renderHook(({ zip }) => useShippingQuote(zip, 'India', items), {
      initialProps: { zip: '560001' },
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ zip: '56000' });
    expect(result.current).toEqual({ status: 'idle' });
  });

  it('asks again when the cart changes', async () => {
    answer(SHIPPING, liveAnswer('Delhivery Surface', 76));
    const { result, rerender } = renderHook(({ cart }) => useShippingQuote('560001', 'India', cart), {
      initialProps: { cart: items },
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ cart: items.slice(0, 1) });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(bodiesSentTo(SHIPPING).at(-1)).toMatchObject({
      products: [{ productId: 'ganesha', quantity: 2 }],
    });
  });

  it.each([
    ['United States', '1000', '10001', '10001'],
    ['United States', '1000A', '10001-1234', '10001-1234'],
    ['United Kingdom', 'SW1A', 'sw1a1aa', 'SW1A 1AA'],
  ] as const)(
    'in the %s, asks nothing for %s and asks with the country for a well-formed %s',
    async (country, partial, whole, sent) => {
      answer(SHIPPING, liveAnswer('Aramex International', 2150));
      const { result, rerender } = renderHook(
        ({ zip }: { zip: string }) => useShippingQuote(zip, country, items),
        { initialProps: { zip: partial as string } },
      );
      expect(result.current).toEqual({ status: 'idle' });
      rerender({ zip: whole });
      await waitFor(() => expect(result.current.status).toBe('success'));
      expect(bodiesSentTo(SHIPPING)).toEqual([
        {
          pickupPincode: '600001',
          deliveryPincode: sent,
          deliveryCountry: country,
          products: [
            { productId: 'ganesha', quantity: 2 },
            { productId: 'diya', quantity: 1 },
          ],
        },
      ]);
    },
  );

  it('asks nothing in the United States for an Indian pincode', () => {
    answer(SHIPPING, liveAnswer('Aramex International', 2150));
    const { result } = renderHook(() => useShippingQuote('600042', 'United States', items));
    expect(result.current).toEqual({ status: 'idle' });
    expect(sentRequests()).toEqual([]);
  });
});
