import { deliveryEstimateQuerySchema, deliveryEstimateSchema } from '@brass/shared/contracts/catalog';
import {
  calculateShippingBodySchema,
  calculateShippingResponseSchema,
} from '@brass/shared/contracts/checkout';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import { trackingResponseSchema, type TrackingResponse } from '@brass/shared/contracts/orders';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import type { ShippingService } from './service.js';

/** Tracking reads an order, which the orders module owns; it answers only for the shopper's own. */
export interface ShipmentTracker {
  trackOwnShipment(userId: string, awb: string): Promise<TrackingResponse>;
}

// Every quote is a Shiprocket call and a stored row, and so may be a delivery estimate. A shopper typing
// pincodes needs a few a minute; the allowance per address is wide because many mobile shoppers share
// one carrier address.
const quotesPerClient = { max: 120, timeWindow: '1 minute' };

export const shippingRoutes: FastifyPluginAsyncValibot<{
  service: ShippingService;
  tracker: ShipmentTracker;
}> = async (app, { service, tracker }) => {
  app.post(
    '/api/shiprocket/calculate-shipping',
    {
      config: { rateLimit: quotesPerClient },
      schema: {
        tags: ['shipping'],
        summary: "Courier rates for the cart's parcel, or the default rates when Shiprocket cannot quote",
        body: calculateShippingBodySchema,
        response: { 200: calculateShippingResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    (request) => service.quote(request.body),
  );

  app.get(
    '/api/delivery-estimate',
    {
      config: { rateLimit: quotesPerClient },
      schema: {
        tags: ['shipping'],
        summary: 'Whether a courier serves a pincode, and the day one piece of a product would arrive there',
        querystring: deliveryEstimateQuerySchema,
        response: {
          200: deliveryEstimateSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    (request) => service.estimateDelivery(request.query),
  );

  app.get(
    '/api/shiprocket/track/:awb',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['shipping'],
        summary: "Tracking of one of the shopper's own shipments",
        security: [{ bearerAuth: [] }],
        params: v.object({ awb: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
        response: {
          200: trackingResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    (request) => tracker.trackOwnShipment(currentUser(request).id, request.params.awb),
  );
};
