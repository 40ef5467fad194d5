import type { MessageState } from '@brass/shared/contracts/admin-content';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Which messages are in each state: replied wins over read, read over unread. */
const inState = {
  unread: and(isNull(contactMessages.readAt), isNull(contactMessages.repliedAt)),
  read: and(isNotNull(contactMessages.readAt), isNull(contactMessages.repliedAt)),
  replied: isNotNull(contactMessages.repliedAt),
};

/** The contact form's messages as the back office's inbox reads them. */
export class InboxRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; `tx` lets the audit log write in it too. */
  transaction<T>(work: (repository: InboxRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new InboxRepository(tx), tx));
  }

  /** Newest first; the id breaks ties so that pages never repeat or skip a message. */
  page(state: MessageState | undefined, { offset, limit }: { offset: number; limit: number }) {
    return this.db
      .select()
      .from(contactMessages)
      .where(state ? inState[state] : undefined)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .offset(offset)
      .limit(limit);
  }

  /** How many messages are in each state, in one pass. */
  async counts(): Promise<Record<MessageState, number>> {
    const [row] = await this.db
      .select({
        unread: count(sql`case when ${inState.unread} then 1 end`),
        read: count(sql`case when ${inState.read} then 1 end`),
        replied: count(sql`case when ${inState.replied} then 1 end`),
      })
      .from(contactMessages);
    return { unread: row?.unread ?? 0, read: row?.read ?? 0, replied: row?.replied ?? 0 };
  }

  /** The message, held until the transaction ends so that two marks of it wait for each other. */
  async lock(id: string): Promise<ContactMessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    return row;
  }

  async find(id: string): Promise<ContactMessageRow | undefined> {
    const [row] = await this.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row;
  }

  async mark(id: string, changes: { readAt?: Date; repliedAt?: Date }): Promise<void> {
    await this.db.update(contactMessages).set(changes).where(eq(contactMessages.id, id));
  }
}
