import type { Db } from '../../db/client.js';
import { clientErrors } from '../../db/schema.js';

export type NewClientError = typeof clientErrors.$inferInsert;

export class ClientErrorRepository {
  constructor(private readonly db: Db) {}

  async insert(error: NewClientError): Promise<void> {
    await this.db.insert(clientErrors).values(error);
  }
}
