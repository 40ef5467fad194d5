import { and, desc, eq, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export class AuditRepository {
  constructor(private readonly db: Db) {}

  async add(entry: NewAuditEntry): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }

  /**
   * The newest entries first, each with the name and email of who made it; without `staffChanges`,
   * none of the entries about who is on the staff (`staff.*`, `owner.*`).
   */
  newest(limit: number, { staffChanges }: { staffChanges: boolean }) {
    return this.db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        target: auditLog.target,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        actorName: users.name,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(
        staffChanges
          ? undefined
          : and(notLike(auditLog.action, 'staff.%'), notLike(auditLog.action, 'owner.%')),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  }
}
