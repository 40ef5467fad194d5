/**
 * A small fetch client for Shiprocket's external API at a configurable base URL (Shiprocket in
 * production, the sandbox locally). The login token lives in memory; Shiprocket tokens last ten days, so
 * the client logs in again only when a call answers 401, and retries that call once.
 */
import * as v from 'valibot';
import type { AppConfig } from '../../config.js';

/** Any way a Shiprocket call can fail: unreachable, too slow, an error status or an answer we cannot read. */
export class ShiprocketError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** Shiprocket's own `message`, when its error answer had one. */
    readonly shiprocketMessage?: string,
  ) {
    super(message);
    this.name = 'ShiprocketError';
  }
}

export interface ParcelQuery {
  pickupPincode: string;
  deliveryPincode: string;
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  /** Rupees. */
  declaredValue: number;
}

/** Where a parcel abroad goes: the country by its ISO code, as Shiprocket's international call takes it. */
export interface InternationalParcelQuery extends Omit<ParcelQuery, 'deliveryPincode'> {
  deliveryCountry: 'US' | 'GB';
}

const courierSchema = v.object({
  courier_company_id: v.number(),
  courier_name: v.string(),
  rate: v.pipe(v.unknown(), v.transform(Number), v.number()),
  // A string in Shiprocket's answers, unlike the other numbers; accepted either way.
  estimated_delivery_days: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  etd: v.optional(v.string()),
  /** 1 when the courier collects cash on delivery at the pincode. */
  cod: v.optional(
    v.pipe(
      v.union([v.number(), v.boolean()]),
      v.transform((cod) => cod === 1 || cod === true),
    ),
  ),
});
export type ShiprocketCourier = v.InferOutput<typeof courierSchema>;

// Shiprocket answers "no courier serves this" with HTTP 200, a `status` of 404 in the body and no data.
const serviceabilitySchema = v.object({
  data: v.optional(v.object({ available_courier_companies: v.array(courierSchema) })),
});

/**
 * A cross-border service: its `rate` is an object (`{rate: '1380.00', weight: '1.00'}`, rupees and the
 * charged kilograms), and none collects cash on delivery.
 */
const internationalCourierSchema = v.object({
  ...v.omit(courierSchema, ['cod']).entries,
  rate: v.pipe(
    v.object({ rate: v.pipe(v.unknown(), v.transform(Number), v.number()) }),
    v.transform(({ rate }) => rate),
  ),
});

const internationalServiceabilitySchema = v.object({
  data: v.optional(v.object({ available_courier_companies: v.array(internationalCourierSchema) })),
});

const loginSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)) });
const pickupSchema = v.object({ pickup_status: v.literal(1) });

const createdOrderSchema = v.object({
  order_id: v.pipe(v.union([v.number(), v.string()]), v.transform(String)),
  shipment_id: v.pipe(v.union([v.number(), v.string()]), v.transform(String)),
});

const awbSchema = v.object({
  awb_assign_status: v.number(),
  response: v.optional(
    v.object({
      data: v.object({
        awb_code: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
      }),
    }),
  ),
});

// Shipment details: `awb` is null, or empty, until an AWB is assigned.
const shipmentDetailsSchema = v.object({
  data: v.object({ awb: v.nullish(v.union([v.string(), v.number()])) }),
});

const idListSchema = v.array(v.pipe(v.union([v.number(), v.string()]), v.transform(String)));

// "Generate Label": one PDF of every shipment's label; `not_created` the shipments without one.
const labelSchema = v.object({
  label_created: v.literal(1),
  label_url: v.pipe(v.string(), v.url()),
  not_created: v.optional(idListSchema, []),
});

const manifestSchema = v.object({ manifest_url: v.pipe(v.string(), v.url()) });

/** The refusals that leave nothing to do: the pickup asked for, the manifest made, before. */
const pickupQueued = 'Already in Pickup Queue.';
const manifestMade = 'Manifest already generated.';

const trackingSchema = v.object({
  tracking_data: v.object({
    track_status: v.optional(v.number()),
    shipment_status: v.optional(v.number()),
    shipment_track: v.optional(v.array(v.object({ current_status: v.optional(v.string()) }))),
    shipment_track_activities: v.nullish(
      v.array(
        v.object({
          date: v.string(),
          status: v.optional(v.string()),
          activity: v.optional(v.string()),
          location: v.optional(v.string()),
        }),
      ),
    ),
  }),
});
export type ShiprocketTracking = v.InferOutput<typeof trackingSchema>['tracking_data'];

/** The body of `POST /orders/create/adhoc` ("custom order"), with the fields this shop fills. */
export interface AdhocOrder {
  order_id: string;
  /** `YYYY-MM-DD HH:mm`, India time. */
  order_date: string;
  pickup_location: string;
  billing_customer_name: string;
  billing_last_name: string;
  billing_address: string;
  billing_city: string;
  billing_pincode: string;
  billing_state: string;
  billing_country: string;
  billing_email: string;
  billing_phone: string;
  shipping_is_billing: true;
  /**
   * The same address again: Shiprocket copies the billing address to the shipping one only within
   * India, so an order abroad spells it out.
   */
  shipping_customer_name?: string;
  shipping_last_name?: string;
  shipping_address?: string;
  shipping_city?: string;
  shipping_pincode?: string;
  shipping_state?: string;
  shipping_country?: string;
  shipping_email?: string;
  shipping_phone?: string;
  order_items: { name: string; sku: string; units: number; selling_price: number }[];
  payment_method: 'Prepaid' | 'COD';
  shipping_charges: number;
  /** What the courier collects for cash on delivery besides the goods and delivery: the shop's COD fee. */
  transaction_charges: number;
  sub_total: number;
  length: number;
  breadth: number;
  height: number;
  weight: number;
}

/**
 * The body of `POST /orders/create/return` ("Create Return Order"), with the fields this shop fills: the
 * courier collects from the shopper (`pickup_*`) and brings the parcel back to the shop (`shipping_*`).
 */
export interface ReturnOrder {
  /** The shop's return id, so that asking twice gives back the same return order. */
  order_id: string;
  /** `YYYY-MM-DD HH:mm`, India time. */
  order_date: string;
  pickup_customer_name: string;
  pickup_last_name: string;
  pickup_address: string;
  pickup_city: string;
  pickup_state: string;
  pickup_country: string;
  pickup_pincode: string;
  pickup_email: string;
  pickup_phone: string;
  shipping_customer_name: string;
  shipping_address: string;
  shipping_city: string;
  shipping_country: string;
  shipping_pincode: string;
  shipping_state: string;
  shipping_email: string;
  shipping_phone: string;
  order_items: { name: string; sku: string; units: number; selling_price: number }[];
  /** Reverse pickups are prepaid: the shop pays the courier. */
  payment_method: 'Prepaid';
  sub_total: number;
  length: number;
  breadth: number;
  height: number;
  weight: number;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** What both serviceability calls ask of a parcel after its ends: its size and worth, prepaid. */
const parcelFields = (parcel: Omit<ParcelQuery, 'deliveryPincode'>) => ({
  weight: String(parcel.weightKg),
  length: String(parcel.lengthCm),
  breadth: String(parcel.breadthCm),
  height: String(parcel.heightCm),
  declared_value: String(parcel.declaredValue),
  cod: '0',
});

export class ShiprocketClient {
  private token: Promise<string> | undefined;
  private readonly base: string;

  constructor(
    private readonly settings: AppConfig['shiprocket'],
    /** Checkout waits for the quote, so a slow Shiprocket gives way to the fallback rates quickly. */
    private readonly timeoutMs = 5000,
  ) {
    this.base = settings.apiBase.replace(/\/+$/, '');
  }

  /** The couriers that take the parcel; empty when none serves the delivery pincode. */
  async serviceability(parcel: ParcelQuery): Promise<ShiprocketCourier[]> {
    const answer = await this.call(
      {
        method: 'GET',
        path: '/v1/external/courier/serviceability/',
        query: {
          pickup_postcode: parcel.pickupPincode,
          delivery_postcode: parcel.deliveryPincode,
          ...parcelFields(parcel),
        },
      },
      serviceabilitySchema,
    );
    return answer.data?.available_courier_companies ?? [];
  }

  /**
   * The cross-border services that take the parcel to its country (Shiprocket X), priced by weight and
   * destination; empty when none serves the country. Shiprocket asks no delivery postcode here.
   */
  async internationalServiceability(parcel: InternationalParcelQuery): Promise<ShiprocketCourier[]> {
    const answer = await this.call(
      {
        method: 'GET',
        path: '/v1/external/courier/international/serviceability/',
        query: {
          pickup_postcode: parcel.pickupPincode,
          delivery_country: parcel.deliveryCountry,
          ...parcelFields(parcel),
        },
      },
      internationalServiceabilitySchema,
    );
    return (answer.data?.available_courier_companies ?? []).map((courier) => ({ ...courier, cod: false }));
  }

  async createOrder(order: AdhocOrder): Promise<{ orderId: string; shipmentId: string }> {
    const answer = await this.call(
      { method: 'POST', path: '/v1/external/orders/create/adhoc', body: order },
      createdOrderSchema,
    );
    return { orderId: answer.order_id, shipmentId: answer.shipment_id };
  }

  /** Books a reverse pickup; Shiprocket answers a repeated return id with the same return order. */
  async createReturnOrder(order: ReturnOrder): Promise<{ orderId: string; shipmentId: string }> {
    const answer = await this.call(
      { method: 'POST', path: '/v1/external/orders/create/return', body: order },
      createdOrderSchema,
    );
    return { orderId: answer.order_id, shipmentId: answer.shipment_id };
  }

  /** The AWB code, or undefined when Shiprocket would not assign one (the courier does not serve it). */
  async assignAwb(shipmentId: string, courierCompanyId: number | undefined): Promise<string | undefined> {
    const answer = await this.call(
      {
        method: 'POST',
        path: '/v1/external/courier/assign/awb',
        body: {
          shipment_id: shipmentId,
          ...(courierCompanyId === undefined ? {} : { courier_id: courierCompanyId }),
        },
      },
      awbSchema,
    );
    return answer.awb_assign_status === 1 ? answer.response?.data.awb_code : undefined;
  }

  /** The AWB Shiprocket holds for the shipment, or undefined while none is assigned. */
  async assignedAwb(shipmentId: string): Promise<string | undefined> {
    const answer = await this.call(
      { method: 'GET', path: `/v1/external/shipments/${encodeURIComponent(shipmentId)}` },
      shipmentDetailsSchema,
    );
    const { awb } = answer.data;
    return awb === null || awb === undefined || awb === '' ? undefined : String(awb);
  }

  /**
   * Asks the courier to collect the shipments; asking again for those in the pickup queue already is no
   * error.
   */
  async requestPickup(shipmentIds: string[]): Promise<void> {
    try {
      await this.call(
        { method: 'POST', path: '/v1/external/courier/generate/pickup', body: { shipment_id: shipmentIds } },
        pickupSchema,
      );
    } catch (error) {
      if (!(error instanceof ShiprocketError && error.shiprocketMessage === pickupQueued)) throw error;
    }
  }

  /** The link to one PDF of the shipments' labels, and the shipments Shiprocket made none for. */
  async generateLabels(shipmentIds: string[]): Promise<{ labelUrl: string; notCreated: string[] }> {
    const answer = await this.call(
      { method: 'POST', path: '/v1/external/courier/generate/label', body: { shipment_id: shipmentIds } },
      labelSchema,
    );
    return { labelUrl: answer.label_url, notCreated: answer.not_created };
  }

  /**
   * Puts the shipments on a pickup manifest. Shiprocket manifests a shipment once; shipments all on
   * one already are no error, since `printManifest` gives their manifest again.
   */
  async generateManifest(shipmentIds: string[]): Promise<void> {
    try {
      await this.call(
        { method: 'POST', path: '/v1/external/manifests/generate', body: { shipment_id: shipmentIds } },
        manifestSchema,
      );
    } catch (error) {
      if (!(error instanceof ShiprocketError && error.shiprocketMessage === manifestMade)) throw error;
    }
  }

  /** The link to one PDF of the manifests of Shiprocket's orders `orderIds`, manifested before. */
  async printManifest(orderIds: string[]): Promise<string> {
    const answer = await this.call(
      { method: 'POST', path: '/v1/external/manifests/print', body: { order_ids: orderIds } },
      manifestSchema,
    );
    return answer.manifest_url;
  }

  /** A PDF Shiprocket links to (a label, a manifest): stored files, fetched without the token. */
  async downloadPdf(url: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new ShiprocketError(`The file at ${new URL(url).pathname} failed: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ShiprocketError(`A file answered ${response.status}`, response.status);
    const pdf = Buffer.from(await response.arrayBuffer());
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new ShiprocketError('A file Shiprocket linked to is no PDF', response.status);
    return pdf;
  }

  /** Cancels a Shiprocket order, so that no courier comes for it. */
  async cancelOrder(shiprocketOrderId: string): Promise<void> {
    await this.call(
      { method: 'POST', path: '/v1/external/orders/cancel', body: { ids: [shiprocketOrderId] } },
      v.looseObject({}),
    );
  }

  async track(awb: string): Promise<ShiprocketTracking> {
    const answer = await this.call(
      { method: 'GET', path: `/v1/external/courier/track/awb/${encodeURIComponent(awb)}` },
      trackingSchema,
    );
    return answer.tracking_data;
  }

  private async call<T>(call: Call, schema: v.GenericSchema<unknown, T>): Promise<T> {
    const token = this.currentToken();
    let response = await this.send(call, await token);
    if (response.status === 401) {
      // Expired or revoked: log in again (unless a concurrent call already did) and retry once.
      if (this.token === token) this.token = undefined;
      response = await this.send(call, await this.currentToken());
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
      throw new ShiprocketError(
        `${call.path} answered ${response.status}`,
        response.status,
        typeof body?.message === 'string' ? body.message : undefined,
      );
    }
    const parsed = v.safeParse(schema, await this.json(response, call.path));
    if (!parsed.success)
      throw new ShiprocketError(`${call.path} answered an unexpected body`, response.status);
    return parsed.output;
  }

  /** One login at a time: concurrent calls share it instead of each logging in. */
  private currentToken(): Promise<string> {
    if (!this.token) {
      const login = this.login();
      this.token = login;
      // A failed login is not kept: the next call tries again.
      login.catch(() => {
        if (this.token === login) this.token = undefined;
      });
    }
    return this.token;
  }

  private async login(): Promise<string> {
    const response = await this.fetch('/v1/external/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.settings.email, password: this.settings.password }),
    });
    if (!response.ok) throw new ShiprocketError(`login answered ${response.status}`, response.status);
    const parsed = v.safeParse(loginSchema, await this.json(response, 'login'));
    if (!parsed.success) throw new ShiprocketError('login answered no token', response.status);
    return parsed.output.token;
  }

  private send(call: Call, token: string): Promise<Response> {
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    return this.fetch(`${call.path}${query}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.base}${path}`, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new ShiprocketError(`${path.split('?')[0]} failed: ${(error as Error).message}`);
    }
  }

  private async json(response: Response, what: string): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      throw new ShiprocketError(`${what} answered a body that is not JSON`, response.status);
    }
  }
}
