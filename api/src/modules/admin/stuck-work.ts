/**
 * Background work that needs the staff: mail given up on after its last attempt (parked, with the
 * reason) and paid orders Shiprocket keeps refusing (stranded; the shop keeps trying). The dashboard
 * lists both, and the staff can queue a parked mail again or book a stranded shipment now.
 */
import type { AdminDashboard } from '@brass/shared/contracts/admin';
import { HttpError } from '../../lib/http-error.js';
import type { MailOutboxRepository } from '../mail/repository.js';
import type { OrderMailRepository } from '../order-mail/repository.js';
import { formatOrderNumber, parseOrderNumber } from '../orders/order-number.js';
import type { ShipmentDispatcher } from '../checkout/shipments.js';

type StuckWork = Pick<AdminDashboard, 'parkedMail' | 'strandedShipments'>;

const stuckWorkMessages = {
  noParkedMail: 'No parked mail has that id. Reload the dashboard.',
  noParkedConfirmation: 'That order has no parked confirmation. Reload the dashboard.',
  noOrder: 'No order has that number.',
  notWaiting: 'This order is not waiting for a shipment.',
} as const;

export class StuckWorkService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly orderMail: OrderMailRepository,
    private readonly shipments: ShipmentDispatcher,
  ) {}

  async overview(limit: number): Promise<StuckWork> {
    const [confirmations, mail, stranded] = await Promise.all([
      this.orderMail.parkedConfirmations(limit),
      this.outbox.parked(limit),
      this.shipments.strandedShipments(limit),
    ]);
    return {
      parkedMail: [
        ...confirmations.map((order) => ({
          id: formatOrderNumber(order.number),
          kind: 'order-confirmation' as const,
          to: order.email,
          subject: `Your Brass Aangan order ${formatOrderNumber(order.number)}`,
          reason: order.reason ?? '',
          attempts: order.attempts,
          parkedAt: (order.parkedAt ?? new Date(0)).toISOString(),
        })),
        ...mail.map((row) => ({
          id: row.id,
          kind: 'mail' as const,
          to: row.toAddress,
          subject: row.subject,
          reason: row.lastError ?? '',
          attempts: row.attempts,
          parkedAt: (row.parkedAt ?? new Date(0)).toISOString(),
        })),
      ],
      strandedShipments: stranded.map((order) => ({
        orderNumber: formatOrderNumber(order.number),
        placedAt: order.createdAt.toISOString(),
        attempts: order.attempts,
        reason: order.reason,
        nextAttemptAt: order.nextAttemptAt?.toISOString() ?? null,
      })),
    };
  }

  /** A parked mail of the outbox gets all its attempts again, starting with the next pass. */
  async requeueMail(id: string, now = new Date()): Promise<{ message: string }> {
    if (!(await this.outbox.requeue(id, now))) throw new HttpError(404, stuckWorkMessages.noParkedMail);
    return { message: 'The mail is queued again and goes out with the next pass.' };
  }

  /** A parked order confirmation is prepared again (its invoice rendered) at the next pass. */
  async requeueConfirmation(reference: string): Promise<{ message: string }> {
    const number = parseOrderNumber(reference);
    if (number === undefined || !(await this.orderMail.requeueConfirmation(number)))
      throw new HttpError(404, stuckWorkMessages.noParkedConfirmation);
    return { message: `The confirmation of ${formatOrderNumber(number)} is queued again.` };
  }

  /** Books the order's shipment now, whatever its back-off; Shiprocket's refusal is a 502 with its reason. */
  async bookShipment(reference: string): Promise<{ message: string }> {
    const number = parseOrderNumber(reference);
    const before = number === undefined ? undefined : await this.shipments.shipmentOfNumber(number);
    if (number === undefined || !before) throw new HttpError(404, stuckWorkMessages.noOrder);
    const orderNumber = formatOrderNumber(number);
    if (before.awb || before.status !== 'preparing') throw new HttpError(409, stuckWorkMessages.notWaiting);
    if (await this.shipments.bookAgain(before.id))
      return { message: `${orderNumber} is booked with Shiprocket.` };
    const after = await this.shipments.shipmentOfNumber(number);
    throw new HttpError(
      502,
      after?.reason
        ? `Shiprocket could not book ${orderNumber}: ${after.reason}. The shop keeps trying.`
        : `${orderNumber} is being booked right now. Reload the dashboard in a minute.`,
    );
  }
}
