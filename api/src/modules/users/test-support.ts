/** For tests only: the confirmation link in the newest mail queued for an address. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export async function confirmationLinkFor(db: Db, email: string): Promise<URL> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
  const link = mail?.textBody.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No confirmation link was mailed to ${email}`);
  return new URL(link);
}
