import { errorBodySchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { perUserLimit, rateLimits } from '../../plugins/rate-limit.js';
import type { InvoiceService } from './service.js';

export const invoiceRoutes: FastifyPluginAsyncValibot<{ service: InvoiceService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/orders/:number/invoice',
    {
      onRequest: app.authenticate,
      config: perUserLimit(rateLimits.invoicePerUser),
      schema: {
        tags: ['orders'],
        summary:
          "The order's GST invoice (a tax invoice, or a bill of supply without a GSTIN) as a PDF download, for the shopper who placed it and the shop's staff",
        security: [{ bearerAuth: [] }],
        params: v.object({ number: v.pipe(v.string(), v.maxLength(100)) }),
        produces: ['application/pdf'],
        response: {
          // A Buffer is sent as it is, never serialised.
          200: v.pipe(v.any(), v.description('The invoice as a PDF file')),
          401: errorBodySchema,
          404: errorBodySchema,
          // An order cancelled before its invoice was issued has none.
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await service.forReader(currentUser(request), request.params.number);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
