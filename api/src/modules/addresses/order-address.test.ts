/**
 * The order API takes an address in India, the United States or the United Kingdom, each held to its
 * country's rules, and refuses any other with the words the checkout shows beside the field.
 */
import { COUNTRY_MESSAGE } from '@brass/shared/address-rules';
import { UK_ADDRESS_MESSAGES, US_ADDRESS_MESSAGES } from '@brass/shared/abroad-address';
import { placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { address, createOrderBody, ukAddress, usAddress } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();

describe('the delivery address of an order', () => {
  const refusals = [
    [
      { ...address, phone: '12345 67890' },
      'address.phone: Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    ],
    [{ ...address, zip: '60000A' }, 'address.zip: Enter a 6-digit pincode, such as 600042.'],
    [{ ...address, region: 'Madras State' }, 'address.region: Choose your state or union territory.'],
    [{ ...usAddress, zip: '1O118' }, `address.zip: ${US_ADDRESS_MESSAGES.zip}`],
    [{ ...usAddress, zip: '600004' }, `address.zip: ${US_ADDRESS_MESSAGES.zip}`],
    [{ ...usAddress, region: 'Ontario' }, `address.region: ${US_ADDRESS_MESSAGES.region}`],
    [{ ...usAddress, phone: '212 555 0147' }, `address.phone: ${US_ADDRESS_MESSAGES.phone}`],
    [{ ...ukAddress, zip: 'SW1A 2A' }, `address.zip: ${UK_ADDRESS_MESSAGES.zip}`],
    [{ ...ukAddress, zip: '10118' }, `address.zip: ${UK_ADDRESS_MESSAGES.zip}`],
    [{ ...address, country: 'Canada' }, `address.country: ${COUNTRY_MESSAGE}`],
  ] as const;

  for (const url of ['/api/razorpay/create-order', '/api/orders/cod']) {
    it.each(refusals)(`is refused by ${url} with a 400 naming the field: %j`, async (to, message) => {
      const shopper = await h.shopper();
      const body = createOrderBody(await h.quote());
      const response = await h.app.inject({
        method: 'POST',
        url,
        headers: shopper.headers,
        payload: { ...body, address: to },
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
    expect(v.parse(placeOrderResponseSchema, placed.json()).order.shippingAddress.street).toBe(
      '12 Car Street, Mylapore, Landmark: Opposite the temple tank',
    );
  });
});
