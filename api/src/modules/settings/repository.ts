import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; `tx` lets the audit log write in it too. */
  transaction<T>(work: (repository: SettingsRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new SettingsRepository(tx), tx));
  }

  async values(keys: string[]): Promise<Map<string, string>> {
    const rows = await this.db.select().from(settings).where(inArray(settings.key, keys));
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  /**
   * The stored values of the keys, with the settings held until the transaction ends, so that two saves
   * wait for each other (a lock of rows would not hold keys that are not stored yet).
   */
  async lock(keys: string[]): Promise<Map<string, string>> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('brass.settings'))`);
    return this.values(keys);
  }

  async write(key: string, value: string): Promise<void> {
    await this.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.db.delete(settings).where(inArray(settings.key, keys));
  }
}
