import { orderPapersSchema } from '@brass/shared/contracts/admin-invoices';
import { orderRefundsSchema } from '@brass/shared/contracts/order-refunds';
import type { Order } from '@brass/shared/contracts/orders';
import { formatRupees } from '@brass/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, documentSeries, issuedInvoices, mailOutbox, orders, users } from '../../db/schema.js';
import { pdfText } from '../../../test/pdf-text.js';
import { address, cart, codOrderBody, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { parseOrderNumber } from '../orders/order-number.js';
import { financialYearOf } from './document-series.js';

const h = useCheckoutHarness();
let owner: Shopper;

beforeAll(async () => {
  owner = await h.shopper({ role: 'owner' });
});

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({ method, url: `/api/admin${url}`, headers: owner.headers, ...(payload ? { payload } : {}) });

const papersOf = async (order: Order) => {
  const answer = await admin('GET', `/orders/${order.orderNumber}/papers`);
  expect(answer.statusCode, answer.body).toBe(200);
  return v.parse(orderPapersSchema, answer.json());
};

const invoiceOf = (order: Order, shopper: Shopper) =>
  h.app.inject({ method: 'GET', url: `/api/orders/${order.orderNumber}/invoice`, headers: shopper.headers });

async function idOf(order: Order) {
  const [row] = await h.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, parseOrderNumber(order.orderNumber) ?? 0));
  return row!.id;
}

/** The series' numbers as issued, `BOS/26-27/00007` as 7. */
const sequenceOf = (number: string) => Number(number.split('/')[2]);

async function codOrder(shopper: Shopper): Promise<Order> {
  const quote = await h.quote(cart, address.zip);
  const placed = await h.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: shopper.headers,
    payload: codOrderBody(quote),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<{ order: Order }>().order;
}

async function mailsTo(shopper: Shopper, kind: 'refund' | 'credit-note' | 'order-cancelled') {
  const [user] = await h.database.db.select().from(users).where(eq(users.id, shopper.id));
  return h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, user?.email ?? ''), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.createdAt));
}

const refundsSeenBy = async (shopper: Shopper, order: Order) => {
  const answer = await h.app.inject({
    method: 'GET',
    url: `/api/orders/${order.orderNumber}/refunds`,
    headers: shopper.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return v.parse(orderRefundsSchema, answer.json()).refunds;
};

describe('the series of invoices', () => {
  it('numbers invoices issued at once one after another, without a gap or a repeat', async () => {
    const placed = await Promise.all([1, 2, 3, 4, 5].map(async () => h.paidOrder(await h.shopper())));
    const ids = await Promise.all(placed.map(idOf));
    // Issued together, as the confirmation pass and shoppers' downloads may.
    const issued = await Promise.all(
      placed.map((order) =>
        h.app.inject({
          method: 'GET',
          url: `/api/orders/${order.orderNumber}/invoice`,
          headers: owner.headers,
        }),
      ),
    );
    expect(issued.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const numbers = (
      await Promise.all(
        ids.map((id) =>
          h.database.db
            .select({ number: issuedInvoices.number })
            .from(issuedInvoices)
            .where(eq(issuedInvoices.orderId, id)),
        ),
      )
    ).map(([row]) => row!.number);
    const year = financialYearOf(new Date());
    for (const number of numbers) expect(number).toMatch(new RegExp(`^BOS/${year}/\\d{5}$`));
    const sequences = numbers.map(sequenceOf).toSorted((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => sequences[0]! + index));
    const [series] = await h.database.db
      .select()
      .from(documentSeries)
      .where(and(eq(documentSeries.series, 'bill-of-supply'), eq(documentSeries.financialYear, year)));
    expect(series?.lastNumber).toBe(sequences.at(-1));
  });

  it('issues no invoice for an order cancelled before it, and takes no number for it', async () => {
    const shopper = await h.shopper();
    const before = await h.paidOrder(await h.shopper());
    expect((await invoiceOf(before, owner)).statusCode).toBe(200);
    const cancelled = await codOrder(shopper);
    const cancelling = await h.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled.orderNumber}/cancel`,
      headers: shopper.headers,
    });
    expect(cancelling.statusCode).toBe(200);

    const refused = await invoiceOf(cancelled, shopper);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This order was cancelled before its invoice was issued, so it has no invoice.',
    });
    const after = await h.paidOrder(await h.shopper());
    expect((await invoiceOf(after, owner)).statusCode).toBe(200);
    const [first, next] = await Promise.all([papersOf(before), papersOf(after)]);
    expect(sequenceOf(next.invoice!.number)).toBe(sequenceOf(first.invoice!.number) + 1);
    expect(await papersOf(cancelled)).toEqual({ invoice: null, creditNotes: [] });
  });
});

describe('credit notes, refunds and their mail', () => {
  it('takes back each refund from the invoice, mails it and lists it on the order', async () => {
    const shopper = await h.shopper();
    const order = await h.paidOrder(shopper);
    expect((await invoiceOf(order, shopper)).statusCode).toBe(200);

    const part = await admin('POST', `/orders/${order.orderNumber}/refunds`, {
      amount: 1000,
      reason: 'A dent in the lamp',
    });
    expect(part.statusCode, part.body).toBe(200);
    const afterPart = await papersOf(order);
    const year = financialYearOf(new Date());
    expect(afterPart.creditNotes).toEqual([
      {
        number: expect.stringMatching(new RegExp(`^CN/${year}/\\d{5}$`)),
        issuedAt: expect.any(String),
        amount: 1000,
        reason: 'A dent in the lamp',
      },
    ]);
    const [note] = afterPart.creditNotes;

    const pdf = await admin(
      'GET',
      `/orders/${order.orderNumber}/credit-notes/${encodeURIComponent(note!.number)}`,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${note!.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note ${note!.number}`);
    expect(text).toContain(`Against ${afterPart.invoice!.number}`);
    expect(text).toContain(`Order number ${order.orderNumber}`);
    expect(text).toContain('Reason A dent in the lamp');
    expect(text).toContain('Credited (Rs.) 1,000.00');
    expect(text).toContain('Amount in words: Rupees One Thousand Only');

    // The shopper is told of the refund, with its credit note, in one mail.
    await h.app.mailJobs.runOnce();
    const [mail] = await mailsTo(shopper, 'refund');
    expect(mail).toMatchObject({
      subject: `₹1,000 refunded on your Brass Aangan order ${order.orderNumber}`,
      attachments: [
        expect.objectContaining({
          filename: `credit-note-${note!.number.replaceAll('/', '-')}.pdf`,
          contentType: 'application/pdf',
        }),
      ],
    });
    expect(mail?.textBody).toContain(
      `We have refunded ₹1,000 of your order ${order.orderNumber} to the card or account you paid with`,
    );
    expect(mail?.textBody).toContain('Reason: A dent in the lamp');
    expect(mail?.textBody).toContain(
      `The credit note ${note!.number} for it is attached; keep it with the bill of supply ${afterPart.invoice!.number}.`,
    );
    expect(await mailsTo(shopper, 'credit-note')).toEqual([]);
    expect(await refundsSeenBy(shopper, order)).toEqual([
      { amount: 1000, status: 'processed', reason: 'A dent in the lamp', createdAt: expect.any(String) },
    ]);

    // Cancelling refunds the rest: a second note, and together they take back the whole invoice.
    const cancelled = await admin('POST', `/orders/${order.orderNumber}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await papersOf(order);
    expect(afterCancel.creditNotes).toHaveLength(2);
    expect(afterCancel.creditNotes[1]).toMatchObject({
      amount: order.totalAmount - 1000,
      reason: 'Order cancelled',
    });
    expect(sequenceOf(afterCancel.creditNotes[1]!.number)).toBe(sequenceOf(note!.number) + 1);
    // The invoice itself stays as it was issued.
    expect(afterCancel.invoice).toEqual(afterPart.invoice);
    await h.app.mailJobs.runOnce();
    const [cancelledMail] = await mailsTo(shopper, 'order-cancelled');
    expect(cancelledMail?.textBody).toContain(`We have had to cancel your order ${order.orderNumber}:`);
    expect(cancelledMail?.textBody).toContain(
      `${formatRupees(order.totalAmount - 1000)} is being refunded to the card or account you paid with`,
    );
    const refundMails = await mailsTo(shopper, 'refund');
    expect(refundMails).toHaveLength(2);
    expect(refundMails[1]?.attachments).toEqual([
      expect.objectContaining({
        filename: `credit-note-${afterCancel.creditNotes[1]!.number.replaceAll('/', '-')}.pdf`,
      }),
    ]);
    await h.app.mailJobs.runOnce();
    expect(await mailsTo(shopper, 'refund')).toHaveLength(2);
    expect(await mailsTo(shopper, 'credit-note')).toEqual([]);
    expect((await refundsSeenBy(shopper, order)).map((refund) => refund.reason)).toEqual([
      'A dent in the lamp',
      'Order cancelled',
    ]);
    const stranger = await h.shopper();
    const hidden = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNumber}/refunds`,
      headers: stranger.headers,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Order not found' });
  });

  it('takes back a refund made before the invoice was issued as the invoice is issued', async () => {
    const shopper = await h.shopper();
    const order = await h.paidOrder(shopper);
    const refunded = await admin('POST', `/orders/${order.orderNumber}/refunds`, {
      amount: 250,
      reason: 'Late',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await papersOf(order)).toEqual({ invoice: null, creditNotes: [] });

    expect((await invoiceOf(order, shopper)).statusCode).toBe(200);
    expect((await papersOf(order)).creditNotes).toEqual([
      expect.objectContaining({ amount: 250, reason: 'Late' }),
    ]);
  });

  it('takes back the whole invoice of an order paid on delivery that is cancelled after it was issued', async () => {
    const shopper = await h.shopper();
    const order = await codOrder(shopper);
    expect((await invoiceOf(order, shopper)).statusCode).toBe(200);
    const cancelling = await h.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNumber}/cancel`,
      headers: shopper.headers,
    });
    expect(cancelling.statusCode).toBe(200);

    const notes = await h.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, await idOf(order)));
    expect(notes).toEqual([
      expect.objectContaining({ amount: order.totalAmount, reason: 'Order cancelled', refundId: null }),
    ]);
    // The invoice is still the one issued: the credit note is what cancels it.
    const invoice = await invoiceOf(order, shopper);
    expect(invoice.statusCode).toBe(200);
    expect(await pdfText(invoice.rawPayload)).toContain('To be paid in cash on delivery');
    await h.app.mailJobs.runOnce();
    const [sent] = await mailsTo(shopper, 'credit-note');
    expect(sent?.textBody).toContain(
      `We have issued a credit note of ${formatRupees(order.totalAmount)} against bill of supply`,
    );
    expect(sent?.textBody).toContain('Reason: Order cancelled');
  });

  it('answers papers or a credit note of an order that has none as not found', async () => {
    const order = await h.paidOrder(await h.shopper());
    for (const url of [
      `/orders/${order.orderNumber}/credit-notes/${encodeURIComponent('CN/26-27/99999')}`,
      `/orders/BA-999999999/credit-notes/CN`,
    ]) {
      const answer = await admin('GET', url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toEqual({
        message: url.includes('999999999') ? 'Order not found' : 'This order has no such credit note.',
      });
    }
    expect((await admin('GET', '/orders/BA-999999999/papers')).statusCode).toBe(404);
  });
});
