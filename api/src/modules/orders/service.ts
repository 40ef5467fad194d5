import type { OrderRefunds } from '@brass/shared/contracts/order-refunds';
import type { Order, TrackingResponse } from '@brass/shared/contracts/orders';
import { HttpError } from '../../lib/http-error.js';
import type { ShippingService } from '../shipping/service.js';
import { isAhead } from '../shipping/tracking.js';
import { formatOrderNumber, parseOrderNumber } from './order-number.js';
import { toOrder } from './order-view.js';
import type { OrdersCache } from './orders-cache.js';
import type { OrderRepository, OrderRow, OrderWithItems } from './repository.js';

const orderMessages = {
  shipmentNotFound: 'Shipment not found',
  orderNotFound: 'Order not found',
} as const;

export class OrderService {
  constructor(
    private readonly repository: OrderRepository,
    private readonly shipping: Pick<ShippingService, 'trackShipment'>,
    private readonly ordersCache: OrdersCache,
  ) {}

  /** An order and its lines, by its id. */
  find(id: string): Promise<OrderWithItems | undefined> {
    return this.repository.findById(id);
  }

  /** The order a Razorpay payment made, with its lines. */
  findByPaymentId(razorpayPaymentId: string): Promise<OrderWithItems | undefined> {
    return this.repository.findByPaymentId(razorpayPaymentId);
  }

  /** The lines of an order read already. */
  async withItems(order: OrderRow): Promise<OrderWithItems | undefined> {
    const [found] = await this.repository.withItems([order]);
    return found;
  }

  async listOwn(userId: string): Promise<Order[]> {
    return this.ordersCache.of(userId, async () => (await this.repository.listByUser(userId)).map(toOrder));
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

  /** The money given back on one of the shopper's own orders; another shopper's is not found. */
  async refundsOfOwn(userId: string, orderNumber: string): Promise<OrderRefunds> {
    const number = parseOrderNumber(orderNumber);
    const found = number === undefined ? undefined : await this.repository.findOwnByNumber(userId, number);
    if (!found) throw new HttpError(404, orderMessages.orderNotFound);
    const given = await this.repository.refundsOf(found.order.id);
    return {
      refunds: given.map((refund) => ({
        amount: refund.amount,
        status: refund.status === 'processed' ? 'processed' : 'pending',
        reason: refund.reason,
        createdAt: refund.createdAt.toISOString(),
      })),
    };
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
      this.ordersCache.changed();
    }
    return { trackingInfo: tracking.trackingInfo };
  }
}
