import {
  formatUkPostcode,
  isUkPostcode,
  isZipCode,
  UK_ADDRESS_MESSAGES,
  US_ADDRESS_MESSAGES,
} from '@brass/shared/abroad-address';
import type { CheckoutCountry } from '@brass/shared/address-rules';
import { courierIdOf } from '@brass/shared/courier-id';
import type { DeliveryEstimate, DeliveryEstimateQuery } from '@brass/shared/contracts/catalog';
import type {
  CalculateShippingBody,
  CalculateShippingResponse,
  CartLine,
  CourierOption,
} from '@brass/shared/contracts/checkout';
import type { Order, TrackingResponse } from '@brass/shared/contracts/orders';
import { subtotalOf } from '@brass/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../../config.js';
import { finishDroppedLoads } from '../../lib/finish-dropped-loads.js';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import { assertPayableTotal, mergeLines } from '../checkout/cart-lines.js';
import { checkoutMessages } from '../checkout/messages.js';
import { indiaDateAfter } from './delivery-date.js';
import { fallbackRates, fallbackRatesAbroad } from './fallback-rates.js';
import { kilograms, parcelOf, type Parcel } from './parcel.js';
import type { ParcelProduct, ShippingRepository } from './repository.js';
import {
  ShiprocketError,
  type AdhocOrder,
  type ShiprocketClient,
  type ShiprocketCourier,
} from './shiprocket-client.js';
import { progressOf, shipmentStatusOf, trackingInfoOf, type OrderProgress } from './tracking.js';

/** Long enough to fill in the address and pay; short enough that courier rates have not moved. */
const quoteLifetimeMs = 30 * 60_000;

export const messages = {
  invalidPincode: 'Please enter a valid 6-digit pincode',
  quoteExpired: 'Shipping quote expired. Please recalculate shipping.',
  undeliverable: (pincode: string) =>
    `We cannot deliver to pincode ${pincode} yet: no courier serves it. Please choose another delivery address.`,
  undeliverableAbroad: (postcode: string, country: Abroad) =>
    `We cannot deliver to ${postcode} in the ${country} yet: no courier serves it. Please choose another delivery address.`,
  trackingUnavailable: 'Unable to fetch tracking information',
  productNotFound: 'Product not found',
  estimateUnavailable: 'Delivery dates cannot be checked just now. Please try again in a few minutes.',
} as const;

/** Indian pincode: six digits, the first not 0. */
const pincodePattern = /^[1-9]\d{5}$/;

type Abroad = Exclude<CheckoutCountry, 'India'>;

/** The ISO codes Shiprocket's international call names countries by. */
const isoCodes = { 'United States': 'US', 'United Kingdom': 'GB' } as const satisfies Record<Abroad, string>;

/**
 * The pincode, ZIP code or postcode of a delivery checked by its country's rule, written as the
 * checkout's address keeps it (a UK postcode as Royal Mail prints it), so that the order's address
 * matches its quote. A code of another country is a 400 in the words the checkout shows by the field.
 */
function destinationCode(country: CheckoutCountry, code: string): string {
  const trimmed = code.trim();
  if (country === 'India') {
    if (!pincodePattern.test(trimmed)) throw new HttpError(400, messages.invalidPincode);
    return trimmed;
  }
  if (country === 'United States') {
    if (!isZipCode(trimmed)) throw new HttpError(400, US_ADDRESS_MESSAGES.zip);
    return trimmed;
  }
  if (!isUkPostcode(trimmed)) throw new HttpError(400, UK_ADDRESS_MESSAGES.zip);
  return formatUkPostcode(trimmed);
}

/** The products of the lines that exist, each with its line's quantity. */
function withQuantities(products: ParcelProduct[], lines: readonly CartLine[]): (ParcelProduct & CartLine)[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = byId.get(line.productId);
    return product ? [{ ...product, productId: line.productId, quantity: line.quantity }] : [];
  });
}

const sameLines = (a: readonly CartLine[], b: readonly CartLine[]) =>
  a.length === b.length &&
  a.every((line, i) => line.productId === b[i]?.productId && line.quantity === b[i]?.quantity);

/** The chosen courier's name as a string, matched the way the browser names it. */
function courierKey(courier: CourierOption): string {
  return String(courierIdOf(courier));
}

const toCourierOption = (courier: ShiprocketCourier): CourierOption => ({
  courier_company_id: courier.courier_company_id,
  courier_name: courier.courier_name,
  rate: courier.rate,
  estimated_delivery_days: courier.estimated_delivery_days,
  ...(courier.etd === undefined ? {} : { etd: courier.etd }),
  cod: courier.cod === true,
});

/** `YYYY-MM-DD HH:mm` in India time, as Shiprocket takes an order date. */
function istOrderDate(moment: Date): string {
  const ist = new Date(moment.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
}

/**
 * Ten digits, as Shiprocket wants a phone in India: the checkout form takes any text, often with +91
 * or a 0. Abroad, the courier calls the number with its country code (+12125550147).
 */
function shiprocketPhone(phone: string, abroad: boolean): string {
  const digits = phone.replace(/\D/g, '');
  if (abroad) return `+${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export interface QuotedCourierRequest {
  quoteId: string;
  courierId: number | string;
  cart: readonly CartLine[];
  deliveryPincode: string;
  deliveryCountry: CheckoutCountry;
}

/** An order as Shiprocket needs it to book the shipment. */
export interface ShipmentRequest {
  orderId: string;
  createdAt: Date;
  email: string;
  address: Order['shippingAddress'];
  products: Order['products'];
  paymentMethod: Order['paymentMethod'];
  subtotal: number;
  shippingCharge: number;
  tax: number;
  codFee: number;
}

/** Returned pieces to collect from the shopper and bring back to the shop's pickup pincode. */
export interface ReturnPickupRequest {
  returnId: string;
  createdAt: Date;
  email: string;
  /** Where the courier collects: the order's delivery address. */
  address: Order['shippingAddress'];
  products: Order['products'];
  /** The shop's address at its pickup pincode, where the parcel goes back to. */
  shop: { name: string; address: string; city: string; state: string; phone: string; email: string };
}

/** A quote's courier the shopper chose, and every courier the quote offered. */
export interface QuotedCouriers {
  courier: CourierOption;
  couriers: CourierOption[];
}

export interface ShipmentTracking {
  trackingInfo: TrackingResponse['trackingInfo'];
  progress: OrderProgress;
  shipmentStatus: string | undefined;
}

export class ShippingService {
  /**
   * A courier's days to a pincode change seldom: shoppers of one town asking about one product need
   * one Shiprocket call between them. Null: no courier serves the pincode (kept inside an object, as
   * lru-cache keeps no null).
   */
  private readonly deliveryDays = new LRUCache<string, { days: number | null }, DeliveryEstimateQuery>({
    ...finishDroppedLoads,
    max: 5000,
    ttl: 10 * 60_000,
    fetchMethod: async (_key, _stale, { context }) => ({
      days: await this.cheapestCourierDays(context.productId, context.pincode),
    }),
  });

  constructor(
    private readonly repository: ShippingRepository,
    private readonly shiprocket: ShiprocketClient,
    private readonly settings: Pick<AppConfig, 'pickupPincode'> & { pickupLocation: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Courier rates for the cart's real parcel, stored as a quote that create-order charges. The
   * browser's pickup pincode is ignored: parcels leave from the shop's own (PICKUP_PINCODE).
   */
  async quote(body: CalculateShippingBody): Promise<CalculateShippingResponse> {
    const country = body.deliveryCountry ?? 'India';
    const deliveryPincode = destinationCode(country, body.deliveryPincode);
    const items = mergeLines(body.products);
    const found = await this.repository.parcelProducts(items.map((line) => line.productId));
    const lines = withQuantities(found, items);
    if (lines.length !== items.length) throw new HttpError(400, checkoutMessages.unknownProducts);
    // The total only grows from here (courier and tax), so a subtotal past the ceiling is never payable.
    const declaredValue = subtotalOf(lines);
    assertPayableTotal(declaredValue);
    const parcel = parcelOf(lines);
    const query = {
      pickupPincode: this.settings.pickupPincode,
      weightKg: kilograms(parcel.weightGrams),
      lengthCm: parcel.lengthCm,
      breadthCm: parcel.breadthCm,
      heightCm: parcel.heightCm,
      declaredValue,
    };

    let couriers: CourierOption[];
    let fallback = false;
    let noCourierServiceable = false;
    try {
      // Abroad, Shiprocket's cross-border call: by country and weight, no delivery postcode.
      const quoted =
        country === 'India'
          ? await this.shiprocket.serviceability({ ...query, deliveryPincode })
          : await this.shiprocket.internationalServiceability({
              ...query,
              deliveryCountry: isoCodes[country],
            });
      couriers = quoted.map(toCourierOption);
      noCourierServiceable = couriers.length === 0;
    } catch (error) {
      if (!(error instanceof ShiprocketError)) throw error;
      this.log.warn({ err: error, country }, 'Shiprocket could not quote; offering the default rates');
      couriers = [];
    }
    if (couriers.length === 0) {
      fallback = true;
      couriers =
        country === 'India' ? fallbackRates(parcel.weightGrams) : fallbackRatesAbroad(parcel.weightGrams);
    }

    const quoteId = newId('quo');
    await this.repository.insertQuote({
      id: quoteId,
      deliveryPincode,
      deliveryCountry: country,
      items,
      couriers,
      fallback,
      noCourierServiceable,
      expiresAt: new Date(Date.now() + quoteLifetimeMs),
    });
    return {
      shippingCost: { data: { available_courier_companies: couriers } },
      fallback,
      noCourierServiceable,
      quoteId,
    };
  }

  /**
   * When one piece of a product would reach a pincode: by the days of the cheapest courier serving it,
   * the one checkout chooses unless the shopper picks a faster one. Counted from India's today.
   */
  async estimateDelivery(query: DeliveryEstimateQuery, now = new Date()): Promise<DeliveryEstimate> {
    const pincode = query.pincode.trim();
    if (!pincodePattern.test(pincode)) throw new HttpError(400, messages.invalidPincode);
    const { days } = await this.deliveryDays.forceFetch(`${query.productId} ${pincode}`, {
      context: { productId: query.productId, pincode },
    });
    return days === null
      ? { pincode, serviceable: false, estimatedDays: null, deliversBy: null }
      : { pincode, serviceable: true, estimatedDays: days, deliversBy: indiaDateAfter(now, days) };
  }

  private async cheapestCourierDays(productId: string, pincode: string): Promise<number | null> {
    const [piece] = await this.repository.parcelProducts([productId]);
    const product = piece ?? (await this.repository.lightestVariantOf(productId));
    if (!product) throw new HttpError(404, messages.productNotFound);
    const parcel = parcelOf([{ ...product, quantity: 1 }]);
    let couriers: ShiprocketCourier[];
    try {
      couriers = await this.shiprocket.serviceability({
        pickupPincode: this.settings.pickupPincode,
        deliveryPincode: pincode,
        weightKg: kilograms(parcel.weightGrams),
        lengthCm: parcel.lengthCm,
        breadthCm: parcel.breadthCm,
        heightCm: parcel.heightCm,
        declaredValue: product.price,
      });
    } catch (error) {
      if (!(error instanceof ShiprocketError)) throw error;
      this.log.warn({ err: error }, 'Shiprocket could not say when a piece would arrive');
      throw new HttpError(503, messages.estimateUnavailable);
    }
    // Shiprocket sends the days as text; a courier whose days cannot be read promises nothing.
    const dated = couriers.flatMap((courier) => {
      const days = Number(courier.estimated_delivery_days);
      return Number.isInteger(days) && days >= 0 ? [{ rate: courier.rate, days }] : [];
    });
    const [cheapest] = dated.sort((a, b) => a.rate - b.rate || a.days - b.days);
    return cheapest?.days ?? null;
  }

  /**
   * The courier the shopper chose, at the rate quoted, if the quote still stands for this cart and
   * this pincode (ZIP code, postcode) in this country; otherwise the shopper must ask for rates again. A pincode Shiprocket said no courier
   * serves takes no order at all: its default rates were shown, never to be charged for a parcel no
   * courier would carry. With it, every courier the quote offered (cash on delivery asks whether any
   * collects it).
   */
  async quotedCouriers(request: QuotedCourierRequest): Promise<QuotedCouriers> {
    const quote = await this.repository.findQuote(request.quoteId);
    const courier = quote?.couriers.find((option) => courierKey(option) === String(request.courierId));
    if (
      !quote ||
      !courier ||
      quote.expiresAt.getTime() <= Date.now() ||
      quote.deliveryPincode !== request.deliveryPincode.trim() ||
      quote.deliveryCountry !== request.deliveryCountry ||
      !sameLines(quote.items, mergeLines(request.cart))
    ) {
      throw new HttpError(400, messages.quoteExpired);
    }
    if (quote.noCourierServiceable) {
      const { deliveryPincode, deliveryCountry } = quote;
      throw new HttpError(
        400,
        deliveryCountry === 'India'
          ? messages.undeliverable(deliveryPincode)
          : messages.undeliverableAbroad(deliveryPincode, deliveryCountry),
      );
    }
    return { courier, couriers: quote.couriers };
  }

  /** Books the shipment of a paid order; Shiprocket answers a repeated order id with the same shipment. */
  async createShipment(
    shipment: ShipmentRequest,
  ): Promise<{ shiprocketOrderId: string; shipmentId: string }> {
    const parcel = await this.parcelOfOrder(shipment.products);
    const { address } = shipment;
    const country = address.country ?? 'India';
    const abroad = country !== 'India';
    const recipient = {
      customer_name: address.firstName,
      last_name: address.lastName,
      address: address.street,
      city: address.city,
      pincode: address.zipcode,
      // Shiprocket needs a state; a UK address may leave its county out, and its town stands in.
      state: address.state.trim() || address.city,
      country,
      email: shipment.email,
      phone: shiprocketPhone(address.phoneNumber, abroad),
    };
    const order: AdhocOrder = {
      order_id: shipment.orderId,
      order_date: istOrderDate(shipment.createdAt),
      pickup_location: this.settings.pickupLocation,
      billing_customer_name: recipient.customer_name,
      billing_last_name: recipient.last_name,
      billing_address: recipient.address,
      billing_city: recipient.city,
      billing_pincode: recipient.pincode,
      billing_state: recipient.state,
      billing_country: recipient.country,
      billing_email: recipient.email,
      billing_phone: recipient.phone,
      shipping_is_billing: true,
      // Shiprocket copies billing to shipping only within India: abroad the address is spelled out.
      ...(abroad
        ? {
            shipping_customer_name: recipient.customer_name,
            shipping_last_name: recipient.last_name,
            shipping_address: recipient.address,
            shipping_city: recipient.city,
            shipping_pincode: recipient.pincode,
            shipping_state: recipient.state,
            shipping_country: recipient.country,
            shipping_email: recipient.email,
            shipping_phone: recipient.phone,
          }
        : {}),
      order_items: shipment.products.map((line) => ({
        name: line.productName,
        sku: line.productId,
        units: line.quantity,
        selling_price: line.price,
      })),
      // Paid on delivery, the courier collects sub_total + shipping_charges + transaction_charges: the
      // goods with their tax, the delivery and the COD fee, which is what the order came to.
      ...(shipment.paymentMethod === 'cod'
        ? {
            payment_method: 'COD',
            shipping_charges: shipment.shippingCharge,
            transaction_charges: shipment.codFee,
            sub_total: shipment.subtotal + shipment.tax,
          }
        : {
            payment_method: 'Prepaid',
            shipping_charges: shipment.shippingCharge,
            transaction_charges: 0,
            sub_total: shipment.subtotal,
          }),
      length: parcel.lengthCm,
      breadth: parcel.breadthCm,
      height: parcel.heightCm,
      weight: kilograms(parcel.weightGrams),
    };
    const created = await this.shiprocket.createOrder(order);
    return { shiprocketOrderId: created.orderId, shipmentId: created.shipmentId };
  }

  /** Books the courier's reverse pickup of returned pieces; a repeated return id gives the same booking. */
  async bookReturnPickup(
    pickup: ReturnPickupRequest,
  ): Promise<{ shiprocketOrderId: string; shipmentId: string }> {
    const parcel = await this.parcelOfOrder(pickup.products);
    const { address, shop } = pickup;
    const created = await this.shiprocket.createReturnOrder({
      order_id: pickup.returnId,
      order_date: istOrderDate(pickup.createdAt),
      pickup_customer_name: address.firstName,
      pickup_last_name: address.lastName,
      pickup_address: address.street,
      pickup_city: address.city,
      pickup_state: address.state,
      pickup_country: 'India',
      pickup_pincode: address.zipcode,
      pickup_email: pickup.email,
      pickup_phone: shiprocketPhone(address.phoneNumber, false),
      shipping_customer_name: shop.name,
      shipping_address: shop.address,
      shipping_city: shop.city,
      shipping_country: 'India',
      shipping_pincode: this.settings.pickupPincode,
      shipping_state: shop.state,
      shipping_email: shop.email,
      shipping_phone: shiprocketPhone(shop.phone, false),
      order_items: pickup.products.map((line) => ({
        name: line.productName,
        sku: line.productId,
        units: line.quantity,
        selling_price: line.price,
      })),
      payment_method: 'Prepaid',
      sub_total: pickup.products.reduce((total, line) => total + line.price * line.quantity, 0),
      length: parcel.lengthCm,
      breadth: parcel.breadthCm,
      height: parcel.heightCm,
      weight: kilograms(parcel.weightGrams),
    });
    return { shiprocketOrderId: created.orderId, shipmentId: created.shipmentId };
  }

  /**
   * Assigns the AWB with the courier the shopper paid for. Default-rate couriers are no particular
   * courier, and a courier that no longer takes the parcel is replaced: either way Shiprocket picks.
   */
  async assignAwb(shipmentId: string, courier: CourierOption): Promise<string> {
    const chosen = courier.courier_company_id;
    const awb =
      (await this.shiprocket.assignAwb(shipmentId, chosen)) ??
      (chosen === undefined ? undefined : await this.shiprocket.assignAwb(shipmentId, undefined));
    if (awb === undefined) throw new ShiprocketError(`No courier would take shipment ${shipmentId}`);
    return awb;
  }

  /** Asks the courier to collect a booked shipment; asking twice is harmless. */
  requestPickup(shipmentId: string): Promise<void> {
    return this.shiprocket.requestPickup([shipmentId]);
  }

  cancelShipment(shiprocketOrderId: string): Promise<void> {
    return this.shiprocket.cancelOrder(shiprocketOrderId);
  }

  /** The AWB an earlier attempt may have had assigned without living to save it. */
  assignedAwb(shipmentId: string): Promise<string | undefined> {
    return this.shiprocket.assignedAwb(shipmentId);
  }

  async trackShipment(awb: string): Promise<ShipmentTracking> {
    try {
      const tracking = await this.shiprocket.track(awb);
      return {
        trackingInfo: trackingInfoOf(tracking),
        progress: progressOf(tracking),
        shipmentStatus: shipmentStatusOf(tracking),
      };
    } catch (error) {
      if (!(error instanceof ShiprocketError)) throw error;
      this.log.warn({ err: error, awb }, 'Shiprocket tracking failed');
      throw new HttpError(502, messages.trackingUnavailable);
    }
  }

  async deleteExpiredQuotes(now: Date): Promise<number> {
    return this.repository.deleteQuotesExpiredBefore(now);
  }

  private async parcelOfOrder(lines: Order['products']): Promise<Parcel> {
    const found = await this.repository.parcelProducts(lines.map((line) => line.productId));
    // A product taken off the catalogue since the order still ships; it just no longer adds its size.
    return parcelOf(withQuantities(found, lines));
  }
}
