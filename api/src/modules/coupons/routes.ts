import { checkCouponBodySchema, couponDiscountSchema } from '@brass/shared/contracts/checkout';
import type { CouponDiscount, CartLine } from '@brass/shared/contracts/checkout';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { rateLimits } from '../../plugins/rate-limit.js';

/** Prices a code against a cart at the catalogue's prices of now (the checkout's quote does). */
export interface CouponPricing {
  couponDiscount(code: string, cart: readonly CartLine[], userId: string | null): Promise<CouponDiscount>;
}

/** The shop's call that checks a coupon code the shopper typed in the cart or at checkout. */
export const couponRoutes: FastifyPluginAsyncValibot<{ pricing: CouponPricing }> = async (
  app,
  { pricing },
) => {
  app.post(
    '/api/coupons/check',
    {
      // A visitor may try a code in the cart; a signed-in shopper's own uses count at once.
      onRequest: async (request) => {
        if (request.headers.authorization) await app.authenticate(request);
      },
      config: { rateLimit: rateLimits.couponCheckPerClient },
      schema: {
        tags: ['checkout'],
        summary:
          "What a coupon code takes off the cart at the catalogue's prices, or why it does not hold (expired, minimum not met, already used)",
        body: checkCouponBodySchema,
        response: {
          200: couponDiscountSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    (request) => pricing.couponDiscount(request.body.code, request.body.cart, request.user?.id ?? null),
  );
};
