import { randomDigits } from '../random.js';
import type { CountryCode } from './international.js';

/** The courier an AWB was assigned with, domestic or international. */
export interface AssignedCourier {
  courier_company_id: number;
  courier_name: string;
  charge_weight: number;
}

/** The shop's one pickup address, whatever `pickup_location` names it: Chennai, as the shop's design has it. */
export const pickupPincode = '600001';

export interface Shipment {
  /** Shiprocket's order id; the shop's own id is `channelOrderId`. */
  orderId: number;
  channelOrderId: string;
  shipmentId: number;
  /** The pincode in India, the ZIP code or postcode abroad. */
  deliveryPincode: string;
  country: CountryCode;
  /** The town of the delivery address, where tracking abroad says the parcel arrives. */
  city: string;
  consignee: string;
  /** Kilograms. */
  weight: number;
  cod: boolean;
  declaredValue: number;
  dimensions: { length: number; breadth: number; height: number };
  awb?: { code: string; courier: AssignedCourier; assignedAt: number };
  /** When the shop asked the courier to collect the parcel. */
  pickupRequestedAt?: number;
  /** When the shop cancelled the order in Shiprocket. */
  cancelledAt?: number;
}

export type NewShipment = Omit<
  Shipment,
  'orderId' | 'shipmentId' | 'awb' | 'pickupRequestedAt' | 'cancelledAt'
>;

export class ShipmentStore {
  private readonly byShipmentId = new Map<number, Shipment>();
  private readonly byChannelOrderId = new Map<string, Shipment>();
  private readonly byAwb = new Map<string, Shipment>();
  private readonly usedIds = new Set<number>();

  /** Creates the order and its shipment; the same shop order id gives back the shipment made before. */
  create(order: NewShipment): Shipment {
    const existing = this.byChannelOrderId.get(order.channelOrderId);
    if (existing) return existing;
    const shipment: Shipment = { ...order, orderId: this.freshId(), shipmentId: this.freshId() };
    this.byShipmentId.set(shipment.shipmentId, shipment);
    this.byChannelOrderId.set(shipment.channelOrderId, shipment);
    return shipment;
  }

  byOrderId(orderId: number): Shipment | undefined {
    return [...this.byShipmentId.values()].find((shipment) => shipment.orderId === orderId);
  }

  shipment(shipmentId: number): Shipment | undefined {
    return this.byShipmentId.get(shipmentId);
  }

  byAwbCode(awb: string): Shipment | undefined {
    return this.byAwb.get(awb);
  }

  assignAwb(shipment: Shipment, courier: AssignedCourier, assignedAt: number): string {
    let code: string;
    do code = randomDigits(14);
    while (this.byAwb.has(code));
    shipment.awb = { code, courier, assignedAt };
    this.byAwb.set(code, shipment);
    return code;
  }

  clear(): void {
    this.byShipmentId.clear();
    this.byChannelOrderId.clear();
    this.byAwb.clear();
    this.usedIds.clear();
  }

  private freshId(): number {
    let id: number;
    // Nine digits like Shiprocket's, random so ids from an earlier run of the sandbox are not reused.
    do id = Number(randomDigits(9));
    while (this.usedIds.has(id));
    this.usedIds.add(id);
    return id;
  }
}
