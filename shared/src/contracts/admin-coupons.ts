/**
 * The back office's contract for coupon codes: what the owner and staff create, edit, deactivate and
 * list with the uses so far. Owned by the back office team (remote-admin). The API validates and
 * documents its routes with these schemas; the back office parses its answers with them.
 */
import * as v from 'valibot';
import { couponCodeSchema } from './checkout';

/** percent: 1 to 90 percent of the goods it applies to; fixed: whole rupees off them. */
export const couponKindSchema = v.picklist(['percent', 'fixed']);
export type CouponKind = v.InferOutput<typeof couponKindSchema>;

const wholeRupees = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000_000));
const uses = v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1_000_000)));
const moment = v.nullable(v.pipe(v.string(), v.isoTimestamp('Please give a date and time.')));

/** POST /api/admin/coupons and PUT /api/admin/coupons/:id. */
export const couponBodySchema = v.pipe(
  v.object({
    code: v.pipe(
      couponCodeSchema,
      v.regex(/^[A-Za-z0-9-]+$/, 'A code has only letters, digits and hyphens.'),
    ),
    kind: couponKindSchema,
    /** Percent for a percent code, whole rupees for a fixed one. */
    value: v.pipe(v.number(), v.safeInteger(), v.minValue(1, 'The discount must be at least 1.')),
    /** Whole rupees of goods (of the listed categories, when there are any) the order must reach. */
    minimumOrder: wholeRupees,
    startsAt: moment,
    endsAt: moment,
    /** Orders the code may make in all; null: no limit. */
    totalLimit: uses,
    /** Orders one shopper may make with it; null: no limit. */
    perShopperLimit: uses,
    /** The catalogue's main categories it applies to; empty: every line. */
    categories: v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
      v.maxLength(50),
    ),
  }),
  v.check((body) => body.kind !== 'percent' || body.value <= 90, 'A percent discount is at most 90 percent.'),
  v.check(
    (body) => !body.startsAt || !body.endsAt || Date.parse(body.startsAt) < Date.parse(body.endsAt),
    'The code must end after it starts.',
  ),
);
export type CouponBody = v.InferOutput<typeof couponBodySchema>;

/** A code as the back office lists it, with the orders it made so far. */
export const adminCouponSchema = v.object({
  id: v.string(),
  code: v.string(),
  kind: couponKindSchema,
  value: v.number(),
  minimumOrder: v.number(),
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  totalLimit: v.nullable(v.number()),
  perShopperLimit: v.nullable(v.number()),
  categories: v.array(v.string()),
  active: v.boolean(),
  uses: v.pipe(v.number(), v.safeInteger()),
  createdAt: v.string(),
});
export type AdminCoupon = v.InferOutput<typeof adminCouponSchema>;

/** GET /api/admin/coupons: every code, newest first. */
export const adminCouponListSchema = v.object({ coupons: v.array(adminCouponSchema) });
export type AdminCouponList = v.InferOutput<typeof adminCouponListSchema>;
