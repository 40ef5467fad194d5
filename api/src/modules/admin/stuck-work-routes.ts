import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { adminRefusals, adminRoute } from './route-schema.js';
import type { StuckWorkService } from './stuck-work.js';

const messageSchema = v.object({ message: v.string() });

/**
 * The staff's "try again" on the dashboard's parked mail and stranded shipments. Registered inside the
 * /api/admin scope, whose hooks let only staff and the owner through.
 */
export const stuckWorkRoutes: FastifyPluginAsyncValibot<{ service: StuckWorkService }> = async (
  app,
  { service },
) => {
  app.post(
    '/mail/:id/requeue',
    {
      schema: {
        ...adminRoute,
        summary: 'Queues a parked mail again, with all its attempts',
        params: idParamSchema,
        response: { 200: messageSchema, 404: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.requeueMail(request.params.id),
  );

  app.post(
    '/orders/:id/confirmation/requeue',
    {
      schema: {
        ...adminRoute,
        summary:
          "Prepares a parked order confirmation again (its invoice rendered anew) at the mail's next pass",
        params: idParamSchema,
        response: { 200: messageSchema, 404: errorBodySchema, ...adminRefusals },
      },
    },
    (request) => service.requeueConfirmation(request.params.id),
  );

  app.post(
    '/orders/:id/shipment',
    {
      schema: {
        ...adminRoute,
        summary: 'Books the shipment of a paid order with Shiprocket now, whatever its retry back-off',
        params: idParamSchema,
        response: {
          200: messageSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
          ...adminRefusals,
        },
      },
    },
    (request) => service.bookShipment(request.params.id),
  );
};
