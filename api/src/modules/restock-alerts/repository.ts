import { and, asc, eq, inArray, isNotNull, isNull, lt, not } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, restockAlerts, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { shownToShoppers } from '../../db/sellable.js';

export type AskOutcome = 'added' | 'waiting already' | 'not on sale' | 'in stock';

/** An alert whose mail is being queued: where it goes and what it tells of. */
export interface ClaimedAlert {
  email: string;
  productId: string;
  productName: string;
}

const batchSize = 20;

/** Due: the product came back on sale and the alert is not mailed yet. */
const due = and(isNotNull(restockAlerts.restockedAt), isNull(restockAlerts.notifiedAt));

export class RestockAlertRepository {
  constructor(private readonly db: Db) {}

  /** The signed-in shopper's own address, lower-cased as stored; undefined for an account gone. */
  async accountEmail(userId: string): Promise<string | undefined> {
    const [user] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return user?.email;
  }

  /**
   * Keeps `email` waiting for the sold-out product. The product's row is held (FOR SHARE) from the check
   * to the insert, so a restock cannot commit in between: either it comes first and this sees its
   * stock, or it waits for this insert and its trigger stamps the new alert due.
   */
  ask(productId: string, email: string, userId: string | null): Promise<AskOutcome> {
    return this.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(and(eq(products.id, productId), shownToShoppers))
        .for('share');
      if (!product) return 'not on sale';
      if (product.stock > 0) return 'in stock';
      const added = await tx
        .insert(restockAlerts)
        .values({ id: newId('rsa'), productId, email, userId })
        .onConflictDoNothing()
        .returning({ id: restockAlerts.id });
      return added.length > 0 ? 'added' : 'waiting already';
    });
  }

  /**
   * A product out of the shop (archived, or back to draft) is not mailed about: its due alerts wait
   * again, and are stamped anew if it is ever back in the shop with stock.
   */
  async waitAgainForArchived(): Promise<void> {
    await this.db
      .update(restockAlerts)
      .set({ restockedAt: null })
      .where(
        and(
          due,
          inArray(
            restockAlerts.productId,
            this.db.select({ id: products.id }).from(products).where(not(shownToShoppers)),
          ),
        ),
      );
  }

  /** Ids of due alerts of products on sale, the longest due first. */
  async due(): Promise<string[]> {
    const rows = await this.db
      .select({ id: restockAlerts.id })
      .from(restockAlerts)
      .innerJoin(products, eq(products.id, restockAlerts.productId))
      .where(and(due, shownToShoppers))
      .orderBy(asc(restockAlerts.restockedAt))
      .limit(batchSize);
    return rows.map((row) => row.id);
  }

  /**
   * Marks one due alert notified and answers it, in the transaction that queues its mail; undefined when
   * another process took it first or its product left the shop meanwhile.
   */
  async claim(id: string, now: Date): Promise<ClaimedAlert | undefined> {
    const [claimed] = await this.db
      .update(restockAlerts)
      .set({ notifiedAt: now })
      .from(products)
      .where(and(eq(restockAlerts.id, id), due, eq(products.id, restockAlerts.productId), shownToShoppers))
      .returning({
        email: restockAlerts.email,
        productId: products.id,
        productName: products.name,
      });
    return claimed;
  }

  /** Deletes the alerts mailed before `notifiedBefore`; returns how many. */
  async pruneNotified(notifiedBefore: Date): Promise<number> {
    const rows = await this.db
      .delete(restockAlerts)
      .where(lt(restockAlerts.notifiedAt, notifiedBefore))
      .returning({ id: restockAlerts.id });
    return rows.length;
  }

  /** Runs `work` in one transaction, so that an alert is marked notified exactly when its mail is queued. */
  transaction<T>(work: (repository: RestockAlertRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new RestockAlertRepository(tx), tx));
  }
}
