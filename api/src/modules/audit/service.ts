import type { AuditLog } from '@brass/shared/contracts/admin';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { AuditRepository } from './repository.js';

/** How many entries the back office shows at once. */
const AUDIT_PAGE_SIZE = 50;

export interface AuditRecord {
  /** Null: the shop itself did it. */
  actorId: string | null;
  action: string;
  target: string;
  details?: Record<string, string>;
}

/**
 * The audit log. An entry is written in the transaction of the change it records, so the log never
 * tells of a change that did not happen, nor misses one that did.
 */
export class AuditService {
  constructor(private readonly db: Db) {}

  /** `tx`: the transaction of the change. */
  async record(tx: Db, record: AuditRecord): Promise<void> {
    await new AuditRepository(tx).add({ id: newId('aud'), details: {}, ...record });
  }

  /**
   * For a change outside the database (the releases' live.json, a file): written once it is made, as
   * no transaction can hold both.
   */
  async recordMade(record: AuditRecord): Promise<void> {
    await this.record(this.db, record);
  }

  /**
   * A page of the log, newest first. `staffChanges`: whether the reader sees who joined, was invited to
   * or left the staff, which is the owner's business as the staff list is; staff read every other
   * entry, their own changes too.
   */
  async page(
    { staffChanges }: { staffChanges: boolean },
    query: { subject?: string | undefined; q?: string | undefined; page: number },
  ): Promise<AuditLog> {
    const { rows, total } = await new AuditRepository(this.db).page(
      { offset: (query.page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE },
      { staffChanges, subject: query.subject, q: query.q || undefined },
    );
    return {
      entries: rows.map(({ actorName, actorEmail, createdAt, ...entry }) => ({
        ...entry,
        actor: actorEmail === null ? null : { name: actorName ?? '', email: actorEmail },
        createdAt: createdAt.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: AUDIT_PAGE_SIZE,
    };
  }
}
