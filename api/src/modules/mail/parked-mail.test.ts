/**
 * A mail the relay refuses for good (a mailbox that does not exist, a message it will not take) costs
 * only itself: the mail queued with it and after it goes out, and it is tried again with a growing
 * wait until its last attempt, then parked where the staff see it and can queue it again.
 */
import { adminDashboardSchema } from '@brass/shared/contracts/admin';
import { eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createSessionTokens } from '../../plugins/auth.js';
import { startTestApp, testConfig, type TestApp } from '../../../test/app.js';
import { metricValue } from '../../../test/metrics.js';
import { MailOutboxRepository } from './repository.js';
import { FIRST_MAIL_RETRY_MS, MailSender, MAX_MAIL_ATTEMPTS } from './sender.js';
import { MailService } from './service.js';
import type { MailMessage, MailTransport } from './transport.js';

const refusal = '550 5.1.1 <nobody@example.in>: Recipient address rejected: User unknown';
const delivered: string[] = [];
const relay: MailTransport = {
  async send(message: MailMessage) {
    if (message.to === 'nobody@example.in') throw new Error(refusal);
    delivered.push(message.to);
  },
  close() {},
};

let t: TestApp;
let sender: MailSender;
let staffHeaders: { authorization: string };

beforeAll(async () => {
  t = await startTestApp();
  sender = new MailSender(new MailOutboxRepository(t.database.db), relay, t.app.log, t.app.metrics.mails);
  const id = newId('usr');
  await t.database.db.insert(users).values({ id, name: 'Meena', email: `${id}@example.com`, role: 'staff' });
  staffHeaders = { authorization: `Bearer ${await createSessionTokens(testConfig().jwt).issue(id)}` };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  delivered.length = 0;
});

const mail = new MailService();
const enqueue = (to: string, dueAt?: Date) =>
  t.database.db.transaction((tx) =>
    mail.enqueue(tx, { kind: 'order-shipped', to, subject: `For ${to}`, text: 'Namaste' }, dueAt),
  );
const allRefused = () =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'nobody@example.in'));
const refused = async () => (await allRefused())[0]!;
const dashboard = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staffHeaders });
  expect(response.statusCode).toBe(200);
  return v.parse(adminDashboardSchema, response.json());
};

describe('a mail the relay refuses', () => {
  it('counts as failed at each refused attempt, beside the mail sent, by kind, and stays pending', async () => {
    const { registry } = t.app.metrics;
    const counted = () =>
      Promise.all([
        metricValue(registry, 'brass_mails_failed_total', { kind: 'order-shipped' }),
        metricValue(registry, 'brass_mails_sent_total', { kind: 'order-shipped' }),
      ]);
    const [failedBefore, sentBefore] = await counted();
    await enqueue('nobody@example.in');
    await enqueue('asha@example.in');
    expect(await metricValue(registry, 'brass_job_queue_pending', { kind: 'mail' })).toBe(2);

    expect(await sender.sendDue()).toBe(1);
    expect(await counted()).toEqual([failedBefore + 1, sentBefore + 1]);
    expect(await metricValue(registry, 'brass_job_queue_pending', { kind: 'mail' })).toBe(1);
    expect(await registry.metrics()).toMatch(/^brass_job_queue_oldest_pending_seconds\{kind="mail"\} \d/m);
  });

  it('never delays other mail, is retried with a growing wait, and is parked after its last attempt', async () => {
    const start = new Date();
    // The refused mail is queued first, 25 times over: more than one batch of the sender.
    for (let index = 0; index < 25; index++) await enqueue('nobody@example.in', start);
    for (let index = 0; index < 5; index++) await enqueue(`shopper${index}@example.in`, start);

    expect(await sender.sendDue(start)).toBe(5);
    expect(delivered).toHaveLength(5);
    for (const row of await allRefused())
      expect(row).toMatchObject({
        attempts: 1,
        sentAt: null,
        parkedAt: null,
        lastError: `Error: ${refusal}`,
      });
    // From here on one of them is enough.
    await t.database.db.delete(mailOutbox).where(ne(mailOutbox.id, (await refused()).id));

    let now = start;
    const waits: number[] = [];
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      const due = (await refused()).nextAttemptAt;
      waits.push(due.getTime() - now.getTime());
      // Mail queued meanwhile goes out at once, while the refused one waits its turn.
      await enqueue(`later${attempt}@example.in`, new Date(due.getTime() - 1));
      expect(await sender.sendDue(new Date(due.getTime() - 1))).toBe(1);
      expect((await refused()).attempts).toBe(attempt - 1);
      now = due;
      expect(await sender.sendDue(now)).toBe(0);
      expect((await refused()).attempts).toBe(attempt);
    }
    expect(waits[0]).toBe(FIRST_MAIL_RETRY_MS);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(await refused()).toMatchObject({
      attempts: MAX_MAIL_ATTEMPTS,
      parkedAt: now,
      lastError: `Error: ${refusal}`,
    });

    // Parked: left alone however long after.
    expect(await sender.sendDue(new Date(now.getTime() + 365 * 24 * 60 * 60_000))).toBe(0);
    expect((await refused()).attempts).toBe(MAX_MAIL_ATTEMPTS);

    const { parkedMail } = await dashboard();
    expect(parkedMail).toEqual([
      {
        id: (await refused()).id,
        kind: 'mail',
        to: 'nobody@example.in',
        subject: 'For nobody@example.in',
        reason: `Error: ${refusal}`,
        attempts: MAX_MAIL_ATTEMPTS,
        parkedAt: now.toISOString(),
      },
    ]);
  });

  it('goes out once the staff queue it again and the relay takes it', async () => {
    await enqueue('nobody@example.in');
    const { id } = await refused();
    await t.database.db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS, parkedAt: new Date(), lastError: refusal });

    const requeue = () =>
      t.app.inject({ method: 'POST', url: `/api/admin/mail/${id}/requeue`, headers: staffHeaders });
    const requeued = await requeue();
    expect(requeued.statusCode, requeued.body).toBe(200);
    expect(requeued.json()).toEqual({ message: 'The mail is queued again and goes out with the next pass.' });
    expect((await dashboard()).parkedMail).toEqual([]);
    expect(await refused()).toMatchObject({ attempts: 0, parkedAt: null });

    // The address was mistyped and the mailbox now exists: the relay takes it.
    const accepting = new MailSender(
      new MailOutboxRepository(t.database.db),
      { send: async (message) => void delivered.push(message.to), close() {} },
      t.app.log,
      t.app.metrics.mails,
    );
    expect(await accepting.sendDue()).toBe(1);
    expect(delivered).toEqual(['nobody@example.in']);

    const again = await requeue();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'No parked mail has that id. Reload the dashboard.' });
  });
});
