import { and, eq, gt, inArray, isNull, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';

export type NewRefreshToken = typeof refreshTokens.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export interface AccountAccess {
  sessionsRevokedAt: Date | null;
  role: string;
}

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insert(token: NewRefreshToken): Promise<void> {
    await this.db.insert(refreshTokens).values(token);
  }

  /**
   * Spends a live refresh token and stores its successor in one transaction: two requests with the
   * same token cannot both spend it, and whoever finds it spent finds its successor stored too.
   * Undefined (and nothing stored) when the token is unknown, spent, revoked, expired, or older than
   * the user's last "log out everywhere".
   */
  async rotate(
    tokenHash: string,
    successor: Omit<NewRefreshToken, 'userId' | 'familyId'>,
    now: Date,
  ): Promise<RefreshTokenRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), this.live(now)))
        .returning();
      if (row)
        await tx.insert(refreshTokens).values({ ...successor, userId: row.userId, familyId: row.familyId });
      return row;
    });
  }

  /** A token not yet spent that still works: for the successor of a renewal that was retried. */
  async findUnspent(tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), this.live(now)));
    return row;
  }

  /** Not revoked, not expired, and not older than the user's last "log out everywhere". */
  private live(now: Date) {
    return and(
      isNull(refreshTokens.revokedAt),
      gt(refreshTokens.expiresAt, now),
      notExists(
        this.db
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.id, refreshTokens.userId), gt(users.sessionsRevokedAt, refreshTokens.createdAt)),
          ),
      ),
    );
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Marks the moment first, so that a renewal racing with this call is refused by `spend`. */
  async revokeAll(userId: string, now: Date): Promise<void> {
    await this.db.update(users).set({ sessionsRevokedAt: now }).where(eq(users.id, userId));
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  /**
   * What a session of each account is checked against: when it was last logged out everywhere (null:
   * never) and its role. An account that no longer exists is missing from the map.
   */
  async accessOf(userIds: string[]): Promise<Map<string, AccountAccess>> {
    const rows = await this.db
      .select({ id: users.id, sessionsRevokedAt: users.sessionsRevokedAt, role: users.role })
      .from(users)
      .where(inArray(users.id, userIds));
    return new Map(rows.map(({ id, ...access }) => [id, access]));
  }

  /** Expired tokens are no longer needed to recognise a replay: a replayed expired token fails anyway. */
  async deleteExpired(userId: string, now: Date): Promise<void> {
    await this.db
      .delete(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
  }
}
