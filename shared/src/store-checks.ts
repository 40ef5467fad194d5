/**
 * The shapes the shared stores accept from the apps. Any remote may push into them, and what they
 * hold is rendered by the shell (toasts, cart badge, account menu): a malformed payload is refused at
 * the store instead of crashing the shell that renders it.
 *
 * Checks of their own rather than the contract's schemas: the stores come with every first visit, so
 * they carry only the few checks they make, not the API's shapes.
 */
import * as v from 'valibot';
// Stateful siblings by package name, as the apps import them. Inside this package no import goes
// through the share scope: a module that uses them is one instance only if it is shared by name too.
import { reportStoreRefusal, type StoreName } from '@brass/shared/store-refusals';
import { MAX_TOAST_LENGTH, MAX_TOAST_LIFETIME_MS } from './constants';

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
// NaN, the infinities and unsafe integers are no count of anything.
const count = () => v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const finite = () => v.pipe(v.number(), v.finite());

const cartProductEntries = {
  id: text(200),
  name: text(300),
  // An empty path means the default image.
  image: v.pipe(v.string(), v.maxLength(2000)),
  price: v.pipe(v.number(), v.finite(), v.minValue(0)),
  stock: v.optional(count()),
};

export const cartProductSchema = v.object(cartProductEntries);

export const cartItemSchema = v.object({
  ...cartProductEntries,
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});

// Fractions are floored later; what is not a finite number is no quantity at all.
export const cartAdditionSchema = v.object({ product: cartProductSchema, quantity: finite() });

export const cartQuantityChangeSchema = v.object({ id: text(200), quantity: finite() });

export const cartStockSchema = v.array(v.object({ id: text(200), stock: count() }));

export const toastSchema = v.object({
  message: text(MAX_TOAST_LENGTH),
  type: v.picklist(['success', 'error', 'info']),
  lifetimeMs: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(MAX_TOAST_LIFETIME_MS)),
  // A path in the shop: never another site ('//evil.in') behind a button that looks like the shop's.
  action: v.optional(
    v.object({ label: text(40), to: v.pipe(text(200), v.regex(/^\/(?![/\\])/, 'a path in the shop')) }),
  ),
});

export const sessionSchema = v.object({
  token: text(10_000),
  user: v.object({ id: text(200), name: v.pipe(v.string(), v.maxLength(300)), email: text(254) }),
});

// One problem a field: the first check it fails says what is wrong with it.
const FIRST_PROBLEM = { abortPipeEarly: true } as const;

/**
 * A refusal in words a team reads the same whatever the check: a value of the wrong kind, one
 * outside a fixed set, or one too small or too big for its field.
 */
function problemCode(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'picklist') return 'invalid_value';
  if (issue.kind === 'schema' || issue.type === 'safe_integer' || issue.type === 'finite')
    return 'invalid_type';
  if (/^(min_|gt_)/.test(issue.type)) return 'too_small';
  if (/^(max_|lt_)/.test(issue.type)) return 'too_big';
  return issue.type;
}

/** The value as the schema reads it, or undefined when it does not fit (no report). */
export function readPayload<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | undefined {
  const result = v.safeParse(schema, value, FIRST_PROBLEM);
  return result.success ? result.output : undefined;
}

/** The payload as the schema reads it, or undefined when refused (logged and reported). */
export function acceptPayload<T>(
  store: StoreName,
  action: string,
  schema: v.GenericSchema<unknown, T>,
  payload: unknown,
): T | undefined {
  const result = v.safeParse(schema, payload, FIRST_PROBLEM);
  if (result.success) return result.output;
  const problem = result.issues
    .map(
      (issue) =>
        `${issue.path?.map((item) => String(item.key)).join('.') || 'payload'} (${problemCode(issue)})`,
    )
    .join('; ');
  reportStoreRefusal({ store, action, problem });
  return undefined;
}
