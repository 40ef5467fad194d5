import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { perUserLimit, rateLimits } from '../../plugins/rate-limit.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';
import { orderSelectionQuerySchema } from '../orders/order-selection.js';
import type { PackingSlipService } from './service.js';

/** Registered inside the /api/admin scope, whose hooks let only staff and the owner through. */
export const packingSlipAdminRoutes: FastifyPluginAsyncValibot<{ service: PackingSlipService }> = async (
  app,
  { service },
) => {
  app.get(
    '/orders/packing-slips',
    {
      config: perUserLimit(rateLimits.packingSlipPerUser),
      schema: {
        ...adminRoute,
        summary: "The chosen orders' packing slips as one PDF, each on pages of its own, never with a price",
        querystring: orderSelectionQuerySchema,
        produces: ['application/pdf'],
        response: {
          200: v.pipe(v.any(), v.description('The packing slips as a PDF file')),
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await service.ofOrders(request.query.orders);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/orders/:id/packing-slip',
    {
      config: perUserLimit(rateLimits.packingSlipPerUser),
      schema: {
        ...adminRoute,
        summary:
          "The order's packing slip as a PDF: the ship-to address, the pieces and a gift's message, never a price",
        params: idParamSchema,
        produces: ['application/pdf'],
        response: {
          // A Buffer is sent as it is, never serialised.
          200: v.pipe(v.any(), v.description('The packing slip as a PDF file')),
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await service.ofOrder(request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
