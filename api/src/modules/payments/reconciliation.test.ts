/**
 * Payments captured at Razorpay whose verify call and webhook never reached the API (the harness's
 * sandbox sends no webhook): one reconciliation makes their orders, or refunds them when the pieces
 * are gone, and a second makes nothing new.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, soldOutRefunds } from '../../db/schema.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const urli = 'urli-small-8in';
const line = [{ productId: urli, quantity: 2 }];

const h = useCheckoutHarness();

const ordersOf = (paymentId: string) =>
  h.database.db.select().from(orders).where(eq(orders.razorpayPaymentId, paymentId));

const refundsOf = async (paymentId: string) =>
  (await h.sandbox.razorpay('GET', `/v1/payments/${paymentId}/refunds`)).json<{
    items: { amount: number }[];
  }>().items;

/** A shopper pays at Razorpay and is never heard of again. */
async function paidAndGone() {
  const { order } = await h.paymentOrder(await h.shopper(), { products: line });
  return { payment: await h.sandbox.pay(order.id), amount: order.amount };
}

describe('the reconciliation with Razorpay', () => {
  it('makes the order of a captured payment nobody told the API of, exactly once', async () => {
    await h.setStock(urli, 5);
    const { payment, amount } = await paidAndGone();
    const paymentId = payment.razorpay_payment_id;
    expect(await ordersOf(paymentId)).toEqual([]);

    await h.app.paymentReconciliation.reconcile(new Date());

    const [made, ...more] = await ordersOf(paymentId);
    expect(more).toEqual([]);
    expect(made).toMatchObject({ razorpayOrderId: payment.razorpay_order_id, totalAmount: amount / 100 });
    expect(await h.stockOf(urli)).toBe(3);

    await h.app.paymentReconciliation.reconcile(new Date());
    expect(await ordersOf(paymentId)).toHaveLength(1);
    expect(await h.stockOf(urli)).toBe(3);
    expect(await refundsOf(paymentId)).toEqual([]);
  });

  it('refunds, once, a captured payment whose pieces were sold meanwhile', async () => {
    await h.setStock(urli, 2);
    const { payment, amount } = await paidAndGone();
    const paymentId = payment.razorpay_payment_id;
    await h.setStock(urli, 1);

    await h.app.paymentReconciliation.reconcile(new Date());
    await h.app.paymentReconciliation.reconcile(new Date());

    expect(await ordersOf(paymentId)).toEqual([]);
    expect((await refundsOf(paymentId)).map((refund) => refund.amount)).toEqual([amount]);
    const [recorded] = await h.database.db
      .select({ status: soldOutRefunds.status })
      .from(soldOutRefunds)
      .where(eq(soldOutRefunds.razorpayPaymentId, paymentId));
    expect(recorded?.status).toBe('processed');
    expect(await h.stockOf(urli)).toBe(1);
  });

  it('leaves alone payments of Razorpay orders this shop never opened', async () => {
    const foreign = await h.sandbox.razorpay('POST', '/v1/orders', { amount: 50_000, currency: 'INR' });
    const payment = await h.sandbox.pay(foreign.json<{ id: string }>().id);

    await h.app.paymentReconciliation.reconcile(new Date());

    expect(await ordersOf(payment.razorpay_payment_id)).toEqual([]);
    expect(await refundsOf(payment.razorpay_payment_id)).toEqual([]);
  });

  it('runs as a background job every RAZORPAY_RECONCILE_INTERVAL_MS', async () => {
    await h.setStock(urli, 5);
    const { payment } = await paidAndGone();
    const job = h.app.periodicJobs.find((periodic) => periodic.name === 'payment-reconciliation');

    expect(job?.intervalMs).toBe(h.config.paymentReconciliation.intervalMs);
    await job?.run(new Date());

    expect(await ordersOf(payment.razorpay_payment_id)).toHaveLength(1);
  });
});
