/**
 * The order of a captured payment, made once under the payment's lock, its pieces taken in the same
 * transaction; or, when they are gone, no order and the payment refunded
 * (docs/adr/0016-stock-taken-when-payment-is-captured.md).
 */
import { subtotalOf } from '@brass/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import type { OrdersPlacedCounter } from '../../plugins/metrics.js';
import { shippingAddressOf } from '../orders/order-view.js';
import type { OrdersCache } from '../orders/orders-cache.js';
import type { OrderWithItems } from '../orders/repository.js';
import type { OrderService } from '../orders/service.js';
import type { RazorpayPayment } from '../payments/razorpay-client.js';
import type { PaymentOrder, SoldOutRefund } from '../payments/repository.js';
import { toPaise } from '../payments/service.js';
import { soldOutMessage } from '../payments/sold-out-mail.js';
import type { SoldOutRefunds } from '../payments/sold-out-refunds.js';
import { deliveryDayOf } from '../shipping/delivery-date.js';
import { CouponRefused, type CouponService } from '../coupons/service.js';
import { OutOfStock, type StockService } from '../stock/service.js';
import { assertPayableTotal, mergeLines } from './cart-lines.js';
import { checkoutMessages } from './messages.js';
import type { CheckoutRepository } from './repository.js';

// With auto-capture on, Razorpay captures an authorized payment moments later; the checkout's
// handler can run in between, so both mean the shopper has paid.
const paidStatuses = new Set(['captured', 'authorized']);

/**
 * The payment arrived for pieces already sold, or with a code that no longer held: no order, the
 * payment refunded. A 409 whose message the checkout shows as it is.
 */
export class SoldOutWhilePaying extends HttpError {
  override name = 'SoldOutWhilePaying';

  constructor(readonly refund: SoldOutRefund) {
    super(409, soldOutMessage(refund));
  }
}

/** An order as stored, and whether this call stored it (false: a replay found it made already). */
export interface StoredOrder {
  order: OrderWithItems;
  created: boolean;
}

export class PaidOrders {
  constructor(
    private readonly repository: CheckoutRepository,
    private readonly orders: Pick<OrderService, 'findByPaymentId'>,
    private readonly stock: Pick<StockService, 'take'>,
    private readonly coupons: Pick<CouponService, 'redeem'>,
    private readonly soldOut: SoldOutRefunds,
    private readonly ordersCache: OrdersCache,
    private readonly log: FastifyBaseLogger,
    private readonly ordersPlaced: OrdersPlacedCounter,
  ) {}

  /**
   * Checks the payment against what create-order priced, then, under the payment's lock, makes its
   * order once and takes its pieces out of stock in the same transaction. When the stock no longer has
   * every line, no order is made: the refund is recorded in that transaction and made at once, and
   * `SoldOutWhilePaying` says so. A payment refunded so never makes its order later.
   */
  async store(paymentOrder: PaymentOrder, payment: RazorpayPayment): Promise<StoredOrder> {
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
      throw new HttpError(400, checkoutMessages.verificationFailed);
    }
    // A payment order stored before these limits held, or by an older replica, is held to them too.
    mergeLines(paymentOrder.cart);
    assertPayableTotal(paymentOrder.amountPaise / 100);
    const subtotalPaise = toPaise(subtotalOf(paymentOrder.cart));
    const discountPaise = paymentOrder.cart.reduce((sum, line) => sum + toPaise(line.discount ?? 0), 0);
    const { shippingPaise, couponId } = paymentOrder;
    const order = {
      id: newId('ord'),
      userId: paymentOrder.userId,
      razorpayPaymentId: payment.id,
      razorpayOrderId: paymentOrder.razorpayOrderId,
      status: 'preparing',
      subtotal: subtotalPaise / 100,
      discount: discountPaise / 100,
      couponCode: paymentOrder.couponCode,
      shippingCharge: shippingPaise / 100,
      // The amount paid is subtotal - discount + shipping + tax as create-order computed it, so the tax
      // is what remains; recomputing it would use today's tax rate rather than the one the shopper paid.
      tax: (paymentOrder.amountPaise - subtotalPaise + discountPaise - shippingPaise) / 100,
      totalAmount: paymentOrder.amountPaise / 100,
      shippingAddress: shippingAddressOf(paymentOrder.shippingAddress),
      isGift: paymentOrder.isGift,
      giftMessage: paymentOrder.giftMessage,
      buyerGstin: paymentOrder.buyerGstin,
      buyerBusinessName: paymentOrder.buyerBusinessName,
      courier: paymentOrder.courier,
      deliversBy: deliveryDayOf(paymentOrder.courier, new Date()) ?? null,
    };
    const items = paymentOrder.cart.map(({ productId, productName, quantity, price, discount = 0 }) => ({
      productId,
      productName,
      quantity,
      price,
      discount,
    }));
    const outcome = await this.repository.settlePayment(
      payment.id,
      async (checkout, tx): Promise<{ created: boolean } | { soldOut: SoldOutRefund }> => {
        if (await checkout.hasOrderOfPayment(payment.id)) return { created: false };
        const refunded = await this.soldOut.find(payment.id, tx);
        if (refunded) return { soldOut: refunded };
        try {
          // A savepoint: a short line undoes the order and the lines taken before it, and nothing else.
          // The coupon's use is counted with the order; its dates were checked when the amount was
          // fixed, its limits are checked again here, where orders at once wait for each other.
          await checkout.insertOnce(order, items, async (savepoint) => {
            if (couponId)
              await this.coupons.redeem(savepoint, {
                couponId,
                orderId: order.id,
                userId: paymentOrder.userId,
              });
            await this.stock.take(savepoint, paymentOrder.cart);
          });
          return { created: true };
        } catch (error) {
          // No order of this payment: for the line the stock could not fill, or the code that no longer held.
          const reason =
            error instanceof OutOfStock
              ? { productName: error.line.productName }
              : error instanceof CouponRefused
                ? { couponCode: paymentOrder.couponCode, couponRefusal: error.message }
                : undefined;
          if (!reason) throw error;
          const soldOut = await this.soldOut.record(tx, {
            razorpayPaymentId: payment.id,
            razorpayOrderId: paymentOrder.razorpayOrderId,
            amountPaise: paymentOrder.amountPaise,
            ...reason,
          });
          return { soldOut };
        }
      },
    );
    if ('soldOut' in outcome) throw new SoldOutWhilePaying(await this.soldOut.settle(outcome.soldOut));
    if (outcome.created) {
      this.ordersCache.changed();
      this.ordersPlaced.inc({ payment_method: 'online' });
    }
    const stored = await this.orders.findByPaymentId(payment.id);
    if (!stored) throw new Error(`Order of payment ${payment.id} vanished after it was stored`);
    return { order: stored, created: outcome.created };
  }
}
