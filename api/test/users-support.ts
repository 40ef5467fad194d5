/** For tests only: the mail queued for an address, and the link in it. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema.js';

type OutboxMail = typeof mailOutbox.$inferSelect;

/** The newest mail queued for an address, of that subject if one is given; fails the test when there is none. */
export async function newestMailTo(db: Db, email: string, subject?: string): Promise<OutboxMail> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), subject ? eq(mailOutbox.subject, subject) : undefined))
    .orderBy(desc(mailOutbox.createdAt));
  if (!mail) throw new Error(`No mail${subject ? ` '${subject}'` : ''} was queued for ${email}`);
  return mail;
}

/** The first link of a mail's text. */
export function linkIn(mail: OutboxMail): URL {
  const link = mail.textBody.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`The mail to ${mail.toAddress} has no link`);
  return new URL(link);
}

/** The link of the newest mail queued for an address, such as the one confirming it. */
export async function confirmationLinkFor(db: Db, email: string): Promise<URL> {
  return linkIn(await newestMailTo(db, email));
}
