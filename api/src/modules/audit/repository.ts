import { and, count, desc, eq, ilike, like, notLike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { escapeLike } from '../../lib/escape-like.js';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export class AuditRepository {
  constructor(private readonly db: Db) {}

  async add(entry: NewAuditEntry): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }

  /**
   * A page of the entries, newest first, each with the name and email of who made it, and how many
   * match in all. Without `staffChanges`, none of the entries about who is on the staff (`staff.*`,
   * `owner.*`); `subject`, the first word of the action; `q`, words the target or the actor holds.
   */
  async page(
    { offset, limit }: { offset: number; limit: number },
    {
      staffChanges,
      subject,
      q,
    }: { staffChanges: boolean; subject?: string | undefined; q?: string | undefined },
  ) {
    const aboutStaff = or(like(auditLog.action, 'staff.%'), like(auditLog.action, 'owner.%'));
    const pattern = q ? `%${escapeLike(q)}%` : undefined;
    const where = and(
      staffChanges
        ? undefined
        : and(notLike(auditLog.action, 'staff.%'), notLike(auditLog.action, 'owner.%')),
      subject === 'staff' ? aboutStaff : subject ? like(auditLog.action, `${subject}.%`) : undefined,
      pattern
        ? or(ilike(auditLog.target, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
        : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
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
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .offset(offset)
        .limit(limit),
      this.db
        .select({ total: count() })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }
}
