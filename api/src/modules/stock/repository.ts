import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, stockReservations, type StockLine } from '../../db/schema.js';
import { inLockOrder } from './lines.js';

/**
 * The shelf's counts and the reservations that hold pieces of it. Every method that changes stock
 * takes the transaction of what causes the change, so stock moves exactly when that is committed.
 * Callers change lines in `inLockOrder`.
 */
export class StockRepository {
  constructor(private readonly db: Db) {}

  /** Pieces on the shelf of the products on sale among `ids`, read without locking anything. */
  async onShelf(ids: string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
    return new Map(rows.map((row) => [row.id, row.stock]));
  }

  /**
   * Takes `quantity` pieces only if the shelf has them all: the condition is checked on the locked row,
   * so shoppers racing for the last pieces can never take more than there are. False: left untouched.
   */
  async take(tx: Db, { productId, quantity }: StockLine): Promise<boolean> {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
      .returning({ id: products.id });
    return taken.length > 0;
  }

  /** Pieces on the shelf as the transaction sees them; 0 for a product that no longer exists. */
  async stockOf(tx: Db, productId: string): Promise<number> {
    const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    return row?.stock ?? 0;
  }

  /**
   * Takes what the shelf has of `quantity`, down to 0 and never below; returns how many pieces were
   * missing. The row is locked before it is read, so the count the shortfall is computed from is the
   * one the update changes.
   */
  async takeWhatIsLeft(tx: Db, { productId, quantity }: StockLine): Promise<number> {
    const [row] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!row) return quantity;
    await tx
      .update(products)
      .set({ stock: sql`greatest(${products.stock} - ${quantity}, 0)` })
      .where(eq(products.id, productId));
    return Math.max(quantity - row.stock, 0);
  }

  async insertReservation(tx: Db, reservation: { id: string; lines: StockLine[]; heldUntil: Date }) {
    await tx.insert(stockReservations).values(reservation);
  }

  /**
   * Marks a reservation that still holds its pieces as sold. False when it holds none: released after
   * its hold, or never made. A release running at the same moment finishes first (the row is locked),
   * and then this finds it released.
   */
  async commitReservation(tx: Db, id: string, now: Date): Promise<boolean> {
    const committed = await tx
      .update(stockReservations)
      .set({ status: 'committed', settledAt: now })
      .where(and(eq(stockReservations.id, id), eq(stockReservations.status, 'held')))
      .returning({ id: stockReservations.id });
    return committed.length > 0;
  }

  /**
   * Releases up to `limit` reservations whose hold ended and puts their pieces back, in one
   * transaction. The reservations are claimed with FOR UPDATE SKIP LOCKED: another API process running
   * the same pass skips the ones claimed here and, once this commits, finds them released, so no
   * reservation is ever put back twice; a payment committing one at the same moment waits for the
   * claim and then finds it released. Returns how many were released.
   */
  releaseDue(now: Date, limit: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = tx
        .select({ id: stockReservations.id })
        .from(stockReservations)
        .where(and(eq(stockReservations.status, 'held'), lte(stockReservations.heldUntil, now)))
        .orderBy(asc(stockReservations.heldUntil))
        .limit(limit)
        .for('update', { skipLocked: true });
      const released = await tx
        .update(stockReservations)
        .set({ status: 'released', settledAt: now })
        .where(inArray(stockReservations.id, due))
        .returning({ lines: stockReservations.lines });
      const back = new Map<string, number>();
      for (const line of released.flatMap((reservation) => reservation.lines)) {
        back.set(line.productId, (back.get(line.productId) ?? 0) + line.quantity);
      }
      const lines = [...back].map(([productId, quantity]) => ({ productId, quantity }));
      for (const { productId, quantity } of inLockOrder(lines)) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${quantity}` })
          .where(eq(products.id, productId));
      }
      return released.length;
    });
  }
}
