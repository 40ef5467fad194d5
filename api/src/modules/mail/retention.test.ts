import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { startTestApp, testConfig, type TestApp } from '../../../test/app.js';

const DAY_MS = 24 * 60 * 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ MAIL_RETENTION_DAYS: '30' });
});
afterAll(() => t.close());

const queued = (subject: string, { sentAt, parkedAt }: { sentAt?: Date; parkedAt?: Date }) => ({
  id: newId('mail'),
  toAddress: 'asha@example.in',
  subject,
  textBody: 'Your invoice is attached.',
  attachments: [
    { filename: 'invoice-BA-10042.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' },
  ],
  nextAttemptAt: sentAt ?? parkedAt ?? new Date(),
  sentAt: sentAt ?? null,
  parkedAt: parkedAt ?? null,
});

describe('sent mail retention', () => {
  it('keeps 90 days unless MAIL_RETENTION_DAYS says otherwise', () => {
    expect(testConfig().mail.retentionDays).toBe(90);
    expect(testConfig({ MAIL_RETENTION_DAYS: '30' }).mail.retentionDays).toBe(30);
    expect(() => testConfig({ MAIL_RETENTION_DAYS: '0' })).toThrow(/MAIL_RETENTION_DAYS/);
  });

  it('deletes sent mail older than the retention, with its invoice, and keeps newer and unsent mail', async () => {
    const now = new Date();
    await t.database.db
      .insert(mailOutbox)
      .values([
        queued('old', { sentAt: new Date(now.getTime() - 31 * DAY_MS) }),
        queued('recent', { sentAt: new Date(now.getTime() - 29 * DAY_MS) }),
        queued('parked long ago', { parkedAt: new Date(now.getTime() - 200 * DAY_MS) }),
        queued('waiting', {}),
      ]);

    const retention = t.app.periodicJobs.find((job) => job.name === 'mail-retention');
    expect(await retention?.run(now)).toBe(1);
    const kept = await t.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(kept.map((row) => row.subject).sort()).toEqual(['parked long ago', 'recent', 'waiting']);
  });
});
