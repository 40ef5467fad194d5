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
  /** The rest of the delivery address and the consignee's phone, which the shipping label prints. */
  street: string;
  state: string;
  phone: string;
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

/** A reverse pickup: the courier collects from the shopper (`pickup`) and brings it to the shop. */
export interface ReturnShipment {
  orderId: number;
  channelOrderId: string;
  shipmentId: number;
  pickup: { name: string; address: string; city: string; state: string; pincode: string; phone: string };
  /** Where the parcel goes back to: the shop's pincode. */
  deliveryPincode: string;
  items: { name: string; sku: string; units: number; selling_price: number }[];
  subTotal: number;
  weight: number;
  dimensions: { length: number; breadth: number; height: number };
  createdAt: number;
}

export type NewReturnShipment = Omit<ReturnShipment, 'orderId' | 'shipmentId' | 'createdAt'>;

export class ShipmentStore {
  private readonly byShipmentId = new Map<number, Shipment>();
  private readonly returnsByChannelOrderId = new Map<string, ReturnShipment>();
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

  /** Creates the return order; the same shop return id gives back the one made before, as Shiprocket does. */
  createReturn(order: NewReturnShipment, createdAt: number): ReturnShipment {
    const existing = this.returnsByChannelOrderId.get(order.channelOrderId);
    if (existing) return existing;
    const made: ReturnShipment = { ...order, orderId: this.freshId(), shipmentId: this.freshId(), createdAt };
    this.returnsByChannelOrderId.set(made.channelOrderId, made);
    return made;
  }

  returnOf(channelOrderId: string): ReturnShipment | undefined {
    return this.returnsByChannelOrderId.get(channelOrderId);
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
    this.returnsByChannelOrderId.clear();
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
