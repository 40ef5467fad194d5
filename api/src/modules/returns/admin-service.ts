import type { AdminReturn, AdminReturnList, ReturnStatus } from '@brass/shared/contracts/returns';
import { returnStatusLabels } from '@brass/shared/returns';
import { formatRupees } from '@brass/shared/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { AuditService } from '../audit/service.js';
import type { ImageStore } from '../images/image-store.js';
import type { MailService, QueuedMail } from '../mail/service.js';
import type { OrderAdminService } from '../orders/admin-service.js';
import { formatOrderNumber } from '../orders/order-number.js';
import type { PincodeService } from '../pincodes/service.js';
import type { SettingsService } from '../settings/service.js';
import { ShiprocketError } from '../shipping/shiprocket-client.js';
import type { ShippingService } from '../shipping/service.js';
import {
  returnApprovedMail,
  returnPickupBookedMail,
  returnRefundedMail,
  returnRefusedMail,
} from './return-mail.js';
import { toAdminReturn } from './return-view.js';
import { returnRefundReason, type ReturnRepository, type ReturnWithOrder } from './repository.js';

/** Enough for the requests that wait on the staff; the rest are found by their status. */
const RETURNS_PAGE_SIZE = 100;

const returnAdminMessages = {
  notFound: 'No return has that id.',
  changedMeanwhile: 'Someone changed this return meanwhile. Reload it and try again.',
  notWaiting: (status: ReturnStatus) =>
    `This return is not waiting for a decision: ${returnStatusLabels[status]}.`,
  noteNeeded: 'Tell the shopper why the return is refused.',
  notOnItsWay: 'Only a return whose pickup is booked can be marked received.',
  notCashOnDelivery: 'This order was paid online; its return is refunded through Razorpay.',
  notReceived: 'Record the refund once the pieces are received.',
  noShopAddress:
    "The shop's address and phone are not in the settings, so the courier would not know where to bring the return. Add them in Settings.",
  refundPending:
    "Razorpay has not yet answered this return's refund. Check it in Razorpay before trying again.",
  pickupFailed:
    'Shiprocket could not book the return pickup. The return stays approved; try Approve again in a minute.',
} as const;

/**
 * The back office's work on returns: approving (which books the reverse pickup with Shiprocket) or
 * refusing them, marking the pieces received (back in stock, and refunded through Razorpay for an
 * order paid online), and recording a refund sent by hand for an order paid on delivery. Each step
 * moves the return only from the status it was read in, is audited and mails the shopper, in one
 * transaction.
 */
export class ReturnAdminService {
  constructor(
    private readonly repository: ReturnRepository,
    private readonly orders: Pick<OrderAdminService, 'refundReturn'>,
    private readonly shipping: Pick<ShippingService, 'bookReturnPickup'>,
    private readonly settings: Pick<SettingsService, 'shopContact'>,
    private readonly pincodes: Pick<PincodeService, 'place'>,
    private readonly store: ImageStore,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly shopOrigin: string,
    /** The pincode the shop ships from, where returns go back to. */
    private readonly pickupPincode: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(status: ReturnStatus | undefined): Promise<AdminReturnList> {
    const rows = await this.repository.list(status, RETURNS_PAGE_SIZE);
    return { returns: rows.map((row) => toAdminReturn(row, this.store)) };
  }

  /** Approves a request and books its pickup; on an approved return whose booking failed, books again. */
  async approve(actor: AuthUser, returnId: string, note: string | undefined): Promise<AdminReturn> {
    const found = await this.found(returnId);
    if (found.orderReturn.status === 'requested') {
      await this.step(actor, found, 'requested', {
        change: { status: 'approved', staffNote: note || null, decidedBy: actor.id, decidedAt: new Date() },
        action: 'return.approved',
        mail: returnApprovedMail,
      });
    } else if (found.orderReturn.status !== 'approved') {
      throw new HttpError(409, returnAdminMessages.notWaiting(found.orderReturn.status));
    }
    await this.bookPickup(actor, await this.found(returnId));
    return this.view(returnId);
  }

  async refuse(actor: AuthUser, returnId: string, note: string | undefined): Promise<AdminReturn> {
    if (!note) throw new HttpError(400, returnAdminMessages.noteNeeded);
    const found = await this.found(returnId);
    if (found.orderReturn.status !== 'requested') {
      throw new HttpError(409, returnAdminMessages.notWaiting(found.orderReturn.status));
    }
    await this.step(actor, found, 'requested', {
      change: { status: 'refused', staffNote: note, decidedBy: actor.id, decidedAt: new Date() },
      action: 'return.refused',
      mail: returnRefusedMail,
    });
    return this.view(returnId);
  }

  /**
   * The pieces are back: they go back in stock, and an order paid online is refunded the return's
   * amount at once (under the staff's refund limit, as every refund). A refund that failed is tried
   * again by marking it received again.
   */
  async received(actor: AuthUser, returnId: string): Promise<AdminReturn> {
    const found = await this.found(returnId);
    const { orderReturn, order } = found;
    if (orderReturn.status === 'pickup_booked') {
      await this.step(actor, found, 'pickup_booked', {
        change: { status: 'received', receivedAt: new Date() },
        action: 'return.received',
        alongside: (returns) => returns.restock(orderReturn.lines),
      });
    } else if (orderReturn.status !== 'received') {
      throw new HttpError(409, returnAdminMessages.notOnItsWay);
    }
    if (order.paymentMethod === 'online') await this.refund(actor, returnId);
    return this.view(returnId);
  }

  /** Money sent back by bank transfer or UPI for an order paid on delivery, which Razorpay never held. */
  async manualRefund(actor: AuthUser, returnId: string, reference: string): Promise<AdminReturn> {
    const found = await this.found(returnId);
    if (found.order.paymentMethod !== 'cod') throw new HttpError(409, returnAdminMessages.notCashOnDelivery);
    if (found.orderReturn.status !== 'received') throw new HttpError(409, returnAdminMessages.notReceived);
    await this.step(actor, found, 'received', {
      change: { status: 'refunded', manualRefundReference: reference },
      action: 'return.refunded',
      mail: returnRefundedMail,
    });
    return this.view(returnId);
  }

  /**
   * Refunds the return through Razorpay, unless a refund of it was made already (then only the return
   * catches up) or is still waiting on Razorpay's answer (then the staff check Razorpay first).
   */
  private async refund(actor: AuthUser, returnId: string): Promise<void> {
    const { orderReturn, order } = await this.found(returnId);
    const made = await this.repository.refundOf(order.id, returnId);
    if (made?.status === 'pending') throw new HttpError(409, returnAdminMessages.refundPending);
    const refundId =
      made?.id ??
      (await this.orders.refundReturn(actor, order.id, {
        amount: orderReturn.amount,
        reason: `${returnRefundReason(returnId)}: ${orderReturn.lines
          .map((line) => `${line.productName} × ${line.quantity}`)
          .join(', ')}`,
      }));
    await this.step(actor, await this.found(returnId), 'received', {
      change: { status: 'refunded', refundId },
      action: 'return.refunded',
      mail: returnRefundedMail,
      alongside: (returns) => returns.refundToldByReturn(refundId, new Date()),
    });
  }

  private async bookPickup(actor: AuthUser, found: ReturnWithOrder): Promise<void> {
    const contact = await this.settings.shopContact();
    if (!contact.address || !contact.phone) throw new HttpError(409, returnAdminMessages.noShopAddress);
    const place = await this.pincodes.place(this.pickupPincode);
    let booked: { shiprocketOrderId: string; shipmentId: string };
    try {
      booked = await this.shipping.bookReturnPickup({
        returnId: found.orderReturn.id,
        createdAt: found.orderReturn.createdAt,
        email: found.email,
        address: found.order.shippingAddress,
        products: found.orderReturn.lines,
        shop: {
          name: 'Brass Aangan',
          address: contact.address,
          city: place.city,
          state: place.state,
          phone: contact.phone,
          email: contact.email ?? found.email,
        },
      });
    } catch (error) {
      if (!(error instanceof ShiprocketError)) throw error;
      this.log.error({ err: error, returnId: found.orderReturn.id }, 'Could not book a return pickup');
      throw new HttpError(502, returnAdminMessages.pickupFailed);
    }
    await this.step(actor, found, 'approved', {
      change: {
        status: 'pickup_booked',
        shiprocketOrderId: booked.shiprocketOrderId,
        shiprocketShipmentId: booked.shipmentId,
      },
      action: 'return.pickup_booked',
      mail: returnPickupBookedMail,
    });
  }

  /**
   * One step of a return in one transaction: moved from `from` (else someone else moved it: 409), what
   * `alongside` does, the audit entry and the shopper's mail, written with the return as it now is.
   */
  private async step(
    actor: AuthUser,
    found: ReturnWithOrder,
    from: ReturnStatus,
    {
      change,
      action,
      mail,
      alongside,
    }: {
      change: Parameters<ReturnRepository['move']>[2];
      action: string;
      mail?: (found: ReturnWithOrder, shopOrigin: string) => QueuedMail;
      alongside?: (returns: ReturnRepository, tx: Db) => Promise<void>;
    },
  ): Promise<void> {
    const { orderReturn, order } = found;
    await this.repository.transaction(async (returns, tx) => {
      if (!(await returns.move(orderReturn.id, from, change))) {
        throw new HttpError(409, returnAdminMessages.changedMeanwhile);
      }
      await alongside?.(returns, tx);
      await this.audit.record(tx, {
        actorId: actor.id,
        action,
        target: formatOrderNumber(order.number),
        details: {
          return: orderReturn.id,
          amount: formatRupees(orderReturn.amount),
          ...(change.staffNote ? { note: change.staffNote } : {}),
        },
      });
      const moved = await returns.find(orderReturn.id);
      if (mail && moved) await this.mail.enqueue(tx, mail(moved, this.shopOrigin));
    });
  }

  private async found(returnId: string): Promise<ReturnWithOrder> {
    const found = await this.repository.find(returnId);
    if (!found) throw new HttpError(404, returnAdminMessages.notFound);
    return found;
  }

  private async view(returnId: string): Promise<AdminReturn> {
    return toAdminReturn(await this.found(returnId), this.store);
  }
}
