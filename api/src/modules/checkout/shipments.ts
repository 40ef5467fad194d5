/**
 * Books the Shiprocket shipment of paid orders: once right after an order is stored, then again from
 * a retry job while Shiprocket is down, for as long as it takes. An order is never lost to a shipping
 * failure; it waits ('preparing', no AWB) with the reason of its last failure, the waits between
 * attempts doubling up to SHIPMENT_BACKOFF_MAX_MS; from STRANDED_AFTER_ATTEMPTS on the dashboard lists
 * it, and the staff can book it again at once.
 */
import type { CourierOption } from '@brass/shared/contracts/checkout';
import type { FastifyBaseLogger } from 'fastify';
import { retryDelayMs } from '../../lib/backoff.js';
import { ShiprocketError } from '../shipping/shiprocket-client.js';
import type { ShippingService } from '../shipping/service.js';
import type { OrderWithItems } from '../orders/repository.js';
import { toOrder } from '../orders/order-view.js';
import type { OrdersCache } from '../orders/orders-cache.js';
import type { OrderService } from '../orders/service.js';
import type { ShipmentRepository } from './shipment-repository.js';

/** The longest wait between two attempts, so an order is booked within half an hour of Shiprocket's return. */
export const SHIPMENT_BACKOFF_MAX_MS = 30 * 60_000;
/** About seven minutes of failures at the default first wait: long enough that it needs someone to look. */
export const STRANDED_AFTER_ATTEMPTS = 5;
/** Longer than one attempt can take (a few Shiprocket calls, each with its timeout), so leases never overlap. */
const leaseMs = 2 * 60_000;
const batchSize = 20;

/** What booking a shipment needs beyond the order: the shopper's email and the courier it was priced with. */
interface ShipmentClaim extends OrderWithItems {
  email: string;
  courier: CourierOption;
}

export class ShipmentDispatcher {
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly repository: ShipmentRepository,
    private readonly orders: Pick<OrderService, 'withItems'>,
    private readonly shipping: ShippingService,
    private readonly ordersCache: OrdersCache,
    private readonly log: FastifyBaseLogger,
    /** The wait after a first failure; it doubles after each further one. */
    private readonly retryDelayMs: number,
  ) {}

  /** One attempt for one order; never throws. True when the order has its AWB afterwards. */
  dispatch(orderId: string, now = new Date()): Promise<boolean> {
    const attempt = this.attempt(orderId, now);
    this.running.add(attempt);
    void attempt.finally(() => this.running.delete(attempt));
    return attempt;
  }

  /**
   * Starts one attempt and waits for it at most `waitMs`, so that a slow Shiprocket never keeps the
   * shopper waiting; the attempt carries on in the background and `drain` still waits for it.
   */
  async dispatchWithin(orderId: string, waitMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.dispatch(orderId),
      new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timer);
  }

  /** One pass of the retry job: every order whose next attempt is due. Returns how many got an AWB. */
  async retryDue(now = new Date()): Promise<number> {
    let booked = 0;
    for (const orderId of await this.repository.dueShipments(now, batchSize)) {
      if (await this.dispatch(orderId, now)) booked += 1;
    }
    return booked;
  }

  /**
   * The staff's "book again": ends the order's back-off and makes one attempt now. False when the
   * order is not waiting for an AWB, an attempt is already under way, or this one failed too.
   */
  async bookAgain(orderId: string): Promise<boolean> {
    await this.repository.endShipmentBackoff(orderId);
    return this.dispatch(orderId);
  }

  /** Where an order's shipment stands, found by the order's number, for the staff's "book again". */
  shipmentOfNumber(number: number) {
    return this.repository.shipmentOfNumber(number);
  }

  /** Orders still without an AWB after STRANDED_AFTER_ATTEMPTS attempts, the oldest first, for the dashboard. */
  strandedShipments(limit: number) {
    return this.repository.strandedShipments(STRANDED_AFTER_ATTEMPTS, limit);
  }

  /** Waits for the attempts under way, so that closing the app never cuts one off mid-write. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private async attempt(orderId: string, now: Date): Promise<boolean> {
    const claim = await this.claim(orderId, now).catch((error: unknown) => {
      this.log.error({ err: error, orderId }, 'Could not claim the order for its shipment');
      return undefined;
    });
    if (!claim) return false;
    try {
      await this.book(claim);
      return true;
    } catch (error) {
      await this.postpone(claim, now, error);
      return false;
    }
  }

  private async claim(orderId: string, now: Date): Promise<ShipmentClaim | undefined> {
    const claimed = await this.repository.claimShipment(orderId, {
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
    });
    if (!claimed) return undefined;
    const withItems = await this.orders.withItems(claimed.order);
    if (!withItems || !claimed.order.courier) return undefined;
    return { ...withItems, email: claimed.email, courier: claimed.order.courier };
  }

  private async book({ order, items, email, courier }: ShipmentClaim): Promise<void> {
    let shipmentId = order.shiprocketShipmentId;
    let awb: string | undefined;
    if (shipmentId) {
      // An earlier attempt got this far and may have had the AWB assigned before the process died,
      // without saving it; Shiprocket would refuse a second assignment ("Cannot reassign courier").
      awb = await this.shipping.assignedAwb(shipmentId);
    } else {
      const view = toOrder({ order, items });
      const created = await this.shipping.createShipment({
        orderId: order.id,
        createdAt: order.createdAt,
        email,
        address: view.shippingAddress,
        products: view.products,
        paymentMethod: view.paymentMethod,
        subtotal: view.subtotal,
        shippingCharge: view.shippingCharge,
        tax: view.tax,
        codFee: view.codFee,
      });
      shipmentId = created.shipmentId;
      await this.repository.saveShiprocketOrder(order.id, created.shiprocketOrderId, shipmentId);
    }
    awb ??= await this.shipping.assignAwb(shipmentId, courier);
    await this.repository.saveAwb(order.id, awb);
    this.ordersCache.changed();
    this.log.info({ orderId: order.id, awb }, 'Shipment booked');
  }

  private async postpone({ order }: ShipmentClaim, now: Date, error: unknown): Promise<void> {
    const attempts = order.shipmentAttempts;
    const logged = { err: error, orderId: order.id, attempts };
    if (attempts >= STRANDED_AFTER_ATTEMPTS) {
      this.log.error(logged, 'Shipment still not booked; listed on the dashboard, will retry');
    } else if (error instanceof ShiprocketError) {
      this.log.warn(logged, 'Shipment not booked; will retry');
    } else {
      this.log.error(logged, 'Shipment attempt failed; will retry');
    }
    const delay = retryDelayMs(attempts, { firstMs: this.retryDelayMs, maxMs: SHIPMENT_BACKOFF_MAX_MS });
    const reason = error instanceof ShiprocketError ? `Shiprocket: ${error.message}` : String(error);
    await this.repository
      .postponeShipment(order.id, new Date(now.getTime() + delay), reason)
      .catch((cause: unknown) => {
        // The lease still ends on its own, a little later than planned.
        this.log.error({ err: cause, orderId: order.id }, 'Could not schedule the next shipment attempt');
      });
  }
}
