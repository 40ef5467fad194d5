import { orderPapersSchema } from '@brass/shared/contracts/admin-invoices';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { perUserLimit, rateLimits } from '../../plugins/rate-limit.js';
import { ownerOnly } from '../admin/access.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';
import { GSTR1_SECTIONS } from './gstr1.js';
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
    '/gstr1/:month/:section',
    {
      onRequest: ownerOnly('download the GST returns'),
      schema: {
        ...adminRoute,
        summary:
          "One table of a month's GSTR-1 (b2b, b2cl, b2cs, exp, cdnr, cdnur or hsn) as the CSV the GST offline tool imports",
        params: v.object({
          month: v.pipe(
            v.string(),
            v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM, such as 2026-11.'),
          ),
          section: v.picklist(GSTR1_SECTIONS, `Choose one of ${GSTR1_SECTIONS.join(', ')}.`),
        }),
        produces: ['text/csv'],
        response: {
          200: v.pipe(v.string(), v.description('The table as CSV, its first row the headings')),
          400: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.gstr1Csv(request.params.month, request.params.section);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
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
