import { pincodeParamsSchema, pincodePlaceSchema } from '@brass/shared/contracts/accounts';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import type { PincodeService } from './service.js';

export const pincodeRoutes: FastifyPluginAsyncValibot<{ service: PincodeService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/pincodes/:pincode',
    {
      schema: {
        tags: ['addresses'],
        summary: "The city and state of a pincode, from India Post's directory, for the checkout to fill in",
        params: pincodeParamsSchema,
        response: { 200: pincodePlaceSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const place = await service.place(request.params.pincode);
      // The directory changes only with a new release of the API.
      reply.header('cache-control', 'public, max-age=86400');
      return place;
    },
  );
};
