import { deliveryCodeAlert, PLACE_ORDER_ALERTS, placeOrderBlocker } from './place-order-rules';

const ready = {
  isLoggedIn: true,
  country: 'India' as const,
  zip: '560001',
  hasShippingOption: true,
  isProcessing: false,
  isShortOfStock: false,
  hasPricing: true,
};

describe('placeOrderBlocker', () => {
  it('lets the order be placed with a login, a pincode, a courier and no payment under way', () => {
    expect(placeOrderBlocker(ready)).toBeNull();
  });

  it('needs a login', () => {
    expect(placeOrderBlocker({ ...ready, isLoggedIn: false })).toBe('login');
  });

  it('needs a delivery pincode of at least 6 characters', () => {
    expect(placeOrderBlocker({ ...ready, zip: '', hasShippingOption: false })).toBe('pincode');
    expect(placeOrderBlocker({ ...ready, zip: ' 5600 ', hasShippingOption: false })).toBe('pincode');
  });

  it('needs a whole ZIP code in the United States and a UK postcode in the United Kingdom', () => {
    const us = { ...ready, country: 'United States' as const };
    expect(placeOrderBlocker({ ...us, zip: '10001' })).toBeNull();
    expect(placeOrderBlocker({ ...us, zip: '10001-1234' })).toBeNull();
    expect(placeOrderBlocker({ ...us, zip: '1000', hasShippingOption: false })).toBe('pincode');
    expect(placeOrderBlocker({ ...us, zip: '1000A', hasShippingOption: false })).toBe('pincode');
    const uk = { ...ready, country: 'United Kingdom' as const };
    expect(placeOrderBlocker({ ...uk, zip: 'sw1a 1aa' })).toBeNull();
    expect(placeOrderBlocker({ ...uk, zip: 'SW1A', hasShippingOption: false })).toBe('pincode');
    expect(placeOrderBlocker({ ...uk, zip: '600042', hasShippingOption: false })).toBe('pincode');
  });

  it("asks for the postal code in the words of the shopper's country", () => {
    expect(deliveryCodeAlert('India')).toBe(PLACE_ORDER_ALERTS.pincode);
    expect(deliveryCodeAlert('United States')).toBe(
      'Please enter a delivery ZIP code before placing your order.',
    );
    expect(deliveryCodeAlert('United Kingdom')).toBe(
      'Please enter a delivery postcode before placing your order.',
    );
  });

  it('needs a chosen courier', () => {
    expect(placeOrderBlocker({ ...ready, hasShippingOption: false })).toBe('shippingOption');
  });

  it('needs a cart the stock can fill, before anything else but a payment under way', () => {
    expect(placeOrderBlocker({ ...ready, isShortOfStock: true })).toBe('stock');
    const nothingElse = {
      isLoggedIn: false,
      country: 'India' as const,
      zip: '',
      hasShippingOption: false,
      isProcessing: false,
      hasPricing: false,
    };
    expect(placeOrderBlocker({ ...nothingElse, isShortOfStock: true })).toBe('stock');
    expect(placeOrderBlocker({ ...ready, isShortOfStock: true, isProcessing: true })).toBe('processing');
  });

  it('waits while a payment is in progress, whatever else holds', () => {
    expect(placeOrderBlocker({ ...ready, isProcessing: true })).toBe('processing');
    expect(
      placeOrderBlocker({
        isLoggedIn: false,
        country: 'India',
        zip: '',
        hasShippingOption: false,
        isProcessing: true,
        isShortOfStock: false,
        hasPricing: false,
      }),
    ).toBe('processing');
  });

  it('waits for the total to be priced once nothing else is missing', () => {
    expect(placeOrderBlocker({ ...ready, hasPricing: false })).toBe('pricing');
    expect(placeOrderBlocker({ ...ready, hasShippingOption: false, hasPricing: false })).toBe(
      'shippingOption',
    );
  });

  it('names the login first, then the pincode, then the courier', () => {
    expect(
      placeOrderBlocker({
        isLoggedIn: false,
        country: 'India',
        zip: '',
        hasShippingOption: false,
        isProcessing: false,
        isShortOfStock: false,
        hasPricing: false,
      }),
    ).toBe('login');
    expect(placeOrderBlocker({ ...ready, zip: '56', hasShippingOption: false })).toBe('pincode');
  });

  it('has the exact Place Order alerts', () => {
    expect(PLACE_ORDER_ALERTS).toEqual({
      login: 'Please login to place your order',
      pincode: 'Please enter a delivery pincode before placing your order.',
      shippingOption: 'Please select a shipping option before placing your order.',
    });
  });
});
