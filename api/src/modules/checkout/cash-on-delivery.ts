import { COD_NEEDS_CONFIRMED_EMAIL, codRefusal } from '@brass/shared/cash-on-delivery';
import type { CodCaps } from '@brass/shared/contracts/admin-settings';
import type { PlaceCodOrderBody } from '@brass/shared/contracts/checkout';
import { formatRupees } from '@brass/shared/money';
import { HttpError } from '../../lib/http-error.js';
import type { OrdersPlacedCounter } from '../../plugins/metrics.js';
import { shippingAddressOf } from '../orders/order-view.js';
import type { OrdersCache } from '../orders/orders-cache.js';
import type { OrderWithItems } from '../orders/repository.js';
import type { OrderService } from '../orders/service.js';
import type { CouponService } from '../coupons/service.js';
import type { SettingsService } from '../settings/service.js';
import { deliveryDayOf } from '../shipping/delivery-date.js';
import type { StockService } from '../stock/service.js';
import { businessColumnsOf } from './business-buyer.js';
import { giftColumnsOf } from './gift-option.js';
import { checkoutMessages } from './messages.js';
import type { Quoted } from './quote.js';
import { CheckoutRepository } from './repository.js';

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
 * Orders paid in cash on delivery: taken only up to the owner's limit and where the chosen courier
 * collects cash, from an account whose email is confirmed and within the owner's caps on the shopper's
 * open COD orders. No payment comes first: the order is made at once, its pieces taken out of stock
 * in the transaction that stores it, and it goes to preparing. Its shipment is booked only once staff
 * have confirmed it with the shopper (docs/adr/0021-cash-on-delivery-confirmation.md).
 */
export class CashOnDeliveryOrders {
  constructor(
    private readonly repository: CheckoutRepository,
    private readonly orders: Pick<OrderService, 'find'>,
    private readonly stock: Pick<StockService, 'take'>,
    private readonly coupons: Pick<CouponService, 'redeem'>,
    private readonly settings: Pick<SettingsService, 'codCaps'>,
    private readonly ordersCache: OrdersCache,
    private readonly ordersPlaced: OrdersPlacedCounter,
  ) {}

  /**
   * A courier carries the parcel to whoever typed the address, and the shop pays for its return when
   * nobody pays: an account must at least prove its email first.
   */
  async assertAccountMayOrder(userId: string): Promise<void> {
    if (!(await this.repository.hasConfirmedEmail(userId)))
      throw new HttpError(403, COD_NEEDS_CONFIRMED_EMAIL);
  }

  /** No courier collects cash outside India: an address abroad pays online. */
  assertInIndia(address: Pick<PlaceCodOrderBody['address'], 'country'>): void {
    if (address.country !== 'India') throw new HttpError(400, checkoutMessages.codOnlyInIndia);
  }

  /** The order this quote made already, if it did; another shopper's is refused. */
  async madeBy(userId: string, quoteId: string): Promise<OrderWithItems | undefined> {
    const existing = await this.orders.find(orderIdOfQuote(quoteId));
    if (existing && existing.order.userId !== userId) throw new HttpError(403, checkoutMessages.otherAccount);
    return existing;
  }

  /** Refuses an order over the owner's limit, or where neither the pincode nor the courier takes cash. */
  assertCollectable({ totals, courier, couriers, pricing }: Quoted, pincode: string): void {
    const refusal = codRefusal(
      { orderValue: totals.total - totals.codFee, pincode: pincode.trim(), courier, couriers },
      pricing,
    );
    if (refusal) throw new HttpError(400, refusal);
  }

  /**
   * Stores the order at the server's price, its pieces taken in the same transaction, unless it would
   * pass the owner's caps. Undefined when another request stored the same quote's order first.
   */
  async store(
    userId: string,
    { quoteId, address, gift, business }: PlaceCodOrderBody,
    { cart, courier, totals, coupon }: Quoted,
  ): Promise<OrderWithItems | undefined> {
    const orderId = orderIdOfQuote(quoteId);
    const caps = await this.settings.codCaps();
    const created = await this.repository.insertOnce(
      {
        id: orderId,
        userId,
        paymentMethod: 'cod',
        status: 'preparing',
        subtotal: totals.subtotal,
        discount: totals.discount,
        couponCode: coupon?.code ?? null,
        shippingCharge: totals.shipping,
        tax: totals.tax,
        codFee: totals.codFee,
        totalAmount: totals.total,
        shippingAddress: shippingAddressOf(address),
        ...giftColumnsOf(gift),
        ...businessColumnsOf(business, address),
        courier,
        deliversBy: deliveryDayOf(courier, new Date()) ?? null,
      },
      cart.map((line) => ({
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
        price: line.price,
        discount: line.discount ?? 0,
      })),
      async (tx) => {
        // Counted with this order, which the transaction has stored already.
        const open = await new CheckoutRepository(tx).openCashOnDelivery(userId);
        if (open.orders > caps.maxOpenOrders) throw new HttpError(400, capRefusals.orders(caps));
        if (open.value > caps.maxOpenValue) throw new HttpError(400, capRefusals.value(caps));
        // Counted with the order: a code at its limit refuses the order (409) and stores nothing.
        if (coupon) await this.coupons.redeem(tx, { couponId: coupon.id, orderId, userId });
        // Nothing is paid first, so the pieces are taken at once, and a line the stock cannot fill
        // refuses the whole order (409) as it refuses a payment order.
        await this.stock.take(tx, cart);
      },
    );
    if (!created) return undefined;
    this.ordersCache.changed();
    this.ordersPlaced.inc({ payment_method: 'cod' });
    const stored = await this.orders.find(orderId);
    if (!stored) throw new Error(`Order ${orderId} vanished after it was stored`);
    return stored;
  }
}
