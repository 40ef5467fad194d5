import type { GiftOption } from '@brass/shared/contracts/checkout';

/** The checkout's gift fields as the shopper left them. */
export interface GiftChoice {
  isGift: boolean;
  /** As typed; the order carries it trimmed. */
  message: string;
}

export const NO_GIFT: GiftChoice = { isGift: false, message: '' };

/** The order's gift option as the API takes it; undefined for an order that is no gift. */
export function giftOf({ isGift, message }: GiftChoice): GiftOption | undefined {
  if (!isGift) return undefined;
  const trimmed = message.trim();
  return trimmed ? { message: trimmed } : {};
}
