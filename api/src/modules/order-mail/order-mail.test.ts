import { placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import { formatRupees } from '@brass/shared/money';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Mailbox } from '@brass/sandbox/mail/mailbox';
import { startSmtpCatcher, type SmtpCatcher } from '@brass/sandbox/mail/smtp';
import { mailOutbox, orders, users } from '../../db/schema.js';
import { pdfText } from '../../../test/pdf-text.js';
import { parseOrderNumber } from '../orders/order-number.js';
import {
  address,
  cart,
  freePort,
  startCheckoutHarness,
  type CheckoutHarness,
  type Shopper,
} from '../../../test/orders-support.js';

const mailbox = new Mailbox();
let catcher: SmtpCatcher;
let h: CheckoutHarness;

beforeAll(async () => {
  const smtpPort = await freePort();
  catcher = await startSmtpCatcher(mailbox, smtpPort, Date.now);
  h = await startCheckoutHarness({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_SHOP_ORIGIN: 'https://brass.example',
  });
});
afterAll(async () => {
  await h.close();
  await catcher.close();
});
beforeEach(async () => {
  // Whatever earlier tests queued is sent before each test looks.
  await h.app.mailJobs.runOnce();
  mailbox.clear();
});

const paidOrder = (shopper: Shopper) => h.paidOrder(shopper);

const emailOf = async (shopper: Shopper) => {
  const [user] = await h.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, shopper.id));
  return user?.email ?? '';
};

const mailTo = (email: string) => mailbox.all().filter((message) => message.to.includes(email));

describe('order confirmation', () => {
  it('mails the shopper the order with its invoice attached, once', async () => {
    const shopper = await h.shopper();
    const order = await paidOrder(shopper);
    expect(await h.app.mailJobs.runOnce()).toBeGreaterThanOrEqual(1);

    const [mail, ...more] = mailTo(await emailOf(shopper));
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Your Brass Aangan order ${order.orderNumber}`);
    expect(mail?.text).toContain(`Thank you for your order ${order.orderNumber}.`);
    expect(mail?.text).toContain('Mini Ganesha for Car Dashboard (2.5 inch) × 2: ₹1,300');
    expect(mail?.text).toContain(`Total: ${formatRupees(order.totalAmount)}`);
    expect(mail?.text).toContain('Paid online');
    expect(mail?.text).toContain('Chennai, Tamil Nadu 600004');
    expect(mail?.text).toContain(`https://brass.example/orders/${order.orderNumber}`);
    expect(mail?.attachments).toEqual([
      {
        filename: `invoice-${order.orderNumber}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    const invoice = mailbox.attachment(mail?.id ?? 0, 0)?.content ?? Buffer.alloc(0);
    // The seeded shop has saved no GSTIN: its invoice is a bill of supply.
    const text = await pdfText(invoice);
    expect(text).toMatch(/Bill number BOS\/\d\d-\d\d\/\d{5}/);
    expect(text).toContain(`Order number ${order.orderNumber}`);

    expect(await h.app.mailJobs.runOnce()).toBe(0);
    expect(mailTo(await emailOf(shopper))).toHaveLength(1);
  });

  it('tells a shopper abroad that the destination may collect import duties on delivery, with the export invoice', async () => {
    const shopper = await h.shopper();
    const placed = await paidOrder(shopper);
    // As the order flow keeps an order to London without an LUT: international delivery, IGST.
    await h.database.db
      .update(orders)
      .set({
        shippingAddress: {
          firstName: 'Oliver',
          lastName: 'Hughes',
          street: '10 Downing Street',
          city: 'London',
          state: '',
          zipcode: 'SW1A 2AA',
          phoneNumber: '+442079460000',
          country: 'United Kingdom',
        },
        shippingCharge: 2450,
        totalAmount: placed.subtotal + placed.tax + 2450,
      })
      .where(eq(orders.number, parseOrderNumber(placed.orderNumber) ?? 0));
    await h.app.mailJobs.runOnce();

    const [mail] = mailTo(await emailOf(shopper));
    expect(mail?.text).toContain(
      "Import duties and taxes of the United Kingdom may be collected by the courier on delivery; they are not part of this order's total.",
    );
    expect(mail?.text).toContain('London, SW1A 2AA\nUnited Kingdom');
    expect(mail?.text).toContain(`Tax (IGST): ${formatRupees(placed.tax)}`);
    const invoice = await pdfText(mailbox.attachment(mail?.id ?? 0, 0)?.content ?? Buffer.alloc(0));
    expect(invoice).toContain('Supply meant for export with payment of IGST');
    expect(invoice).toContain('Country of destination: United Kingdom');
  });

  it('says nothing of import duties to a shopper in India', async () => {
    const shopper = await h.shopper();
    await paidOrder(shopper);
    await h.app.mailJobs.runOnce();
    const [mail] = mailTo(await emailOf(shopper));
    expect(mail?.text).toContain('Tax (GST): ');
    expect(mail?.text).not.toMatch(/duties|India\n/);
  });

  it('confirms an order paid on delivery alike, saying what to pay and with the COD fee on the invoice', async () => {
    const shopper = await h.shopper();
    const quote = await h.quote();
    const courier = quote.shippingCost.data.available_courier_companies
      .filter((offer) => offer.cod === true)
      .toSorted((a, b) => a.rate - b.rate)[0];
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: shopper.headers,
      payload: {
        amount: 1,
        cart,
        quoteId: quote.quoteId,
        courierId: courier?.courier_id ?? courier?.courier_company_id,
        address,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = v.parse(placeOrderResponseSchema, placed.json());
    await h.app.mailJobs.runOnce();

    const [mail] = mailTo(await emailOf(shopper));
    expect(mail?.subject).toBe(`Your Brass Aangan order ${order.orderNumber}`);
    expect(mail?.text).toContain(`Cash on delivery fee: ${formatRupees(order.codFee)}`);
    expect(mail?.text).toContain(`Cash on delivery: pay ${formatRupees(order.totalAmount)} on delivery`);
    const invoice = await pdfText(mailbox.attachment(mail?.id ?? 0, 0)?.content ?? Buffer.alloc(0));
    expect(invoice).toContain('Payment Cash on delivery');
    expect(invoice).toContain(`Cash on delivery fee ${order.codFee.toFixed(2)}`);
    expect(invoice).toContain(
      `Total (Rs.) ${order.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
  });

  it("repeats a gift's message and says its packing slip shows no prices", async () => {
    const shopper = await h.shopper();
    const quote = await h.quote();
    const courier = quote.shippingCost.data.available_courier_companies.find((offer) => offer.cod === true);
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: shopper.headers,
      payload: {
        amount: 1,
        cart,
        quoteId: quote.quoteId,
        courierId: courier?.courier_id ?? courier?.courier_company_id,
        address,
        gift: { message: 'Happy housewarming!' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await h.app.mailJobs.runOnce();

    const [mail] = mailTo(await emailOf(shopper));
    expect(mail?.text).toContain(
      'Sent as a gift: the packing slip in the parcel shows no prices.\nYour gift message:\nHappy housewarming!',
    );
  });

  it('keeps the order and its confirmation while the relay is down, and sends it once back', async () => {
    await catcher.close();
    const shopper = await h.shopper();
    const order = await paidOrder(shopper);
    try {
      expect(await h.app.mailJobs.runOnce()).toBe(0);
      const [queued] = await h.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, await emailOf(shopper)));
      expect(queued).toMatchObject({
        subject: `Your Brass Aangan order ${order.orderNumber}`,
        attempts: 1,
        sentAt: null,
        attachments: [{ filename: `invoice-${order.orderNumber}.pdf`, contentType: 'application/pdf' }],
      });
      const [stored] = await h.database.db
        .select()
        .from(orders)
        .where(eq(orders.number, parseOrderNumber(order._id)!));
      expect(stored?.confirmationMailedAt).toEqual(expect.any(Date));
    } finally {
      catcher = await startSmtpCatcher(mailbox, catcher.port, Date.now);
    }
    expect(await h.app.mailJobs.runOnce(new Date(Date.now() + 24 * 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(mailTo(await emailOf(shopper)).map((mail) => mail.subject)).toEqual([
      `Your Brass Aangan order ${order.orderNumber}`,
    ]);
  });

  it('sends no confirmation for an order cancelled before its mail was queued', async () => {
    const shopper = await h.shopper();
    const order = await paidOrder(shopper);
    const owner = await h.shopper({ role: 'owner' });
    const cancelled = await h.changeOrderStatus(owner, order.orderNumber, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    await h.app.mailJobs.runOnce();
    // The shopper hears of the cancellation and of the refund, and of no confirmation.
    expect(
      mailTo(await emailOf(shopper))
        .map((mail) => mail.subject)
        .toSorted(),
    ).toEqual(
      [
        `Your Brass Aangan order ${order.orderNumber} is cancelled`,
        `${formatRupees(order.totalAmount)} refunded on your Brass Aangan order ${order.orderNumber}`,
      ].toSorted(),
    );
  });

  it('queues each confirmation once when two passes run at once', async () => {
    const shopper = await h.shopper();
    await paidOrder(shopper);
    await Promise.all([h.app.mailJobs.runOnce(), h.app.mailJobs.runOnce()]);
    const queued = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, await emailOf(shopper)));
    expect(queued).toHaveLength(1);
  });
});

describe('shipment mail', () => {
  it('tells the shopper the parcel is on its way once the owner marks it shipped, with its tracking link', async () => {
    const shopper = await h.shopper();
    const order = await paidOrder(shopper);
    const owner = await h.shopper({ role: 'owner' });
    await h.app.mailJobs.runOnce();
    mailbox.clear();

    const shipped = await h.changeOrderStatus(owner, order._id, 'shipped');
    expect(shipped.statusCode).toBe(200);
    await h.app.mailJobs.runOnce();

    const [stored] = await h.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, parseOrderNumber(order._id)!));
    const [mail, ...more] = mailTo(await emailOf(shopper));
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Your Brass Aangan order ${order.orderNumber} is on its way`);
    expect(mail?.text).toContain(`Its tracking number (AWB) is ${stored?.shiprocketAwbCode}.`);
    expect(mail?.text).toContain(`Track your parcel:\nhttps://brass.example/orders/${order.orderNumber}`);
    expect(mail?.attachments).toEqual([]);

    expect(await h.app.mailJobs.runOnce()).toBe(0);
  });
});
