import { orderPapersSchema } from '@brass/shared/contracts/admin-invoices';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { perUserLimit, rateLimits } from '../../plugins/rate-limit.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';
import type { InvoiceService } from './service.js';

/** Registered inside the /api/admin scope, whose hooks let only staff and the owner through. */
export const invoiceAdminRoutes: FastifyPluginAsyncValibot<{ service: InvoiceService }> = async (
  app,
  { service },
) => {
  app.get(
    '/orders/:id/papers',
    {
      schema: {
        ...adminRoute,
        summary: "The order's invoice number once issued, and its credit notes",
        params: idParamSchema,
        response: { 200: orderPapersSchema, 404: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.papersOf(request.params.id),
  );

  app.get(
    '/orders/:id/credit-notes/:number',
    {
      config: perUserLimit(rateLimits.invoicePerUser),
      schema: {
        ...adminRoute,
        summary:
          "A credit note against the order's invoice, as a PDF; its number (`CN/26-27/00001`) URL-encoded",
        params: v.object({
          ...idParamSchema.entries,
          number: v.pipe(v.string(), v.maxLength(32)),
        }),
        produces: ['application/pdf'],
        response: {
          // A Buffer is sent as it is, never serialised.
          200: v.pipe(v.any(), v.description('The credit note as a PDF file')),
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await service.creditNotePdf(request.params.id, request.params.number);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
