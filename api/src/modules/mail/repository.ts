import { and, asc, desc, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Pick<
  typeof mailOutbox.$inferInsert,
  'id' | 'kind' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'attachments'
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

  /** After the last attempt: kept with its reason, never tried again until the staff re-queue it. */
  async park(id: string, parkedAt: Date, lastError: string): Promise<void> {
    await this.db.update(mailOutbox).set({ parkedAt, lastError }).where(eq(mailOutbox.id, id));
  }

  /** Parked mail, the newest first, as the dashboard lists it. */
  async parked(limit: number): Promise<OutboxMail[]> {
    return this.db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.parkedAt)))
      .orderBy(desc(mailOutbox.parkedAt))
      .limit(limit);
  }

  /** A parked mail gets all its attempts again, from `now`; false when no parked mail has that id. */
  async requeue(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(mailOutbox)
      .set({ parkedAt: null, attempts: 0, nextAttemptAt: now })
      .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), isNotNull(mailOutbox.parkedAt)))
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  /** Deletes mail sent before `sentBefore`, invoices and all; returns how many. */
  async pruneSent(sentBefore: Date): Promise<number> {
    const rows = await this.db
      .delete(mailOutbox)
      .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, sentBefore)))
      .returning({ id: mailOutbox.id });
    return rows.length;
  }

  private isDue(now: Date, maxAttempts: number) {
    return and(
      isNull(mailOutbox.sentAt),
      isNull(mailOutbox.parkedAt),
      lt(mailOutbox.attempts, maxAttempts),
      lte(mailOutbox.nextAttemptAt, now),
    );
  }
}
