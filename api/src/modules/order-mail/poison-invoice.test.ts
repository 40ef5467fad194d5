/**
 * An invoice that cannot be rendered (fontkit throws on some Gurmukhi and Malayalam conjuncts) must cost
 * only its own order's confirmation: the pass goes on to the orders behind it, the failing order is
 * tried again with a growing wait, and after its last try it is parked where the staff see it.
 */
import { adminDashboardSchema } from '@brass/shared/contracts/admin';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from '@brass/sandbox/mail/mailbox';
import { startSmtpCatcher, type SmtpCatcher } from '@brass/sandbox/mail/smtp';
import { orders, products } from '../../db/schema.js';
import type { InvoicePdf } from '../invoices/service.js';
import { MailJobs } from '../mail/jobs.js';
import { MailOutboxRepository } from '../mail/repository.js';
import { MailSender } from '../mail/sender.js';
import { MailService } from '../mail/service.js';
import { createSmtpTransport } from '../mail/transport.js';
import { parseOrderNumber } from '../orders/order-number.js';
import {
  freePort,
  startCheckoutHarness,
  type CheckoutHarness,
  type Shopper,
} from '../../../test/orders-support.js';
import { OrderMailRepository } from './repository.js';
import { CONFIRMATION_BACKOFF, MAX_CONFIRMATION_ATTEMPTS, OrderMailService } from './service.js';

const fontkitError = "Cannot read properties of null (reading 'xCoordinate')";
const mailbox = new Mailbox();
let catcher: SmtpCatcher;
let h: CheckoutHarness;
let jobs: MailJobs;
let owner: Shopper;
/** Internal ids of the orders whose invoice throws, as a font that cannot shape a name does. */
const unprintable = new Set<string>();

beforeAll(async () => {
  const smtpPort = await freePort();
  catcher = await startSmtpCatcher(mailbox, smtpPort, Date.now);
  h = await startCheckoutHarness({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const { db } = h.database;
  const invoices = {
    async ofOrder(orderId: string): Promise<InvoicePdf> {
      if (unprintable.has(orderId)) throw new TypeError(fontkitError);
      return { filename: 'invoice.pdf', pdf: Buffer.from('%PDF-1.7 a stand-in') };
    },
  };
  const transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'Brass Aangan <hello@brass.example>');
  jobs = new MailJobs(
    new MailSender(new MailOutboxRepository(db), transport, h.app.log, h.app.metrics.mails),
    h.app.log,
    [
      new OrderMailService(
        new OrderMailRepository(db),
        invoices,
        new MailService(),
        'https://brass.example',
        h.app.log,
      ),
    ],
  );
  // Enough pieces in stock for the many orders of these tests.
  await db.update(products).set({ stock: 10_000 });
  owner = await h.shopper({ role: 'owner' });
}, 60_000);
afterAll(async () => {
  await h.close();
  await catcher.close();
});

const internalIdOf = async (orderNumber: string) => {
  const [row] = await h.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, parseOrderNumber(orderNumber)!));
  return row!.id;
};

describe('an order whose invoice cannot be rendered', () => {
  it('never holds up a later order, is retried with a growing wait, then parked on the dashboard', async () => {
    const badNumbers: string[] = [];
    for (let index = 0; index < 25; index++) {
      const order = await h.paidOrder(await h.shopper());
      badNumbers.push(order.orderNumber);
      unprintable.add(await internalIdOf(order.orderNumber));
    }
    const good = await h.paidOrder(await h.shopper());

    const start = new Date();
    await jobs.runOnce(start);
    expect(mailbox.all().map((mail) => mail.subject)).toEqual([
      `Your Brass Aangan order ${good.orderNumber}`,
    ]);

    const badRows = () =>
      h.database.db
        .select()
        .from(orders)
        .where(inArray(orders.id, [...unprintable]));
    for (const row of await badRows()) {
      expect(row).toMatchObject({
        confirmationMailedAt: null,
        confirmationAttempts: 1,
        confirmationError: `TypeError: ${fontkitError}`,
        confirmationParkedAt: null,
      });
      expect(row.confirmationNextAttemptAt?.getTime()).toBe(start.getTime() + CONFIRMATION_BACKOFF.firstMs);
    }

    // Each further try waits longer than the one before, until the last, which parks the order.
    const waits: number[] = [];
    let now = start;
    for (let attempt = 2; attempt <= MAX_CONFIRMATION_ATTEMPTS; attempt++) {
      const [first] = await badRows();
      const due = first!.confirmationNextAttemptAt!;
      await jobs.runOnce(new Date(due.getTime() - 1));
      expect((await badRows())[0]?.confirmationAttempts).toBe(attempt - 1);
      waits.push(due.getTime() - now.getTime());
      now = due;
      await jobs.runOnce(now);
      expect((await badRows()).every((row) => row.confirmationAttempts === attempt)).toBe(true);
    }
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(new Set(waits).size).toBe(waits.length);
    for (const row of await badRows()) {
      expect(row.confirmationParkedAt).toEqual(now);
      expect(row.confirmationNextAttemptAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    // Parked: a pass long after leaves it alone.
    await jobs.runOnce(new Date(now.getTime() + 30 * 24 * 60 * 60_000));
    expect((await badRows()).every((row) => row.confirmationAttempts === MAX_CONFIRMATION_ATTEMPTS)).toBe(
      true,
    );
    expect(mailbox.all()).toHaveLength(1);

    const response = await h.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const { parkedMail } = v.parse(adminDashboardSchema, response.json());
    expect(parkedMail).toHaveLength(10);
    expect(parkedMail[0]).toMatchObject({
      kind: 'order-confirmation',
      subject: expect.stringMatching(/^Your Brass Aangan order BA-\d+$/),
      reason: `TypeError: ${fontkitError}`,
      attempts: MAX_CONFIRMATION_ATTEMPTS,
      parkedAt: now.toISOString(),
    });
    expect(badNumbers).toContain(parkedMail[0]?.id);
  }, 120_000);

  it('is prepared again when the staff queue it again, and mailed once its invoice can be rendered', async () => {
    const order = await h.paidOrder(await h.shopper());
    const id = await internalIdOf(order.orderNumber);
    await h.database.db
      .update(orders)
      .set({
        confirmationParkedAt: new Date(),
        confirmationAttempts: MAX_CONFIRMATION_ATTEMPTS,
        confirmationError: 'x',
      })
      .where(eq(orders.id, id));
    // Whatever else is due goes out first, so that the mailbox holds only this order's mail.
    await jobs.runOnce();
    mailbox.clear();

    const requeue = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderNumber}/confirmation/requeue`,
        headers: owner.headers,
      });
    const requeued = await requeue();
    expect(requeued.statusCode, requeued.body).toBe(200);
    expect(requeued.json()).toEqual({ message: `The confirmation of ${order.orderNumber} is queued again.` });
    await jobs.runOnce();
    expect(mailbox.all().map((mail) => mail.subject)).toEqual([
      `Your Brass Aangan order ${order.orderNumber}`,
    ]);

    const again = await requeue();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'That order has no parked confirmation. Reload the dashboard.' });
  });
});
