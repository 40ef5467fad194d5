import { count, desc, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientErrors } from '../../db/schema.js';

export type NewClientError = typeof clientErrors.$inferInsert;

export class ClientErrorRepository {
  constructor(private readonly db: Db) {}

  async insert(error: NewClientError): Promise<void> {
    await this.db.insert(clientErrors).values(error);
  }

  recent(limit: number) {
    return this.db
      .select({
        id: clientErrors.id,
        kind: clientErrors.kind,
        message: clientErrors.message,
        path: clientErrors.path,
        app: clientErrors.app,
        receivedAt: clientErrors.receivedAt,
      })
      .from(clientErrors)
      .orderBy(desc(clientErrors.receivedAt))
      .limit(limit);
  }

  async countSince(since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(clientErrors)
      .where(gte(clientErrors.receivedAt, since));
    return row?.n ?? 0;
  }
}
