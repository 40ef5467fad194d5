import { and, count, desc, eq, lt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponUses, coupons } from '../../db/schema.js';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponFields = Omit<typeof coupons.$inferInsert, 'id' | 'uses' | 'createdAt' | 'active'>;

/** The coupon codes and the orders each one made. */
export class CouponRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; `tx` lets the audit log write in it too. */
  transaction<T>(work: (repository: CouponRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CouponRepository(tx), tx));
  }

  /** `code` in upper case, as codes are kept. */
  async byCode(code: string): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.code, code));
    return row;
  }

  async byId(id: string): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.id, id));
    return row;
  }

  /** Every code, newest first. */
  list(): Promise<CouponRow[]> {
    return this.db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  }

  async insert(row: CouponFields & { id: string }): Promise<CouponRow> {
    const [inserted] = await this.db.insert(coupons).values(row).returning();
    if (!inserted) throw new Error(`Coupon ${row.id} was not stored`);
    return inserted;
  }

  async update(
    id: string,
    fields: Partial<CouponFields & { active: boolean }>,
  ): Promise<CouponRow | undefined> {
    const [updated] = await this.db.update(coupons).set(fields).where(eq(coupons.id, id)).returning();
    return updated;
  }

  /** How many orders the shopper made with the coupon. */
  async usesBy(couponId: string, userId: string): Promise<number> {
    const [row] = await this.db
      .select({ uses: count() })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)));
    return row?.uses ?? 0;
  }

  /**
   * Counts one more use of an active coupon still under its total limit; the row stays locked until
   * the transaction ends, so a second order with the same code waits here and then sees this one.
   * False when the coupon is inactive or its limit is reached.
   */
  async countUse(couponId: string): Promise<boolean> {
    const counted = await this.db
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(
        and(
          eq(coupons.id, couponId),
          eq(coupons.active, true),
          or(isNull(coupons.totalLimit), lt(coupons.uses, coupons.totalLimit)),
        ),
      )
      .returning({ id: coupons.id });
    return counted.length === 1;
  }

  /** The order's use of the coupon, for the per-shopper limit; an order has at most one. */
  async recordUse(use: { orderId: string; couponId: string; userId: string }): Promise<void> {
    await this.db.insert(couponUses).values(use);
  }
}
