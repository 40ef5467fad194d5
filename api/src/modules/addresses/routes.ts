import {
  saveAddressBodySchema,
  savedAddressListSchema,
  savedAddressSchema,
} from '@brass/shared/contracts/accounts';
import { errorBodySchema, idParamSchema } from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import type { AddressService } from './service.js';

export const addressRoutes: FastifyPluginAsyncValibot<{ service: AddressService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/users/me/addresses',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['addresses'],
        summary: "The signed-in shopper's saved delivery addresses, the newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: savedAddressListSchema, 401: errorBodySchema },
      },
    },
    (request) => service.list(currentUser(request).id),
  );

  app.post(
    '/api/users/me/addresses',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['addresses'],
        summary:
          'Keeps a delivery address in India, the United States or the United Kingdom, with its country, for the next checkouts (201); one kept already is answered as it is (200)',
        security: [{ bearerAuth: [] }],
        body: saveAddressBodySchema,
        response: {
          200: savedAddressSchema,
          201: savedAddressSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { address, created } = await service.save(currentUser(request).id, request.body);
      return reply.code(created ? 201 : 200).send(address);
    },
  );

  app.put(
    '/api/users/me/addresses/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['addresses'],
        summary: "Corrects one of the shopper's saved addresses and answers those kept",
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        body: saveAddressBodySchema,
        response: {
          200: savedAddressListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/users/me/addresses/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['addresses'],
        summary: "Removes one of the shopper's saved addresses and answers those left",
        security: [{ bearerAuth: [] }],
        params: idParamSchema,
        response: { 200: savedAddressListSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => service.remove(currentUser(request).id, request.params.id),
  );
};
