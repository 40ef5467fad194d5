import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import {
  adminReturnListSchema,
  adminReturnQuerySchema,
  adminReturnSchema,
  manualRefundSchema,
  returnDecisionSchema,
} from '@brass/shared/contracts/returns';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';
import type { ReturnAdminService } from './admin-service.js';

const changed = {
  200: adminReturnSchema,
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
  ...adminRefusals,
};

/** The back office's return routes, inside the /api/admin scope whose hooks let only staff through. */
export const returnAdminRoutes: FastifyPluginAsyncValibot<{ service: ReturnAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    '/returns',
    {
      schema: {
        ...adminRoute,
        summary: 'Return requests, newest first, of one status when asked',
        querystring: adminReturnQuerySchema,
        response: { 200: adminReturnListSchema, 400: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.list(request.query.status),
  );

  app.post(
    '/returns/:id/approve',
    {
      schema: {
        ...adminRoute,
        summary: 'Approves a return and books its reverse pickup with Shiprocket (again, if that failed)',
        params: idParamSchema,
        body: returnDecisionSchema,
        response: changed,
      },
    },
    (request) => service.approve(currentUser(request), request.params.id, request.body.note),
  );

  app.post(
    '/returns/:id/refuse',
    {
      schema: {
        ...adminRoute,
        summary: 'Refuses a return, with a note to the shopper',
        params: idParamSchema,
        body: returnDecisionSchema,
        response: changed,
      },
    },
    (request) => service.refuse(currentUser(request), request.params.id, request.body.note),
  );

  app.post(
    '/returns/:id/received',
    {
      schema: {
        ...adminRoute,
        summary: 'The pieces are back: restocked, and refunded through Razorpay for an order paid online',
        params: idParamSchema,
        response: changed,
      },
    },
    (request) => service.received(currentUser(request), request.params.id),
  );

  app.post(
    '/returns/:id/manual-refund',
    {
      schema: {
        ...adminRoute,
        summary: 'Records a refund sent by bank transfer or UPI for an order paid on delivery',
        params: idParamSchema,
        body: manualRefundSchema,
        response: changed,
      },
    },
    (request) => service.manualRefund(currentUser(request), request.params.id, request.body.reference),
  );
};
