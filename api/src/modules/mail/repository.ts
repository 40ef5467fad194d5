import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Pick<
  typeof mailOutbox.$inferInsert,
  'id' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'attachments'
> & { nextAttemptAt: Date };

export class MailOutboxRepository {
  constructor(private readonly db: Db) {}

  /**
   * Due on the clock the sender compares with: the column's default, the database's now(), counts
   * microseconds, so a mail queued in the same millisecond as a pass began would wait for the next
   * pass.
   */
  async add(mail: NewOutboxMail): Promise<void> {
    await this.db.insert(mailOutbox).values(mail);
  }

  /** Ids of unsent mail whose next attempt is due, oldest first. */
  async due(now: Date, maxAttempts: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(this.isDue(now, maxAttempts))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Takes one mail for one attempt: counts the attempt and leases it until `leaseUntil`. The update
   * only matches while the mail is due, so of two processes claiming at once exactly one gets it.
   */
  async claim(
    id: string,
    { now, leaseUntil, maxAttempts }: { now: Date; leaseUntil: Date; maxAttempts: number },
  ): Promise<OutboxMail | undefined> {
    const [claimed] = await this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(and(eq(mailOutbox.id, id), this.isDue(now, maxAttempts)))
      .returning();
    return claimed;
  }

  async markSent(id: string, sentAt: Date): Promise<void> {
    await this.db.update(mailOutbox).set({ sentAt, lastError: null }).where(eq(mailOutbox.id, id));
  }

  /** Ends a failed attempt's lease at the moment the next attempt may start. */
  async postpone(id: string, nextAttemptAt: Date, lastError: string): Promise<void> {
    await this.db.update(mailOutbox).set({ nextAttemptAt, lastError }).where(eq(mailOutbox.id, id));
  }

  private isDue(now: Date, maxAttempts: number) {
    return and(
      isNull(mailOutbox.sentAt),
      lt(mailOutbox.attempts, maxAttempts),
      lte(mailOutbox.nextAttemptAt, now),
    );
  }
}
