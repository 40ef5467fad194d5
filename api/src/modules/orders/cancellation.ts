import type { Order } from '@brass/shared/contracts/orders';
import { HttpError } from '../../lib/http-error.js';
import type { MailService } from '../mail/service.js';
import type { OrderAdminService } from './admin-service.js';
import { cancellationMail } from './cancellation-mail.js';
import { parseOrderNumber } from './order-number.js';
import { toOrder } from './order-view.js';
import type { OrderRepository } from './repository.js';

/**
 * A shopper cancelling their own order from its page, before it leaves the workshop. The work is the
 * back office's cancellation (Shiprocket, stock, audit, the Razorpay refund and its locks), so that a
 * shopper's and the staff's cancellations can never both refund; this adds who may ask, and the mail.
 */
export class OrderCancellation {
  constructor(
    private readonly orders: OrderRepository,
    private readonly admin: Pick<OrderAdminService, 'cancelForShopper'>,
    private readonly mail: MailService,
    /** Where the shop's pages live, e.g. `https://brass.example`. */
    private readonly shopOrigin: string,
  ) {}

  /** Another shopper's order is answered as one that does not exist, as reading it is. */
  async cancelOwn(userId: string, orderNumber: string): Promise<Order> {
    const number = parseOrderNumber(orderNumber);
    const found = number === undefined ? undefined : await this.orders.findOwnByNumber(userId, number);
    if (!found) throw new HttpError(404, 'Order not found');
    await this.admin.cancelForShopper(userId, found.order.id, (tx, order) =>
      this.mail.enqueue(
        tx,
        cancellationMail(order, { by: 'shopper', refunding: order.refundableAmount }, this.shopOrigin),
      ),
    );
    const after = await this.orders.findById(found.order.id);
    if (!after) throw new HttpError(404, 'Order not found');
    return toOrder(after);
  }
}
