/**
 * The shapes the shared stores accept from the apps. Any remote may push into them, and what they
 * hold is drawn by the shell (toasts, cart badge, account menu): a malformed payload is refused at
 * the store instead of crashing the shell that draws it.
 *
 * zod/mini rather than the contract's schemas: those are classic zod, which does not tree-shake and
 * would add about 90 KiB gzipped to every page; these cost about 5 KiB.
 */
import * as z from 'zod/mini';
// Stateful siblings are imported by package name, never by relative path: only a package specifier
// goes through the federation share scope, so host and remotes reach the one instance.
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
