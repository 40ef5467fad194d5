/**
 * The shapes the shared stores accepted before 1.8.0, as zod/mini schemas. The stores now check with
 * `@brass/shared/store-checks`, which ships fewer bytes on every first visit; this module stays for
 * apps built against 1.x that import it, and goes with 2.0.0.
 *
 * @deprecated Use `@brass/shared/store-checks`.
 */
import * as z from 'zod/mini';
import { reportStoreRefusal, type StoreName } from '@brass/shared/store-refusals';
import { MAX_TOAST_LENGTH, MAX_TOAST_LIFETIME_MS } from './constants';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const cartProductSchema = z.object({
  id: text(200),
  name: text(300),
  // An empty path means the default image.
  image: z.string().check(z.maxLength(2000)),
  price: z.number().check(z.gte(0)),
  stock: z.optional(z.int().check(z.gte(0))),
});

export const cartItemSchema = z.extend(cartProductSchema, { quantity: z.int().check(z.gte(1)) });

// `z.number()` refuses NaN and the infinities, which no quantity may be; fractions are floored later.
export const cartAdditionSchema = z.object({ product: cartProductSchema, quantity: z.number() });

export const cartQuantityChangeSchema = z.object({ id: text(200), quantity: z.number() });

export const cartStockSchema = z.array(z.object({ id: text(200), stock: z.int().check(z.gte(0)) }));

export const toastSchema = z.object({
  message: text(MAX_TOAST_LENGTH),
  type: z.enum(['success', 'error', 'info']),
  lifetimeMs: z.number().check(z.gt(0), z.lte(MAX_TOAST_LIFETIME_MS)),
});

export const sessionSchema = z.object({
  token: text(10_000),
  user: z.object({ id: text(200), name: z.string().check(z.maxLength(300)), email: text(254) }),
});

/** The payload as the schema reads it, or undefined when refused (logged and reported). */
export function acceptPayload<T>(
  store: StoreName,
  action: string,
  schema: z.ZodMiniType<T>,
  payload: unknown,
): T | undefined {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const problem = result.error.issues
    .map((issue) => `${issue.path.join('.') || 'payload'} (${issue.code})`)
    .join('; ');
  reportStoreRefusal({ store, action, problem });
  return undefined;
}
