import type { ReturnStatus } from '@brass/shared/contracts/returns';
import { and, asc, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  orderItems,
  orderReturns,
  orders,
  products,
  refunds,
  users,
  type ReturnLine,
} from '../../db/schema.js';

export type ReturnRow = typeof orderReturns.$inferSelect;

/** A return with its order and the shopper's email and name, as every step of it needs them. */
export interface ReturnWithOrder {
  orderReturn: ReturnRow;
  order: typeof orders.$inferSelect;
  email: string;
  name: string;
}

/** How a return's refund begins its reason; return ids hold no `%` or `_` to escape. */
export const returnRefundReason = (returnId: string) => `Return ${returnId}`;

export class ReturnRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; `tx` lets other modules' services write in it too. */
  transaction<T>(work: (repository: ReturnRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ReturnRepository(tx), tx));
  }

  /** The shopper's own order of this number and its lines; undefined for another shopper's. */
  async ownOrder(userId: string, number: number) {
    const [row] = await this.db
      .select({ order: orders, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.number, number), eq(orders.userId, userId)));
    if (!row) return undefined;
    const items = await this.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row.order.id))
      .orderBy(asc(orderItems.productId));
    return { ...row, items };
  }

  /** Locks the order until the transaction ends, so that two requests never return one piece twice. */
  async lockOrder(orderId: string): Promise<void> {
    await this.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  }

  returnsOf(orderId: string): Promise<ReturnRow[]> {
    return this.db
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.orderId, orderId))
      .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
  }

  async add(row: typeof orderReturns.$inferInsert): Promise<void> {
    await this.db.insert(orderReturns).values(row);
  }

  async find(returnId: string): Promise<ReturnWithOrder | undefined> {
    const [row] = await this.withOrders().where(eq(orderReturns.id, returnId));
    return row;
  }

  /** Newest first; only those of one status when given. */
  list(status: ReturnStatus | undefined, limit: number): Promise<ReturnWithOrder[]> {
    return this.withOrders()
      .where(status ? eq(orderReturns.status, status) : undefined)
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
      .limit(limit);
  }

  /**
   * Moves the return on only from the status it was read in, so that two staff clicking at once
   * never both approve, refund or restock it; false when someone moved it meanwhile.
   */
  async move(
    returnId: string,
    from: ReturnStatus,
    change: Partial<typeof orderReturns.$inferInsert> & { status: ReturnStatus },
  ): Promise<boolean> {
    const moved = await this.db
      .update(orderReturns)
      .set(change)
      .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, from)))
      .returning({ id: orderReturns.id });
    return moved.length === 1;
  }

  /**
   * The return's own mail tells the shopper of its refund: the refund's mail is not sent as well (its
   * credit note then goes on its own).
   */
  async refundToldByReturn(refundId: string, now: Date): Promise<void> {
    await this.db
      .update(refunds)
      .set({ shopperToldAt: now })
      .where(and(eq(refunds.id, refundId), isNull(refunds.shopperToldAt)));
  }

  /** The returned pieces go back in stock. */
  async restock(lines: readonly ReturnLine[]): Promise<void> {
    for (const line of lines) {
      await this.db
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
  }

  /**
   * The Razorpay refund made or still asked for this return, found by the reason it was given
   * (`returnRefundReason`), so that trying a refund again never pays twice.
   */
  async refundOf(orderId: string, returnId: string) {
    const [row] = await this.db
      .select({ id: refunds.id, status: refunds.status })
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, orderId),
          like(refunds.reason, `${returnRefundReason(returnId)}%`),
          inArray(refunds.status, ['pending', 'processed']),
        ),
      );
    return row;
  }

  private withOrders() {
    return this.db
      .select({ orderReturn: orderReturns, order: orders, email: users.email, name: users.name })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .$dynamic();
  }
}
