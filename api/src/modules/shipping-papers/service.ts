/**
 * The papers of the parcels leaving the workshop, made by Shiprocket: the shipping labels of orders
 * with an AWB, and the pickup manifest the courier signs for the day's shipments, with the pickup
 * asked for. The files Shiprocket links to are fetched and handed to the staff as they are.
 */
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import type { AuditService } from '../audit/service.js';
import { formatOrderNumber } from '../orders/order-number.js';
import { indiaDateAfter } from '../shipping/delivery-date.js';
import { ShiprocketError, type ShiprocketClient } from '../shipping/shiprocket-client.js';
import type { ShippingPaperRepository } from './repository.js';

const list = (numbers: number[]) => numbers.map(formatOrderNumber).join(', ');

const shippingPaperMessages = {
  notFound: (numbers: number[]) => `Order not found: ${list(numbers)}`,
  noAwb: (numbers: number[]) =>
    `These orders have no AWB yet, so Shiprocket has no label or pickup for them: ${list(numbers)}. Leave them out, or try again once their AWB is assigned.`,
  cancelled: (numbers: number[]) =>
    `These orders are cancelled, so nothing of theirs is shipped: ${list(numbers)}. Leave them out.`,
  noneShippedToday:
    'No order was marked shipped today, so there is no pickup manifest to make. Mark the packed orders shipped first, or choose the orders.',
  notLabelled: (numbers: number[]) =>
    `Shiprocket made no label for ${list(numbers)}. Check their shipments in Shiprocket, or leave them out.`,
  unavailable: (what: string) =>
    `Shiprocket is not answering just now, so the ${what} could not be made. Try again in a few minutes.`,
  refused: (what: string, reason: string | undefined) =>
    `Shiprocket could not make the ${what}${reason ? `: ${reason}` : '.'}`,
} as const;

type Shipment = Awaited<ReturnType<ShippingPaperRepository['byNumbers']>>[number];
type Shipped = Shipment & { shipmentId: string; shiprocketOrderId: string; awb: string };

/** A calendar day in India as the moments it runs between. */
const indianDay = (day: string) => {
  const from = new Date(`${day}T00:00:00+05:30`);
  return { from, before: new Date(from.getTime() + 24 * 60 * 60_000) };
};

export class ShippingPaperService {
  constructor(
    private readonly repository: ShippingPaperRepository,
    private readonly shiprocket: Pick<
      ShiprocketClient,
      'generateLabels' | 'requestPickup' | 'generateManifest' | 'printManifest' | 'downloadPdf'
    >,
    private readonly audit: Pick<AuditService, 'recordMade'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One PDF of the shipping labels of the orders `numbers`, each of which must have its AWB. */
  async labels(numbers: number[]): Promise<{ filename: string; pdf: Buffer }> {
    const shipments = this.shippable(numbers, await this.repository.byNumbers(numbers));
    const made = await this.ask('labels', () =>
      this.shiprocket.generateLabels(shipments.map((shipment) => shipment.shipmentId)),
    );
    const missing = shipments.filter((shipment) => made.notCreated.includes(shipment.shipmentId));
    if (missing.length > 0) {
      throw new HttpError(502, shippingPaperMessages.notLabelled(missing.map((shipment) => shipment.number)));
    }
    const pdf = await this.ask('labels', () => this.shiprocket.downloadPdf(made.labelUrl));
    return { filename: `shipping-labels-${nameOf(shipments)}.pdf`, pdf };
  }

  /**
   * The pickup manifest of the orders `numbers`, or else of those marked shipped on `now`'s day in
   * India: the courier is asked to collect them (those asked for before stay asked for), Shiprocket
   * puts those on no manifest yet on a new one, and prints the manifests of them all as one file.
   */
  async pickupManifest(
    actorId: string,
    numbers: number[] | undefined,
    now: Date,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const day = indiaDateAfter(now, 0);
    let shipments: Shipped[];
    if (numbers) {
      shipments = this.shippable(numbers, await this.repository.byNumbers(numbers));
    } else {
      const { from, before } = indianDay(day);
      shipments = this.shippable([], await this.repository.shippedBetween(from, before));
      if (shipments.length === 0) throw new HttpError(409, shippingPaperMessages.noneShippedToday);
    }
    const shipmentIds = shipments.map((shipment) => shipment.shipmentId);
    const target = list(shipments.map((shipment) => shipment.number));
    await this.ask('pickup manifest', () => this.shiprocket.requestPickup(shipmentIds));
    // Asked of the courier whatever happens next: the log says so.
    await this.audit.recordMade({
      actorId,
      action: 'shipments.pickup_requested',
      target,
      details: { shipments: String(shipments.length), day },
    });
    await this.ask('pickup manifest', () => this.shiprocket.generateManifest(shipmentIds));
    const url = await this.ask('pickup manifest', () =>
      this.shiprocket.printManifest(shipments.map((shipment) => shipment.shiprocketOrderId)),
    );
    const pdf = await this.ask('pickup manifest', () => this.shiprocket.downloadPdf(url));
    await this.audit.recordMade({
      actorId,
      action: 'shipments.manifested',
      target,
      details: { shipments: String(shipments.length), day },
    });
    return { filename: `pickup-manifest-${numbers ? nameOf(shipments) : day}.pdf`, pdf };
  }

  /**
   * The shipments of `found`, refused with the orders named when any of `wanted` does not exist, has
   * no AWB yet or was cancelled.
   */
  private shippable(wanted: number[], found: Shipment[]): Shipped[] {
    const numbers = new Set(found.map((shipment) => shipment.number));
    const missing = wanted.filter((number) => !numbers.has(number));
    if (missing.length > 0) throw new HttpError(404, shippingPaperMessages.notFound(missing));
    const cancelled = found.filter((shipment) => shipment.status === 'cancelled');
    if (cancelled.length > 0) {
      throw new HttpError(409, shippingPaperMessages.cancelled(cancelled.map((shipment) => shipment.number)));
    }
    const shipped = found.filter(
      (shipment): shipment is Shipped =>
        shipment.awb !== null && shipment.shipmentId !== null && shipment.shiprocketOrderId !== null,
    );
    if (shipped.length < found.length) {
      const waiting = found.filter((shipment) => !shipped.includes(shipment as Shipped));
      throw new HttpError(409, shippingPaperMessages.noAwb(waiting.map((shipment) => shipment.number)));
    }
    return shipped;
  }

  /** A Shiprocket call, its failure told as a 503 (not answering) or a 502 (refused), never a 500. */
  private async ask<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ShiprocketError)) throw error;
      this.log.error({ err: error }, `Shiprocket could not make the ${what}`);
      if (error.status === undefined || error.status >= 500)
        throw new HttpError(503, shippingPaperMessages.unavailable(what));
      throw new HttpError(502, shippingPaperMessages.refused(what, error.shiprocketMessage));
    }
  }
}

/** `BA-10001` for one order, `BA-10001-and-2-more` for several. */
function nameOf(shipments: Shipped[]): string {
  const [first] = shipments;
  const name = first ? formatOrderNumber(first.number) : 'none';
  return shipments.length > 1 ? `${name}-and-${shipments.length - 1}-more` : name;
}
