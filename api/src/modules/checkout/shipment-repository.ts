import { and, asc, eq, gte, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import type { OrderRow } from '../orders/repository.js';

/** An order taken for one shipment attempt, and whom Shiprocket mails about it. */
export interface ClaimedShipment {
  order: OrderRow;
  email: string;
}

/**
 * The shipment queries of orders waiting for their AWB: the attempts' leases and back-offs, and what
 * the dashboard lists of them.
 */
export class ShipmentRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes an order for one shipment attempt: counts the attempt and leases the order until
   * `leaseUntil`, so that neither the retry job nor another API process pushes it at the same time.
   * Undefined when the order has its AWB, is leased or backing off, or has used up its attempts.
   */
  async claimShipment(
    orderId: string,
    { now, leaseUntil }: { now: Date; leaseUntil: Date },
  ): Promise<ClaimedShipment | undefined> {
    const [claimed] = await this.db
      .update(orders)
      // The last failure's reason is cleared while the attempt runs: that is how `bookAgain` tells a
      // lease from a back-off.
      .set({
        shipmentAttempts: sql`${orders.shipmentAttempts} + 1`,
        shipmentNextAttemptAt: leaseUntil,
        shipmentError: null,
      })
      .where(and(eq(orders.id, orderId), this.dueForShipment(now)))
      .returning();
    if (!claimed) return undefined;
    const [user] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, claimed.userId));
    return user && { order: claimed, email: user.email };
  }

  async saveShiprocketOrder(orderId: string, shiprocketOrderId: string, shipmentId: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ shiprocketOrderId, shiprocketShipmentId: shipmentId })
      .where(eq(orders.id, orderId));
  }

  async saveAwb(orderId: string, awb: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ shiprocketAwbCode: awb, shipmentNextAttemptAt: null })
      .where(eq(orders.id, orderId));
  }

  /** Ends a failed attempt's lease at the moment the next attempt may start, keeping why it failed. */
  async postponeShipment(orderId: string, nextAttemptAt: Date, reason: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ shipmentNextAttemptAt: nextAttemptAt, shipmentError: reason })
      .where(eq(orders.id, orderId));
  }

  /**
   * Ends the back-off of an order waiting for its AWB, so that it can be booked now; an attempt under
   * way (its lease, while no failure reason is recorded) is left alone.
   */
  async endShipmentBackoff(orderId: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ shipmentNextAttemptAt: null })
      .where(and(eq(orders.id, orderId), this.waitingForShipment(), isNotNull(orders.shipmentError)));
  }

  /** Orders waiting for an AWB whose next attempt is due, oldest first. */
  async dueShipments(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(this.dueForShipment(now))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Where an order's shipment stands, found by the order's number. */
  async shipmentOfNumber(number: number) {
    const [row] = await this.db
      .select({
        id: orders.id,
        status: orders.status,
        awb: orders.shiprocketAwbCode,
        reason: orders.shipmentError,
      })
      .from(orders)
      .where(eq(orders.number, number));
    return row;
  }

  /** Orders still without an AWB after `attempts` attempts, the oldest first, as the dashboard lists them. */
  async strandedShipments(attempts: number, limit: number) {
    return this.db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        attempts: orders.shipmentAttempts,
        reason: orders.shipmentError,
        nextAttemptAt: orders.shipmentNextAttemptAt,
      })
      .from(orders)
      .where(and(this.waitingForShipment(), gte(orders.shipmentAttempts, attempts)))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
  }

  private waitingForShipment() {
    return and(isNull(orders.shiprocketAwbCode), eq(orders.status, 'preparing'));
  }

  private dueForShipment(now: Date) {
    return and(
      this.waitingForShipment(),
      // An order paid on delivery ships only once the shop has confirmed it with the shopper.
      or(ne(orders.paymentMethod, 'cod'), isNotNull(orders.codConfirmedAt)),
      or(isNull(orders.shipmentNextAttemptAt), lte(orders.shipmentNextAttemptAt, now)),
    );
  }
}
