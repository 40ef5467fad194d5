import type { AuditEntry } from '@brass/shared/contracts/admin';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { AuditRepository } from './repository.js';

/** How many entries the back office shows at once. */
const AUDIT_PAGE_SIZE = 100;

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
   * `staffChanges`: whether the reader sees who joined, was invited to or left the staff, which is
   * the owner's business as the staff list is; staff read every other entry, their own changes too.
   */
  async newest({ staffChanges }: { staffChanges: boolean }): Promise<AuditEntry[]> {
    const rows = await new AuditRepository(this.db).newest(AUDIT_PAGE_SIZE, { staffChanges });
    return rows.map(({ actorName, actorEmail, createdAt, ...entry }) => ({
      ...entry,
      actor: actorEmail === null ? null : { name: actorName ?? '', email: actorEmail },
      createdAt: createdAt.toISOString(),
    }));
  }
}
