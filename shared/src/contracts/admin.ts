/**
 * The back office's contract for who runs the shop and how it is doing: staff and their invitations, the
 * audit log, the dashboard. Owned by the back office team (remote-admin). The API validates and documents
 * its routes with these zod schemas; the shop's pages import them as types only, and the back office also
 * parses its answers with them (docs/frontend-guide.md).
 */
import { z } from 'zod';
import { clientErrorKindSchema } from './errors';
import { staffRoleSchema, userSchema } from './accounts';

export const adminProfileSchema = userSchema.extend({ role: staffRoleSchema });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** POST /api/admin/staff: the owner adds a member of staff by their email. */
export const inviteStaffBodySchema = z.object({
  email: z.string().trim().email('Please enter a valid email address').max(254),
});
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

/** GET /api/admin/staff: who runs the shop, and who was invited and has not joined yet. */
export const staffListSchema = z.object({
  staff: z.array(adminProfileSchema),
  /** An invitation lets its address join until `expiresAt` (7 days); the owner may withdraw it before. */
  invitations: z.array(z.object({ email: z.string(), invitedAt: z.string(), expiresAt: z.string() })),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** One line of the back office's audit log: who changed what, and when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null: the shop itself did it. */
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

const periodTotalsSchema = z.object({
  orders: z.number().int(),
  /** What was paid for the period's orders, less what was refunded on them. */
  revenue: z.number(),
});

/** GET /api/admin/dashboard: how the shop is doing, and what needs the owner now. */
export const adminDashboardSchema = z.object({
  today: periodTotalsSchema,
  month: periodTotalsSchema,
  awaitingShipment: z.number().int(),
  lowStock: z.array(z.object({ id: z.string(), name: z.string(), stock: z.number().int() })),
  clientErrors: z.object({
    lastDay: z.number().int(),
    recent: z.array(
      z.object({
        id: z.string(),
        kind: clientErrorKindSchema,
        message: z.string(),
        path: z.string(),
        app: z.string().nullable(),
        receivedAt: z.string(),
      }),
    ),
  }),
  /**
   * Mail given up on after its last attempt, with the reason, until the staff queue it again: an
   * order's confirmation that could not be prepared (`id` is the order number) or a mail the relay
   * refused (`id` is the outbox's).
   */
  parkedMail: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['order-confirmation', 'mail']),
      to: z.string(),
      subject: z.string(),
      reason: z.string(),
      attempts: z.number().int(),
      parkedAt: z.string(),
    }),
  ),
  /** Paid orders Shiprocket has not booked after several attempts; the shop keeps trying. */
  strandedShipments: z.array(
    z.object({
      orderNumber: z.string(),
      placedAt: z.string(),
      attempts: z.number().int(),
      /** The last failure's; null while an attempt is under way. */
      reason: z.string().nullable(),
      nextAttemptAt: z.string().nullable(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
