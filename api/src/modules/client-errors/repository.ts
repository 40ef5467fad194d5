import { and, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientErrors, clientErrorTallies } from '../../db/schema.js';

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

  /** The reports about an app received since then, by the release of the app the page had. */
  async countByRelease(app: string, releases: string[], since: Date): Promise<Record<string, number>> {
    const release = sql<string>`${clientErrors.releases} ->> ${app}`;
    const rows = await this.db
      .select({ release, n: count() })
      .from(clientErrors)
      .where(and(eq(clientErrors.app, app), inArray(release, releases), gte(clientErrors.receivedAt, since)))
      // By position: the expression's parameter would be a new one in GROUP BY, and not match.
      .groupBy(sql`1`);
    return Object.fromEntries(rows.map((row) => [row.release, row.n]));
  }

  /** The reports received since then: those kept, and those counted without being kept. */
  async countSince(since: Date): Promise<number> {
    const [[kept], [notKept]] = await Promise.all([
      this.db.select({ n: count() }).from(clientErrors).where(gte(clientErrors.receivedAt, since)),
      this.db
        .select({ n: sum(clientErrorTallies.notKept).mapWith(Number) })
        .from(clientErrorTallies)
        .where(gte(clientErrorTallies.minute, since)),
    ]);
    return (kept?.n ?? 0) + (notKept?.n ?? 0);
  }

  /**
   * Counts a report in its minute, in one atomic statement; answers whether to keep it: the first
   * `keptPerMinute` of the minute, then one in `sampleEvery`. One not kept is counted as such.
   */
  async tally(minute: Date, keptPerMinute: number, sampleEvery: number): Promise<boolean> {
    const received = sql`(${clientErrorTallies.received} + 1)`;
    const kept = (n: unknown) => sql`(${n} <= ${keptPerMinute} OR ${n} % ${sampleEvery} = 0)`;
    const [row] = await this.db
      .insert(clientErrorTallies)
      .values({ minute, received: 1, notKept: 0 })
      .onConflictDoUpdate({
        target: clientErrorTallies.minute,
        set: {
          received,
          notKept: sql`${clientErrorTallies.notKept} + CASE WHEN ${kept(received)} THEN 0 ELSE 1 END`,
        },
      })
      .returning({ kept: kept(clientErrorTallies.received).mapWith(Boolean) });
    return row?.kept ?? true;
  }

  async deleteBefore(before: Date): Promise<void> {
    await this.db.delete(clientErrors).where(lt(clientErrors.receivedAt, before));
    await this.db.delete(clientErrorTallies).where(lt(clientErrorTallies.minute, before));
  }
}
