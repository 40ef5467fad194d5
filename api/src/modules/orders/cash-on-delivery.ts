import { COD_NEEDS_CONFIRMED_EMAIL, codRefusal } from '@brass/shared/cash-on-delivery';
import type { CodCaps } from '@brass/shared/contracts/admin-settings';
import type { PlaceCodOrderBody } from '@brass/shared/contracts/checkout';
import { formatRupees } from '@brass/shared/money';
import { checkoutTotals } from '@brass/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import type { PaymentService } from '../payments/service.js';
import { deliveryDayOf } from '../shipping/delivery-date.js';
import { assertPayableTotal, mergeLines, type ShippingService } from '../shipping/service.js';
import type { SettingsService } from '../settings/service.js';
import type { StockService } from '../stock/service.js';
import { shippingAddressOf, toOrder } from './order-view.js';
import type { OwnOrders } from './own-orders.js';
import { OrderRepository } from './repository.js';
import { orderMessages, type PlacedOrder } from './service.js';

/** Why one more order paid on delivery would pass the owner's caps on what a shopper keeps open. */
const capRefusals = {
  orders: ({ maxOpenOrders }: CodCaps) =>
    maxOpenOrders === 1
      ? 'You already have an order on cash on delivery waiting to be delivered. Please pay online, or wait until it arrives.'
      : `You already have ${maxOpenOrders} orders on cash on delivery waiting to be delivered. Please pay online, or wait until one arrives.`,
  value: ({ maxOpenValue }: CodCaps) =>
    `Your orders on cash on delivery waiting to be delivered can come to at most ${formatRupees(maxOpenValue)} together. Please pay online.`,
} as const;

/**
 * An order's id paid on delivery comes from the quote it was priced with, so the same checkout sent
 * twice (a double click, a request retried after a lost answer) makes one order.
 */
const orderIdOfQuote = (quoteId: string) => `ord_${quoteId.replace(/^quo_/, '')}`;

/**
 * Orders paid in cash on delivery: priced by the server exactly as a payment order is (catalogue
 * prices, the quoted courier, the owner's tax rate) plus the owner's COD fee, and taken only up to the
 * owner's limit and where the chosen courier collects cash, from an account whose email is confirmed
 * and within the owner's caps on the shopper's open COD orders. No payment comes first: the order is
 * made at once, its pieces taken off the shelf in the transaction that stores it, and it goes to
 * preparing. Its shipment is booked only once staff have confirmed it with the shopper
 * (docs/adr/0021-cash-on-delivery-confirmation.md).
 */
export class CashOnDeliveryOrders {
  constructor(
    private readonly repository: OrderRepository,
    private readonly payments: Pick<PaymentService, 'pricedCart'>,
    private readonly shipping: ShippingService,
    private readonly stock: StockService,
    private readonly settings: Pick<SettingsService, 'pricing' | 'codCaps'>,
    private readonly ownOrders: OwnOrders,
    private readonly log: FastifyBaseLogger,
  ) {}

  async place(userId: string, body: PlaceCodOrderBody): Promise<PlacedOrder> {
    // A courier carries the parcel to whoever typed the address, and the shop pays for its return when
    // nobody pays: an account must at least prove its email first.
    if (!(await this.repository.hasConfirmedEmail(userId)))
      throw new HttpError(403, COD_NEEDS_CONFIRMED_EMAIL);
    const orderId = orderIdOfQuote(body.quoteId);
    const existing = await this.repository.findById(orderId);
    if (existing) {
      if (existing.order.userId !== userId) throw new HttpError(403, orderMessages.otherAccount);
      return { order: toOrder(existing), created: false };
    }

    const { courier, couriers } = await this.shipping.quotedCouriers({
      quoteId: body.quoteId,
      courierId: body.courierId,
      cart: body.cart,
      deliveryPincode: body.address.zip,
    });
    const cart = await this.payments.pricedCart(mergeLines(body.cart));
    const [pricing, caps] = await Promise.all([this.settings.pricing(), this.settings.codCaps()]);
    const totals = checkoutTotals(cart, courier.rate, pricing, 'cod');
    const refusal = codRefusal(
      { orderValue: totals.total - totals.codFee, pincode: body.address.zip.trim(), courier, couriers },
      pricing,
    );
    if (refusal) throw new HttpError(400, refusal);
    assertPayableTotal(totals.total);
    if (Math.round(body.amount * 100) !== Math.round(totals.total * 100)) {
      this.log.warn(
        { userId, browserAmount: body.amount, serverAmount: totals.total },
        'The browser showed another total; the order takes the server total',
      );
    }

    const created = await this.repository.insertOnce(
      {
        id: orderId,
        userId,
        paymentMethod: 'cod',
        status: 'preparing',
        subtotal: totals.subtotal,
        shippingCharge: totals.shipping,
        tax: totals.tax,
        codFee: totals.codFee,
        totalAmount: totals.total,
        shippingAddress: shippingAddressOf(body.address),
        courier,
        deliversBy: deliveryDayOf(courier, new Date()) ?? null,
      },
      cart.map((line) => ({
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
        price: line.price,
      })),
      async (tx) => {
        // Counted with this order, which the transaction has stored already.
        const open = await new OrderRepository(tx).openCashOnDelivery(userId);
        if (open.orders > caps.maxOpenOrders) throw new HttpError(400, capRefusals.orders(caps));
        if (open.value > caps.maxOpenValue) throw new HttpError(400, capRefusals.value(caps));
        // Nothing is paid first, so the pieces are taken at once, and a line the shelf cannot fill
        // refuses the whole order (409) as it refuses a payment order.
        await this.stock.take(tx, cart);
      },
    );
    if (!created) return this.place(userId, body);
    this.ownOrders.changed();
    const stored = await this.repository.findById(orderId);
    if (!stored) throw new Error(`Order ${orderId} vanished after it was stored`);
    return { order: toOrder(stored), created: true };
  }
}
