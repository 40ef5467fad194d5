import type { CartItem } from '@brass/shared/cart-store';
import type { DeliveryAddress, User } from '@brass/shared/contracts/accounts';
import type { PaymentOrderResponse } from '@brass/shared/contracts/checkout';
import type { RazorpayOptions } from '../types/razorpay';

const SHOP_NAME = 'Brass Aangan';
const BRAND_COLOUR = '#6b1d2a';

/** What the shopper pays for and where it goes: the part of a payment Razorpay shows. */
interface Purchase {
  items: readonly CartItem[];
  address: DeliveryAddress;
  user: User;
}

function describe(items: readonly CartItem[]): string {
  const pieces = items.reduce((count, item) => count + item.quantity, 0);
  return `${pieces} handcrafted brass ${pieces === 1 ? 'piece' : 'pieces'}`;
}

/**
 * Razorpay Checkout's options for the payment order the API created: the shop's name and colour,
 * what is bought, and the shopper's details filled in, with the callbacks of the payment flow.
 */
export function checkoutOptions(
  order: PaymentOrderResponse['order'],
  { items, address, user }: Purchase,
  callbacks: Pick<RazorpayOptions, 'handler' | 'modal'>,
): RazorpayOptions {
  return {
    key: order.key_id,
    amount: order.amount,
    currency: order.currency,
    order_id: order.id,
    name: SHOP_NAME,
    description: describe(items),
    prefill: {
      name: `${address.firstName} ${address.lastName}`.trim(),
      contact: address.phone,
      email: user.email,
    },
    theme: { color: BRAND_COLOUR },
    ...callbacks,
  };
}
