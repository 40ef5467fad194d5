/**
 * The back office's contract for who runs the shop and how it is doing: staff and their invitations, the
 * audit log, the dashboard. Owned by the back office team (remote-admin). The API validates and documents
 * its routes with these schemas; the shop's pages import them as types only, and the back office also
 * parses its answers with them (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { adminOrderSummarySchema } from './admin-orders';
import { wholeNumberText } from './field-checks';
import { clientErrorKindSchema } from './errors';
import { emailAddressSchema, staffRoleSchema, userSchema } from './accounts';

export const adminProfileSchema = v.object({ ...userSchema.entries, role: staffRoleSchema });
export type AdminProfile = v.InferOutput<typeof adminProfileSchema>;

/** POST /api/admin/staff: the owner adds a member of staff by their email. */
export const inviteStaffBodySchema = v.object({
  email: emailAddressSchema,
});
export type InviteStaffBody = v.InferOutput<typeof inviteStaffBodySchema>;

/** GET /api/admin/staff: who runs the shop, and who was invited and has not joined yet. */
export const staffListSchema = v.object({
  staff: v.array(adminProfileSchema),
  /** An invitation lets its address join until `expiresAt` (7 days); the owner may withdraw it before. */
  invitations: v.array(v.object({ email: v.string(), invitedAt: v.string(), expiresAt: v.string() })),
});
export type StaffList = v.InferOutput<typeof staffListSchema>;

/** One line of the back office's audit log: who changed what, and when. */
export const auditEntrySchema = v.object({
  id: v.string(),
  /** Null: the shop itself did it. */
  actor: v.nullable(v.object({ name: v.string(), email: v.string() })),
  action: v.string(),
  target: v.string(),
  details: v.record(v.string(), v.string()),
  createdAt: v.string(),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** What an entry is about, by the first word of its action (`order.refunded` is about orders). */
export const AUDIT_SUBJECTS = {
  order: 'Orders',
  return: 'Returns',
  product: 'Products',
  review: 'Reviews',
  coupon: 'Coupons',
  blog: 'Blog posts',
  page: 'Policy pages',
  message: 'Inbox',
  settings: 'Settings',
  release: 'Releases',
  staff: 'Staff',
} as const;
export type AuditSubject = keyof typeof AUDIT_SUBJECTS;

/** GET /api/admin/audit: a page of the log, newest first, narrowed to a subject and to words. */
export const auditQuerySchema = v.object({
  subject: v.optional(
    v.picklist(Object.keys(AUDIT_SUBJECTS) as AuditSubject[], 'Choose what the changes are about'),
  ),
  /** Words the entry's target (an order number, a product), or who made it, holds. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search with at most 100 characters'))),
  page: v.optional(wholeNumberText(1, 100_000, 'Page must be a number from 1'), 1),
});
export type AuditQuery = v.InferInput<typeof auditQuerySchema>;

export const auditLogSchema = v.object({
  entries: v.array(auditEntrySchema),
  total: v.pipe(v.number(), v.safeInteger()),
  page: v.pipe(v.number(), v.safeInteger()),
  pageSize: v.pipe(v.number(), v.safeInteger()),
});
export type AuditLog = v.InferOutput<typeof auditLogSchema>;

const periodTotalsSchema = v.object({
  orders: v.pipe(v.number(), v.safeInteger()),
  /** What was paid for the period's orders, less what was refunded on them. */
  revenue: v.number(),
});

const wholeCount = v.pipe(v.number(), v.safeInteger());

/**
 * One day's sales, India time: the orders placed that day and not cancelled, `goods` what their pieces
 * sold for after coupons, without the tax and the shipping (with the cash on delivery fee) beside it.
 */
export const daySalesSchema = v.object({
  /** `2026-11-30`. */
  day: v.string(),
  orders: wholeCount,
  goods: v.number(),
  tax: v.number(),
  shipping: v.number(),
});
export type DaySales = v.InferOutput<typeof daySalesSchema>;

/** GET /api/admin/dashboard: how the shop is doing, and what needs the owner now. */
export const adminDashboardSchema = v.object({
  today: periodTotalsSchema,
  month: periodTotalsSchema,
  /** Orders that can leave now: paid online, or on delivery and confirmed with the shopper. */
  awaitingShipment: wholeCount,
  /** Orders to be paid on delivery that wait for the staff's call before they can ship. */
  awaitingConfirmation: wholeCount,
  /** The last 30 days, oldest first, every day there even without sales. */
  sales: v.array(daySalesSchema),
  /** The newest orders. */
  recentOrders: v.array(adminOrderSummarySchema),
  /** The pieces that sold for the most over the same 30 days, goods value after coupons. */
  topProducts: v.array(v.object({ id: v.string(), name: v.string(), pieces: wholeCount, goods: v.number() })),
  lowStock: v.array(
    v.object({ id: v.string(), name: v.string(), stock: v.pipe(v.number(), v.safeInteger()) }),
  ),
  clientErrors: v.object({
    lastDay: v.pipe(v.number(), v.safeInteger()),
    recent: v.array(
      v.object({
        id: v.string(),
        kind: clientErrorKindSchema,
        message: v.string(),
        path: v.string(),
        app: v.nullable(v.string()),
        receivedAt: v.string(),
      }),
    ),
  }),
  /**
   * Mail given up on after its last attempt, with the reason, until the staff queue it again: an
   * order's confirmation that could not be prepared (`id` is the order number) or a mail the relay
   * refused (`id` is the outbox's).
   */
  parkedMail: v.array(
    v.object({
      id: v.string(),
      kind: v.picklist(['order-confirmation', 'mail']),
      to: v.string(),
      subject: v.string(),
      reason: v.string(),
      attempts: v.pipe(v.number(), v.safeInteger()),
      parkedAt: v.string(),
    }),
  ),
  /** Paid orders Shiprocket has not booked after several attempts; the shop keeps trying. */
  strandedShipments: v.array(
    v.object({
      orderNumber: v.string(),
      placedAt: v.string(),
      attempts: v.pipe(v.number(), v.safeInteger()),
      /** The last failure's; null while an attempt is under way. */
      reason: v.nullable(v.string()),
      nextAttemptAt: v.nullable(v.string()),
    }),
  ),
});
export type AdminDashboard = v.InferOutput<typeof adminDashboardSchema>;
