import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedAddresses, users } from '../../db/schema.js';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
export type SavedAddressFields = Omit<SavedAddressRow, 'id' | 'userId' | 'createdAt'>;

export type AddOutcome =
  | { outcome: 'added'; row: SavedAddressRow }
  | { outcome: 'kept already'; row: SavedAddressRow }
  | { outcome: 'full' };

const sameFields = (row: SavedAddressRow, fields: SavedAddressFields) =>
  (Object.keys(fields) as (keyof SavedAddressFields)[]).every((key) => row[key] === fields[key]);

export class AddressRepository {
  constructor(private readonly db: Db) {}

  list(userId: string): Promise<SavedAddressRow[]> {
    return this.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id));
  }

  /** The addresses of each of `userIds`, newest first as `list` gives them; a shopper with none is missing. */
  async listOf(userIds: string[]): Promise<Map<string, SavedAddressRow[]>> {
    const rows = await this.db
      .select()
      .from(savedAddresses)
      .where(inArray(savedAddresses.userId, userIds))
      .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id));
    const lists = new Map<string, SavedAddressRow[]>();
    for (const row of rows) {
      const list = lists.get(row.userId);
      if (list) list.push(row);
      else lists.set(row.userId, [row]);
    }
    return lists;
  }

  /**
   * Adds the address unless the shopper keeps it already or keeps `limit` of them. The shopper's row is
   * held until the insert is done, so two saves at the same moment cannot both pass the limit.
   */
  add(userId: string, id: string, fields: SavedAddressFields, limit: number): Promise<AddOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const kept = await new AddressRepository(tx).list(userId);
      const same = kept.find((row) => sameFields(row, fields));
      if (same) return { outcome: 'kept already', row: same };
      if (kept.length >= limit) return { outcome: 'full' };
      const [row] = await tx
        .insert(savedAddresses)
        .values({ id, userId, ...fields })
        .returning();
      return { outcome: 'added', row: row! };
    });
  }

  /**
   * Writes `fields` over the shopper's address `id`; whether the shopper keeps one of that id. An edit
   * that makes it the same as another kept address leaves that one alone and drops this one.
   */
  replace(userId: string, id: string, fields: SavedAddressFields): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const kept = await new AddressRepository(tx).list(userId);
      if (!kept.some((row) => row.id === id)) return false;
      const own = and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId));
      if (kept.some((row) => row.id !== id && sameFields(row, fields)))
        await tx.delete(savedAddresses).where(own);
      else await tx.update(savedAddresses).set(fields).where(own);
      return true;
    });
  }

  /** Whether the shopper kept an address of this id, which is now gone. */
  async remove(userId: string, id: string): Promise<boolean> {
    const removed = await this.db
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning({ id: savedAddresses.id });
    return removed.length > 0;
  }
}
