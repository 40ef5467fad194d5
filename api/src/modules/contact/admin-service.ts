import type { AdminMessageList, ContactMessage, MessageState } from '@brass/shared/contracts/admin-content';
import { HttpError } from '../../lib/http-error.js';
import type { AuditService } from '../audit/service.js';
import type { ContactMessageRow, InboxRepository } from './admin-repository.js';

const MESSAGES_PAGE_SIZE = 25;
const notFound = 'No message has that id.';

const stateOf = (row: ContactMessageRow): MessageState =>
  row.repliedAt ? 'replied' : row.readAt ? 'read' : 'unread';

const toMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  state: stateOf(row),
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

/**
 * The back office's inbox: the contact form's messages, newest first, and marking them read or
 * answered. A mark is kept from the first time it was made; each one made is written to the audit log
 * in its transaction.
 */
export class InboxService {
  constructor(
    private readonly repository: InboxRepository,
    private readonly audit: AuditService,
  ) {}

  async list({ state, page }: { state?: MessageState | undefined; page: number }): Promise<AdminMessageList> {
    const [rows, counts] = await Promise.all([
      this.repository.page(state, { offset: (page - 1) * MESSAGES_PAGE_SIZE, limit: MESSAGES_PAGE_SIZE }),
      this.repository.counts(),
    ]);
    const total = state ? counts[state] : counts.unread + counts.read + counts.replied;
    return { messages: rows.map(toMessage), total, page, pageSize: MESSAGES_PAGE_SIZE, counts };
  }

  /** Opened by someone of the shop. */
  markRead(actorId: string, id: string): Promise<ContactMessage> {
    return this.mark(actorId, id, 'read');
  }

  /** Answered (by mail or phone, outside the shop); an answered message has been read too. */
  markReplied(actorId: string, id: string): Promise<ContactMessage> {
    return this.mark(actorId, id, 'replied');
  }

  private async mark(actorId: string, id: string, as: 'read' | 'replied'): Promise<ContactMessage> {
    await this.repository.transaction(async (messages, tx) => {
      const message = await messages.lock(id);
      if (!message) throw new HttpError(404, notFound);
      // Marked before: the first mark stands, and nothing changed to record.
      if (as === 'read' ? message.readAt : message.repliedAt) return;
      const now = new Date();
      await messages.mark(
        id,
        as === 'read' ? { readAt: now } : { repliedAt: now, readAt: message.readAt ?? now },
      );
      await this.audit.record(tx, {
        actorId,
        action: `message.${as}`,
        target: id,
        details: { from: message.email, ...(message.subject ? { subject: message.subject } : {}) },
      });
    });
    const row = await this.repository.find(id);
    if (!row) throw new HttpError(404, notFound);
    return toMessage(row);
  }
}
