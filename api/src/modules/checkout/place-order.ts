/**
 * Placing an order, start to finish, as the shopper goes through it. Each step has its own file; this
 * one only runs them in order, like a complete-cart workflow:
 *
 * 1. validate the cart: `mergeLines` and `assertPayableTotal` (cart-lines.ts);
 * 2. quote: the server's prices, coupon discount, courier rate, tax and COD fee (quote.ts);
 * 3. check stock: a cart already sold out opens no payment; the pieces are taken only when the order is
 *    made (docs/adr/0016-stock-taken-when-payment-is-captured.md);
 * 4. take payment: a Razorpay order, then its verified payment (payments module), or cash on delivery
 *    within the owner's rules (cash-on-delivery.ts);
 * 5. make the order, once per payment or quote, its pieces taken and its coupon's use counted in the
 *    same transaction (paid-order.ts, cash-on-delivery.ts);
 * 6. book the shipment with Shiprocket, retried by the background job 'checkout' (shipments.ts, jobs.ts);
 * 7. queue the mail: the mail pass confirms every new order, whichever path made it (order-mail module).
 *
 * Every step can be sent again: the payment id (under its lock) or the quote id makes one order, and a
 * payment the browser never reports is settled by the webhook or the reconciliation through
 * `placeCapturedPayment`.
 */
import type {
  CreatePaymentOrderBody,
  PaymentOrderResponse,
  PlaceCodOrderBody,
  TrustedPlaceOrderBody,
} from '@brass/shared/contracts/checkout';
import type { Order } from '@brass/shared/contracts/orders';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { toOrder } from '../orders/order-view.js';
import type { OrderWithItems } from '../orders/repository.js';
import type { OrderService } from '../orders/service.js';
import { RazorpayError, type RazorpayPayment } from '../payments/razorpay-client.js';
import { toPaise, type PaymentService } from '../payments/service.js';
import type { SoldOutRefunds } from '../payments/sold-out-refunds.js';
import type { StockService } from '../stock/service.js';
import { assertPayableTotal, mergeLines } from './cart-lines.js';
import type { CashOnDeliveryOrders } from './cash-on-delivery.js';
import { businessColumnsOf } from './business-buyer.js';
import { giftColumnsOf } from './gift-option.js';
import { checkoutMessages } from './messages.js';
import { SoldOutWhilePaying, type PaidOrders } from './paid-order.js';
import type { CheckoutQuote } from './quote.js';
import type { ShipmentDispatcher } from './shipments.js';

/** How long the shopper's answer waits for the shipment booking, so that it usually carries the AWB. */
const shipmentWaitMs = 3000;

export interface PlacedOrder {
  order: Order;
  /** False when the payment or quote had made its order already (a replay). */
  created: boolean;
}

export class PlaceOrder {
  constructor(
    private readonly quote: CheckoutQuote,
    private readonly stock: Pick<StockService, 'assertAvailable'>,
    private readonly payments: PaymentService,
    private readonly soldOut: SoldOutRefunds,
    private readonly paid: PaidOrders,
    private readonly cashOnDelivery: CashOnDeliveryOrders,
    private readonly orders: Pick<OrderService, 'findByPaymentId' | 'find'>,
    private readonly shipments: ShipmentDispatcher,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Paying online, first call: opens a Razorpay order for the server's total. A line the stock cannot
   * fill now is a 409 naming the product, and nothing is opened. No piece is taken or held: the payment
   * takes them when it makes the order, so an unpaid payment order never keeps a piece from a shopper
   * ready to pay.
   */
  async openPayment(userId: string, body: CreatePaymentOrderBody): Promise<PaymentOrderResponse> {
    const { courier, cart, totals, coupon } = await this.quote.price(body, 'online', userId);
    // Prices may have risen since the quote checked the subtotal.
    assertPayableTotal(totals.total);
    this.quote.warnIfBrowserTotalDiffers(userId, body.amount, totals.total, 'charging the server total');
    // A cart already sold out opens no Razorpay order the shopper could never pay for.
    await this.stock.assertAvailable(cart);
    return this.payments.openPaymentOrder({
      userId,
      amountPaise: toPaise(totals.total),
      shippingPaise: toPaise(totals.shipping),
      cart,
      quoteId: body.quoteId,
      courier,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      shippingAddress: body.address,
      ...giftColumnsOf(body.gift),
      ...businessColumnsOf(body.business, body.address),
      receipt: body.receipt,
    });
  }

  /**
   * Paying online, second call: the order of a payment the shopper just made. Nothing of the body is
   * trusted beyond the ids and the signature (the contract lists the fields the server never reads as
   * `untrustedPlaceOrderFields`): lines, prices, totals and address come from what create-order stored,
   * and the payment is checked with Razorpay itself.
   */
  async placePaid(userId: string, body: TrustedPlaceOrderBody): Promise<PlacedOrder> {
    // The body's cart is never used, but no step of the checkout accepts a cart past the cap.
    mergeLines(body.cart);
    const ids = { orderId: body.razorpayOrderId, paymentId: body.razorpayPaymentId };
    if (!this.payments.isPaymentSignatureValid({ ...ids, signature: body.razorpaySignature })) {
      throw new HttpError(400, checkoutMessages.verificationFailed);
    }
    const existing = await this.orders.findByPaymentId(ids.paymentId);
    if (existing) return { order: ownOrder(existing, userId), created: false };

    const paymentOrder = await this.payments.paymentOrder(ids.orderId);
    if (!paymentOrder) throw new HttpError(400, checkoutMessages.verificationFailed);
    if (paymentOrder.userId !== userId) throw new HttpError(403, checkoutMessages.otherAccount);
    // Refunded already, Razorpay now calls the payment refunded: say again what happened to it.
    const refunded = await this.soldOut.find(ids.paymentId);
    if (refunded) throw new SoldOutWhilePaying(await this.soldOut.settle(refunded));
    let payment: RazorpayPayment | undefined;
    try {
      payment = await this.payments.fetchPayment(ids.paymentId);
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      this.log.error({ err: error, ...ids }, 'Razorpay could not confirm a payment');
      throw new HttpError(502, checkoutMessages.razorpayUnavailable);
    }
    if (!payment) throw new HttpError(400, checkoutMessages.verificationFailed);

    const stored = await this.paid.store(paymentOrder, payment);
    if (stored.created) {
      // After the commit: the order stands whatever Shiprocket does; a failure is retried later.
      await this.shipments.dispatchWithin(stored.order.order.id, shipmentWaitMs);
      const refreshed = await this.orders.find(stored.order.order.id);
      return { order: toOrder(refreshed ?? stored.order), created: true };
    }
    return { order: ownOrder(stored.order, userId), created: false };
  }

  /**
   * The Razorpay webhook's path to the same order, for a shopper who paid and never came back. The
   * event is signed, so its payment entity is Razorpay's word; it is checked like the browser's.
   */
  async placeCapturedPayment(payment: RazorpayPayment): Promise<void> {
    const paymentOrder = payment.order_id ? await this.payments.paymentOrder(payment.order_id) : undefined;
    if (!paymentOrder) {
      this.log.info({ paymentId: payment.id }, 'Captured payment of no order of this shop; ignored');
      return;
    }
    try {
      const stored = await this.paid.store(paymentOrder, payment);
      if (stored.created) {
        this.log.info(
          { orderId: stored.order.order.id, paymentId: payment.id },
          'Order made from the webhook',
        );
        // Not awaited: Razorpay waits only a few seconds for the answer; the retry job has the rest.
        void this.shipments.dispatch(stored.order.order.id);
      }
    } catch (error) {
      // Refunded, or to be refunded by the reconciliation if Razorpay did not answer: settled either way.
      if (error instanceof SoldOutWhilePaying) return;
      // Refused by the order's checks (a mismatch, the cart limits): Razorpay's next delivery would be too.
      if (!(error instanceof HttpError)) throw error;
      this.log.error(
        { paymentId: payment.id, orderId: payment.order_id, reason: error.message },
        'Captured payment cannot make its order; refund it',
      );
    }
  }

  /**
   * Paying on delivery: priced by the server exactly as a payment order is, plus the owner's COD fee,
   * and made at once. Its shipment waits for staff to confirm the order with the shopper.
   */
  async placeCashOnDelivery(userId: string, body: PlaceCodOrderBody): Promise<PlacedOrder> {
    // First: confirming an email would not help a shopper abroad.
    this.cashOnDelivery.assertInIndia(body.address);
    await this.cashOnDelivery.assertAccountMayOrder(userId);
    const existing = await this.cashOnDelivery.madeBy(userId, body.quoteId);
    if (existing) return { order: toOrder(existing), created: false };

    const quoted = await this.quote.price(body, 'cod', userId);
    this.cashOnDelivery.assertCollectable(quoted, body.address.zip);
    assertPayableTotal(quoted.totals.total);
    this.quote.warnIfBrowserTotalDiffers(
      userId,
      body.amount,
      quoted.totals.total,
      'the order takes the server total',
    );

    const stored = await this.cashOnDelivery.store(userId, body, quoted);
    // Another request made this quote's order first: answer it as a replay.
    if (!stored) return this.placeCashOnDelivery(userId, body);
    return { order: toOrder(stored), created: true };
  }
}

function ownOrder(found: OrderWithItems, userId: string): Order {
  if (found.order.userId !== userId) throw new HttpError(403, checkoutMessages.otherAccount);
  return toOrder(found);
}
