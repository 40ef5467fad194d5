import type { TrustedPlaceOrderBody } from '@brass/shared/contracts/checkout';
import type { Order, TrackingResponse } from '@brass/shared/contracts/orders';
import { subtotalOf } from '@brass/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import { RazorpayError, type RazorpayPayment } from '../payments/razorpay-client.js';
import type { PaymentOrder } from '../payments/repository.js';
import { toPaise, type PaymentService } from '../payments/service.js';
import { assertPayableTotal, mergeLines, type ShippingService } from '../shipping/service.js';
import type { SoldOutRefund } from '../payments/repository.js';
import { soldOutMessage } from '../payments/sold-out-mail.js';
import type { SoldOutRefunds } from '../payments/sold-out-refunds.js';
import { ShelfShort, type StockService } from '../stock/service.js';
import { deliveryDayOf } from '../shipping/delivery-date.js';
import { isAhead } from '../shipping/tracking.js';
import { formatOrderNumber, parseOrderNumber } from './order-number.js';
import { shippingAddressOf, toOrder } from './order-view.js';
import type { OwnOrders } from './own-orders.js';
import type { OrderRepository, OrderWithItems } from './repository.js';
import type { ShipmentDispatcher } from './shipments.js';

export const orderMessages = {
  verificationFailed: 'Payment verification failed',
  otherAccount: 'This payment was made from another account',
  razorpayUnavailable:
    'We could not confirm your payment with Razorpay. If you were charged, your order will appear shortly.',
  shipmentNotFound: 'Shipment not found',
  orderNotFound: 'Order not found',
} as const;

// With auto-capture on, Razorpay captures an authorized payment moments later; the checkout's
// handler can run in between, so both mean the shopper has paid.
const paidStatuses = new Set(['captured', 'authorized']);

/** How long the shopper's answer waits for the shipment booking, so that it usually carries the AWB. */
const shipmentWaitMs = 3000;

/**
 * The payment arrived for pieces already sold: no order, the payment refunded. A 409 whose message the
 * checkout shows as it is.
 */
class SoldOutWhilePaying extends HttpError {
  override name = 'SoldOutWhilePaying';

  constructor(readonly refund: SoldOutRefund) {
    super(409, soldOutMessage(refund));
  }
}

export interface PlacedOrder {
  order: Order;
  /** False when the payment had made its order already (a replay). */
  created: boolean;
}

export class OrderService {
  constructor(
    private readonly repository: OrderRepository,
    private readonly payments: PaymentService,
    private readonly shipping: ShippingService,
    private readonly shipments: ShipmentDispatcher,
    private readonly stock: StockService,
    private readonly soldOut: SoldOutRefunds,
    private readonly ownOrders: OwnOrders,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The order of a payment the shopper just made. Nothing of the body is trusted beyond the ids and
   * the signature: lines, prices, totals and address come from what create-order stored, and the
   * payment is checked with Razorpay itself.
   */
  async place(userId: string, body: TrustedPlaceOrderBody): Promise<PlacedOrder> {
    // The body's cart is never used, but no step of the checkout accepts a cart past the cap.
    mergeLines(body.cart);
    const ids = { orderId: body.razorpayOrderId, paymentId: body.razorpayPaymentId };
    if (!this.payments.isPaymentSignatureValid({ ...ids, signature: body.razorpaySignature })) {
      throw new HttpError(400, orderMessages.verificationFailed);
    }
    const existing = await this.repository.findByPaymentId(ids.paymentId);
    if (existing) return { order: this.ownOrder(existing, userId), created: false };

    const paymentOrder = await this.payments.paymentOrder(ids.orderId);
    if (!paymentOrder) throw new HttpError(400, orderMessages.verificationFailed);
    if (paymentOrder.userId !== userId) throw new HttpError(403, orderMessages.otherAccount);
    // Refunded already, Razorpay now calls the payment refunded: say again what happened to it.
    const refunded = await this.soldOut.find(ids.paymentId);
    if (refunded) throw new SoldOutWhilePaying(await this.soldOut.settle(refunded));
    let payment: RazorpayPayment | undefined;
    try {
      payment = await this.payments.fetchPayment(ids.paymentId);
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      this.log.error({ err: error, ...ids }, 'Razorpay could not confirm a payment');
      throw new HttpError(502, orderMessages.razorpayUnavailable);
    }
    if (!payment) throw new HttpError(400, orderMessages.verificationFailed);

    const stored = await this.store(paymentOrder, payment);
    if (stored.created) {
      // After the commit: the order stands whatever Shiprocket does; a failure is retried later.
      await this.shipments.dispatchWithin(stored.order.order.id, shipmentWaitMs);
      const refreshed = await this.repository.findById(stored.order.order.id);
      return { order: toOrder(refreshed ?? stored.order), created: true };
    }
    return { order: this.ownOrder(stored.order, userId), created: false };
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
      const stored = await this.store(paymentOrder, payment);
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

  async listOwn(userId: string): Promise<Order[]> {
    return this.ownOrders.of(userId, async () => (await this.repository.listByUser(userId)).map(toOrder));
  }

  /**
   * One of the shopper's own orders by the number on its page (`BA-10042`). Another shopper's number
   * is answered as one that does not exist, so the answer never tells whether a number is taken.
   * Taken from the shopper's list as My Orders has it (as fresh as that list); an order the list does
   * not have yet, just made through another process, is read from the database.
   */
  async ownByNumber(userId: string, orderNumber: string): Promise<Order> {
    const number = parseOrderNumber(orderNumber);
    if (number === undefined) throw new HttpError(404, orderMessages.orderNotFound);
    const shown = formatOrderNumber(number);
    const listed = (await this.listOwn(userId)).find((order) => order.orderNumber === shown);
    if (listed) return listed;
    const found = await this.repository.findOwnByNumber(userId, number);
    if (!found) throw new HttpError(404, orderMessages.orderNotFound);
    return toOrder(found);
  }

  /** Tracking of the shopper's own AWB; reading it also moves the order along (shipped, delivered). */
  async trackOwnShipment(userId: string, awb: string): Promise<TrackingResponse> {
    const order = await this.repository.findOwnByAwb(userId, awb);
    if (!order) throw new HttpError(404, orderMessages.shipmentNotFound);
    const tracking = await this.shipping.trackShipment(awb);
    const status = isAhead(tracking.progress, order.status) ? tracking.progress : order.status;
    const shipmentStatus = tracking.shipmentStatus ?? order.shipmentStatus;
    if (status !== order.status || shipmentStatus !== order.shipmentStatus) {
      await this.repository.updateProgress(order.id, status, shipmentStatus);
      this.ownOrders.changed();
    }
    return { trackingInfo: tracking.trackingInfo };
  }

  private ownOrder(found: OrderWithItems, userId: string): Order {
    if (found.order.userId !== userId) throw new HttpError(403, orderMessages.otherAccount);
    return toOrder(found);
  }

  /**
   * Checks the payment against what create-order priced, then, under the payment's lock, makes its
   * order once and takes its pieces off the shelf in the same transaction. When the shelf no longer has
   * every line, no order is made: the refund is recorded in that transaction and made at once, and
   * `SoldOutWhilePaying` says so. A payment refunded so never makes its order later.
   */
  private async store(
    paymentOrder: PaymentOrder,
    payment: RazorpayPayment,
  ): Promise<{ order: OrderWithItems; created: boolean }> {
    if (
      !paidStatuses.has(payment.status) ||
      payment.order_id !== paymentOrder.razorpayOrderId ||
      payment.amount !== paymentOrder.amountPaise ||
      payment.currency !== 'INR'
    ) {
      this.log.warn(
        {
          paymentId: payment.id,
          status: payment.status,
          amount: payment.amount,
          expected: paymentOrder.amountPaise,
        },
        'Payment does not match the order it claims to pay',
      );
      throw new HttpError(400, orderMessages.verificationFailed);
    }
    // A payment order stored before these limits held, or by an older replica, is held to them too.
    mergeLines(paymentOrder.cart);
    assertPayableTotal(paymentOrder.amountPaise / 100);
    const subtotalPaise = toPaise(subtotalOf(paymentOrder.cart));
    const { shippingPaise } = paymentOrder;
    const order = {
      id: newId('ord'),
      userId: paymentOrder.userId,
      razorpayPaymentId: payment.id,
      razorpayOrderId: paymentOrder.razorpayOrderId,
      status: 'preparing',
      subtotal: subtotalPaise / 100,
      shippingCharge: shippingPaise / 100,
      // The amount paid is subtotal + shipping + tax as create-order computed it, so the tax is what
      // remains; recomputing it would use today's tax rate rather than the one the shopper paid.
      tax: (paymentOrder.amountPaise - subtotalPaise - shippingPaise) / 100,
      totalAmount: paymentOrder.amountPaise / 100,
      shippingAddress: shippingAddressOf(paymentOrder.shippingAddress),
      courier: paymentOrder.courier,
      deliversBy: deliveryDayOf(paymentOrder.courier, new Date()) ?? null,
    };
    const items = paymentOrder.cart.map(({ productId, productName, quantity, price }) => ({
      productId,
      productName,
      quantity,
      price,
    }));
    const outcome = await this.repository.settlePayment(
      payment.id,
      async (orders, tx): Promise<{ created: boolean } | { soldOut: SoldOutRefund }> => {
        if (await orders.findByPaymentId(payment.id)) return { created: false };
        const refunded = await this.soldOut.find(payment.id, tx);
        if (refunded) return { soldOut: refunded };
        try {
          // A savepoint: a short line undoes the order and the lines taken before it, and nothing else.
          await orders.insertOnce(order, items, (savepoint) => this.stock.take(savepoint, paymentOrder.cart));
          return { created: true };
        } catch (error) {
          if (!(error instanceof ShelfShort)) throw error;
          const soldOut = await this.soldOut.record(tx, {
            razorpayPaymentId: payment.id,
            razorpayOrderId: paymentOrder.razorpayOrderId,
            productName: error.line.productName,
            amountPaise: paymentOrder.amountPaise,
          });
          return { soldOut };
        }
      },
    );
    if ('soldOut' in outcome) throw new SoldOutWhilePaying(await this.soldOut.settle(outcome.soldOut));
    if (outcome.created) this.ownOrders.changed();
    const stored = await this.repository.findByPaymentId(payment.id);
    if (!stored) throw new Error(`Order of payment ${payment.id} vanished after it was stored`);
    return { order: stored, created: outcome.created };
  }
}
