import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailConfirmations, refreshTokens, staffInvitations, users } from '../../db/schema.js';
import type { Role } from './roles.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;
export type NewEmailConfirmation = Pick<
  typeof emailConfirmations.$inferInsert,
  'tokenHash' | 'userId' | 'email' | 'expiresAt'
>;

export class UserRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; `tx` lets other modules' services write in it too. */
  transaction<T>(work: (users: UserRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new UserRepository(tx), tx));
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** The accounts of `ids` that exist, by id. */
  async findByIds(ids: string[]): Promise<Map<string, UserRow>> {
    const rows = await this.db.select().from(users).where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** `email` must already be lower-cased, as stored. */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.googleSub, sub));
    return row;
  }

  /** Gives the account of a confirmed email a role; undefined when no such confirmed account exists. */
  async setRoleOfConfirmed(email: string, role: Role): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ role })
      .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
      .returning();
    return row;
  }

  /** Changes an account's role; undefined when the account is not there. */
  async setRole(userId: string, role: Role): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set({ role }).where(eq(users.id, userId)).returning();
    return row;
  }

  /** The shop's staff and owner, by name. */
  listStaff(): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(inArray(users.role, ['staff', 'owner']))
      .orderBy(asc(users.name), asc(users.id));
  }

  /** Invites an address to the staff, again if it was invited before; `email` lower-cased. */
  async inviteStaff(email: string, invitedBy: string): Promise<void> {
    await this.db
      .insert(staffInvitations)
      .values({ email, invitedBy })
      .onConflictDoUpdate({ target: staffInvitations.email, set: { invitedBy, createdAt: new Date() } });
  }

  listStaffInvitations() {
    return this.db.select().from(staffInvitations).orderBy(asc(staffInvitations.createdAt));
  }

  /** Deletes the invitation of an address (lower-cased); false when there was none. */
  async withdrawStaffInvitation(email: string): Promise<boolean> {
    const withdrawn = await this.db
      .delete(staffInvitations)
      .where(eq(staffInvitations.email, email))
      .returning({ email: staffInvitations.email });
    return withdrawn.length > 0;
  }

  /**
   * Spends the invitation of this account's address, if there is one, and makes a shopper staff when
   * it was made at `validSince` or later; who invited them and whether it had expired, or undefined
   * when there was no invitation. Only for an account whose email is confirmed.
   */
  async claimStaffInvitation(
    user: UserRow,
    validSince: Date,
  ): Promise<{ invitedBy: string; expired: boolean } | undefined> {
    if (!user.emailVerifiedAt) return undefined;
    const [invitation] = await this.db
      .delete(staffInvitations)
      .where(eq(staffInvitations.email, user.email))
      .returning();
    if (!invitation) return undefined;
    if (invitation.createdAt < validSince) return { invitedBy: invitation.invitedBy, expired: true };
    await this.db
      .update(users)
      .set({ role: 'staff' })
      .where(and(eq(users.id, user.id), eq(users.role, 'shopper')));
    return { invitedBy: invitation.invitedBy, expired: false };
  }

  /** Undefined when the email or Google account is already taken, even by a concurrent request. */
  async create(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  /**
   * Links a Google account to a user whose email is confirmed and who has no Google account yet;
   * undefined otherwise.
   */
  async linkGoogle(userId: string, sub: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ googleSub: sub })
      .where(and(eq(users.id, userId), isNull(users.googleSub), isNotNull(users.emailVerifiedAt)))
      .returning();
    return row;
  }

  /**
   * Hands an account whose email was never confirmed to the Google account that proved it owns the
   * email: the password it was created with is removed, the name whoever set it chose is replaced by
   * Google's, every session it has is revoked and its pending confirmation links are spent, all at
   * once. Undefined if the account changed meanwhile.
   */
  takeOverForGoogle(
    userId: string,
    { sub, name, now }: { sub: string; name: string; now: Date },
  ): Promise<UserRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ googleSub: sub, name, passwordHash: null, emailVerifiedAt: now, sessionsRevokedAt: now })
        .where(and(eq(users.id, userId), isNull(users.googleSub), isNull(users.emailVerifiedAt)))
        .returning();
      if (!row) return undefined;
      // Written here rather than through the sessions module, so that no refresh token outlives the
      // password in a crash between two transactions.
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      await tx
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
      return row;
    });
  }

  /** Undefined when the account is not there. */
  async setPasswordHash(userId: string, passwordHash: string): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
    return row;
  }

  async addEmailConfirmation(confirmation: NewEmailConfirmation): Promise<void> {
    await this.db.insert(emailConfirmations).values(confirmation);
  }

  async findEmailConfirmation(tokenHash: string): Promise<EmailConfirmationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.tokenHash, tokenHash));
    return row;
  }

  /** Spends a confirmation link; undefined if it was spent already, even by a concurrent request. */
  async spendEmailConfirmation(tokenHash: string, now: Date): Promise<EmailConfirmationRow | undefined> {
    const [row] = await this.db
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmations.tokenHash, tokenHash), isNull(emailConfirmations.usedAt)))
      .returning();
    return row;
  }

  /** Marks the email confirmed (keeping an earlier confirmation) if it is still the account's email. */
  async confirmEmail(userId: string, email: string, now: Date): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, userId), eq(users.email, email)))
      .returning();
    return row;
  }
}
