import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async values(keys: string[]): Promise<Map<string, string>> {
    const rows = await this.db.select().from(settings).where(inArray(settings.key, keys));
    return new Map(rows.map((row) => [row.key, row.value]));
  }
}
