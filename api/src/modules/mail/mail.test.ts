import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '@brass/sandbox/app';
import type { CaughtMail } from '@brass/sandbox/mail/mailbox';
import { startSmtpCatcher, type SmtpCatcher } from '@brass/sandbox/mail/smtp';
import { buildApp, type App } from '../../app.js';
import { mailOutbox } from '../../db/schema.js';
import { freePort } from '../../../test/api-process.js';
import { startTestApp, testConfig, type TestApp } from '../../../test/app.js';
import { FIRST_MAIL_RETRY_MS, MAX_MAIL_ATTEMPTS } from './sender.js';
import { MailService } from './service.js';

const sandbox = buildSandbox({ logLevel: 'silent' });
let smtpPort: number;
let catcher: SmtpCatcher | undefined;
let t: TestApp;

beforeAll(async () => {
  smtpPort = await freePort();
  t = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Brass Aangan <hello@brass.example>',
  });
});
afterAll(async () => {
  await t.close();
  await catcher?.close();
  await sandbox.close();
});
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  sandbox.mailbox.clear();
  catcher ??= await startSmtpCatcher(sandbox.mailbox, smtpPort, Date.now);
});

const mail = new MailService();
const enqueue = (to: string, subject = 'Your order is on its way') =>
  t.database.db.transaction((tx) =>
    mail.enqueue(tx, { kind: 'order-shipped', to, subject, text: `Namaste, ${to}` }),
  );
const outbox = () => t.database.db.select().from(mailOutbox);
const caught = (): CaughtMail[] => sandbox.mailbox.all();
const later = (ms: number) => new Date(Date.now() + ms);

describe('mail sending', () => {
  it('sends queued mail over SMTP from MAIL_FROM, once', async () => {
    await enqueue('asha@example.in');
    expect(await t.app.mailJobs.runOnce()).toBe(1);

    expect(caught()).toMatchObject([
      {
        from: '"Brass Aangan" <hello@brass.example>',
        to: ['asha@example.in'],
        subject: 'Your order is on its way',
        text: 'Namaste, asha@example.in\n',
      },
    ]);
    expect((await outbox())[0]).toMatchObject({ attempts: 1, sentAt: expect.any(Date), lastError: null });

    expect(await t.app.mailJobs.runOnce(later(24 * 60 * 60_000))).toBe(0);
    expect(caught()).toHaveLength(1);
  });

  it('sends the files queued with a mail, byte for byte', async () => {
    const invoice = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256));
    await t.database.db.transaction((tx) =>
      mail.enqueue(tx, {
        kind: 'order-confirmation',
        to: 'asha@example.in',
        subject: 'Your order BA-10042',
        text: 'Your invoice is attached.',
        attachments: [{ filename: 'invoice-BA-10042.pdf', contentType: 'application/pdf', content: invoice }],
      }),
    );
    expect(await t.app.mailJobs.runOnce()).toBe(1);

    const [sent] = caught();
    expect(sent?.attachments).toEqual([
      { filename: 'invoice-BA-10042.pdf', contentType: 'application/pdf', size: invoice.length },
    ]);
    expect(sandbox.mailbox.attachment(sent?.id ?? 0, 0)?.content).toEqual(invoice);
  });

  it('sends a mail in the pass that begins the moment after it was queued', async () => {
    // A pass often starts within the millisecond its mail was queued; each must still be sent.
    for (let round = 0; round < 30; round++) {
      await enqueue(`round${round}@example.in`);
      expect(await t.app.mailJobs.runOnce()).toBe(1);
    }
  });

  it('sends nothing that was queued in a transaction that rolled back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await mail.enqueue(tx, {
          kind: 'email-confirmation',
          to: 'ghost@example.in',
          subject: 'Never',
          text: '.',
        });
        throw new Error('the sign-up failed after the mail was queued');
      }),
    ).rejects.toThrow('the sign-up failed');
    expect(await outbox()).toEqual([]);
    expect(await t.app.mailJobs.runOnce()).toBe(0);
  });

  it('keeps mail while the relay is down, waits longer after each failure, and sends it once back', async () => {
    await catcher?.close();
    catcher = undefined;
    await enqueue('ravi@example.in');
    const start = new Date();

    expect(await t.app.mailJobs.runOnce(start)).toBe(0);
    const [failed] = await outbox();
    expect(failed).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    expect(failed?.nextAttemptAt.getTime()).toBe(start.getTime() + FIRST_MAIL_RETRY_MS);

    // Not before its time, then a second failure doubles the wait.
    expect(await t.app.mailJobs.runOnce(new Date(start.getTime() + FIRST_MAIL_RETRY_MS - 1))).toBe(0);
    expect((await outbox())[0]?.attempts).toBe(1);
    const second = new Date(start.getTime() + FIRST_MAIL_RETRY_MS);
    expect(await t.app.mailJobs.runOnce(second)).toBe(0);
    expect((await outbox())[0]?.nextAttemptAt.getTime()).toBe(second.getTime() + 2 * FIRST_MAIL_RETRY_MS);

    catcher = await startSmtpCatcher(sandbox.mailbox, smtpPort, Date.now);
    expect(await t.app.mailJobs.runOnce(new Date(second.getTime() + 2 * FIRST_MAIL_RETRY_MS))).toBe(1);
    expect(caught().map((message) => message.to)).toEqual([['ravi@example.in']]);
    expect((await outbox())[0]).toMatchObject({ attempts: 3, sentAt: expect.any(Date), lastError: null });
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    await catcher?.close();
    catcher = undefined;
    await enqueue('nobody@example.in');
    for (let day = 1; day <= MAX_MAIL_ATTEMPTS + 2; day++)
      await t.app.mailJobs.runOnce(later(day * 86_400_000));
    expect((await outbox())[0]).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
  });

  it('never sends the same mail twice when two API processes send at once', async () => {
    const second: App = await buildApp({
      database: t.database,
      config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }),
    });
    try {
      const recipients = Array.from({ length: 12 }, (_, index) => `shopper${index}@example.in`);
      for (const to of recipients) await enqueue(to);

      const [first, other] = await Promise.all([t.app.mailJobs.runOnce(), second.mailJobs.runOnce()]);
      expect(first + other).toBe(recipients.length);
      expect(
        caught()
          .flatMap((message) => message.to)
          .sort(),
      ).toEqual([...recipients].sort());
      expect((await outbox()).every((row) => row.attempts === 1 && row.sentAt)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
