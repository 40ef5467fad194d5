import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetLinks, passwordResetRequests } from '../../db/schema.js';

export type PasswordResetRequestRow = typeof passwordResetRequests.$inferSelect;
export type PasswordResetLinkRow = typeof passwordResetLinks.$inferSelect;
type NewPasswordResetLink = Pick<
  typeof passwordResetLinks.$inferInsert,
  'tokenHash' | 'userId' | 'expiresAt'
>;

export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  /**
   * `email` lower-cased, as users' emails are stored. `createdAt` on the API's clock, which the hourly
   * limit and the forgetting of old asks compare with.
   */
  async addRequest(request: { id: string; email: string; createdAt: Date }): Promise<void> {
    await this.db.insert(passwordResetRequests).values(request);
  }

  /** Ids of the asks no pass has handled yet, oldest first. */
  async pendingRequests(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: passwordResetRequests.id })
      .from(passwordResetRequests)
      .where(isNull(passwordResetRequests.handledAt))
      .orderBy(asc(passwordResetRequests.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Takes an ask for this pass; undefined when another process took it first. */
  async claimRequest(id: string, now: Date): Promise<PasswordResetRequestRow | undefined> {
    const [row] = await this.db
      .update(passwordResetRequests)
      .set({ handledAt: now })
      .where(and(eq(passwordResetRequests.id, id), isNull(passwordResetRequests.handledAt)))
      .returning();
    return row;
  }

  async markMailed(id: string, now: Date): Promise<void> {
    await this.db
      .update(passwordResetRequests)
      .set({ mailedAt: now })
      .where(eq(passwordResetRequests.id, id));
  }

  /** How many asks for `email` were answered by mail after `since`. */
  async mailedSince(email: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ mailed: count() })
      .from(passwordResetRequests)
      .where(and(eq(passwordResetRequests.email, email), gt(passwordResetRequests.mailedAt, since)));
    return row?.mailed ?? 0;
  }

  /** Asks older than `before` count towards no limit any more, and one left unanswered that long is stale. */
  async forgetRequestsBefore(before: Date): Promise<void> {
    await this.db.delete(passwordResetRequests).where(lt(passwordResetRequests.createdAt, before));
  }

  async addLink(link: NewPasswordResetLink): Promise<void> {
    await this.db.insert(passwordResetLinks).values(link);
  }

  async findLink(tokenHash: string): Promise<PasswordResetLinkRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResetLinks)
      .where(eq(passwordResetLinks.tokenHash, tokenHash));
    return row;
  }

  /** Spends a live link; undefined if it is spent (even by a concurrent request), expired or unknown. */
  async spendLink(tokenHash: string, now: Date): Promise<PasswordResetLinkRow | undefined> {
    const [row] = await this.db
      .update(passwordResetLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetLinks.tokenHash, tokenHash),
          isNull(passwordResetLinks.usedAt),
          gt(passwordResetLinks.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  /** Spends every other link of the account: a new password makes the older asks moot. */
  async spendLinksOf(userId: string, now: Date): Promise<void> {
    await this.db
      .update(passwordResetLinks)
      .set({ usedAt: now })
      .where(and(eq(passwordResetLinks.userId, userId), isNull(passwordResetLinks.usedAt)));
  }
}
