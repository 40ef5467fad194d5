import { formatRupees } from '@brass/shared/money';

/** Why a coupon code does not hold, as the cart and the checkout show it. */
export const couponMessages = {
  notValid: 'This code is not valid.',
  notStarted: 'This code is not active yet.',
  expired: 'This code has expired.',
  minimumNotMet: (minimum: number) => `This code needs an order of at least ${formatRupees(minimum)}.`,
  minimumOfCategoriesNotMet: (minimum: number, categories: readonly string[]) =>
    `This code needs at least ${formatRupees(minimum)} of ${categories.join(', ')} in your order.`,
  nothingEligible: (categories: readonly string[]) =>
    `This code applies only to ${categories.join(', ')}, and your cart has none.`,
  usedUp: 'This code has been fully used.',
  alreadyUsed: 'You have already used this code.',
  signInToUse: 'Please log in to use this code.',
  codeTaken: 'Another coupon already has this code.',
  notFound: 'Coupon not found',
} as const;
