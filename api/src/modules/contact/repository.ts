import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export class ContactRepository {
  constructor(private readonly db: Db) {}

  async insert(message: NewContactMessage): Promise<void> {
    await this.db.insert(contactMessages).values(message);
  }
}
