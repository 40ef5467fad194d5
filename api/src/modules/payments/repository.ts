import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, paymentOrders, soldOutRefunds, users, webhookEvents } from '../../db/schema.js';

export type PaymentOrder = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;
export type SoldOutRefund = typeof soldOutRefunds.$inferSelect;

export class PaymentRepository {
  constructor(private readonly db: Db) {}

  async insertPaymentOrder(order: NewPaymentOrder): Promise<void> {
    await this.db.insert(paymentOrders).values(order);
  }

  async findPaymentOrder(razorpayOrderId: string): Promise<PaymentOrder | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.razorpayOrderId, razorpayOrderId));
    return row;
  }

  async isEventHandled(eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ eventId: webhookEvents.eventId })
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, eventId));
    return row !== undefined;
  }

  async recordEvent(eventId: string): Promise<void> {
    await this.db.insert(webhookEvents).values({ eventId }).onConflictDoNothing();
  }

  /** In `tx` when read under the payment's lock. */
  async findSoldOutRefund(razorpayPaymentId: string, tx: Db = this.db): Promise<SoldOutRefund | undefined> {
    const [row] = await tx
      .select()
      .from(soldOutRefunds)
      .where(eq(soldOutRefunds.razorpayPaymentId, razorpayPaymentId));
    return row;
  }

  async insertSoldOutRefund(tx: Db, refund: typeof soldOutRefunds.$inferInsert): Promise<SoldOutRefund> {
    const [row] = await tx.insert(soldOutRefunds).values(refund).returning();
    if (!row) throw new Error(`The refund of ${refund.razorpayPaymentId} was not stored`);
    return row;
  }

  /**
   * Takes a pending refund for one attempt at Razorpay, leasing it until `leaseUntil` so that no other
   * process asks at the same time. False when it is processed, or another attempt holds it.
   */
  async claimSoldOutRefund(razorpayPaymentId: string, now: Date, leaseUntil: Date): Promise<boolean> {
    const claimed = await this.db
      .update(soldOutRefunds)
      .set({ attemptUntil: leaseUntil })
      .where(
        and(
          eq(soldOutRefunds.razorpayPaymentId, razorpayPaymentId),
          eq(soldOutRefunds.status, 'pending'),
          or(isNull(soldOutRefunds.attemptUntil), lte(soldOutRefunds.attemptUntil, now)),
        ),
      )
      .returning({ id: soldOutRefunds.razorpayPaymentId });
    return claimed.length > 0;
  }

  /**
   * Marks the refund processed, in `alongside`'s transaction (its mail), only if it was still pending:
   * true when this call marked it, so the mail is queued once.
   */
  markSoldOutRefunded(
    razorpayPaymentId: string,
    razorpayRefundId: string,
    now: Date,
    alongside: (tx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const marked = await tx
        .update(soldOutRefunds)
        .set({ status: 'processed', razorpayRefundId, refundedAt: now, attemptUntil: null })
        .where(
          and(eq(soldOutRefunds.razorpayPaymentId, razorpayPaymentId), eq(soldOutRefunds.status, 'pending')),
        )
        .returning({ id: soldOutRefunds.razorpayPaymentId });
      if (marked.length === 0) return false;
      await alongside(tx);
      return true;
    });
  }

  /** Whom to tell of a refund: the account that opened the payment order, by its delivery name. */
  async refundMailee(tx: Db, razorpayOrderId: string): Promise<{ email: string; firstName: string }> {
    const [row] = await tx
      .select({ email: users.email, address: paymentOrders.shippingAddress })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(eq(paymentOrders.razorpayOrderId, razorpayOrderId));
    if (!row) throw new Error(`No account opened the payment order ${razorpayOrderId}`);
    return { email: row.email, firstName: row.address.firstName };
  }

  /** Pending refunds no attempt holds at `now`, for the reconciliation to try again. */
  async dueSoldOutRefunds(now: Date): Promise<SoldOutRefund[]> {
    return this.db
      .select()
      .from(soldOutRefunds)
      .where(
        and(
          eq(soldOutRefunds.status, 'pending'),
          or(isNull(soldOutRefunds.attemptUntil), lte(soldOutRefunds.attemptUntil, now)),
        ),
      );
  }

  /** When the oldest payment order opened since `since` was opened; undefined when none was. */
  async oldestPaymentOrderSince(since: Date): Promise<Date | undefined> {
    const [row] = await this.db
      .select({
        createdAt: sql<Date | null>`min(${paymentOrders.createdAt})`.mapWith(paymentOrders.createdAt),
      })
      .from(paymentOrders)
      .where(gte(paymentOrders.createdAt, since));
    return row?.createdAt ?? undefined;
  }

  /**
   * Of these payments (id and Razorpay order), those of a payment order of this shop that have neither
   * an order nor a sold-out refund: what the reconciliation must settle.
   */
  async unsettledPayments(payments: { id: string; orderId: string }[]): Promise<Set<string>> {
    if (payments.length === 0) return new Set();
    const paymentIds = payments.map((payment) => payment.id);
    const [stored, ordered, refunded] = await Promise.all([
      this.db
        .select({ id: paymentOrders.razorpayOrderId })
        .from(paymentOrders)
        .where(
          inArray(paymentOrders.razorpayOrderId, [...new Set(payments.map((payment) => payment.orderId))]),
        ),
      this.db
        .select({ id: orders.razorpayPaymentId })
        .from(orders)
        .where(inArray(orders.razorpayPaymentId, paymentIds)),
      this.db
        .select({ id: soldOutRefunds.razorpayPaymentId })
        .from(soldOutRefunds)
        .where(inArray(soldOutRefunds.razorpayPaymentId, paymentIds)),
    ]);
    const ours = new Set(stored.map((row) => row.id));
    const settled = new Set([...ordered, ...refunded].map((row) => row.id));
    return new Set(
      payments.filter((payment) => ours.has(payment.orderId) && !settled.has(payment.id)).map(({ id }) => id),
    );
  }
}
