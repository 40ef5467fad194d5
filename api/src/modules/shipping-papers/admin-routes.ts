import { errorBodySchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { perUserLimit, rateLimits } from '../../plugins/rate-limit.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';
import { optionalOrderSelectionBodySchema, orderSelectionQuerySchema } from '../orders/order-selection.js';
import type { ShippingPaperService } from './service.js';

const pdfResponses = {
  // A Buffer is sent as it is, never serialised.
  200: v.pipe(v.any(), v.description('The PDF file')),
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
  ...adminRefusals,
};

/** Registered inside the /api/admin scope, whose hooks let only staff and the owner through. */
export const shippingPaperAdminRoutes: FastifyPluginAsyncValibot<{ service: ShippingPaperService }> = async (
  app,
  { service },
) => {
  app.get(
    '/orders/labels',
    {
      config: perUserLimit(rateLimits.shippingPapersPerUser),
      schema: {
        ...adminRoute,
        summary:
          "The chosen orders' shipping labels from Shiprocket, as one PDF; each order must have its AWB",
        querystring: orderSelectionQuerySchema,
        produces: ['application/pdf'],
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await service.labels(request.query.orders);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/orders/pickup-manifest',
    {
      config: perUserLimit(rateLimits.shippingPapersPerUser),
      schema: {
        ...adminRoute,
        summary:
          "Asks the courier to collect the chosen orders, or else those marked shipped today in India, and answers Shiprocket's pickup manifest of them as a PDF",
        body: optionalOrderSelectionBodySchema,
        produces: ['application/pdf'],
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await service.pickupManifest(
        currentUser(request).id,
        request.body.orders,
        new Date(),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
