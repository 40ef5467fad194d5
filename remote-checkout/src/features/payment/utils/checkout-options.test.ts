import type { CartItem } from '@brass/shared/cart-store';
import type { DeliveryAddress, User } from '@brass/shared/contracts/accounts';
import type { PaymentOrderResponse } from '@brass/shared/contracts/checkout';
import { checkoutOptions } from './checkout-options';

const order: PaymentOrderResponse['order'] = {
  key_id: 'rzp_test_sandbox',
  id: 'order_1',
  amount: 567400,
  currency: 'INR',
};

const piece = (id: string, quantity: number): CartItem => ({
  id,
  name: id,
  image: `/images/products/${id}-480.webp`,
  price: 2499,
  quantity,
});

const address: DeliveryAddress = {
  firstName: 'Meena',
  lastName: 'Iyer',
  phone: '9840012345',
  country: 'India',
  address1: '12 Temple Street',
  address2: '',
  city: 'Madurai',
  region: 'Tamil Nadu',
  zip: '625001',
};

const user: User = { id: 'user-1', name: 'Meena', email: 'meena@example.in' };

const callbacks = { handler: () => undefined, modal: { ondismiss: () => undefined } };

describe('checkoutOptions', () => {
  it('opens the payment order the API created, in the shop’s name and colour, with the callbacks', () => {
    const options = checkoutOptions(order, { items: [piece('diya', 1)], address, user }, callbacks);

    expect(options).toEqual({
      key: 'rzp_test_sandbox',
      amount: 567400,
      currency: 'INR',
      order_id: 'order_1',
      name: 'Brass Aangan',
      description: '1 handcrafted brass piece',
      prefill: { name: 'Meena Iyer', contact: '9840012345', email: 'meena@example.in' },
      theme: { color: '#6b1d2a' },
      handler: callbacks.handler,
      modal: callbacks.modal,
    });
  });

  it('counts the pieces of every line', () => {
    const items = [piece('diya', 2), piece('ganesha', 3)];
    expect(checkoutOptions(order, { items, address, user }, callbacks).description).toBe(
      '5 handcrafted brass pieces',
    );
  });

  it('prefills a name without a surname as the first name alone', () => {
    const options = checkoutOptions(
      order,
      { items: [piece('diya', 1)], address: { ...address, lastName: '' }, user },
      callbacks,
    );
    expect(options.prefill.name).toBe('Meena');
  });
});
