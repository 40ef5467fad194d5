/** The order API takes only an address a courier in India can deliver to, with its landmark. */
import { placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { address, createOrderBody } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();

describe('the delivery address of an order', () => {
  const refusals = [
    [{ phone: '12345 67890' }, 'address.phone: Enter a 10-digit mobile number starting with 6, 7, 8 or 9.'],
    [{ zip: '60000A' }, 'address.zip: Enter a 6-digit pincode, such as 600042.'],
    [{ region: 'Madras State' }, 'address.region: Choose your state or union territory.'],
    [{ country: 'United States' }, 'address.country: The shop delivers within India only'],
  ] as const;

  for (const url of ['/api/razorpay/create-order', '/api/orders/cod']) {
    it.each(refusals)(`is refused by ${url} with a 400 naming the field: %j`, async (change, message) => {
      const shopper = await h.shopper();
      const body = createOrderBody(await h.quote());
      const response = await h.app.inject({
        method: 'POST',
        url,
        headers: shopper.headers,
        payload: { ...body, address: { ...address, ...change } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  }

  it("keeps the landmark at the end of the order's street, where the courier reads it", async () => {
    const shopper = await h.shopper();
    const quote = await h.quote();
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/razorpay/create-order',
      headers: shopper.headers,
      payload: { ...createOrderBody(quote), address: { ...address, landmark: ' Opposite the temple tank ' } },
    });
    expect(created.statusCode).toBe(200);
    const payment = await h.sandbox.pay(created.json<{ order: { id: string } }>().order.id);
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: shopper.headers,
      payload: h.placeOrderBody(payment),
    });
    expect(placed.statusCode).toBe(201);
    expect(placeOrderResponseSchema.parse(placed.json()).order.shippingAddress.street).toBe(
      '12 Car Street, Mylapore, Landmark: Opposite the temple tank',
    );
  });
});
