import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SandboxOptions } from '../config.js';
import type { FaultSwitchboard } from '../faults/switchboard.js';
import { randomDigits } from '../random.js';
import { istDateTime } from './dates.js';
import { placeOf } from './places.js';
import { internationalQuotesFor } from './international.js';
import type { AwbShipment, PaperStore } from './papers.js';
import { parseAdhocOrder, parseInternationalParcel, parseParcel, parseReturnOrder } from './requests.js';
import { quotesFor } from './serviceability.js';
import { pickupPincode, type Shipment, type ShipmentStore } from './shipments.js';
import type { TokenRegistry } from './tokens.js';
import { trackingOf, unknownAwb } from './tracking.js';

export interface ShiprocketContext {
  settings: SandboxOptions['shiprocket'];
  now: () => number;
  tokens: TokenRegistry;
  shipments: ShipmentStore;
  papers: PaperStore;
  switchboard: FaultSwitchboard;
}

/** Shiprocket's error body outside validation: `{message, status_code}`. */
const failure = (status: number, message: string) => ({ message, status_code: status });

/** The account the sandbox logs in as. */
const account = { id: 1, company_id: 1, first_name: 'Brass', last_name: 'Sandbox' };

/** The sandbox's one sales channel, the "custom" channel of orders made through the API. */
const channelId = 1;

const cannotReassign = failure(400, 'Oops! Cannot reassign courier for this shipment.');

const requiredField = (field: string) => ({
  message: 'Required field missing',
  errors: { [field]: [`The ${field.replace('_', ' ')} field is required.`] },
  status_code: 422,
});

/** The ids of a list field (`shipment_id: [..]`, `order_ids: [..]`), a single id taken as a list of one. */
const idsOf = (value: unknown): number[] =>
  [value]
    .flat()
    .filter((id) => id !== undefined && id !== null && id !== '')
    .map(Number);

/**
 * The shipments of `ids` a courier can be given: each known, not cancelled and with its AWB; otherwise
 * the refusal Shiprocket answers for the first that is not.
 */
function readyShipments(
  shipments: ShipmentStore,
  ids: number[],
): { ok: true; value: AwbShipment[] } | { ok: false; failure: ReturnType<typeof failure> } {
  const found: AwbShipment[] = [];
  for (const id of ids) {
    const shipment = shipments.shipment(id);
    if (!shipment || shipment.cancelledAt !== undefined)
      return { ok: false, failure: failure(400, 'Invalid shipment id.') };
    if (!shipment.awb) return { ok: false, failure: failure(400, 'Please assign the AWB first.') };
    found.push({ ...shipment, awb: shipment.awb });
  }
  return { ok: true, value: found };
}

/** The couriers that take one shipment, as serviceability quotes them: abroad, the international ones. */
function couriersOf(shipment: Shipment, nowMs: number) {
  const parcel = {
    pickup: pickupPincode,
    weight: shipment.weight,
    declaredValue: shipment.declaredValue,
    dimensions: shipment.dimensions,
  };
  return shipment.country === 'IN'
    ? quotesFor({ ...parcel, delivery: shipment.deliveryPincode, cod: shipment.cod }, nowMs)
    : internationalQuotesFor({ ...parcel, country: shipment.country }, nowMs);
}

const decimals = (value: number) => value.toFixed(3);

/** A shipment as Shiprocket's shipment and order details show it: no AWB is `null`, no courier `''`. */
const shipmentDetails = (shipment: Shipment) => ({
  id: shipment.shipmentId,
  order_id: shipment.orderId,
  channel_id: channelId,
  code: '',
  cost: '0.00',
  tax: '0.00',
  awb: shipment.awb?.code ?? null,
  rto_awb: '',
  awb_assign_date: shipment.awb ? istDateTime(shipment.awb.assignedAt) : null,
  etd: '',
  delivered_date: '',
  quantity: 1,
  cod_charges: '0.00',
  weight: shipment.weight,
  dimensions: [shipment.dimensions.length, shipment.dimensions.breadth, shipment.dimensions.height]
    .map(decimals)
    .join('x'),
  comment: '',
  courier: shipment.awb?.courier.courier_name ?? '',
  courier_id: shipment.awb ? String(shipment.awb.courier.courier_company_id) : '',
  manifest_id: '',
  status: shipment.awb ? 'AWB ASSIGNED' : 'NEW',
  isd_code: '+91',
  pod: null,
  length: shipment.dimensions.length,
  breadth: shipment.dimensions.breadth,
  height: shipment.dimensions.height,
});

/** The routes behind the bearer token. */
const securedApi: FastifyPluginAsync<ShiprocketContext & { filesPath: string }> = async (
  api,
  { settings, now, tokens, shipments, papers, filesPath },
) => {
  /** Where a paper's file is served, on the host the caller reached the sandbox at. */
  const fileUrl = (request: FastifyRequest, name: string) =>
    `${request.protocol}://${request.host}${filesPath}/${name}`;

  api.addHook('onRequest', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const state = token === undefined ? 'unknown' : tokens.check(token);
    if (state === 'expired') return reply.code(401).send(failure(401, 'Token has expired'));
    if (state === 'unknown') return reply.code(401).send(failure(401, 'Unauthenticated.'));
    return undefined;
  });

  api.get<{ Querystring: Record<string, unknown> }>('/courier/serviceability/', async (request, reply) => {
    const parcel = parseParcel(request.query);
    if (!parcel.ok) return reply.code(422).send(parcel.failure);
    const couriers = quotesFor(parcel.value, now());
    const recommended = couriers[0];
    if (!recommended) {
      // Shiprocket answers "nothing serves this" with HTTP 200 and the status inside the body.
      return {
        status: 404,
        message: `No courier service available between ${parcel.value.pickup} and ${parcel.value.delivery}`,
      };
    }
    return {
      currency: 'INR',
      data: {
        available_courier_companies: couriers,
        is_recommendation_enabled: 1,
        recommended_by: { id: 6, title: 'Recommendation By Shiprocket' },
        recommended_courier_company_id: recommended.courier_company_id,
        shiprocket_recommended_courier_id: recommended.courier_company_id,
      },
      status: 200,
    };
  });

  // Cross-border rates: a country instead of a delivery pincode, and no COD. Nothing serving the
  // country is answered as the domestic call does, inside an HTTP 200.
  api.get<{ Querystring: Record<string, unknown> }>(
    '/courier/international/serviceability/',
    async (request, reply) => {
      const parcel = parseInternationalParcel(request.query);
      if (!parcel.ok) return reply.code(422).send(parcel.failure);
      const couriers = internationalQuotesFor(parcel.value, now());
      const recommended = couriers[0];
      if (!recommended) {
        return { status: 404, message: `No courier service available to ${parcel.value.country}` };
      }
      return {
        currency: 'INR',
        data: {
          available_courier_companies: couriers,
          is_recommendation_enabled: 1,
          recommended_by: { id: 6, title: 'Recommendation By Shiprocket' },
          recommended_courier_company_id: recommended.courier_company_id,
        },
        status: 200,
      };
    },
  );

  api.post('/orders/create/adhoc', async (request, reply) => {
    const order = parseAdhocOrder(request.body);
    if (!order.ok) return reply.code(422).send(order.failure);
    const shipment = shipments.create(order.value);
    return {
      order_id: shipment.orderId,
      channel_order_id: shipment.channelOrderId,
      shipment_id: shipment.shipmentId,
      status: 'NEW',
      status_code: 1,
      onboarding_completed_now: 0,
      awb_code: shipment.awb?.code ?? null,
      courier_company_id: shipment.awb?.courier.courier_company_id ?? null,
      courier_name: shipment.awb?.courier.courier_name ?? null,
      new_channel: false,
      packaging_box_error: '',
    };
  });

  // "Create Return Order": a reverse pickup from the shopper back to the shop.
  api.post('/orders/create/return', async (request, reply) => {
    const order = parseReturnOrder(request.body);
    if (!order.ok) return reply.code(422).send(order.failure);
    const made = shipments.createReturn(order.value, now());
    return {
      order_id: made.orderId,
      shipment_id: made.shipmentId,
      status: 'RETURN PENDING',
      status_code: 21,
      company_name: 'Brass Sandbox',
    };
  });

  api.post<{ Body: { shipment_id?: unknown; courier_id?: unknown } | undefined }>(
    '/courier/assign/awb',
    async (request, reply) => {
      const { shipment_id: shipmentId, courier_id: courierId } = request.body ?? {};
      if (shipmentId === undefined || shipmentId === null || shipmentId === '') {
        return reply.code(422).send({
          message: 'Required field missing',
          errors: { shipment_id: ['The shipment id field is required.'] },
          status_code: 422,
        });
      }
      const shipment = shipments.shipment(Number(shipmentId));
      if (!shipment || shipment.awb) return reply.code(400).send(cannotReassign);
      const couriers = couriersOf(shipment, now());
      const wanted =
        courierId === undefined || courierId === null || courierId === '' ? undefined : Number(courierId);
      const courier =
        wanted === undefined ? couriers[0] : couriers.find((c) => c.courier_company_id === wanted);
      if (!courier) {
        return {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: 'Selected courier is not serviceable for this shipment.' } },
        };
      }
      const assignedAt = now();
      const awbCode = shipments.assignAwb(shipment, courier, assignedAt);
      const origin = placeOf(pickupPincode);
      return {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: courier.courier_company_id,
            awb_code: awbCode,
            cod: shipment.cod ? 1 : 0,
            order_id: shipment.orderId,
            shipment_id: shipment.shipmentId,
            awb_code_status: 1,
            assigned_date_time: {
              date: `${istDateTime(assignedAt)}.000000`,
              timezone_type: 3,
              timezone: 'Asia/Kolkata',
            },
            applied_weight: courier.charge_weight,
            company_id: account.company_id,
            courier_name: courier.courier_name,
            child_courier_name: null,
            pickup_scheduled_date: istDateTime(assignedAt + settings.trackingStepSeconds * 1000),
            routing_code: '',
            rto_routing_code: '',
            invoice_no: `retail${shipment.orderId}`,
            transporter_id: '',
            transporter_name: '',
            shipped_by: {
              shipper_company_name: 'Brass Sandbox',
              shipper_city: origin.city,
              shipper_state: origin.state,
              shipper_country: 'India',
              shipper_postcode: pickupPincode,
            },
          },
        },
      };
    },
  );

  // "Generate Pickup": asks the courier to collect shipments that have their AWB; those already in the
  // pickup queue stay there, and only a request with nothing new to collect is refused.
  api.post<{ Body: { shipment_id?: unknown } | undefined }>(
    '/courier/generate/pickup',
    async (request, reply) => {
      const ids = idsOf(request.body?.shipment_id);
      if (ids.length === 0) return reply.code(422).send(requiredField('shipment_id'));
      const ready = readyShipments(shipments, ids);
      if (!ready.ok) return reply.code(400).send(ready.failure);
      const waiting = ready.value.flatMap((found) => {
        const shipment = shipments.shipment(found.shipmentId);
        return shipment?.pickupRequestedAt === undefined && shipment ? [shipment] : [];
      });
      const [first] = ready.value;
      if (waiting.length === 0 || !first) {
        return reply.code(400).send(failure(400, 'Already in Pickup Queue.'));
      }
      const requestedAt = now();
      for (const shipment of waiting) shipment.pickupRequestedAt = requestedAt;
      return {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: istDateTime(requestedAt + settings.trackingStepSeconds * 1000),
          pickup_token_number: `Reference No: ${first.awb.courier.courier_company_id}_${randomDigits(8)}`,
          status: 3,
          others: '',
          pickup_generated_date: {
            date: `${istDateTime(requestedAt)}.000000`,
            timezone_type: 3,
            timezone: 'Asia/Kolkata',
          },
          data: `Pickup is confirmed by ${first.awb.courier.courier_name} For AWB :- ${waiting
            .map((shipment) => shipment.awb?.code)
            .join(', ')}`,
        },
      };
    },
  );

  // "Generate Label": one PDF with the label of each shipment that has its AWB; the others are listed
  // as not created, and a request of which none could be labelled is refused.
  api.post<{ Body: { shipment_id?: unknown } | undefined }>(
    '/courier/generate/label',
    async (request, reply) => {
      const ids = idsOf(request.body?.shipment_id);
      if (ids.length === 0) return reply.code(422).send(requiredField('shipment_id'));
      const labelled: AwbShipment[] = [];
      const notCreated: number[] = [];
      for (const id of ids) {
        const ready = readyShipments(shipments, [id]);
        if (ready.ok) labelled.push(...ready.value);
        else notCreated.push(id);
      }
      if (labelled.length === 0) {
        return reply.code(400).send(failure(400, 'Label could not be generated: no shipment has its AWB.'));
      }
      return {
        label_created: 1,
        label_url: fileUrl(request, papers.label(labelled, now())),
        response: 'Label has been created and uploaded successfully!',
        not_created: notCreated,
      };
    },
  );

  // "Generate Manifest": the courier's list of the shipments it collects. Each shipment goes on one
  // manifest: those on one already are left out, and a request with none left is refused. The pickup
  // must be asked for first.
  api.post<{ Body: { shipment_id?: unknown } | undefined }>('/manifests/generate', async (request, reply) => {
    const ids = idsOf(request.body?.shipment_id);
    if (ids.length === 0) return reply.code(422).send(requiredField('shipment_id'));
    const ready = readyShipments(shipments, ids);
    if (!ready.ok) return reply.code(400).send(ready.failure);
    if (ready.value.some((shipment) => shipment.pickupRequestedAt === undefined)) {
      return reply.code(400).send(failure(400, 'Please generate the pickup first.'));
    }
    const fresh = ready.value.filter((shipment) => papers.manifestOf(shipment) === undefined);
    if (fresh.length === 0) return reply.code(400).send(failure(400, 'Manifest already generated.'));
    return { status: 1, manifest_url: fileUrl(request, papers.manifest(fresh, now())) };
  });

  // "Print Manifest": one file of the manifests of orders already manifested, by Shiprocket's order ids.
  api.post<{ Body: { order_ids?: unknown } | undefined }>('/manifests/print', async (request, reply) => {
    const ids = idsOf(request.body?.order_ids);
    if (ids.length === 0) return reply.code(422).send(requiredField('order_ids'));
    const manifested: AwbShipment[] = [];
    for (const id of ids) {
      const shipment = shipments.byOrderId(id);
      if (!shipment?.awb || papers.manifestOf(shipment) === undefined) {
        return reply.code(400).send(failure(400, 'Manifest not generated for the given orders.'));
      }
      manifested.push({ ...shipment, awb: shipment.awb });
    }
    return { manifest_url: fileUrl(request, papers.printManifests(manifested, now())) };
  });

  // "Cancel an Order": Shiprocket order ids, before the courier has the parcel.
  api.post<{ Body: { ids?: unknown } | undefined }>('/orders/cancel', async (request, reply) => {
    const ids = request.body?.ids;
    if (!Array.isArray(ids) || ids.length === 0) {
      return reply.code(422).send({
        message: 'Required field missing',
        errors: { ids: ['The ids field is required.'] },
        status_code: 422,
      });
    }
    const found = ids.map((id) => shipments.byOrderId(Number(id)));
    if (found.some((shipment) => shipment === undefined)) {
      return reply.code(400).send(failure(400, 'Invalid order id.'));
    }
    const cancelledAt = now();
    for (const shipment of found) if (shipment) shipment.cancelledAt ??= cancelledAt;
    return {
      status_code: 200,
      message: 'Bulk Shipments cancellation is in progress. Please wait for 24 hours.',
    };
  });

  // Shiprocket's "Get Specific Shipment Details". The shop asks it before assigning an AWB again, since
  // an AWB it assigned but did not save can be neither reassigned nor found any other way.
  api.get<{ Params: { id: string } }>('/shipments/:id', async (request, reply) => {
    const shipment = shipments.shipment(Number(request.params.id));
    if (!shipment) return reply.code(404).send(failure(404, 'Shipment not found'));
    return { data: shipmentDetails(shipment) };
  });

  api.get<{ Params: { awb: string } }>('/courier/track/awb/:awb', async (request) => {
    const shipment = shipments.byAwbCode(request.params.awb);
    if (!shipment?.awb) return unknownAwb;
    return trackingOf({ ...shipment, awb: shipment.awb }, now(), settings.trackingStepSeconds * 1000);
  });
};

/** Everything under `/shiprocket`, behind the fault switch. */
export const shiprocketRoutes: FastifyPluginAsync<ShiprocketContext> = async (app, context) => {
  const { settings, now, tokens, switchboard } = context;
  switchboard.guard(app, 'shiprocket', {
    down: failure(503, 'Service Unavailable'),
    error: failure(500, 'Server Error'),
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(failure(status, error.message));
    app.log.error(error);
    return reply.code(500).send(failure(500, 'Server Error'));
  });

  app.post<{ Body: { email?: unknown; password?: unknown } | undefined }>(
    '/v1/external/auth/login',
    async (request, reply) => {
      const { email, password } = request.body ?? {};
      const errors: Record<string, string[]> = {};
      if (typeof email !== 'string' || email === '') errors.email = ['The email field is required.'];
      if (typeof password !== 'string' || password === '')
        errors.password = ['The password field is required.'];
      if (Object.keys(errors).length > 0) {
        return reply.code(422).send({ message: 'Oops! Invalid Data.', errors, status_code: 422 });
      }
      if (email !== settings.email || password !== settings.password) {
        return reply.code(400).send(failure(400, 'Invalid email and password combination'));
      }
      return { ...account, email, created_at: istDateTime(now()), token: tokens.issue() };
    },
  );

  // The papers' files, public like Shiprocket's stored files: the link itself is the secret.
  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const pdf = context.papers.pdf(request.params.name);
    if (!pdf) return reply.code(404).send(failure(404, 'File not found'));
    return reply.type('application/pdf').send(await pdf);
  });

  await app.register(securedApi, { ...context, filesPath: `${app.prefix}/files`, prefix: '/v1/external' });
};
