import type { GiftOption } from '@brass/shared/contracts/checkout';

/** The columns a payment order and an order keep of the checkout's gift option; an empty message is none. */
export const giftColumnsOf = (gift: GiftOption | undefined) => ({
  isGift: gift !== undefined,
  giftMessage: gift?.message || null,
});
