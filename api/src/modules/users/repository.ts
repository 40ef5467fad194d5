import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export class UserRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
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

  /** Undefined when the email or Google account is already taken, even by a concurrent request. */
  async create(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  /** Links a Google account to a user who has none yet; undefined if the user already has one. */
  async linkGoogle(userId: string, sub: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ googleSub: sub })
      .where(and(eq(users.id, userId), isNull(users.googleSub)))
      .returning();
    return row;
  }
}
