import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderStatus,
  AdminOrderSummary,
  OrderStatusChange,
  RefundBody,
} from '@brass/shared/contracts/admin-orders';
import type { PaymentMethod } from '@brass/shared/contracts/orders';
import { formatRupees, toPaise } from '@brass/shared/money';
import { stringify } from 'csv-stringify/sync';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { AuditService } from '../audit/service.js';
import type { InvoiceService } from '../invoices/service.js';
import type { MailService } from '../mail/service.js';
import { RazorpayError, RazorpayRefundRefused, type RazorpayClient } from '../payments/razorpay-client.js';
import type { SettingsService } from '../settings/service.js';
import { ShiprocketError } from '../shipping/shiprocket-client.js';
import type { ShippingService } from '../shipping/service.js';
import type { OrderAdminRepository, OrderFilters, RefundRow } from './admin-repository.js';
import { cancellationMail } from './cancellation-mail.js';
import { formatOrderNumber, parseOrderNumber } from './order-number.js';
import { toOrder } from './order-view.js';
import type { OrdersCache } from './orders-cache.js';
import type { OrderRow } from './repository.js';
import type { ShipmentDispatcher } from '../checkout/shipments.js';
import { nextStatuses, shopperMayCancel } from './status-flow.js';

const ORDERS_PAGE_SIZE = 25;
/** A spreadsheet past this many rows is a job for a report, not a download. */
const CSV_ROW_LIMIT = 50_000;

const orderAdminMessages = {
  notFound: 'No order has that number.',
  changedMeanwhile: 'Someone changed this order meanwhile. Reload it and try again.',
  noAwb: 'Shiprocket has not given this order an AWB yet, so it cannot be shipped. Try again in a minute.',
  pickupFailed:
    'Shiprocket could not schedule the pickup, so the order is not marked shipped. Try again in a minute.',
  cancelFailed:
    'Shiprocket could not cancel the shipment, so the order is not cancelled yet. Try again in a minute.',
  notPaidOnline: 'This order was not paid online, so nothing can be refunded through Razorpay.',
  notCashOnDelivery: 'This order was paid online; only an order paid on delivery needs confirming.',
  confirmedAlready: 'This order was confirmed already.',
  notPreparing: 'Only an order still being prepared can be confirmed.',
  leftWorkshop:
    'This order has left our workshop, so it can no longer be cancelled. Once it is delivered, you can return it.',
  unconfirmed: 'Confirm this cash on delivery order with the shopper before shipping it.',
  razorpaySilent:
    'Razorpay did not answer. The refund is kept as pending; check it in Razorpay before trying again.',
  overStaffLimit: (limit: number, heldPaise: number) =>
    `Only the shop's owner can refund more than ${formatRupees(limit)} of an order` +
    (heldPaise > 0 ? `, and ${formatRupees(fromPaise(heldPaise))} of this one is refunded already` : '') +
    '. Ask the owner to make this refund.',
} as const;

/** How long confirming waits for the shipment booking, so that its answer usually carries the AWB. */
const shipmentWaitMs = 3000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The days the dashboard's sales chart covers, today the last. */
const SALES_DAYS = 30;
/** How many of the newest orders, and of the pieces that sold most, the dashboard lists. */
const DASHBOARD_ORDERS = 5;
/** A day of the filters (YYYY-MM-DD) as the moment it starts in India. */
const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
const dayAfter = (day: string) => new Date(startOfIndianDay(day).getTime() + DAY_MS);
/** `now`'s date in India, YYYY-MM-DD. */
const indianDate = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

export interface OrderQuery {
  status?: AdminOrderStatus | undefined;
  payment?: PaymentMethod | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

function filtersOf({ from, to, ...rest }: OrderQuery): OrderFilters {
  return { ...rest, since: from ? startOfIndianDay(from) : undefined, before: to ? dayAfter(to) : undefined };
}

const paymentMethodOf = (order: OrderRow): PaymentMethod =>
  order.paymentMethod === 'cod' ? 'cod' : 'online';

/**
 * The back office's work on orders: finding them, moving them along (shipped, delivered, cancelled),
 * and giving money back through Razorpay. Every change is written to the audit log in its transaction.
 */
export class OrderAdminService {
  constructor(
    private readonly repository: OrderAdminRepository,
    private readonly razorpay: RazorpayClient,
    private readonly shipments: ShipmentDispatcher,
    private readonly shipping: ShippingService,
    private readonly audit: AuditService,
    private readonly ordersCache: OrdersCache,
    private readonly settings: Pick<SettingsService, 'staffRefundLimit'>,
    private readonly invoices: Pick<InvoiceService, 'settle'>,
    private readonly mail: MailService,
    /** Where the shop's pages live, e.g. `https://brass.example`, for the links its mails carry. */
    private readonly shopOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(query: OrderQuery & { page: number }): Promise<AdminOrderList> {
    const { rows, total } = await this.repository.page(filtersOf(query), {
      offset: (query.page - 1) * ORDERS_PAGE_SIZE,
      limit: ORDERS_PAGE_SIZE,
    });
    return { orders: rows.map(toSummary), total, page: query.page, pageSize: ORDERS_PAGE_SIZE };
  }

  /**
   * Orders and revenue of today and of this month, India time, the orders waiting to ship or to be
   * confirmed, each day's sales of the last 30 days, the newest orders and the pieces that sold most.
   */
  async overview(now: Date) {
    const today = indianDate(now);
    const days = Array.from({ length: SALES_DAYS }, (_, index) =>
      indianDate(new Date(startOfIndianDay(today).getTime() - (SALES_DAYS - 1 - index) * DAY_MS)),
    );
    const since = startOfIndianDay(days[0] ?? today);
    const [day, month, preparing, sold, newest, top] = await Promise.all([
      this.repository.totals(startOfIndianDay(today), dayAfter(today)),
      this.repository.totals(startOfIndianDay(`${today.slice(0, 8)}01`), dayAfter(today)),
      this.repository.preparing(),
      this.repository.dailySales(since, dayAfter(today)),
      this.repository.newest(DASHBOARD_ORDERS),
      this.repository.topProducts(since, dayAfter(today), DASHBOARD_ORDERS),
    ]);
    const byDay = new Map(sold.map((row) => [row.day, row]));
    return {
      today: day,
      month,
      awaitingShipment: preparing.canShip,
      awaitingConfirmation: preparing.toConfirm,
      sales: days.map((date) => {
        const row = byDay.get(date);
        return {
          day: date,
          orders: row?.orders ?? 0,
          goods: Number(row?.goods ?? 0),
          tax: Number(row?.tax ?? 0),
          shipping: Number(row?.shipping ?? 0),
        };
      }),
      recentOrders: newest.map(toSummary),
      topProducts: top.map((product) => ({ ...product, goods: Number(product.goods) })),
    };
  }

  /** The matching orders as CSV, one row per order, in the words of the order list. */
  async csv(query: OrderQuery): Promise<string> {
    const rows = (await this.repository.all(filtersOf(query), CSV_ROW_LIMIT)).map(toSummary);
    return stringify(
      rows.map((order) => [
        order.id,
        order.createdAt,
        order.status,
        order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online',
        order.customer.name,
        order.customer.email,
        order.customer.phone,
        order.city,
        order.itemCount,
        order.totalAmount.toFixed(2),
        order.refundedAmount.toFixed(2),
        order.awb ?? '',
      ]),
      {
        header: true,
        columns: [
          'Order',
          'Placed at',
          'Status',
          'Payment',
          'Customer',
          'Email',
          'Phone',
          'City',
          'Pieces',
          'Total (INR)',
          'Refunded (INR)',
          'AWB',
        ],
        // A name such as "=HYPERLINK(…)" typed at checkout must stay text when the owner opens the file.
        escape_formulas: true,
      },
    );
  }

  /**
   * The order's internal id from what the back office's address names it by: its number (`BA-10042`),
   * or the internal id that links made before numbers carry.
   */
  private async internalId(reference: string): Promise<string> {
    const number = parseOrderNumber(reference);
    if (number === undefined) return reference;
    const id = await this.repository.idOfNumber(number);
    if (!id) throw new HttpError(404, orderAdminMessages.notFound);
    return id;
  }

  async detail(reference: string): Promise<AdminOrderDetail> {
    const found = await this.repository.find(await this.internalId(reference));
    if (!found) throw new HttpError(404, orderAdminMessages.notFound);
    const { order, items, email, name } = found;
    const refunds = found.refunds.map(({ refund, by }) => toRefund(refund, by));
    const refundedAmount = sumOf(found.refunds.filter(({ refund }) => refund.status === 'processed'));
    const held = sumOf(found.refunds.filter(({ refund }) => refund.status !== 'failed'));
    const staffRefundLimit = await this.settings.staffRefundLimit();
    return {
      ...toOrder({ order, items }),
      paymentMethod: paymentMethodOf(order),
      customer: { name, email },
      razorpayPaymentId: order.razorpayPaymentId,
      shipment: {
        shiprocketOrderId: order.shiprocketOrderId,
        shipmentId: order.shiprocketShipmentId,
        awb: order.shiprocketAwbCode,
        courierStatus: order.shipmentStatus,
        attempts: order.shipmentAttempts,
      },
      refunds,
      refundedAmount,
      refundableAmount:
        paymentMethodOf(order) === 'online' ? fromPaise(toPaise(order.totalAmount) - toPaise(held)) : 0,
      staffRefundLimit,
      nextStatuses: nextStatuses(order.status),
    };
  }

  async changeStatus(
    actor: AuthUser,
    reference: string,
    change: OrderStatusChange,
  ): Promise<AdminOrderDetail> {
    const orderId = await this.internalId(reference);
    const before = await this.detail(orderId);
    const to = change.status;
    if (!before.nextStatuses.includes(to)) {
      throw new HttpError(409, `An order that is ${before.status} cannot be marked ${to}.`);
    }
    const refundAmount = to === 'cancelled' ? (change.refundAmount ?? before.refundableAmount) : 0;
    // Refused before the order moves, so that staff never cancel an order whose refund is the owner's.
    if (refundAmount > 0 && before.paymentMethod === 'online') {
      const heldPaise = toPaise(before.totalAmount) - toPaise(before.refundableAmount);
      this.assertMayRefund(actor, before.staffRefundLimit, heldPaise, toPaise(refundAmount));
    }
    await this.tellShiprocket(orderId, before, to);
    await this.move(actor.id, orderId, before, to, (tx) =>
      to === 'cancelled'
        ? this.mail.enqueue(
            tx,
            cancellationMail(before, { by: 'shop', refunding: refundAmount }, this.shopOrigin),
          )
        : Promise.resolve(),
    );
    // The refund answers the order as it stands after both changes; no need to read it again.
    if (refundAmount > 0)
      return this.refund(actor, orderId, { amount: refundAmount, reason: 'Order cancelled' });
    return this.detail(orderId);
  }

  /**
   * The shopper's own cancellation of an order that has not left the workshop: Shiprocket's order is
   * cancelled first, then the status, the stock, the audit entry and what `alongside` writes (the
   * shopper's mail) in one transaction, then all that remains paid goes back through Razorpay. No staff
   * limit applies: the shop's rule decides the amount, not a person. Moving the order only from where
   * it was read lets one cancellation through, so a second one, or the staff's, never refunds again;
   * an order cancelled already is answered as it stands.
   */
  async cancelForShopper(
    shopperId: string,
    orderId: string,
    alongside: (tx: Db, order: AdminOrderDetail) => Promise<void>,
  ): Promise<void> {
    const before = await this.detail(orderId);
    if (before.status === 'cancelled') return;
    if (!shopperMayCancel(before.status)) throw new HttpError(409, orderAdminMessages.leftWorkshop);
    await this.tellShiprocket(orderId, before, 'cancelled');
    try {
      await this.move(shopperId, orderId, before, 'cancelled', (tx) => alongside(tx, before));
    } catch (error) {
      if (error instanceof HttpError && (await this.detail(orderId)).status === 'cancelled') return;
      throw error;
    }
    if (before.paymentMethod === 'online') {
      await this.giveBack(orderId, { amount: 'remaining', reason: 'Cancelled by the shopper' }, shopperId);
    }
  }

  /**
   * A returned piece's money, the amount decided by the shop (its lines with their tax), given back
   * through Razorpay under the staff's limit like any refund. Returns the refund's id.
   */
  async refundReturn(actor: AuthUser, orderId: string, body: RefundBody): Promise<string> {
    const staffLimit = await this.settings.staffRefundLimit();
    return this.giveBack(orderId, body, actor.id, (heldPaise, amountPaise) =>
      this.assertMayRefund(actor, staffLimit, heldPaise, amountPaise),
    );
  }

  /** Moves the order on from where `before` found it, with its audit entry, in one transaction. */
  private async move(
    actorId: string,
    orderId: string,
    before: AdminOrderDetail,
    to: AdminOrderStatus,
    alongside?: (tx: Db) => Promise<void>,
  ): Promise<void> {
    await this.repository.transaction(async (orders, tx) => {
      if (!(await orders.moveStatus(orderId, before.status, to))) {
        throw new HttpError(409, orderAdminMessages.changedMeanwhile);
      }
      if (to === 'cancelled') {
        await orders.restock(orderId);
        // An order paid on delivery owes nothing once cancelled: its invoice, if issued, is taken back.
        await this.invoices.settle(tx, orderId);
      }
      await this.audit.record(tx, {
        actorId,
        action: `order.${to}`,
        target: before.orderNumber,
        details: { from: before.status },
      });
      await alongside?.(tx);
    });
    this.ordersCache.changed();
  }

  /**
   * Staff have called the shopper and the cash on delivery order stands: written down and audited in
   * one transaction, then its shipment is booked (at once if Shiprocket answers, else by the retry job).
   */
  async confirmCashOnDelivery(actorId: string, reference: string): Promise<AdminOrderDetail> {
    const orderId = await this.internalId(reference);
    await this.repository.transaction(async (orders, tx) => {
      const order = await orders.lock(orderId);
      if (!order) throw new HttpError(404, orderAdminMessages.notFound);
      if (paymentMethodOf(order) !== 'cod') throw new HttpError(409, orderAdminMessages.notCashOnDelivery);
      if (order.codConfirmedAt) throw new HttpError(409, orderAdminMessages.confirmedAlready);
      if (order.status !== 'preparing') throw new HttpError(409, orderAdminMessages.notPreparing);
      await orders.confirmCashOnDelivery(orderId, new Date());
      await this.audit.record(tx, {
        actorId,
        action: 'order.cod_confirmed',
        target: formatOrderNumber(order.number),
        details: { total: order.totalAmount.toFixed(2) },
      });
    });
    this.ordersCache.changed();
    await this.shipments.dispatchWithin(orderId, shipmentWaitMs);
    return this.detail(orderId);
  }

  /**
   * Shipping asks the courier to collect the parcel (booking its AWB first if that is still being
   * retried); cancelling before the courier has it cancels the Shiprocket order. Both happen before
   * the status changes, so the shop never says shipped or cancelled while Shiprocket says otherwise.
   */
  private async tellShiprocket(
    orderId: string,
    before: AdminOrderDetail,
    to: AdminOrderStatus,
  ): Promise<void> {
    if (to === 'shipped') {
      if (before.awaitingConfirmation) throw new HttpError(409, orderAdminMessages.unconfirmed);
      if (!before.shipment.awb && !(await this.shipments.bookAgain(orderId))) {
        throw new HttpError(409, orderAdminMessages.noAwb);
      }
      const shipmentId = before.shipment.shipmentId ?? (await this.detail(orderId)).shipment.shipmentId;
      if (shipmentId)
        await this.askShiprocket(
          () => this.shipping.requestPickup(shipmentId),
          orderAdminMessages.pickupFailed,
          orderId,
        );
    }
    const { shiprocketOrderId } = before.shipment;
    if (to === 'cancelled' && before.status === 'preparing' && shiprocketOrderId) {
      await this.askShiprocket(
        () => this.shipping.cancelShipment(shiprocketOrderId),
        orderAdminMessages.cancelFailed,
        orderId,
      );
    }
  }

  private async askShiprocket(call: () => Promise<void>, message: string, orderId: string): Promise<void> {
    try {
      await call();
    } catch (error) {
      if (!(error instanceof ShiprocketError)) throw error;
      this.log.error({ err: error, orderId }, message);
      throw new HttpError(502, message);
    }
  }

  /**
   * Staff may give back at most the owner's limit of an order, every refund of it (whoever made it)
   * counted, so that splitting a refund in parts never passes it; the owner may refund any amount.
   */
  private assertMayRefund(actor: AuthUser, limit: number, heldPaise: number, amountPaise: number): void {
    if (actor.role === 'owner' || heldPaise + amountPaise <= toPaise(limit)) return;
    throw new HttpError(403, orderAdminMessages.overStaffLimit(limit, heldPaise));
  }

  /**
   * Gives back part or all of what was paid. The refund is written down as pending before Razorpay is
   * asked, under a lock of the order, so two refunds at once never add up to more than was paid, nor
   * past the staff's limit; the refund's id goes to Razorpay as its receipt, so one whose answer was
   * lost can still be found.
   */
  async refund(actor: AuthUser, reference: string, body: RefundBody): Promise<AdminOrderDetail> {
    const orderId = await this.internalId(reference);
    const staffLimit = await this.settings.staffRefundLimit();
    await this.giveBack(orderId, body, actor.id, (heldPaise, amountPaise) =>
      this.assertMayRefund(actor, staffLimit, heldPaise, amountPaise),
    );
    return this.detail(orderId);
  }

  /**
   * The one way money goes back through Razorpay. `amount: 'remaining'` is all that is not refunded
   * yet, as found under the lock (nothing to do when that is nothing); `mayRefund` may refuse the
   * amount before anything is written. Returns the refund's id.
   */
  private async giveBack(
    orderId: string,
    body: { amount: number | 'remaining'; reason: string },
    actorId: string,
    mayRefund: (heldPaise: number, amountPaise: number) => void = () => undefined,
  ): Promise<string> {
    const refundId = newId('rfd');
    const { paymentId, orderNumber, amount } = await this.repository.transaction(async (orders) => {
      const order = await orders.lock(orderId);
      if (!order) throw new HttpError(404, orderAdminMessages.notFound);
      const paidWith = order.razorpayPaymentId;
      if (paymentMethodOf(order) !== 'online' || !paidWith) {
        throw new HttpError(409, orderAdminMessages.notPaidOnline);
      }
      const heldPaise = toPaise(await orders.heldByRefunds(orderId));
      const remainingPaise = toPaise(order.totalAmount) - heldPaise;
      const amount = body.amount === 'remaining' ? fromPaise(remainingPaise) : body.amount;
      if (toPaise(amount) > remainingPaise || amount <= 0) {
        throw new HttpError(
          409,
          remainingPaise > 0
            ? `At most ${formatRupees(fromPaise(remainingPaise))} of this order can still be refunded.`
            : 'This order has been refunded in full already.',
        );
      }
      mayRefund(heldPaise, toPaise(amount));
      await orders.addRefund({
        id: refundId,
        orderId,
        amount,
        reason: body.reason,
        status: 'pending',
        createdBy: actorId,
      });
      return { paymentId: paidWith, orderNumber: formatOrderNumber(order.number), amount };
    });

    const razorpayRefundId = await this.askRazorpay(
      { refundId, orderId, orderNumber, paymentId, actorId },
      { amount, reason: body.reason },
    );
    await this.repository.transaction(async (orders, tx) => {
      await orders.settleRefund(refundId, { status: 'processed', razorpayRefundId });
      await this.invoices.settle(tx, orderId);
      await this.audit.record(tx, {
        actorId,
        action: 'order.refunded',
        target: orderNumber,
        details: { amount: amount.toFixed(2), reason: body.reason },
      });
    });
    return refundId;
  }

  /** Razorpay's id of the refund; a refusal or silence ends the request with the owner's message. */
  private async askRazorpay(
    {
      refundId,
      orderId,
      orderNumber,
      paymentId,
      actorId,
    }: { refundId: string; orderId: string; orderNumber: string; paymentId: string; actorId: string },
    { amount, reason }: RefundBody,
  ): Promise<string> {
    try {
      const refund = await this.razorpay.refund(paymentId, {
        amount: toPaise(amount),
        receipt: refundId,
        notes: { order_id: orderId, reason },
      });
      return refund.id;
    } catch (error) {
      if (error instanceof RazorpayRefundRefused) {
        await this.repository.settleRefund(refundId, { status: 'failed' });
        throw new HttpError(409, `Razorpay refused the refund: ${error.message}`);
      }
      if (!(error instanceof RazorpayError)) throw error;
      // The answer may be lost while the refund went through: look for it by its receipt.
      const made = await this.razorpay
        .refundsOf(paymentId)
        .then((refunds) => refunds.find((refund) => refund.receipt === refundId))
        .catch(() => undefined);
      if (made) return made.id;
      this.log.error({ err: error, orderId, refundId }, 'Razorpay did not answer a refund');
      // The money may still go back: the log keeps who asked for it, and how much.
      await this.repository.transaction((_orders, tx) =>
        this.audit.record(tx, {
          actorId,
          action: 'order.refund_pending',
          target: orderNumber,
          details: { amount: amount.toFixed(2), reason },
        }),
      );
      throw new HttpError(502, orderAdminMessages.razorpaySilent);
    }
  }
}

const fromPaise = (paise: number) => paise / 100;

function sumOf(rows: { refund: RefundRow }[]): number {
  return fromPaise(rows.reduce((total, { refund }) => total + toPaise(refund.amount), 0));
}

function toRefund(refund: RefundRow, by: string | null) {
  return {
    id: refund.id,
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status,
    razorpayRefundId: refund.razorpayRefundId,
    createdAt: refund.createdAt.toISOString(),
    by,
  };
}

function toSummary(row: {
  order: OrderRow;
  email: string;
  itemCount: number;
  refunded: string;
}): AdminOrderSummary {
  const { order } = row;
  return {
    // The back office names an order by its number, in its addresses too.
    id: formatOrderNumber(order.number),
    orderNumber: formatOrderNumber(order.number),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: paymentMethodOf(order),
    customer: {
      name: `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim(),
      email: row.email,
      phone: order.shippingAddress.phoneNumber,
    },
    city: order.shippingAddress.city,
    itemCount: Number(row.itemCount),
    totalAmount: order.totalAmount,
    refundedAmount: Number(row.refunded),
    awb: order.shiprocketAwbCode,
  };
}
