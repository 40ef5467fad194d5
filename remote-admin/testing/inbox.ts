import type { AdminMessageList, ContactMessage } from '@brass/shared/contracts/admin-content';

export function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 'msg_1',
    state: 'unread',
    firstName: 'Asha',
    lastName: 'Iyer',
    email: 'asha@example.in',
    phone: '+91 98400 12345',
    subject: 'A bigger Nandi',
    message: 'Do you make the Nandi in 12 inches?',
    createdAt: '2026-11-24T05:30:00.000Z',
    readAt: null,
    repliedAt: null,
    ...overrides,
  };
}

export function aMessageList(
  messages: ContactMessage[],
  overrides: Partial<AdminMessageList> = {},
): AdminMessageList {
  return {
    messages,
    total: messages.length,
    page: 1,
    pageSize: 25,
    counts: { unread: 1, read: 1, replied: 0 },
    ...overrides,
  };
}
