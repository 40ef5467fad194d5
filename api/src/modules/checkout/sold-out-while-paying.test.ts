/**
 * A payment that arrives for pieces sold while the shopper was paying: no order, the whole payment
 * refunded at once and once, the shopper told at checkout and by mail, whichever way the payment
 * comes back (the browser, a replay, the webhook, the reconciliation).
 */
import { errorBodySchema } from '@brass/shared/contracts/errors';
import { formatRupees } from '@brass/shared/money';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema.js';
import { capturedEvent, type CheckoutHarness, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const urli = { id: 'urli-small-8in', name: 'Small Urli (8 inch)' };
const line = [{ productId: urli.id, quantity: 2 }];

const h = useCheckoutHarness();

/** A shopper who opened a payment order for two urlis and paid it, while someone else bought one of the two left. */
async function paidAfterTheStockRanOut() {
  await h.setStock(urli.id, 2);
  const shopper = await h.shopper();
  const { order } = await h.paymentOrder(shopper, { products: line });
  await h.paidOrder(await h.shopper(), { products: [{ productId: urli.id, quantity: 1 }] });
  const payment = await h.sandbox.pay(order.id);
  return { shopper, payment, amount: order.amount };
}

const place = (shopper: Shopper, payment: Awaited<ReturnType<CheckoutHarness['sandbox']['pay']>>) =>
  h.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: shopper.headers,
    payload: h.placeOrderBody(payment, line),
  });

/** Razorpay's signed `payment.captured` event of the payment, as its webhook delivers it. */
const eventOf = (paymentId: string) => capturedEvent(h.sandbox, paymentId, h.config.razorpay.webhookSecret!);

const deliver = (event: Awaited<ReturnType<typeof eventOf>>) =>
  h.app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': event.signature },
    payload: event.body,
  });

const webhook = async (paymentId: string) => deliver(await eventOf(paymentId));

const refundsOf = async (paymentId: string) =>
  (await h.sandbox.razorpay('GET', `/v1/payments/${paymentId}/refunds`)).json<{
    items: { amount: number; receipt: string | null }[];
  }>().items;

const ordersOf = (paymentId: string) =>
  h.database.db.select().from(orders).where(eq(orders.razorpayPaymentId, paymentId));

const mailTo = (shopper: Shopper) =>
  h.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, `${shopper.id}@example.com`));

const refundedMessage = (amountPaise: number) =>
  `${urli.name} sold out while you were paying. Your payment of ${formatRupees(amountPaise / 100)} has been refunded.`;

describe('a payment for pieces sold while the shopper paid', () => {
  it('makes no order, refunds the whole payment once, answers 409 with what happened and mails it; replays and the webhook change nothing', async () => {
    const { shopper, payment, amount } = await paidAfterTheStockRanOut();
    const paymentId = payment.razorpay_payment_id;

    const answer = await place(shopper, payment);

    expect(answer.statusCode).toBe(409);
    expect(v.parse(errorBodySchema, answer.json()).message).toBe(refundedMessage(amount));
    expect(await refundsOf(paymentId)).toEqual([expect.objectContaining({ amount, receipt: paymentId })]);
    expect(await ordersOf(paymentId)).toEqual([]);
    expect(await h.stockOf(urli.id)).toBe(1);
    const [mail, ...more] = await mailTo(shopper);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your Brass Aangan payment has been refunded');
    expect(mail?.text).toContain(
      `${urli.name} sold out while you were paying, so we could not make your order.`,
    );
    expect(mail?.text).toContain(`Your payment of ${formatRupees(amount / 100)} has been refunded in full`);

    // The pieces come back before the replays: still no order for a refunded payment.
    await h.setStock(urli.id, 10);
    const replay = await place(shopper, payment);
    expect([replay.statusCode, replay.json()]).toEqual([409, { message: refundedMessage(amount) }]);
    expect((await webhook(paymentId)).statusCode).toBe(200);
    await h.app.paymentReconciliation.reconcile(new Date());

    expect(await refundsOf(paymentId)).toHaveLength(1);
    expect(await ordersOf(paymentId)).toEqual([]);
    expect(await mailTo(shopper)).toHaveLength(1);
    expect(await h.stockOf(urli.id)).toBe(10);
  });

  it('refunds once when the webhook comes first, and tells the browser that comes after', async () => {
    const { shopper, payment, amount } = await paidAfterTheStockRanOut();
    const paymentId = payment.razorpay_payment_id;

    expect((await webhook(paymentId)).statusCode).toBe(200);
    const answer = await place(shopper, payment);

    expect([answer.statusCode, answer.json()]).toEqual([409, { message: refundedMessage(amount) }]);
    expect(await refundsOf(paymentId)).toHaveLength(1);
    expect(await ordersOf(paymentId)).toEqual([]);
    expect(await mailTo(shopper)).toHaveLength(1);
  });

  it('says the refund is under way when Razorpay does not answer, and the reconciliation makes it once', async () => {
    const { shopper, payment, amount } = await paidAfterTheStockRanOut();
    const paymentId = payment.razorpay_payment_id;

    // The webhook needs nothing from Razorpay to find the stock short; the refund then meets an outage.
    const event = await eventOf(paymentId);
    await h.sandbox.fault('razorpay', 'down');
    expect((await deliver(event)).statusCode).toBe(200);
    await h.sandbox.fault('razorpay', 'none');
    const meanwhile = await place(shopper, payment);
    expect([meanwhile.statusCode, meanwhile.json()]).toEqual([
      409,
      {
        message: `${urli.name} sold out while you were paying. Your payment of ${formatRupees(amount / 100)} is being refunded.`,
      },
    ]);
    expect(await refundsOf(paymentId)).toEqual([]);
    expect(await mailTo(shopper)).toEqual([]);

    // Once the attempt's lease has passed.
    const later = new Date(Date.now() + 2 * 60_000);
    await Promise.all([
      h.app.paymentReconciliation.reconcile(later),
      h.app.paymentReconciliation.reconcile(later),
    ]);

    expect(await refundsOf(paymentId)).toHaveLength(1);
    expect(await mailTo(shopper)).toHaveLength(1);
    const after = await place(shopper, payment);
    expect([after.statusCode, after.json()]).toEqual([409, { message: refundedMessage(amount) }]);
    expect(await ordersOf(paymentId)).toEqual([]);
  });
});
