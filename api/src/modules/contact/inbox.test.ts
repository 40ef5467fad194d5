import { adminMessageListSchema, contactMessageSchema } from '@brass/shared/contracts/admin-content';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();
beforeAll(async () => {
  // 30 older messages, one a minute, the newest last: enough for a second page.
  const start = Date.parse('2026-10-01T04:30:00Z');
  await b.database.db.insert(contactMessages).values(
    Array.from({ length: 30 }, (_, i) => ({
      id: `msg_old${String(i).padStart(2, '0')}`,
      firstName: 'Shopper',
      lastName: String(i),
      email: `shopper${i}@example.in`,
      subject: `Question ${i}`,
      message: 'Is this in stock?',
      createdAt: new Date(start + i * 60_000),
    })),
  );
});

const inbox = async (query = '') => {
  const response = await b.admin('GET', `/messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(adminMessageListSchema, response.json());
};

describe('the inbox', () => {
  it('lists the contact form’s messages newest first, 25 a page, with the count of each state', async () => {
    const sent = await b.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Lakshmi',
        lastName: 'Narayanan',
        email: 'lakshmi@example.in',
        subject: 'A lamp for our temple',
        message: 'Can you make a 36 inch kuthuvilakku?',
      },
      remoteAddress: '10.7.0.1',
    });
    expect(sent.statusCode).toBe(201);

    const first = await inbox();
    expect(first).toMatchObject({
      total: 31,
      page: 1,
      pageSize: 25,
      counts: { unread: 31, read: 0, replied: 0 },
    });
    expect(first.messages).toHaveLength(25);
    expect(first.messages[0]).toMatchObject({
      state: 'unread',
      firstName: 'Lakshmi',
      lastName: 'Narayanan',
      email: 'lakshmi@example.in',
      phone: null,
      subject: 'A lamp for our temple',
      message: 'Can you make a 36 inch kuthuvilakku?',
      readAt: null,
      repliedAt: null,
    });
    expect(first.messages[1]?.id).toBe('msg_old29');
    const second = await inbox('?page=2');
    expect(second.messages.map((message) => message.id)).toEqual([
      'msg_old05',
      'msg_old04',
      'msg_old03',
      'msg_old02',
      'msg_old01',
      'msg_old00',
    ]);
    expect((await inbox('?page=3')).messages).toEqual([]);
  });

  it('marks a message read, then replied, keeping the first time of each and logging each once', async () => {
    const read = await b.admin('POST', '/messages/msg_old10/read');
    expect(read.statusCode).toBe(200);
    const readAnswer = v.parse(contactMessageSchema, read.json());
    expect(readAnswer).toMatchObject({ id: 'msg_old10', state: 'read', repliedAt: null });
    expect(readAnswer.readAt).not.toBeNull();

    const again = v.parse(contactMessageSchema, (await b.admin('POST', '/messages/msg_old10/read')).json());
    expect(again.readAt).toBe(readAnswer.readAt);

    const replied = await b.admin('POST', '/messages/msg_old10/replied');
    expect(replied.statusCode).toBe(200);
    const repliedAnswer = v.parse(contactMessageSchema, replied.json());
    expect(repliedAnswer).toMatchObject({ state: 'replied', readAt: readAnswer.readAt });
    expect(repliedAnswer.repliedAt).not.toBeNull();
    expect((await b.admin('POST', '/messages/msg_old10/replied')).json()).toEqual(repliedAnswer);

    expect(await b.auditOf('msg_old10')).toEqual([
      {
        action: 'message.read',
        details: { from: 'shopper10@example.in', subject: 'Question 10' },
        actorId: b.staffId,
      },
      {
        action: 'message.replied',
        details: { from: 'shopper10@example.in', subject: 'Question 10' },
        actorId: b.staffId,
      },
    ]);
  });

  it('marks an unread message replied, and read with it', async () => {
    const answer = v.parse(
      contactMessageSchema,
      (await b.admin('POST', '/messages/msg_old11/replied')).json(),
    );
    expect(answer.state).toBe('replied');
    expect(answer.readAt).toBe(answer.repliedAt);
    expect((await b.auditOf('msg_old11')).map((entry) => entry.action)).toEqual(['message.replied']);
  });

  it('filters by state, counting every state whichever is asked for', async () => {
    await b.admin('POST', '/messages/msg_old12/read');
    const counts = { unread: 28, read: 1, replied: 2 };
    const unread = await inbox('?state=unread');
    expect(unread).toMatchObject({ total: 28, counts });
    expect(unread.messages.every((message) => message.state === 'unread')).toBe(true);
    const read = await inbox('?state=read');
    expect(read).toMatchObject({ total: 1, counts });
    expect(read.messages.map((message) => message.id)).toEqual(['msg_old12']);
    const replied = await inbox('?state=replied');
    expect(replied.messages.map((message) => message.id)).toEqual(['msg_old11', 'msg_old10']);
    expect((await inbox()).total).toBe(31);
  });

  it('answers 404 for a message that does not exist, changing nothing', async () => {
    for (const url of ['/messages/msg_nobody/read', '/messages/msg_nobody/replied']) {
      const response = await b.admin('POST', url);
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        404,
        { message: 'No message has that id.' },
      ]);
    }
    expect(await b.auditOf('msg_nobody')).toEqual([]);
  });

  it.each([
    ['?state=archived', 'state: State is unread, read or replied'],
    ['?page=0', 'page: Page must be a number from 1'],
    ['?page=two', 'page: Page must be a number from 1'],
  ])('refuses %s', async (query, message) => {
    const response = await b.admin('GET', `/messages${query}`);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
  });

  it('keeps what the sender wrote untouched by the marks', async () => {
    const [before] = await b.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, 'msg_old20'));
    await b.admin('POST', '/messages/msg_old20/replied');
    const [after] = await b.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, 'msg_old20'));
    expect({ ...after, readAt: null, repliedAt: null }).toEqual(before);
  });
});
