import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policyPages, users } from '../../db/schema.js';

export type PolicyPageRow = typeof policyPages.$inferSelect;

export class PolicyPageRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; `tx` lets the audit log write in it too. */
  transaction<T>(work: (repository: PolicyPageRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PolicyPageRepository(tx), tx));
  }

  async find(slug: string): Promise<PolicyPageRow | undefined> {
    const [row] = await this.db.select().from(policyPages).where(eq(policyPages.slug, slug));
    return row;
  }

  /** The page, held until the transaction ends so that two edits of it wait for each other. */
  async lock(slug: string): Promise<PolicyPageRow | undefined> {
    const [row] = await this.db.select().from(policyPages).where(eq(policyPages.slug, slug)).for('update');
    return row;
  }

  /** Every page, each with the name and email of who last changed it. */
  withEditors() {
    return this.db
      .select({ page: policyPages, editorName: users.name, editorEmail: users.email })
      .from(policyPages)
      .leftJoin(users, eq(users.id, policyPages.updatedBy));
  }

  /** Writes the page, whether or not it was there before. */
  async save(row: typeof policyPages.$inferInsert): Promise<void> {
    const { title, body, updatedAt, updatedBy } = row;
    await this.db
      .insert(policyPages)
      .values(row)
      .onConflictDoUpdate({ target: policyPages.slug, set: { title, body, updatedAt, updatedBy } });
  }
}
